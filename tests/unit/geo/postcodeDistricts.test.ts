/**
 * The postcode district table and locatePostcode (#16): every UK district placed from open data,
 * near where it really is, and anything else answered clearly rather than placed somewhere wrong.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GeoPoint } from '#src/domain/dealers';
import { milesBetween } from '#src/domain/geo';
import { messages } from '#src/lib/errorMessages';
import { postcodeDistrictData } from '#src/server/geo/postcodeDistrictData';
import {
  districtCentroid,
  districtCodes,
  districtCount,
  locatePostcode,
  postcodeDistrictAttribution,
} from '#src/server/geo/postcodeDistricts';

/** Town centres (OS gazetteer positions, rounded), each in the district the postcode names. */
const places: [postcode: string, district: string, where: string, centre: GeoPoint][] = [
  ['E1 6AN', 'E1', 'Whitechapel, London', { lat: 51.517, lng: -0.065 }],
  ['SW1A 1AA', 'SW1A', 'Westminster, London', { lat: 51.501, lng: -0.142 }],
  ['M1 1AE', 'M1', 'Manchester', { lat: 53.479, lng: -2.24 }],
  ['EH1 1YZ', 'EH1', 'Edinburgh', { lat: 55.951, lng: -3.19 }],
  ['BT1 5GS', 'BT1', 'Belfast', { lat: 54.599, lng: -5.926 }],
  ['CF10 1EP', 'CF10', 'Cardiff', { lat: 51.479, lng: -3.177 }],
  ['AB10 1XG', 'AB10', 'Aberdeen', { lat: 57.145, lng: -2.1 }],
  ['IV1 1QY', 'IV1', 'Inverness', { lat: 57.478, lng: -4.224 }],
  ['TR1 2HE', 'TR1', 'Truro', { lat: 50.263, lng: -5.051 }],
  ['ZE1 0LL', 'ZE1', 'Lerwick, Shetland', { lat: 60.155, lng: -1.145 }],
  ['KW1 4AH', 'KW1', 'Wick, Caithness', { lat: 58.44, lng: -3.093 }],
  ['HS1 2BW', 'HS1', 'Stornoway, Lewis', { lat: 58.209, lng: -6.387 }],
  ['PL1 2AA', 'PL1', 'Plymouth', { lat: 50.371, lng: -4.143 }],
  // A sample of the rest: cities, market towns, the Welsh and Scottish borders, the far west.
  ['LS11 5QH', 'LS11', 'Beeston, Leeds', { lat: 53.777, lng: -1.562 }],
  ['B1 1BB', 'B1', 'Birmingham', { lat: 52.479, lng: -1.906 }],
  ['G1 1XQ', 'G1', 'Glasgow', { lat: 55.861, lng: -4.25 }],
  ['NE1 7RU', 'NE1', 'Newcastle upon Tyne', { lat: 54.973, lng: -1.614 }],
  ['BT48 6HQ', 'BT48', 'Derry', { lat: 54.997, lng: -7.321 }],
  ['SA1 3SN', 'SA1', 'Swansea', { lat: 51.62, lng: -3.943 }],
  ['LL55 2AY', 'LL55', 'Caernarfon', { lat: 53.14, lng: -4.273 }],
  ['NR1 3JU', 'NR1', 'Norwich', { lat: 52.628, lng: 1.298 }],
  ['CT1 2EH', 'CT1', 'Canterbury', { lat: 51.279, lng: 1.08 }],
  ['DG1 1HA', 'DG1', 'Dumfries', { lat: 55.07, lng: -3.605 }],
  ['TD15 1BT', 'TD15', 'Berwick-upon-Tweed', { lat: 55.77, lng: -2.005 }],
  ['TR21 0LW', 'TR21', "St Mary's, Isles of Scilly", { lat: 49.915, lng: -6.315 }],
];

/** The UK with its islands: Scilly to Unst, Fermanagh to Lowestoft. */
const uk = { minLat: 49.85, maxLat: 60.9, minLng: -8.2, maxLng: 1.8 };

describe('locatePostcode: full postcodes in every part of the UK', () => {
  it.each(places)('places %s (%s) near %s', (postcode, district, _where, centre) => {
    const located = locatePostcode(postcode.toLowerCase().replace(' ', ''));
    expect(located).toMatchObject({ ok: true, district, postcode });
    if (!located.ok) return;
    // A district's centroid lies within a few miles of its town, never in another part of the country.
    expect(milesBetween(located.point, centre)).toBeLessThan(5);
  });

  it('places neighbouring districts apart, each nearer its own centre', () => {
    const e1 = districtCentroid('E1')!;
    const sw1a = districtCentroid('SW1A')!;
    expect(milesBetween(e1, sw1a)).toBeGreaterThan(3);
    expect(milesBetween(e1, sw1a)).toBeLessThan(6);
  });
});

