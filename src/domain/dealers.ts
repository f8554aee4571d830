/**
 * The dealer finder's shapes (#16), shared by the server's dealer search, the `/api/dealers` JSON
 * API and the finder's components: types and constants only.
 */
import type { Dealer } from './content/types';

/** A point on the map, in WGS84 degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Where a search is centred: a postcode district's centroid or the visitor's own location. */
export interface SearchOrigin extends GeoPoint {
  /** What the visitor searched from: 'SW1A 1AA' or 'your location'. */
  label: string;
  /** 'postcode' when placed by the postcode's district, 'location' for the browser's geolocation. */
  kind: 'postcode' | 'location';
}

/** One dealer in a result, nearest first. */
export interface DealerHit extends Pick<
  Dealer,
  'id' | 'name' | 'town' | 'postcode' | 'phone' | 'franchises' | 'lat' | 'lng'
> {
  /** Miles from the search origin, rounded to 2 decimals (formatMiles). */
  distance: number;
  /** The map popup's content: escaped text in a few allowed tags, sanitised again before display. */
  contentHtml: string;
}

/** A dealer search's answer (`GET /api/dealers` returns the same JSON). */
export interface DealerSearchResult {
  origin: SearchOrigin;
  /** The make searched for (its slug), or null for every make. */
  make: string | null;
  items: DealerHit[];
}

/** Dealers listed by default, and at most. */
export const DEALER_LIMIT_DEFAULT = 10;
export const DEALER_LIMIT_MAX = 50;

/** The map's zoom on the search point (spec 9). */
export const DEALER_MAP_ZOOM = 11;

/**
 * A marker on the dealer map, in the spec's shape (spec 3): both spellings of the coordinates,
 * the popup's HTML, the distance, and `dealerSearch`, true for a dealer found by the search and
 * false for the search origin's own marker.
 */
export interface DealerMapMarker {
  id: string;
  lat: number;
  lng: number;
  LATITUDE: number;
  LONGITUDE: number;
  name: string;
  contentHtml: string;
  /** Miles to 2 decimals; 0 for the origin. */
  distance: number;
  dealerSearch: boolean;
}
