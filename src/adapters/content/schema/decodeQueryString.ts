/**
 * Strict query-string decoding for the Content API, and how a parameter name or value is quoted
 * back in a message (short, one line).
 */
import { BadRequestError, ValidationError } from '../errors';

// Control characters are exactly what these patterns look for.
// eslint-disable-next-line no-control-regex
export const controlPattern = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const controlPatternAll = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * A parameter name or value as it may appear in a message: short, one line. An error's
 * `parameter` carries a name in this same form, so that it matches what its message shows.
 */
export function quoteForMessage(text: string): string {
  const short = text.length > 64 ? `${text.slice(0, 64)}…` : text;
  return short.replace(controlPatternAll, '?');
}

/**
 * Split a query string into decoded pairs, strictly: a malformed percent-encoding or bytes that
 * are not UTF-8 are a 400 (URLSearchParams would silently turn them into U+FFFD).
 */
export function decodeQueryString(search: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return pairs;
  for (const segment of query.split('&')) {
    if (!segment) continue;
    const equals = segment.indexOf('=');
    const rawName = equals === -1 ? segment : segment.slice(0, equals);
    const rawValue = equals === -1 ? '' : segment.slice(equals + 1);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      throw new BadRequestError('The query string is not valid percent-encoded UTF-8 (in a parameter name).');
    }
    let value: string;
    try {
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch {
      const parameter = quoteForMessage(name);
      throw new ValidationError(
        parameter,
        'percent-encoded UTF-8 text',
        `Invalid parameter '${parameter}': its value is not valid percent-encoded UTF-8.`,
      );
    }
    pairs.push([name, value]);
  }
  return pairs;
}
