// @vitest-environment node
/**
 * The nearest-dealer index (src/server/dealers/dealerIndex.ts): the same answer as measuring
 * every dealer and sorting, on generated dealers and origins; the make filter (independents only
 * in every-make searches); the limit; ties (shown distance, then name, then id); and the box
 * widening from the country's edges (Shetland, Scilly, Belfast) and from outside the dealers'
 * own extent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Dealer } from '#src/domain/content/types';
import type { GeoPoint } from '#src/domain/dealers';
import { EARTH_RADIUS_MILES, milesBetween } from '#src/domain/geo';
import { formatMiles } from '#src/lib/formatMiles';
import { createDealerIndex, type NearestStats } from '#src/server/dealers/dealerIndex';
import { assertFuzz } from '../fuzz/fuzzKit';

const makes = ['ford', 'kia', 'volkswagen', 'bmw'] as const;

const dealer = (id: string, lat: number, lng: number, franchises: string[] = [], name = id): Dealer => ({
  id,
  name,
  town: 'Town',
  postcode: 'LS1 4AP',
  lat,
  lng,
  phone: '0113 496 0000',
  franchises,
});

/** The answer by definition: every dealer of the make measured, sorted by shown distance, name, id. */
function bruteForce(dealers: readonly Dealer[], origin: GeoPoint, make: string | null, limit: number) {
  return dealers
    .filter((d) => (make === null ? true : d.franchises.includes(make)))
    .map((d) => ({ id: d.id, distance: formatMiles(milesBetween(origin, d)), name: d.name }))
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name, 'en-GB') || (a.id < b.id ? -1 : 1))
    .slice(0, limit)
    .map(({ id, distance }) => ({ id, distance }));
}

const answer = (found: ReturnType<ReturnType<typeof createDealerIndex>['nearest']>) =>
  found.map(({ dealer: d, distance }) => ({ id: d.id, distance }));

/** Places from the catalogue's towns and the country's corners. */
const places = {
  london: { lat: 51.5074, lng: -0.1278 },
  leeds: { lat: 53.7997, lng: -1.5492 },
  manchester: { lat: 53.4808, lng: -2.2426 },
  glasgow: { lat: 55.8642, lng: -4.2518 },
  aberdeen: { lat: 57.1497, lng: -2.0943 },
  inverness: { lat: 57.4778, lng: -4.2247 },
  penzance: { lat: 50.1186, lng: -5.5371 },
  plymouth: { lat: 50.3755, lng: -4.1427 },
  cardiff: { lat: 51.4816, lng: -3.1791 },
  belfast: { lat: 54.5973, lng: -5.9301 },
  derry: { lat: 54.9966, lng: -7.3086 },
  norwich: { lat: 52.6309, lng: 1.2974 },
  lerwick: { lat: 60.1546, lng: -1.1494 },
  stMarys: { lat: 49.9146, lng: -6.3118 },
} as const;

/** Dealers round every place but Shetland and Scilly, a few each, franchised in turn. */
function mainlandDealers(): Dealer[] {
  const list: Dealer[] = [];
  Object.entries(places)
    .filter(([name]) => name !== 'lerwick' && name !== 'stMarys')
    .forEach(([name, place], p) => {
      for (let i = 0; i < 4; i += 1) {
        const franchises = i === 3 ? [] : [makes[(p + i) % makes.length]!];
        list.push(dealer(`${name}-${i}`, place.lat + (i - 1.5) * 0.01, place.lng + (i % 2) * 0.02, franchises));
      }
    });
  return list;
}

/** `count` dealers within about 10 miles of six towns, from a small LCG (fast to make, seeded). */
function denseBackground(seed: number, count: number): Dealer[] {
  const towns = [places.london, places.leeds, places.glasgow, places.cardiff, places.belfast, places.norwich];
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  return Array.from({ length: count }, (_, i) => {
    const town = towns[i % towns.length]!;
    const franchises = next() < 0.25 ? [] : [makes[Math.floor(next() * makes.length)]!];
    return dealer(
      `b${i}`,
      town.lat + (next() - 0.5) * 0.3,
      town.lng + (next() - 0.5) * 0.45,
      franchises,
      `Dealer ${i % 50}`,
    );
  });
}

