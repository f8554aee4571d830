/**
 * Reads a dealer finder page's query (#16): `?postcode=`, `?lat=&lng=` and `?nearest=`, read
 * defensively (any value, repeated or absent, gives an answer, never an error). The rules are one
 * zod schema (issue #14). Only the finder's server route imports this module, so zod stays out of
 * the browser's bundle (the islands use dealerFinderQuery's links and rounding).
 */
import { z } from 'zod';
import { roundCoordinate, type DealerFinderQuery, type FinderQueryValue } from './dealerFinderQuery';

/** Longest postcode text kept ('SW1A 1AA' with spaces to spare). */
const maxPostcodeLength = 16;

/** The first of a repeated parameter's values. */
const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** Decimal degrees within ±limit (no exponents, hex or more than 12 decimals), else null. */
const degreesSchema = (limit: number) =>
  z
    .preprocess(
      firstValue,
      z
        .string()
        .trim()
        .regex(/^-?\d{1,3}(?:\.\d{1,12})?$/)
        .transform(Number)
        .pipe(z.number().min(-limit).max(limit)),
    )
    .nullable()
    .catch(null);

/** The query's rules: a bad or missing value falls back, so the parse never fails. */
export const dealerFinderQuerySchema = z
  .object({
    postcode: z
      .preprocess(firstValue, z.string().trim())
      .transform((text) => text.slice(0, maxPostcodeLength))
      .catch(''),
    lat: degreesSchema(90),
    lng: degreesSchema(180),
    // Only the nearest dealer (spec 4: after geolocation was unsupported or refused).
    nearest: z
      .preprocess(
        firstValue,
        z.enum(['1', 'true']).transform(() => true),
      )
      .catch(false),
  })
  .transform(({ postcode, lat, lng, nearest }): DealerFinderQuery => ({
    postcode,
    point: lat !== null && lng !== null ? { lat: roundCoordinate(lat), lng: roundCoordinate(lng) } : null,
    nearest,
  }));

/**
 * Reads a finder page's query.
 *
 * @example readDealerFinderQuery({ postcode: ' sw1a 1aa ' }) // { postcode: 'sw1a 1aa', point: null, nearest: false }
 * @example readDealerFinderQuery({ lat: '51.5014', lng: '-0.1419', nearest: '1' }).point // { lat: 51.5014, lng: -0.1419 }
 */
export function readDealerFinderQuery(query: Readonly<Record<string, FinderQueryValue>>): DealerFinderQuery {
  return dealerFinderQuerySchema.parse(query);
}
