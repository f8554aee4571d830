/**
 * UK postcode format check (spec 5, docs/design/uk-rules.md "Postcodes"): a format check, not an existence
 * check; upper or lower case and an optional space are accepted; rejected input shows 'Invalid postcode'.
 */
import { messages } from './errorMessages';

/** The UK postcode pattern of docs/design/uk-rules.md, verbatim. */
export const postcodePattern = /^([A-Za-z][A-Ha-hJ-Yj-y]?[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}|[Gg][Ii][Rr] ?0[Aa]{2})$/;

/** Result of {@link validatePostcode}. */
export type PostcodeResult = { ok: true; postcode: string } | { ok: false; error: typeof messages.invalidPostcode };

/**
 * Whether a value has the format of a UK postcode. Surrounding whitespace is ignored, as a
 * pasted postcode often carries some; inner spacing must match the pattern (one optional space).
 */
export function isValidPostcode(value: string | null | undefined): boolean {
  return typeof value === 'string' && postcodePattern.test(value.trim());
}

/**
 * Validates a postcode and normalises it to capitals with one space before the inward code.
 *
 * @example validatePostcode('sw1a1aa') // { ok: true, postcode: 'SW1A 1AA' }
 * @example validatePostcode('SW1A') // { ok: false, error: 'Invalid postcode' }
 */
export function validatePostcode(value: string | null | undefined): PostcodeResult {
  if (!isValidPostcode(value)) return { ok: false, error: messages.invalidPostcode };
  const compact = (value as string).replace(/\s/g, '').toUpperCase();
  // The inward code is always the last three characters (digit, letter, letter).
  return { ok: true, postcode: `${compact.slice(0, -3)} ${compact.slice(-3)}` };
}
