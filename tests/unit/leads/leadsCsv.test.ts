// @vitest-environment node
/**
 * The dealers' CSV (src/server/leads/leadsCsv.ts): RFC 4180 quoting (commas, quotes, line breaks,
 * CRLF rows, a header row) and formula-injection protection (= + - @ tab CR get an apostrophe),
 * checked by parsing the file back with an RFC 4180 reader.
 */
import { describe, expect, it } from 'vitest';
import { csvCell, leadCsvColumns, leadsCsv } from '#src/server/leads/leadsCsv';
import type { StoredLead } from '#src/server/leads/leadStore';

/** A strict RFC 4180 reader: rows end in CRLF, quoted fields may hold anything. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let index = 0;
  while (index < text.length) {
    let cell = '';
    if (text[index] === '"') {
      index += 1;
      for (;;) {
        const quote = text.indexOf('"', index);
        if (quote < 0) throw new Error('unterminated quote');
        cell += text.slice(index, quote);
        if (text[quote + 1] === '"') {
          cell += '"';
          index = quote + 2;
        } else {
          index = quote + 1;
          break;
        }
      }
    } else {
      const end = text.slice(index).search(/,|\r\n/);
      const stop = end < 0 ? text.length : index + end;
      cell = text.slice(index, stop);
      if (/["\r\n]/.test(cell)) throw new Error(`unquoted special character in ${JSON.stringify(cell)}`);
      index = stop;
    }
    row.push(cell);
    if (text[index] === ',') index += 1;
    else if (text.startsWith('\r\n', index)) {
      rows.push(row);
      row = [];
      index += 2;
    } else if (index < text.length) throw new Error(`junk after a field at ${index}`);
  }
  if (row.length) throw new Error('last row without CRLF');
  return rows;
}

const lead = (overrides: Partial<StoredLead> = {}): StoredLead => ({
  reference: 'KS-7M2Q9XKD',
  createdAt: '2026-11-21T10:00:00.000Z',
  kind: 'quote',
  dealerId: 'dealer-leeds-1',
  name: 'Alex Driver',
  email: 'alex@example.com',
  phone: null,
  postcode: 'LS1 4AP',
  message: null,
  consent: true,
  derivativeId: null,
  dealId: null,
  advertId: null,
  ...overrides,
});

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+44 7700 900982', "'+44 7700 900982"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j -> %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes null as empty and booleans as words', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });
});

describe('leadsCsv', () => {
  it('has a header row and one CRLF row per lead that parse back to the values', () => {
    const leads = [
      lead({ name: 'Smith, "Jo"', message: 'Line one\nLine two', phone: '01632 960001' }),
      lead({ reference: 'KS-00000001', name: '=cmd|" /C calc"!A0', message: '@SUM(1+1)', dealId: 'deal-1' }),
    ];
    const text = leadsCsv(leads);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([...leadCsvColumns]);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.length === leadCsvColumns.length)).toBe(true);
    const record = (row: string[]) => Object.fromEntries(leadCsvColumns.map((column, index) => [column, row[index]]));
    expect(record(rows[1]!)).toMatchObject({ name: 'Smith, "Jo"', message: 'Line one\nLine two', consent: 'true' });
    expect(record(rows[2]!)).toMatchObject({
      name: `'=cmd|" /C calc"!A0`,
      message: "'@SUM(1+1)",
      dealId: 'deal-1',
      phone: '',
    });
  });

  it('is just the header row without leads', () => {
    expect(leadsCsv([])).toBe(`${leadCsvColumns.join(',')}\r\n`);
  });
});
