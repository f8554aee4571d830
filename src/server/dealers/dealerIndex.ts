/**
 * An in-memory spatial index of dealers for nearest-dealer queries (#16): a lat/lng grid of
 * cells, one for every dealer and one per franchised make. A query gathers the cells of a
 * bounding box round the origin, widening the box until it provably holds the nearest `limit`
 * dealers (or covers every cell), and sorts by great-circle distance only the dealers inside
 * the circle the box is known to hold whole.
 *
 * Which dealers a make search finds: the franchised dealers of that make only. Independents
 * (empty `franchises`) sell any make second-hand, so they are in the every-make search, but they
 * are not "dealers of" a make and would crowd the franchised ones out of a make's list.
 *
 * Order: by the distance shown (miles to 2 decimals, formatMiles), then by name, then by id, so
 * the list reads in the order of the numbers it shows and equal distances are stable.
 */
import type { Dealer } from '#src/domain/content/types';
import type { GeoPoint } from '#src/domain/dealers';
import { boundingBox, milesBetween } from '#src/domain/geo';
import { formatMiles } from '#src/lib/formatMiles';

/** One dealer found, with its exact and its shown (2-decimal) distance in miles. */
export interface NearestDealer {
  dealer: Dealer;
  miles: number;
  distance: number;
}

/** What a query cost: candidates whose distance was computed, and bounding boxes tried. */
export interface NearestStats {
  candidates: number;
  rounds: number;
}

export interface NearestOptions {
  /** A make's slug: only dealers franchised for it. null or absent: every dealer. */
  make?: string | null;
  limit: number;
  /** Called once per query with its cost (tests and the benchmark). */
  onStats?: (stats: NearestStats) => void;
}

export interface DealerIndex {
  /** Dealers indexed (those with finite coordinates). */
  readonly size: number;
  /** The makes some indexed dealer is franchised for. */
  readonly makes: ReadonlySet<string>;
  /** The nearest dealers to a point, nearest first (see the module comment for the order). */
  nearest(origin: GeoPoint, options: NearestOptions): NearestDealer[];
}

/** Cell size in degrees: about 7 by 6 miles at UK latitudes, a town or two per cell. */
const cellLat = 0.1;
const cellLng = 0.15;

/** The UK's land area in square miles, to guess the first box from the dealers' density. */
const ukSquareMiles = 94_000;

/**
 * Shown distances round by at most half a hundredth: a dealer can only outrank the limit-th one
 * (by shown distance, then name) if it is within this much more than it in exact miles.
 */
const roundingSlack = 0.01;

/** Past this radius a box is the whole grid, whatever boundingBox answers near the poles. */
const wholeGridMiles = 4_000;

interface Grid {
  /** Dealers ordered by cell (row-major), so a row's run of cells is one slice. */
  dealers: Dealer[];
  /** cellStart[c]..cellStart[c + 1] are the dealers of cell c. */
  cellStart: Int32Array;
  minLat: number;
  minLng: number;
  rows: number;
  cols: number;
}

