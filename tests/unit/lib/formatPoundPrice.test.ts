import { describe, it, expect } from 'vitest';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';

describe('formatPoundPrice (spec 9: GBP, dropping .00)', () => {
  it('drops a zero pence part', () => {
    expect(formatPoundPrice(12345)).toBe('£12,345');
    expect(formatPoundPrice(0)).toBe('£0');
    expect(formatPoundPrice(3000000)).toBe('£3,000,000');
  });
  it('keeps two decimals when there are pence', () => {
    expect(formatPoundPrice(12345.5)).toBe('£12,345.50');
    expect(formatPoundPrice(0.99)).toBe('£0.99');
  });
  it('drops .00 after rounding to whole pence', () => {
    expect(formatPoundPrice(9.999)).toBe('£10');
    expect(formatPoundPrice(1.004)).toBe('£1');
  });
  it('formats negative amounts with a minus sign', () => {
    expect(formatPoundPrice(-250)).toBe('-£250');
    expect(formatPoundPrice(-1234.5)).toBe('-£1,234.50');
  });
  it('never shows a negative zero', () => {
    expect(formatPoundPrice(-0)).toBe('£0');
    expect(formatPoundPrice(-0.001)).toBe('£0');
  });
  it('returns an empty string for non-finite values', () => {
    expect(formatPoundPrice(Number.NaN)).toBe('');
    expect(formatPoundPrice(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatPoundPrice(Number.NEGATIVE_INFINITY)).toBe('');
  });
});
