/**
 * Places a UK postcode at the centroid of its district (outward code), from the embedded table in
 * postcodeDistrictData.ts (open data: docs/data-sources.md, "Postcode district centroids"). A district
 * that is not in the table is answered as unknown, never placed somewhere near.
 */
import type { GeoPoint } from '#src/domain/dealers';
import { messages, unknownPostcodeDistrictMessage } from '#src/lib/errorMessages';
import { validatePostcode } from '#src/lib/postcode';
import { postcodeDistrictData } from './postcodeDistrictData';

/** Where a postcode is, or why it cannot be placed. */
export type PostcodeLocation =
  | { ok: true; point: GeoPoint; district: string; postcode: string; town?: string }
  | { ok: false; reason: 'invalid' | 'unknown'; message: string };

/** The credit the Open Government Licence asks for wherever the table's data is used (docs/data-sources.md). */
export const postcodeDistrictAttribution =
  'Contains OS data © Crown copyright and database right 2025. Contains Royal Mail data © Royal Mail copyright and database right 2025. Source: Office for National Statistics licensed under the Open Government Licence v.3.0. Contains public sector information (Food Standards Agency) licensed under the Open Government Licence v3.0.';

/** An outward code on its own ('SW1A', 'M1'): the outward half of src/lib/postcode.ts's pattern. */
const outwardPattern = /^[A-Z][A-HJ-Y]?[0-9][A-Z0-9]?$/;

let table: ReadonlyMap<string, GeoPoint> | undefined;

/** The district table, parsed on first use (about 3,000 entries) and kept. */
function districts(): ReadonlyMap<string, GeoPoint> {
  if (table) return table;
  const map = new Map<string, GeoPoint>();
  for (const line of postcodeDistrictData.split('\n')) {
    const [district, lat, lng] = line.split(' ');
    if (district && lat && lng) map.set(district, { lat: Number(lat), lng: Number(lng) });
  }
  table = map;
  return map;
}

/** How many districts the table places. */
export function districtCount(): number {
  return districts().size;
}

/** Every district the table places, in the table's order (area, then number). */
export function districtCodes(): string[] {
  return [...districts().keys()];
}

/**
 * The centroid of a district, or undefined when the table does not have it.
 *
 * @example districtCentroid('LS11') // { lat: 53.78…, lng: -1.56… }
 */
export function districtCentroid(district: string): GeoPoint | undefined {
  const point = districts().get(district.trim().toUpperCase());
  // A copy, so no caller can move a district for everyone else.
  return point && { lat: point.lat, lng: point.lng };
}

/**
 * Places a full postcode ('sw1a 1aa') or a bare outward code ('SW1A', 'm1', a district search)
 * at its district's centroid. `postcode` is the normalised input: 'SW1A 1AA', or 'SW1A' for a district.
 *
 * @example locatePostcode('M1 1AE') // { ok: true, district: 'M1', postcode: 'M1 1AE', point: {…} }
 * @example locatePostcode('nonsense') // { ok: false, reason: 'invalid', message: 'Invalid postcode' }
 */
export function locatePostcode(value: string): PostcodeLocation {
  const compact = typeof value === 'string' ? value.trim().toUpperCase() : '';
  let district: string;
  let postcode: string;
  if (outwardPattern.test(compact)) {
    district = compact;
    postcode = compact;
  } else {
    const valid = validatePostcode(value);
    if (!valid.ok) return { ok: false, reason: 'invalid', message: messages.invalidPostcode };
    postcode = valid.postcode;
    district = postcode.split(' ')[0]!;
  }
  const point = districtCentroid(district);
  if (!point) return { ok: false, reason: 'unknown', message: unknownPostcodeDistrictMessage(district) };
  return { ok: true, point, district, postcode };
}