describe('nearest dealers against a brute-force sort', () => {
  const lat = fc.double({ min: 49.8, max: 60.9, noNaN: true });
  const lng = fc.double({ min: -8.7, max: 2.0, noNaN: true });
  // Clustered and spread dealers, some sharing a spot (exact ties) and some a name.
  const dealerArb = fc.record({
    lat,
    lng,
    franchises: fc.subarray([...makes], { maxLength: 2 }),
    name: fc.constantFrom('Alpha Motors', 'Beta Cars', 'Gamma Garage', 'alpha motors', 'Delta'),
  });
  const dealersArb = fc
    .tuple(
      fc.array(dealerArb, { maxLength: 120 }),
      fc.array(fc.record({ at: fc.nat(), dLat: fc.double({ min: -0.05, max: 0.05, noNaN: true }) }), { maxLength: 40 }),
    )
    .chain(([spread, near]) =>
      // A dense background (up to 3,000 dealers round a few towns) makes the first box small,
      // so most answers need the box widened and the proof that nothing outside it is nearer.
      fc
        .record({ seed: fc.nat(), count: fc.constantFrom(0, 300, 3_000) })
        .map((background) => ({ spread, near, background })),
    )
    .map(({ spread, near, background }) => {
      const list = spread.map((d, i) => dealer(`d${i}`, d.lat, d.lng, d.franchises, d.name));
      list.push(...denseBackground(background.seed, background.count));
      // Near neighbours and duplicates of existing dealers, so boxes hold several and ties occur.
      near.forEach(({ at, dLat }, i) => {
        const base = list[at % Math.max(1, list.length)];
        if (base) list.push(dealer(`n${i}`, base.lat + (i % 3 === 0 ? 0 : dLat), base.lng, base.franchises, base.name));
      });
      return list;
    });
  const nearTown = fc
    .tuple(
      fc.constantFrom(...Object.values(places)),
      fc.double({ min: -0.3, max: 0.3, noNaN: true }),
      fc.double({ min: -0.3, max: 0.3, noNaN: true }),
    )
    .map(([town, dLat, dLng]) => ({ lat: town.lat + dLat, lng: town.lng + dLng }));
  const originArb = fc.oneof(fc.record({ lat, lng }), fc.constantFrom(...Object.values(places)), nearTown);

  it('gives the same dealers in the same order, with the same distances', async () => {
    await assertFuzz(
      fc.property(
        dealersArb,
        originArb,
        fc.option(fc.constantFrom(...makes, 'tesla'), { nil: null }),
        fc.integer({ min: 1, max: 60 }),
        (dealers, origin, make, limit) => {
          const index = createDealerIndex(dealers);
          expect(answer(index.nearest(origin, { make, limit }))).toEqual(bruteForce(dealers, origin, make, limit));
        },
      ),
      300,
    );
  });

  it('looks at only part of a dense catalogue for a city-centre search', () => {
    const dealers = Array.from({ length: 2_000 }, (_, i) =>
      dealer(`d${i}`, 50 + ((i * 7919) % 1000) / 100, -6 + ((i * 104_729) % 800) / 100),
    );
    const index = createDealerIndex(dealers);
    let stats: NearestStats | undefined;
    const found = index.nearest(places.leeds, { limit: 10, onStats: (s) => (stats = s) });
    expect(answer(found)).toEqual(bruteForce(dealers, places.leeds, null, 10));
    expect(stats!.candidates).toBeLessThan(dealers.length / 4);
  });
});

