declare global {
  // Stories and visual tests pin the clock here so dates in screenshots never change.
  var __KERBSIDE_NOW__: Date | undefined;
}

/** The current time; stories and tests pin it through `globalThis.__KERBSIDE_NOW__`. */
export function now(): Date {
  return globalThis.__KERBSIDE_NOW__ ?? new Date();
}

/**
 * The environment variable that pins `today()` (YYYY-MM-DD). The test layers set it to the
 * catalogue's reference date, 2026-11-21 (vitest.config.ts, tests/e2e/support/siteProcess.ts), so
 * which deals are live, and so every page and screenshot, never depends on the day tests run.
 */
export const todayVariable = 'KERBSIDE_TODAY';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const match = isoDate.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The date pinned by KERBSIDE_TODAY, or null when it is not set; a value that is not a date throws. */
export function pinnedToday(): string | null {
  // No `process` in a browser bundle (stories); only the server reads the variable.
  const value = typeof process === 'undefined' ? undefined : process.env?.[todayVariable]?.trim();
  if (!value) return null;
  if (!isIsoDate(value))
    throw new RangeError(`${todayVariable} must be a date YYYY-MM-DD, not '${value.slice(0, 40)}'`);
  return value;
}

const londonDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The UK calendar date (Europe/London) of an instant, YYYY-MM-DD. */
export function ukDate(instant: Date): string {
  const parts = Object.fromEntries(londonDate.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * Today's date in the UK, YYYY-MM-DD: the one clock that decides which deals are live (issue #18;
 * src/domain/dealDates.ts). KERBSIDE_TODAY pins it (tests); otherwise the UK date of `now()`, so
 * the stories' pinned time pins it too.
 */
export function today(): string {
  return pinnedToday() ?? ukDate(now());
}
