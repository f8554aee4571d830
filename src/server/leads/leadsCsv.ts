/**
 * A dealer's leads as CSV (RFC 4180: a header row, CRLF line ends, fields with a comma, quote or
 * line break in double quotes, quotes doubled). A cell that a spreadsheet would read as a formula
 * (starting with = + - @, or a tab or carriage return) gets a leading apostrophe first (OWASP's
 * CSV injection advice): names and messages are typed by anyone, and dealers open this in Excel.
 */
import { leadFields } from '#src/adapters/leads/leadSchema';
import type { StoredLead } from './leadStore';

/** The columns, in order: the header row's names are these keys. */
export const leadCsvColumns = ['reference', 'createdAt', ...leadFields] as const satisfies ReadonlyArray<
  keyof StoredLead
>;

/** One cell: defused against formulas, then quoted when it needs to be. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvRow(cells: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The whole file: the header row, then one row per lead. */
export function leadsCsv(leads: readonly StoredLead[]): string {
  return csvRow(leadCsvColumns) + leads.map((lead) => csvRow(leadCsvColumns.map((column) => lead[column]))).join('');
}
