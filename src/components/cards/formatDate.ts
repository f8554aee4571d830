/**
 * Dates as the cards show them: 'd MMMM yyyy' in British English ('14 March 2026'), in UK time.
 * Kept beside the cards (src/lib is owned elsewhere); move it to src/lib when a second layer needs it.
 */

// Created on first use so importing this module does no work.
let formatter: Intl.DateTimeFormat | undefined;

/**
 * Formats an ISO 8601 date or date-time for display.
 *
 * @example formatDate('2026-03-14') // '14 March 2026'
 * @example formatDate('2026-03-01T23:30:00Z') // '1 March 2026'
 * @returns The formatted date, or '' when the input is not a valid date.
 */
export function formatDate(isoDate: string): string {
  if (typeof isoDate !== 'string' || isoDate === '') return '';
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  formatter ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    // A date-only string is UTC midnight; London is never behind UTC, so the day never shifts back.
    timeZone: 'Europe/London',
  });
  return formatter.format(date);
}
