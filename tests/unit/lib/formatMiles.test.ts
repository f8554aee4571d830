import { describe, it, expect } from 'vitest';
import { formatDistanceLabel, formatMiles, formatMilesLabel } from '#src/lib/formatMiles';

describe('formatMiles (spec 9: rounded to 2 decimals)', () => {
  it('rounds to 2 decimals', () => {
    expect(formatMiles(3.14159)).toBe(3.14);
    expect(formatMiles(2.675)).toBe(2.68);
    expect(formatMiles(12)).toBe(12);
    expect(formatMiles(0.004)).toBe(0);
  });
  it('rounds decimal halves up despite binary floating point', () => {
    expect(formatMiles(1.005)).toBe(1.01);
    expect(formatMiles(10.075)).toBe(10.08);
  });
  it('rounds negative values symmetrically and never returns -0', () => {
    expect(formatMiles(-1.005)).toBe(-1.01);
    expect(Object.is(formatMiles(-0.001), 0)).toBe(true);
  });
  it('handles numbers written in exponent form', () => {
    expect(formatMiles(1e-7)).toBe(0);
    expect(formatMiles(1e21)).toBe(1e21);
  });
  it('returns NaN for non-finite input', () => {
    expect(formatMiles(Number.NaN)).toBeNaN();
    expect(formatMiles(Number.POSITIVE_INFINITY)).toBeNaN();
  });
});

describe('formatMilesLabel', () => {
  it('uses "miles" in the plural', () => {
    expect(formatMilesLabel(3.14159)).toBe('3.14 miles');
    expect(formatMilesLabel(0)).toBe('0 miles');
    expect(formatMilesLabel(2.5)).toBe('2.5 miles');
  });
  it('uses "mile" for exactly one mile after rounding', () => {
    expect(formatMilesLabel(1)).toBe('1 mile');
    expect(formatMilesLabel(1.001)).toBe('1 mile');
    expect(formatMilesLabel(1.01)).toBe('1.01 miles');
  });
  it('groups thousands', () => {
    expect(formatMilesLabel(1234.567)).toBe('1,234.57 miles');
  });
  it('is empty for non-finite input', () => {
    expect(formatMilesLabel(Number.NaN)).toBe('');
  });
});

describe('formatDistanceLabel', () => {
  it('always shows 2 decimals, rounded halves away from zero', () => {
    expect(formatDistanceLabel(3.14159)).toBe('3.14 miles');
    expect(formatDistanceLabel(0.7)).toBe('0.70 miles');
    expect(formatDistanceLabel(12)).toBe('12.00 miles');
    expect(formatDistanceLabel(1.005)).toBe('1.01 miles');
    expect(formatDistanceLabel(1234.5)).toBe('1,234.50 miles');
  });

  it('is empty for a value that is not a number', () => {
    expect(formatDistanceLabel(Number.NaN)).toBe('');
  });
});
