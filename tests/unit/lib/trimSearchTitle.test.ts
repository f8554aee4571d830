import { describe, it, expect } from 'vitest';
import { trimSearchTitle } from '#src/lib/trimSearchTitle';

describe('trimSearchTitle (spec 3)', () => {
  it('keeps only the part before " | "', () => {
    expect(trimSearchTitle('Ford Puma review | Kerbside')).toBe('Ford Puma review');
    expect(trimSearchTitle('Best SUVs | Best of | Kerbside')).toBe('Best SUVs');
  });
  it('trims the result', () => {
    expect(trimSearchTitle('  Kia EV3 review   | Kerbside')).toBe('Kia EV3 review');
  });
  it('leaves titles without the separator whole', () => {
    expect(trimSearchTitle('Ford Puma review')).toBe('Ford Puma review');
    // A bar without the surrounding spaces is part of the title.
    expect(trimSearchTitle('A|B test')).toBe('A|B test');
  });
  it('returns an empty string for empty input', () => {
    expect(trimSearchTitle('')).toBe('');
    expect(trimSearchTitle(undefined)).toBe('');
    expect(trimSearchTitle(null)).toBe('');
    expect(trimSearchTitle(' | Kerbside')).toBe('');
  });
});
