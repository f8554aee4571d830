/**
 * The dealer finder's query string and links (#16): what `/car-dealers[/<make>]` reads from
 * `?postcode=`, `?lat=&lng=` and `?nearest=` (the reading itself is readDealerFinderQuery, on the
 * server only), and the links the finder's pieces build.
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

/** Coordinates to 4 decimals (about 10 m): enough to find dealers, and no finer than a location needs to travel. */
export function roundCoordinate(value: number): number {
  return Number(value.toFixed(4));
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
