/**
 * The dealer finder's query string and links (#16): what `/car-dealers[/<make>]` reads from
 * `?postcode=`, `?lat=&lng=` and `?nearest=`, read defensively (any value, repeated or absent,
 * gives an answer, never an error), and the links the finder's pieces build.
 */
import { DEALER_LIMIT_DEFAULT, type GeoPoint } from '#src/domain/dealers';
import { apiPaths, dealerPaths } from '#src/domain/routes';

/** A query as Next gives it to a page. */
export type FinderQueryValue = string | string[] | undefined;

/** What a finder page was asked. */
export interface DealerFinderQuery {
  /** The postcode as typed (trimmed, at most 16 characters); '' when none. */
  postcode: string;
  /** The visitor's location when `lat` and `lng` are both valid degrees; it wins over a postcode. */
  point: GeoPoint | null;
  /** Only the nearest dealer (spec 4: after geolocation was unsupported or refused). */
  nearest: boolean;
}

/** Longest postcode text kept ('SW1A 1AA' with spaces to spare). */
const maxPostcodeLength = 16;

const first = (value: FinderQueryValue) => (Array.isArray(value) ? value[0] : value);

/** Decimal degrees within ±limit, or null. */
function degrees(value: FinderQueryValue, limit: number): number | null {
  const text = first(value)?.trim() ?? '';
  if (!/^-?\d{1,3}(?:\.\d{1,12})?$/.test(text)) return null;
  const number = Number(text);
  return Math.abs(number) <= limit ? number : null;
}

/** Coordinates to 4 decimals (about 10 m): enough to find dealers, and no finer than a location needs to travel. */
export function roundCoordinate(value: number): number {
  return Number(value.toFixed(4));
}

/**
 * Reads a finder page's query.
 *
 * @example readDealerFinderQuery({ postcode: ' sw1a 1aa ' }) // { postcode: 'sw1a 1aa', point: null, nearest: false }
 * @example readDealerFinderQuery({ lat: '51.5014', lng: '-0.1419', nearest: '1' }).point // { lat: 51.5014, lng: -0.1419 }
 */
export function readDealerFinderQuery(query: Readonly<Record<string, FinderQueryValue>>): DealerFinderQuery {
  const lat = degrees(query.lat, 90);
  const lng = degrees(query.lng, 180);
  const nearest = first(query.nearest);
  return {
    postcode: (first(query.postcode) ?? '').trim().slice(0, maxPostcodeLength),
    point: lat !== null && lng !== null ? { lat: roundCoordinate(lat), lng: roundCoordinate(lng) } : null,
    nearest: nearest === '1' || nearest === 'true',
  };
}

/** How many dealers a query asks for: one when only the nearest is wanted, else the default. */
export function dealerLimitOf(query: DealerFinderQuery): number {
  return query.nearest ? 1 : DEALER_LIMIT_DEFAULT;
}

/** Where a search is made from: a postcode, or a point. */
export type FinderOrigin = { postcode: string } | GeoPoint;

/** The query string of an origin: 'postcode=SW1A+1AA' or 'lat=51.5014&lng=-0.1419'. */
function originParams(origin: FinderOrigin): URLSearchParams {
  return 'postcode' in origin
    ? new URLSearchParams({ postcode: origin.postcode })
    : new URLSearchParams({ lat: String(roundCoordinate(origin.lat)), lng: String(roundCoordinate(origin.lng)) });
}

/**
 * A finder page's URL: every make, or one make's dealers; with an origin and, for only the
 * nearest dealer, `nearest=1`.
 *
 * @example dealerFinderHref('volkswagen', { postcode: 'SW1A 1AA' }) // '/car-dealers/volkswagen?postcode=SW1A+1AA'
 */
export function dealerFinderHref(makeSlug: string | null | undefined, origin?: FinderOrigin, nearest = false): string {
  const path = makeSlug ? dealerPaths.make(makeSlug) : dealerPaths.finder;
  if (!origin) return path;
  const params = originParams(origin);
  if (nearest) params.set('nearest', '1');
  return `${path}?${params}`;
}

/** The dealers API's URL for an origin, a make and a limit. */
export function dealersApiHref(origin: FinderOrigin, makeSlug: string | null | undefined, limit: number): string {
  const params = originParams(origin);
  if (makeSlug) params.set('make', makeSlug);
  params.set('limit', String(limit));
  return `${apiPaths.dealers}?${params}`;
}

/** The id of a dealer's list item, which the map's marker points to. */
export function dealerItemId(listId: string, dealerId: string): string {
  return `${listId}-${dealerId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}
