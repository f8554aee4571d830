import { describe, it, expect } from 'vitest';
import { formatResultCount } from '#src/lib/formatResultCount';

describe('formatResultCount (spec 9)', () => {
  it('shows counts below the cap as they are, ungrouped', () => {
    expect(formatResultCount(0)).toBe('0');
    expect(formatResultCount(1)).toBe('1');
    expect(formatResultCount(9999)).toBe('9999');
  });
  it("shows the cap with a plus sign: '10000+'", () => {
    expect(formatResultCount(10000)).toBe('10000+');
    expect(formatResultCount(25000)).toBe('10000+');
  });
  it('accepts another cap', () => {
    expect(formatResultCount(500, 500)).toBe('500+');
    expect(formatResultCount(499, 500)).toBe('499');
  });
  it("gives '0' for negative, fractional below one, or non-finite counts", () => {
    expect(formatResultCount(-3)).toBe('0');
    expect(formatResultCount(Number.NaN)).toBe('0');
    expect(formatResultCount(Number.POSITIVE_INFINITY)).toBe('0');
    expect(formatResultCount(0.5)).toBe('0');
  });
  it('drops a fractional part', () => {
    expect(formatResultCount(42.9)).toBe('42');
  });
});
