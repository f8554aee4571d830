/**
 * Geodesy for the dealer finder and the valuation's nearest dealers: great-circle distance on a
 * spherical Earth (good to about 0.5% anywhere, far finer than a postcode district's centroid) and
 * the bounding box that lets a search discard far-away dealers before measuring any.
 */
import type { GeoPoint } from './dealers';

/** The Earth's mean radius in miles (IUGG). */
export const EARTH_RADIUS_MILES = 3958.8;

/** A latitude/longitude rectangle in degrees, edges included. */
export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radiansValue: number) => (radiansValue * 180) / Math.PI;

/**
 * Great-circle distance in miles (haversine), unrounded: round for display with formatMiles.
 *
 * @example milesBetween({ lat: 51.5074, lng: -0.1278 }, { lat: 53.4808, lng: -2.2426 }) // ≈ 163
 */
export function milesBetween(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // Rounding can push h a hair past 1 for antipodal points; asin would then give NaN.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The smallest latitude/longitude box holding every point within `miles` of `centre`, so a query
 * can filter on two indexed ranges and measure only what is left. The longitude half-width is the
 * exact one for a circle on the sphere (asin(sin r / cos φ)), wider than r / cos φ away from the
 * equator; when the circle reaches a pole or crosses the 180° meridian the box spans every longitude
 * (too wide, never too narrow).
 */
export function boundingBox(centre: GeoPoint, miles: number): BoundingBox {
  const angle = Math.max(0, miles) / EARTH_RADIUS_MILES;
  const minLat = centre.lat - degrees(angle);
  const maxLat = centre.lat + degrees(angle);
  if (minLat <= -90 || maxLat >= 90 || Math.sin(angle) >= Math.cos(radians(centre.lat))) {
    return { minLat: Math.max(-90, minLat), maxLat: Math.min(90, maxLat), minLng: -180, maxLng: 180 };
  }
  const halfWidth = degrees(Math.asin(Math.sin(angle) / Math.cos(radians(centre.lat))));
  const minLng = centre.lng - halfWidth;
  const maxLng = centre.lng + halfWidth;
  if (minLng < -180 || maxLng > 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  return { minLat, maxLat, minLng, maxLng };
}
