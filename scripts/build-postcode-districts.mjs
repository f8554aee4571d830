// Builds src/server/geo/postcodeDistrictData.ts: one centroid per UK postcode district (outward
// code) from open data on disk, so the site geocodes with no network. Sources, licences and
// attribution: docs/data-sources.md, "Postcode district centroids".
//
//   npx node scripts/build-postcode-districts.mjs --gb <dir> --ni <file> [--out <file>]
//
// --gb  a folder of CSV files `Postcode,lat,long`, one row per postcode unit: the
//       postcodes/ folder of github.com/odileeds/Postcodes2LatLon (the ONS National
//       Statistics Postcode Lookup's lat/long columns). Northern Ireland (BT) rows are skipped:
//       ONS licenses only the Great Britain part under the OGL.
// --ni  a CSV `postcode,lat,lon` of Northern Ireland postcodes: data/NI-postcodes.csv of
//       github.com/osm-uk/NI-Postcodes (Food Standards Agency hygiene ratings, OGL).
//
// A district's point is the median latitude and the median longitude of its postcode units (units
// with no coordinates are skipped): a few units sit far from their district (Scilly postcodes
// positioned in Penzance, businesses misplaced in the Northern Ireland file), and the median,
// unlike the mean, is not dragged towards them. The Northern Ireland file lists businesses, so
// each postcode is first taken once (the mean of its rows).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    gb: { type: 'string' },
    ni: { type: 'string' },
    out: { type: 'string', default: 'src/server/geo/postcodeDistrictData.ts' },
  },
});
if (!values.gb || !values.ni) {
  console.error('usage: build-postcode-districts.mjs --gb <folder of CSVs> --ni <NI CSV> [--out file]');
  process.exit(2);
}

/** An outward code as src/lib/postcode.ts's pattern allows it. */
const outwardPattern = /^[A-Z][A-HJ-Y]?[0-9][A-Z0-9]?$/;
/** A whole postcode, no space. */
const postcodePattern = /^([A-Z][A-HJ-Y]?[0-9][A-Z0-9]?)([0-9][A-Z]{2})$/;
/** Generous boxes: a point outside is a data error, not a place. */
const gbBox = { minLat: 49.8, maxLat: 60.9, minLng: -8.7, maxLng: 1.8 };
const niBox = { minLat: 54.0, maxLat: 55.4, minLng: -8.2, maxLng: -5.4 };
const inside = (box, lat, lng) => lat >= box.minLat && lat <= box.maxLat && lng >= box.minLng && lng <= box.maxLng;

/** Rows of a small CSV of plain values (no quoted commas in these files), header dropped. */
function rows(file) {
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(',').map((cell) => cell.trim().replace(/^"|"$/g, '')));
}

/** Splits a postcode into outward code and unit, or null when it is not one. */
function parsePostcode(text) {
  const match = postcodePattern.exec(text.replace(/\s/g, '').toUpperCase());
  return match && outwardPattern.test(match[1]) ? { outward: match[1], unit: match[0] } : null;
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** @type {Map<string, { lat: number; lng: number }>} */
const centroids = new Map();
const skipped = { noPoint: 0, outsideBox: 0, notPostcode: 0, northernIreland: 0 };

// Great Britain: every postcode unit once.
const gbDistricts = new Map();
for (const name of readdirSync(values.gb)
  .filter((file) => file.endsWith('.csv'))
  .sort()) {
  for (const [postcode, latText, lngText] of rows(path.join(values.gb, name))) {
    const parsed = parsePostcode(postcode ?? '');
    if (!parsed) {
      skipped.notPostcode += 1;
      continue;
    }
    if (parsed.outward.startsWith('BT')) {
      skipped.northernIreland += 1;
      continue;
    }
    const lat = Number(latText);
    const lng = Number(lngText);
    if (!latText || !lngText || !Number.isFinite(lat) || !Number.isFinite(lng)) {
      skipped.noPoint += 1;
      continue;
    }
    if (!inside(gbBox, lat, lng)) {
      skipped.outsideBox += 1;
      continue;
    }
    const district = gbDistricts.get(parsed.outward) ?? { lats: [], lngs: [] };
    district.lats.push(lat);
    district.lngs.push(lng);
    gbDistricts.set(parsed.outward, district);
  }
}
for (const [outward, district] of gbDistricts)
  centroids.set(outward, { lat: median(district.lats), lng: median(district.lngs) });
const gbCount = centroids.size;

// Northern Ireland: each postcode once (the mean of its rows).
const units = new Map();
for (const [postcode, latText, lngText] of rows(values.ni)) {
  const parsed = parsePostcode(postcode ?? '');
  const lat = Number(latText);
  const lng = Number(lngText);
  if (!parsed || !parsed.outward.startsWith('BT')) {
    skipped.notPostcode += 1;
    continue;
  }
  if (!latText || !lngText || !inside(niBox, lat, lng)) {
    skipped.outsideBox += 1;
    continue;
  }
  const unit = units.get(parsed.unit) ?? { outward: parsed.outward, lats: [], lngs: [] };
  unit.lats.push(lat);
  unit.lngs.push(lng);
  units.set(parsed.unit, unit);
}
const niDistricts = new Map();
for (const unit of units.values()) {
  const district = niDistricts.get(unit.outward) ?? { lats: [], lngs: [] };
  district.lats.push(unit.lats.reduce((a, b) => a + b, 0) / unit.lats.length);
  district.lngs.push(unit.lngs.reduce((a, b) => a + b, 0) / unit.lngs.length);
  niDistricts.set(unit.outward, district);
}
for (const [outward, district] of niDistricts)
  centroids.set(outward, { lat: median(district.lats), lng: median(district.lngs) });

// Sorted like an index (area letters, then the district number), so diffs between builds stay small.
const key = (outward) => {
  const [, area, number, suffix] = /^([A-Z]+)(\d+)(.*)$/.exec(outward);
  return [area, Number(number), suffix];
};
const sorted = [...centroids.keys()].sort((a, b) => {
  const [areaA, numberA, suffixA] = key(a);
  const [areaB, numberB, suffixB] = key(b);
  return areaA.localeCompare(areaB) || numberA - numberB || suffixA.localeCompare(suffixB);
});
// 3 decimals is about 100 m: far finer than a district, and keeps the module small.
const lines = sorted.map((outward) => {
  const { lat, lng } = centroids.get(outward);
  return `${outward} ${lat.toFixed(3)} ${lng.toFixed(3)}`;
});

const source = `// Generated by scripts/build-postcode-districts.mjs: do not edit by hand (docs/data-sources.md,
// "Postcode district centroids", says how to rebuild it).
//
// Contains OS data © Crown copyright and database right 2025. Contains Royal Mail data © Royal Mail
// copyright and database right 2025. Source: Office for National Statistics licensed under the Open
// Government Licence v.3.0 (Great Britain). Northern Ireland (BT): contains public sector information
// (Food Standards Agency food hygiene rating data, via OpenStreetMap UK's NI-Postcodes) licensed
// under the Open Government Licence v3.0.

/** Postcode district centroids, one a line: 'outward latitude longitude' (WGS84 degrees). */
export const postcodeDistrictData = \`
${lines.join('\n')}
\`;
`;
writeFileSync(values.out, source);
console.log(
  `${values.out}: ${centroids.size} districts (${gbCount} Great Britain, ${niDistricts.size} Northern Ireland), ` +
    `${source.length} characters; skipped rows: ${JSON.stringify(skipped)}`,
);