describe('the make filter', () => {
  const dealers = [
    dealer('ford-far', 53.9, -1.55, ['ford']),
    dealer('independent-near', 53.8, -1.55, []),
    dealer('kia-and-ford', 53.85, -1.55, ['kia', 'ford']),
    dealer('vw', 53.81, -1.55, ['volkswagen']),
  ];
  const index = createDealerIndex(dealers);
  const ids = (make: string | null) => index.nearest(places.leeds, { make, limit: 10 }).map(({ dealer: d }) => d.id);

  it('finds only the dealers franchised for the make, whatever else they sell', () => {
    expect(ids('ford')).toEqual(['kia-and-ford', 'ford-far']);
    expect(ids('kia')).toEqual(['kia-and-ford']);
  });

  it('leaves independents to the every-make search, where every dealer is', () => {
    expect(ids('ford')).not.toContain('independent-near');
    expect(ids(null)).toEqual(['independent-near', 'vw', 'kia-and-ford', 'ford-far']);
  });

  it('finds nobody for a make no dealer sells', () => {
    expect(ids('tesla')).toEqual([]);
    expect([...index.makes].sort()).toEqual(['ford', 'kia', 'volkswagen']);
  });
});

describe('the limit', () => {
  const index = createDealerIndex(mainlandDealers());

  it('gives at most `limit` dealers, the nearest', () => {
    // london-2 is 0.35 miles off, london-1 0.93 (east as well as south), london-0 1.04.
    expect(index.nearest(places.london, { limit: 3 }).map(({ dealer: d }) => d.id)).toEqual([
      'london-2',
      'london-1',
      'london-0',
    ]);
    expect(index.nearest(places.london, { limit: 1 })).toHaveLength(1);
  });

  it('gives every dealer when the limit is higher than the catalogue', () => {
    expect(index.nearest(places.london, { limit: 500 })).toHaveLength(index.size);
  });

  it('gives nothing for a limit below 1, an empty catalogue or an origin that is not a number', () => {
    expect(index.nearest(places.london, { limit: 0 })).toEqual([]);
    expect(createDealerIndex([]).nearest(places.london, { limit: 5 })).toEqual([]);
    expect(index.nearest({ lat: Number.NaN, lng: 0 }, { limit: 5 })).toEqual([]);
  });

  it('leaves out dealers it cannot place', () => {
    const placed = createDealerIndex([dealer('nowhere', Number.NaN, 0), dealer('leeds', 53.8, -1.55)]);
    expect(placed.size).toBe(1);
    expect(placed.nearest(places.leeds, { limit: 5 }).map(({ dealer: d }) => d.id)).toEqual(['leeds']);
  });
});

describe('ties', () => {
  /** A point `miles` due north of the origin (along a meridian, so exact). */
  const north = (origin: GeoPoint, miles: number): GeoPoint => ({
    lat: origin.lat + (miles / EARTH_RADIUS_MILES) * (180 / Math.PI),
    lng: origin.lng,
  });

  it('orders dealers at the same spot by name, then id', () => {
    const spot = north(places.leeds, 3);
    const index = createDealerIndex([
      dealer('3', spot.lat, spot.lng, [], 'Zenith Cars'),
      dealer('2', spot.lat, spot.lng, [], 'Acme Motors'),
      dealer('1', spot.lat, spot.lng, [], 'Acme Motors'),
    ]);
    expect(index.nearest(places.leeds, { limit: 3 }).map(({ dealer: d }) => d.id)).toEqual(['1', '2', '3']);
  });

  it('orders by the distance shown: equal to 2 decimals is a tie, broken by name', () => {
    const nearer = north(places.leeds, 2.001);
    const farther = north(places.leeds, 2.004);
    const index = createDealerIndex([
      dealer('zed', nearer.lat, nearer.lng, [], 'Zed Motors'),
      dealer('able', farther.lat, farther.lng, [], 'Able Motors'),
    ]);
    const found = index.nearest(places.leeds, { limit: 2 });
    expect(found.map(({ dealer: d, distance }) => [d.id, distance])).toEqual([
      ['able', 2],
      ['zed', 2],
    ]);
    expect(found[0]!.miles).toBeGreaterThan(found[1]!.miles);
  });

  it('keeps a tie at the limit: the one that wins on name is listed, though farther in exact miles', () => {
    // 40 dealers at 5.001 miles north and one named first at 5.004 miles south: the list of 1
    // is the southern one, though 40 dealers are nearer in exact miles.
    const dealers = Array.from({ length: 40 }, (_, i) => {
      const spot = north(places.leeds, 5.001);
      return dealer(`e${i}`, spot.lat, spot.lng, [], `Zulu ${i}`);
    });
    const west = north(places.leeds, -5.004);
    dealers.push(dealer('w', west.lat, west.lng, [], 'Alpha'));
    const index = createDealerIndex(dealers);
    expect(index.nearest(places.leeds, { limit: 1 }).map(({ dealer: d }) => d.id)).toEqual(['w']);
  });
});

