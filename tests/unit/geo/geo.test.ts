/** The geodesy behind dealer distances: haversine miles and the search's bounding box (#16). */
import { describe, expect, it } from 'vitest';
import type { GeoPoint } from '#src/domain/dealers';
import { EARTH_RADIUS_MILES, boundingBox, milesBetween } from '#src/domain/geo';

const london = { lat: 51.5074, lng: -0.1278 };
const manchester = { lat: 53.4808, lng: -2.2426 };
const edinburgh = { lat: 55.9533, lng: -3.1883 };

/** The point `miles` from `from` on a bearing (degrees from north): the direct geodesic problem on the sphere. */
function destination(from: GeoPoint, bearing: number, miles: number): GeoPoint {
  const rad = Math.PI / 180;
  const angle = miles / EARTH_RADIUS_MILES;
  const lat1 = from.lat * rad;
  const theta = bearing * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(theta));
  const lng2 =
    from.lng * rad +
    Math.atan2(Math.sin(theta) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: lat2 / rad, lng: lng2 / rad };
}

const inside = (box: ReturnType<typeof boundingBox>, point: GeoPoint) =>
  point.lat >= box.minLat && point.lat <= box.maxLat && point.lng >= box.minLng && point.lng <= box.maxLng;

describe('milesBetween (haversine, radius 3958.8 miles)', () => {
  it('gives known UK distances as the crow flies', () => {
    // Published great-circle distances between the city centres.
    expect(milesBetween(london, manchester)).toBeCloseTo(163, 0);
    expect(milesBetween(london, edinburgh)).toBeCloseTo(332, 0);
    // One degree of latitude: 2π × 3958.8 / 360.
    expect(milesBetween({ lat: 54, lng: -2 }, { lat: 55, lng: -2 })).toBeCloseTo((2 * Math.PI * 3958.8) / 360, 9);
  });

  it('is zero for one point, symmetric, and a quarter of the equator for 90 degrees of longitude', () => {
    expect(milesBetween(london, london)).toBe(0);
    expect(milesBetween(manchester, london)).toBe(milesBetween(london, manchester));
    expect(milesBetween({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI / 2) * 3958.8, 6);
  });

  it('stays finite for antipodal points', () => {
    expect(milesBetween({ lat: 10, lng: 20 }, { lat: -10, lng: -160 })).toBeCloseTo(Math.PI * 3958.8, 3);
  });

  it('agrees with the distance the test walks out', () => {
    for (const miles of [0.5, 12, 250])
      expect(milesBetween(london, destination(london, 37, miles))).toBeCloseTo(miles, 6);
  });
});

describe('boundingBox', () => {
  const centres = [
    london,
    { lat: 60.15, lng: -1.15 },
    { lat: 49.9, lng: -6.3 },
    { lat: 0, lng: 0 },
    { lat: -45, lng: 170 },
  ];

  it('holds every point at the given distance, on every bearing', () => {
    for (const centre of centres) {
      for (const miles of [1, 10, 50, 300]) {
        const box = boundingBox(centre, miles);
        for (let bearing = 0; bearing < 360; bearing += 5) {
          const point = destination(centre, bearing, miles * 0.999_999);
          expect(inside(box, point), `${miles} miles at ${bearing}° from ${centre.lat},${centre.lng}`).toBe(true);
        }
      }
    }
  });

  it('is tight: points just beyond the distance due north, south, and at the widest, fall outside', () => {
    const miles = 25;
    const box = boundingBox(london, miles);
    expect(inside(box, destination(london, 0, miles * 1.001))).toBe(false);
    expect(inside(box, destination(london, 180, miles * 1.001))).toBe(false);
    // The widest longitude of a circle away from the equator is reached a little poleward of due east.
    const east = Math.max(...Array.from({ length: 181 }, (_, i) => destination(london, i / 2, miles).lng));
    expect(box.maxLng).toBeCloseTo(east, 4);
    expect(box.maxLat - london.lat).toBeCloseTo(london.lat - box.minLat, 9);
  });

  it('is wider in longitude than latitude in the UK, as meridians converge', () => {
    const box = boundingBox(edinburgh, 20);
    expect(box.maxLng - box.minLng).toBeGreaterThan((box.maxLat - box.minLat) * 1.7);
  });

  it('spans every longitude when the circle reaches a pole or the 180° meridian, and clamps latitude', () => {
    expect(boundingBox({ lat: 89.9, lng: 10 }, 50)).toMatchObject({ maxLat: 90, minLng: -180, maxLng: 180 });
    expect(boundingBox({ lat: 0, lng: 179.9 }, 50)).toMatchObject({ minLng: -180, maxLng: 180 });
  });

  it('shrinks to the centre for zero or negative miles', () => {
    expect(boundingBox(london, 0)).toEqual({
      minLat: london.lat,
      maxLat: london.lat,
      minLng: london.lng,
      maxLng: london.lng,
    });
    expect(boundingBox(london, -5)).toEqual(boundingBox(london, 0));
  });
});