describe('locatePostcode: other input', () => {
  it('takes a bare outward code as a district search, in any case and with spaces around', () => {
    expect(locatePostcode('SW1A')).toMatchObject({ ok: true, district: 'SW1A', postcode: 'SW1A' });
    expect(locatePostcode(' m1 ')).toMatchObject({ ok: true, district: 'M1', postcode: 'M1' });
    const district = locatePostcode('ls11');
    const full = locatePostcode('LS11 5QH');
    expect(district.ok && full.ok && district.point).toEqual(full.ok && full.point);
  });

  it.each(['', '   ', 'hello', 'SW1A 1A', 'SW1A  1AA', '12345', 'SW1A 1AA extra', 'SW1AA'])(
    'rejects %j as an invalid postcode',
    (value) => {
      expect(locatePostcode(value)).toEqual({ ok: false, reason: 'invalid', message: messages.invalidPostcode });
      expect(messages.invalidPostcode).toBe('Invalid postcode');
    },
  );

  it('answers a well-formed district that does not exist with a clear message, not a place', () => {
    expect(districtCodes()).not.toContain('SW21');
    const expected = { ok: false, reason: 'unknown', message: "We don't know where the postcode district SW21 is" };
    expect(locatePostcode('SW21 1AA')).toEqual(expected);
    expect(locatePostcode('sw21')).toEqual(expected);
    // Well formed for the format check, but no district: the Post Office's GIR 0AA, and area Q.
    expect(locatePostcode('GIR 0AA')).toMatchObject({ ok: false, reason: 'unknown' });
    expect(locatePostcode('Q1 1AA')).toMatchObject({ ok: false, reason: 'unknown' });
  });

  it('does not place the Channel Islands or the Isle of Man, which the open data leaves out', () => {
    for (const postcode of ['GY1 1AA', 'JE2 3AB', 'IM1 1AA']) {
      expect(locatePostcode(postcode)).toMatchObject({ ok: false, reason: 'unknown' });
    }
  });
});

describe('the district table', () => {
  it('holds every UK postcode district: about 3,000 in all 121 postcode areas', () => {
    expect(districtCount()).toBeGreaterThanOrEqual(2900);
    expect(districtCodes()).toHaveLength(districtCount());
    const areas = new Set(districtCodes().map((code) => code.replace(/\d.*$/, '')));
    expect(areas.size).toBe(121);
    // Northern Ireland comes from its own source: all its districts are there.
    expect(districtCodes().filter((code) => code.startsWith('BT')).length).toBeGreaterThanOrEqual(79);
  });

  it('has one line per district, each well formed, once, and found again by its own code', () => {
    const lines = postcodeDistrictData.trim().split('\n');
    expect(lines).toHaveLength(districtCount());
    expect(new Set(districtCodes()).size).toBe(districtCount());
    for (const code of districtCodes()) {
      expect(code).toMatch(/^[A-Z][A-HJ-Y]?[0-9][A-Z0-9]?$/);
      expect(locatePostcode(code)).toMatchObject({ ok: true, district: code });
    }
  });

  it('puts every centroid inside the UK', () => {
    for (const code of districtCodes()) {
      const { lat, lng } = districtCentroid(code)!;
      expect(
        lat >= uk.minLat && lat <= uk.maxLat && lng >= uk.minLng && lng <= uk.maxLng,
        `${code} ${lat},${lng}`,
      ).toBe(true);
    }
  });

  it('hands out copies, so no caller can move a district', () => {
    const point = districtCentroid('M1')!;
    point.lat = 0;
    expect(districtCentroid('M1')!.lat).toBeGreaterThan(53);
    expect(districtCentroid('m1')).toEqual(districtCentroid('M1'));
    expect(districtCentroid('ZZ1')).toBeUndefined();
  });
});

describe('the licence', () => {
  it('is the attribution docs/data-sources.md gives', () => {
    const flat = (text: string) => text.replace(/^\s*(>|\/\/)\s?/gm, '').replace(/\s+/g, ' ');
    const docs = flat(readFileSync('docs/data-sources.md', 'utf8'));
    expect(docs).toContain(postcodeDistrictAttribution);
    for (const credit of [
      'Contains OS data',
      'Contains Royal Mail data',
      'Office for National Statistics',
      'Open Government Licence',
    ]) {
      expect(postcodeDistrictAttribution).toContain(credit);
    }
  });
});
