/**
 * Small text helpers shared by the catalogue: URL slugs, rounding, list joining and number
 * formatting in the house style (£28,420; 48.2mpg). Pure: no locale APIs, so output never
 * depends on the runtime's ICU data.
 */

/** Letters with accents that appear in UK make and model names, mapped to plain ASCII. */
const accents: Record<string, string> = { ë: 'e', é: 'e', è: 'e', ö: 'o', ü: 'u', ä: 'a', '°': '' };

/** A URL slug: lower case ASCII letters and digits separated by single hyphens ('Citroën ë-C4' -> 'citroen-e-c4'). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ëéèöüä°]/g, (ch) => accents[ch] ?? '')
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Rounds to the nearest multiple of `step`. */
export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** Rounds to a number of decimal places. */
export function roundDp(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

/** Clamps a number into [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Whole number with thousands separators: 28420 -> '28,420'. */
export function thousands(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.round(Math.abs(value)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Pounds, whole: 28420 -> '£28,420'. */
export function pounds(value: number): string {
  return `£${thousands(value)}`;
}

/** Pounds and pence: 418.6 -> '£418.60'. */
export function poundsPence(value: number): string {
  const whole = Math.floor(value);
  const pence = Math.round((value - whole) * 100);
  return pence === 100 ? `£${thousands(whole + 1)}.00` : `£${thousands(whole)}.${String(pence).padStart(2, '0')}`;
}

/** One decimal place, always shown: 48 -> '48.0'. */
export function oneDp(value: number): string {
  return roundDp(value, 1).toFixed(1);
}

/** 'a', 'a and b', 'a, b and c'. */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 'a' or 'an' for the word that follows: 'an SUV', 'an estate', 'a hatchback', 'an 8.9%'. */
export function article(word: string): string {
  if (/^[A-Z]{2,}/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  if (/^(8|11|18)/.test(word)) return 'an';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** Capitalises the first letter. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An ISO date (YYYY-MM-DD) from a year, month (1-12) and day. */
export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days since 1970-01-01 of an ISO date (UTC, no time zone involved). */
export function dayNumber(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Math.floor(Date.UTC(y, m - 1, d) / 86_400_000);
}

/** The ISO date of a day number. */
export function dateFromDayNumber(days: number): string {
  const date = new Date(days * 86_400_000);
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** An ISO date moved by a number of days. */
export function addDays(iso: string, days: number): string {
  return dateFromDayNumber(dayNumber(iso) + days);
}