describe('a tie across the edge of the searched cells', () => {
  it('widens when the limit-th dealer is within rounding of the edge, so an equal one beyond it on name is found', () => {
    // Cells are 0.1° of latitude from the lowest dealer (the anchor at 50°N). 3,000 dealers far
    // away make the first box about 3.2 miles, inside the cell row 54.0°-54.1°. Zed is 3.2005
    // miles due north of the origin, just inside the row's north edge; Able 3.2045 miles, just
    // beyond it. Both show 3.20 miles, and Able comes first by name.
    const milesPerDegree = (EARTH_RADIUS_MILES * Math.PI) / 180;
    const origin = { lat: 54.1 - 3.2025 / milesPerDegree, lng: -1.925 };
    const northBy = (miles: number) => origin.lat + miles / milesPerDegree;
    const background = Array.from({ length: 3_000 }, (_, i) =>
      dealer(`far${i}`, 58.5 + (i % 50) / 1000, 0.5 + i / 100_000),
    );
    const dealers = [
      dealer('anchor', 50, -5),
      ...background,
      dealer('zed', northBy(3.2005), origin.lng, [], 'Zed Motors'),
      dealer('able', northBy(3.2045), origin.lng, [], 'Able Motors'),
    ];
    expect(formatMiles(milesBetween(origin, dealers.at(-1)!))).toBe(formatMiles(milesBetween(origin, dealers.at(-2)!)));
    let stats: NearestStats | undefined;
    const found = createDealerIndex(dealers).nearest(origin, { limit: 1, onStats: (s) => (stats = s) });
    expect(answer(found)).toEqual(bruteForce(dealers, origin, null, 1));
    expect(found[0]!.dealer.id).toBe('able');
    expect(stats!.rounds).toBeGreaterThan(1);
  });
});

describe('widening the box at the country’s edges', () => {
  const dealers = mainlandDealers();
  const index = createDealerIndex(dealers);

  for (const [name, origin] of [
    ['Shetland (Lerwick)', places.lerwick],
    ['Scilly (St Mary’s)', places.stMarys],
    ['Belfast', places.belfast],
  ] as const) {
    it(`finds the true nearest from ${name}, with and without a make`, () => {
      for (const make of [null, ...makes]) {
        for (const limit of [1, 5, 30]) {
          expect(answer(index.nearest(origin, { make, limit })), `${make} ${limit}`).toEqual(
            bruteForce(dealers, origin, make, limit),
          );
        }
      }
    });
  }

  it('widens from Shetland, beyond every dealer, to Aberdeen and Inverness', () => {
    let stats: NearestStats | undefined;
    const found = index.nearest(places.lerwick, { limit: 8, onStats: (s) => (stats = s) });
    expect(new Set(found.map(({ dealer: d }) => d.id.split('-')[0]))).toEqual(new Set(['aberdeen', 'inverness']));
    expect(stats!.rounds).toBeGreaterThan(1);
    expect(found[0]!.distance).toBeGreaterThan(150);
  });

  it('reaches a make’s only dealer from the other end of the country', () => {
    const lone = createDealerIndex([...dealers, dealer('lone', places.penzance.lat, places.penzance.lng, ['morgan'])]);
    const found = lone.nearest(places.lerwick, { make: 'morgan', limit: 10 });
    expect(found.map(({ dealer: d }) => d.id)).toEqual(['lone']);
    expect(found[0]!.distance).toBe(formatMiles(milesBetween(places.lerwick, places.penzance)));
  });

  it('finds Northern Ireland’s dealers first from Belfast, across the sea from Scotland', () => {
    const found = index.nearest(places.belfast, { limit: 5 }).map(({ dealer: d }) => d.id.split('-')[0]);
    expect(found.slice(0, 4)).toEqual(['belfast', 'belfast', 'belfast', 'belfast']);
    expect(found[4]).toBe('derry');
  });
});
