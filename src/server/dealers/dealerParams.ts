/**
 * The query parameters of `GET /api/dealers` (#16): their zod schemas (also the OpenAPI
 * document's), what each allows in words, and the parser from a query string to a DealerQuery.
 * A bad parameter throws the Content API's ValidationError, so the answer is the same ErrorBody
 * 400 every API of the site gives, naming the parameter; a bad postcode's message is exactly
 * 'Invalid postcode' (spec 8).
 */
import { z } from 'zod';
import { ValidationError } from '#src/adapters/content/errors';
import { expectedMessage, parseParameter } from '#src/adapters/content/schema/parameterProblem';
import { wholeNumberParameter } from '#src/adapters/content/schema/parameterSchemas';
import { DEALER_LIMIT_DEFAULT, DEALER_LIMIT_MAX } from '#src/domain/dealers';
import { messages } from '#src/lib/errorMessages';
import { locatePostcode } from '../geo/postcodeDistricts';

/** Where a search may be centred: the UK and its waters, Scilly to Shetland, Northern Ireland to Kent. */
export const ukLatitude = { min: 49, max: 61 } as const;
export const ukLongitude = { min: -9, max: 2.5 } as const;

/** What each parameter accepts, in words: the `allowed` of its 400. */
export const dealerParameterAllowed = {
  postcode: 'a UK postcode, e.g. SW1A 1AA, or its district, e.g. SW1A',
  lat: `a latitude in the UK, from ${ukLatitude.min} to ${ukLatitude.max}`,
  lng: `a longitude in the UK, from ${ukLongitude.min} to ${ukLongitude.max}`,
  make: 'a make’s slug, e.g. volkswagen',
  limit: `a whole number from 1 to ${DEALER_LIMIT_MAX}`,
} as const;

export type DealerParameter = keyof typeof dealerParameterAllowed;

/** A dealer search as the API, the pages and the tests ask for it. */
export interface DealerQuery {
  origin: { postcode: string } | { lat: number; lng: number };
  /** A make's slug; null or absent for every make. */
  make?: string | null;
  /** 1 to DEALER_LIMIT_MAX; DEALER_LIMIT_DEFAULT when absent. */
  limit?: number;
}

/** Decimal degrees as text ('51.5', '-0.12'), else NaN: no exponents, hex or spaces. */
const degreesText = (value: unknown): unknown =>
  typeof value === 'string' ? (/^-?\d{1,3}(?:\.\d{1,15})?$/.test(value) ? Number(value) : Number.NaN) : value;

function degreesParameter(parameter: 'lat' | 'lng', range: { min: number; max: number }): z.ZodType<number> {
  const message = expectedMessage(parameter, dealerParameterAllowed[parameter]);
  return z
    .preprocess(
      degreesText,
      z.number({ error: message }).min(range.min, { error: message }).max(range.max, { error: message }),
    )
    .describe(dealerParameterAllowed[parameter]);
}

/** The schemas, keyed by parameter. */
export const dealerParameterSchemas = {
  // Whatever locatePostcode can read (a full postcode, or a bare district); whether the district
  // is in the table is searchDealers' check, with its own message.
  postcode: z
    .string()
    .max(16, { error: messages.invalidPostcode })
    .refine(
      (value) => {
        const located = locatePostcode(value);
        return located.ok || located.reason !== 'invalid';
      },
      { error: messages.invalidPostcode },
    )
    .describe(`${dealerParameterAllowed.postcode}; its district's centroid places the search`),
  lat: degreesParameter('lat', ukLatitude),
  lng: degreesParameter('lng', ukLongitude),
  // Any slug-shaped text passes here; whether the catalogue has that make is searchDealers' check.
  make: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/)
    .transform((value) => value.toLowerCase())
    .describe(
      `${dealerParameterAllowed.make}; only dealers franchised for it (independents are in every-make searches only)`,
    ),
  limit: wholeNumberParameter(1, DEALER_LIMIT_MAX).describe(
    `${dealerParameterAllowed.limit}; ${DEALER_LIMIT_DEFAULT} when absent`,
  ),
} satisfies Record<DealerParameter, z.ZodType>;

/**
 * The DealerQuery of a query string. Empty values count as absent (a plain form sends its empty
 * hidden fields), except a postcode given alone, which is a bad postcode. Other names are ignored
 * (cache-busters). Throws ValidationError naming the parameter at fault.
 *
 * @example parseDealerQuery('?postcode=ls1+4ap&make=Ford') // { origin: { postcode: 'ls1 4ap' }, make: 'ford', limit: 10 }
 */
export function parseDealerQuery(search: string | URLSearchParams): DealerQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = (name: DealerParameter) => {
    const raw = params.get(name);
    return raw === null || raw.trim() === '' ? undefined : raw.trim();
  };
  const parse = <T>(name: DealerParameter, raw: string) =>
    parseParameter(dealerParameterSchemas[name] as z.ZodType<T>, name, raw, dealerParameterAllowed[name]);

  const postcode = value('postcode');
  const lat = value('lat');
  const lng = value('lng');
  let origin: DealerQuery['origin'];
  if (lat !== undefined || lng !== undefined) {
    if (postcode !== undefined) {
      throw new ValidationError(
        'postcode',
        'a postcode, or lat and lng',
        "Give either 'postcode' or 'lat' and 'lng', not both.",
      );
    }
    if (lat === undefined || lng === undefined) {
      const missing = lat === undefined ? 'lat' : 'lng';
      throw new ValidationError(
        missing,
        dealerParameterAllowed[missing],
        `Missing parameter '${missing}': 'lat' and 'lng' go together.`,
      );
    }
    origin = { lat: parse<number>('lat', lat), lng: parse<number>('lng', lng) };
  } else if (params.has('postcode')) {
    origin = { postcode: parse<string>('postcode', postcode ?? '') };
  } else {
    throw new ValidationError(
      'postcode',
      'a postcode, or lat and lng',
      "Missing parameter 'postcode': give a postcode, or 'lat' and 'lng'.",
    );
  }

  const make = value('make');
  const limit = value('limit');
  return {
    origin,
    make: make === undefined ? null : parse<string>('make', make),
    limit: limit === undefined ? DEALER_LIMIT_DEFAULT : parse<number>('limit', limit),
  };
}
