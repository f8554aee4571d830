import { describe, expect, it } from 'vitest';
import { formatDate } from '#src/components/cards/formatDate';

describe('formatDate', () => {
  it("formats an ISO date as 'd MMMM yyyy' in British English", () => {
    expect(formatDate('2026-03-14')).toBe('14 March 2026');
    expect(formatDate('2026-01-05')).toBe('5 January 2026');
  });

  it('formats a date-time in UK time (a late UTC evening in summer is the next day)', () => {
    expect(formatDate('2026-06-30T23:30:00Z')).toBe('1 July 2026');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('31 December 2026');
  });

  it('returns an empty string for anything that is not a date', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(undefined as unknown as string)).toBe('');
  });
});
