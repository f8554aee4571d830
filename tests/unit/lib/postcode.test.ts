import { describe, it, expect } from 'vitest';
import { isValidPostcode, validatePostcode, postcodePattern } from '#src/lib/postcode';

const accepted = ['SW1A 1AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'EC1A 1BB', 'GIR 0AA', 'SW1A1AA'];

describe('postcodePattern', () => {
  it('is the pattern of docs/design/uk-rules.md', () => {
    expect(postcodePattern.source).toBe(
      '^([A-Za-z][A-Ha-hJ-Yj-y]?[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}|[Gg][Ii][Rr] ?0[Aa]{2})$',
    );
  });
});

describe('isValidPostcode', () => {
  it.each(accepted)('accepts %s', (postcode) => {
    expect(isValidPostcode(postcode)).toBe(true);
  });
  it('accepts lower case, no space and surrounding whitespace', () => {
    expect(isValidPostcode('sw1a 1aa')).toBe(true);
    expect(isValidPostcode('gir0aa')).toBe(true);
    expect(isValidPostcode('  m1 1ae ')).toBe(true);
  });
  it.each([
    '',
    'SW1A',
    '1AA',
    'SW1A  1AA', // two spaces
    'SW1A-1AA',
    'SI1 1AA', // I is not allowed as the second letter
    'QZ1 1AA', // Z is not allowed as the second letter
    'SW1A 1A',
    'SW1A 1AAA',
    'GIR 1AA',
    '12345',
    'SW1A 1AA extra',
  ])('rejects %j', (postcode) => {
    expect(isValidPostcode(postcode)).toBe(false);
  });
  it('rejects missing values', () => {
    expect(isValidPostcode(undefined)).toBe(false);
    expect(isValidPostcode(null)).toBe(false);
  });
});

describe('validatePostcode', () => {
  it('normalises to capitals with one space before the inward code', () => {
    expect(validatePostcode('sw1a1aa')).toEqual({ ok: true, postcode: 'SW1A 1AA' });
    expect(validatePostcode('m1 1ae')).toEqual({ ok: true, postcode: 'M1 1AE' });
    expect(validatePostcode(' dn551pt ')).toEqual({ ok: true, postcode: 'DN55 1PT' });
    expect(validatePostcode('gir0aa')).toEqual({ ok: true, postcode: 'GIR 0AA' });
  });
  it('keeps a valid postcode valid after normalising', () => {
    for (const postcode of accepted) {
      const result = validatePostcode(postcode);
      expect(result.ok).toBe(true);
      if (result.ok) expect(isValidPostcode(result.postcode)).toBe(true);
    }
  });
  it("rejects with 'Invalid postcode'", () => {
    expect(validatePostcode('SW1A')).toEqual({ ok: false, error: 'Invalid postcode' });
    expect(validatePostcode('')).toEqual({ ok: false, error: 'Invalid postcode' });
    expect(validatePostcode(undefined)).toEqual({ ok: false, error: 'Invalid postcode' });
  });
});