function buildGrid(dealers: readonly Dealer[]): Grid {
  let minLat = Infinity;
  let maxLat = -Infinity;
  let minLng = Infinity;
  let maxLng = -Infinity;
  for (const { lat, lng } of dealers) {
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
    minLng = Math.min(minLng, lng);
    maxLng = Math.max(maxLng, lng);
  }
  const rows = Math.floor((maxLat - minLat) / cellLat) + 1;
  const cols = Math.floor((maxLng - minLng) / cellLng) + 1;
  const cellOf = (dealer: Dealer) =>
    Math.min(rows - 1, Math.floor((dealer.lat - minLat) / cellLat)) * cols +
    Math.min(cols - 1, Math.floor((dealer.lng - minLng) / cellLng));
  // Counting sort into cells (CSR layout): two passes, no per-cell arrays.
  const cellStart = new Int32Array(rows * cols + 1);
  const cells = dealers.map(cellOf);
  for (const cell of cells) cellStart[cell + 1]! += 1;
  for (let cell = 0; cell < rows * cols; cell += 1) cellStart[cell + 1]! += cellStart[cell]!;
  const next = cellStart.slice(0, rows * cols);
  const ordered = new Array<Dealer>(dealers.length);
  dealers.forEach((dealer, index) => {
    const cell = cells[index]!;
    ordered[next[cell]!] = dealer;
    next[cell]! += 1;
  });
  return { dealers: ordered, cellStart, minLat, minLng, rows, cols };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const radians = (degrees: number) => (degrees * Math.PI) / 180;

// One collator: localeCompare with a locale may build one per call.
const nameOrder = new Intl.Collator('en-GB').compare;

/** Shown distance, then name, then id. */
function byShownDistance(a: NearestDealer, b: NearestDealer): number {
  return (
    a.distance - b.distance ||
    nameOrder(a.dealer.name, b.dealer.name) ||
    (a.dealer.id < b.dealer.id ? -1 : a.dealer.id > b.dealer.id ? 1 : 0)
  );
}

/** Builds the index; dealers without finite coordinates cannot be placed and are left out. */
export function createDealerIndex(dealers: readonly Dealer[]): DealerIndex {
  const placed = dealers.filter((dealer) => Number.isFinite(dealer.lat) && Number.isFinite(dealer.lng));
  const byMake = new Map<string, Dealer[]>();
  for (const dealer of placed) {
    for (const make of new Set(dealer.franchises)) {
      const list = byMake.get(make) ?? [];
      list.push(dealer);
      byMake.set(make, list);
    }
  }
  const everyDealer = placed.length > 0 ? buildGrid(placed) : null;
  const grids = new Map([...byMake].map(([make, list]) => [make, buildGrid(list)]));
  // The earth's radius in milesBetween's own miles, so the box's safe radius below uses the
  // same sphere as the distances it is compared with (a hair smaller for float error).
  const earthMiles = (milesBetween({ lat: 0, lng: 0 }, { lat: 1, lng: 0 }) / radians(1)) * (1 - 1e-9);

  function nearest(origin: GeoPoint, { make = null, limit, onStats }: NearestOptions): NearestDealer[] {
    const grid = make === null ? everyDealer : grids.get(make);
    const stats: NearestStats = { candidates: 0, rounds: 0 };
    const found =
      grid && limit >= 1 && Number.isFinite(origin.lat + origin.lng) ? search(grid, origin, limit, stats) : [];
    onStats?.(stats);
    return found;
  }

  function search(grid: Grid, origin: GeoPoint, limit: number, stats: NearestStats): NearestDealer[] {
    const { rows, cols, cellStart } = grid;
    // First guess: the radius whose circle holds `limit` dealers at the grid's mean density.
    let radius = clamp(Math.sqrt((ukSquareMiles * limit) / (Math.PI * grid.dealers.length)), 2, 200);
    for (;;) {
      stats.rounds += 1;
      let r0 = 0;
      let r1 = rows - 1;
      let c0 = 0;
      let c1 = cols - 1;
      if (radius < wholeGridMiles) {
        const box = boundingBox(origin, radius);
        r0 = clamp(Math.floor((box.minLat - grid.minLat) / cellLat), 0, rows - 1);
        r1 = clamp(Math.floor((box.maxLat - grid.minLat) / cellLat), 0, rows - 1);
        c0 = clamp(Math.floor((box.minLng - grid.minLng) / cellLng), 0, cols - 1);
        c1 = clamp(Math.floor((box.maxLng - grid.minLng) / cellLng), 0, cols - 1);
      }
      const whole = r0 === 0 && r1 === rows - 1 && c0 === 0 && c1 === cols - 1;

      // The searched cells hold every dealer closer than `safe` miles: a dealer outside them is
      // beyond one of the rectangle's inner edges (edges on the grid's border have none beyond).
      // Across a parallel that is an arc of a meridian; across a meridian, at least the
      // distance to that meridian's great circle. Computed here rather than trusted to the box.
      const latLo = grid.minLat + r0 * cellLat;
      const latHi = grid.minLat + (r1 + 1) * cellLat;
      const lngLo = grid.minLng + c0 * cellLng;
      const lngHi = grid.minLng + (c1 + 1) * cellLng;
      const toMeridian = (degrees: number) =>
        earthMiles * Math.asin(clamp(Math.cos(radians(origin.lat)) * Math.sin(radians(Math.max(0, degrees))), 0, 1));
      const safe = Math.min(
        r0 === 0 ? Infinity : earthMiles * radians(Math.max(0, origin.lat - latLo)),
        r1 === rows - 1 ? Infinity : earthMiles * radians(Math.max(0, latHi - origin.lat)),
        c0 === 0 ? Infinity : toMeridian(origin.lng - lngLo),
        c1 === cols - 1 ? Infinity : toMeridian(lngHi - origin.lng),
      );

      // Only dealers inside the safe circle are kept: the answer comes from them or from a wider
      // box, so a box that holds much of the country is never sorted whole.
      const inside: NearestDealer[] = [];
      for (let row = r0; row <= r1; row += 1) {
        const end = cellStart[row * cols + c1 + 1]!;
        for (let at = cellStart[row * cols + c0]!; at < end; at += 1) {
          const dealer = grid.dealers[at]!;
          const miles = milesBetween(origin, dealer);
          if (miles < safe) inside.push({ dealer, miles, distance: 0 });
        }
        stats.candidates += end - cellStart[row * cols + c0]!;
      }

      if (whole || inside.length >= limit) {
        inside.sort((a, b) => a.miles - b.miles);
        const kth = inside[limit - 1];
        if (whole || kth!.miles + roundingSlack < safe) {
          // Only dealers within the rounding slack of the limit-th can still make the list.
          const cutoff = kth ? kth.miles + roundingSlack : Infinity;
          const contenders = inside.filter((candidate) => candidate.miles <= cutoff);
          for (const contender of contenders) contender.distance = formatMiles(contender.miles);
          return contenders.sort(byShownDistance).slice(0, limit);
        }
      }
      radius *= 2;
    }
  }

  return { size: placed.length, makes: new Set(byMake.keys()), nearest };
}
