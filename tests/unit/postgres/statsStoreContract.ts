/**
 * The contract of a SearchStatsStore (src/server/search/statsStore.ts), run per store by
 * statsStore.test.ts: one varied set of events is recorded (searches with and without results,
 * clicks at positions and at 0, keywords in mixed case and spacing, non-ASCII letters, events on
 * the edges of the range, warm-ups), then the exact insights of several filters are asserted. Every
 * store must pass it as it stands, so they all give the same answers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StatsEvent } from '#src/adapters/search/params/statsParams';
import type { SearchInsights } from '#src/domain/search/searchInsights';
import type { SearchStatsStore } from '#src/server/search/statsStore';

export const searchEvent = (keyword: string, numberOfResults: number, tag: string | null = null): StatsEvent => ({
  action: 'search',
  session: 's',
  keyword,
  numberOfResults,
  tag,
});

export const clickEvent = (keyword: string, position: number, docid = 'doc-1'): StatsEvent => ({
  action: 'click',
  session: 's',
  keyword,
  docid,
  position,
  tag: null,
});

const times = <T>(count: number, make: () => T): T[] => Array.from({ length: count }, make);

/** The events of the contract, by the instant they are recorded at. */
export const contractEvents: ReadonlyArray<[string, StatsEvent[]]> = [
  // The first instant of the range.
  [
    '2026-06-01T00:00:00.000Z',
    [
      searchEvent('Golf', 12),
      searchEvent('golf ', 12),
      searchEvent(' GOLF', 9),
      clickEvent('golf', 1),
      clickEvent('Golf', 2),
      clickEvent('golf', 0), // the hit was not found on the page: a click, without a position
    ],
  ],
  ['2026-06-15T12:00:00.000Z', [searchEvent('Kia EV6', 3), clickEvent('kia ev6', 3), clickEvent('KIA EV6 ', 5)]],
  [
    '2026-06-20T08:00:00.000Z',
    [
      searchEvent('zzqx', 0),
      searchEvent('ZZQX', 0),
      searchEvent('flux capacitor', 0),
      searchEvent('50%_off', 0),
      // trim() takes spaces only: a tab stays, so this is a query of its own.
      searchEvent('\tgolf', 2),
    ],
  ],
  // Only ASCII letters are lower-cased: 'ŠKODA Octavia' and 'Škoda octavia' are one query, 'škoda octavia' another.
  [
    '2026-06-25T10:00:00.000Z',
    [
      searchEvent('ŠKODA Octavia', 5),
      searchEvent('Škoda octavia', 0),
      searchEvent('škoda octavia', 2),
      clickEvent('Škoda Octavia ', 2),
    ],
  ],
  // The last millisecond of the range; blank keywords count in the totals only.
  ['2026-06-30T23:59:59.999Z', [searchEvent('polo', 4), searchEvent('', 120), searchEvent('   ', 120)]],
  // Just outside the range, on both sides.
  ['2026-05-31T23:59:59.999Z', [searchEvent('golf', 1), clickEvent('golf', 9), searchEvent('outside', 0)]],
  ['2026-07-01T00:00:00.000Z', [searchEvent('golf', 1), searchEvent('outside', 0)]],
  // Rounding: SQLite rounds the double it divided. 107 / 40 = 2.675 is stored as 2.67499…, so 2.67;
  // 3 / 160 = 0.01875 as 0.018749…, so 0.0187 (exact decimal arithmetic would give 2.68 and 0.0188).
  [
    '2026-08-10T09:00:00.000Z',
    [
      searchEvent('tiguan', 7),
      ...times(27, () => clickEvent('tiguan', 3)),
      ...times(13, () => clickEvent('tiguan', 2)),
      ...times(160, () => searchEvent('passat', 1)),
      ...times(3, () => clickEvent('passat', 1)),
    ],
  ],
];

const june = { from: '2026-06-01', to: '2026-06-30' };
const noTotals = {
  searches: 0,
  clicks: 0,
  noResultSearches: 0,
  queries: 0,
  clickThroughRate: 0,
  meanClickPosition: null,
};
const unclicked = (query: string, searches: number) => ({
  query,
  searches,
  clicks: 0,
  clickThroughRate: 0,
  meanClickPosition: null,
});

/** Runs the contract against the stores `makeStore` makes: each call an empty store. */
export function describeStatsStoreContract(name: string, makeStore: () => Promise<SearchStatsStore>): void {
  describe(`SearchStatsStore contract: ${name}`, () => {
    let store: SearchStatsStore;
    const stored: boolean[] = [];

    beforeAll(async () => {
      store = await makeStore();
      for (const [at, events] of contractEvents)
        for (const event of events) stored.push(await store.record(event, new Date(at)));
      // Warm-ups are accepted and never stored.
      stored.push(await store.record(searchEvent('_addsearch_warmup', 0), new Date('2026-06-10T00:00:00.000Z')));
      stored.push(await store.record(searchEvent('  _addsearch_ping', 3), new Date('2026-06-10T00:00:00.000Z')));
    }, 60_000);

    it('says which events it stored: all but the warm-ups', () => {
      const recorded = contractEvents.reduce((sum, [, events]) => sum + events.length, 0);
      expect(stored).toEqual([...times(recorded, () => true), false, false]);
    });

    it('answers the insights of a month, edges included, warm-ups and the days around it left out', async () => {
      const expected: SearchInsights = {
        from: '2026-06-01',
        to: '2026-06-30',
        contains: null,
        totals: {
          searches: 15,
          clicks: 6,
          noResultSearches: 5,
          queries: 9, // the blank keywords are not queries
          clickThroughRate: 0.4,
          meanClickPosition: 2.6, // (1 + 2 + 3 + 5 + 2) / 5: position 0 left out
        },
        // Ties in byte order: ASCII first, 'Š' (C5 A0) before 'š' (C5 A1).
        topQueries: [
          { query: 'golf', searches: 3 },
          { query: 'zzqx', searches: 2 },
          { query: 'Škoda octavia', searches: 2 },
          { query: '\tgolf', searches: 1 },
          { query: '50%_off', searches: 1 },
          { query: 'flux capacitor', searches: 1 },
          { query: 'kia ev6', searches: 1 },
          { query: 'polo', searches: 1 },
          { query: 'škoda octavia', searches: 1 },
        ],
        noResultQueries: [
          { query: 'zzqx', searches: 2 },
          { query: '50%_off', searches: 1 },
          { query: 'flux capacitor', searches: 1 },
          { query: 'Škoda octavia', searches: 1 },
        ],
        clickThrough: [
          { query: 'golf', searches: 3, clicks: 3, clickThroughRate: 1, meanClickPosition: 1.5 },
          unclicked('zzqx', 2),
          { query: 'Škoda octavia', searches: 2, clicks: 1, clickThroughRate: 0.5, meanClickPosition: 2 },
          unclicked('\tgolf', 1),
          unclicked('50%_off', 1),
          unclicked('flux capacitor', 1),
          { query: 'kia ev6', searches: 1, clicks: 2, clickThroughRate: 2, meanClickPosition: 4 },
          unclicked('polo', 1),
          unclicked('škoda octavia', 1),
        ],
      };
      expect(await store.insights(june)).toEqual(expected);
    });

    it('limits each list, keeping the order', async () => {
      const insights = await store.insights(june, 3);
      expect(insights.topQueries.map((row) => row.query)).toEqual(['golf', 'zzqx', 'Škoda octavia']);
      expect(insights.noResultQueries.map((row) => row.query)).toEqual(['zzqx', '50%_off', 'flux capacitor']);
      expect(insights.clickThrough.map((row) => row.query)).toEqual(['golf', 'zzqx', 'Škoda octavia']);
      expect(insights.totals.searches).toBe(15);
    });

    it('keeps to whole UTC days: the first, the last, and the days around the range', async () => {
      const first = await store.insights({ from: '2026-06-01', to: '2026-06-01' });
      expect(first.totals).toEqual({
        searches: 3,
        clicks: 3,
        noResultSearches: 0,
        queries: 1,
        clickThroughRate: 1,
        meanClickPosition: 1.5,
      });
      const last = await store.insights({ from: '2026-06-30', to: '2026-06-30' });
      expect(last.totals).toEqual({ ...noTotals, searches: 3, queries: 1 });
      expect(last.topQueries).toEqual([{ query: 'polo', searches: 1 }]);
      const before = await store.insights({ from: '2026-05-31', to: '2026-05-31' });
      expect(before.totals).toEqual({
        searches: 2,
        clicks: 1,
        noResultSearches: 1,
        queries: 2,
        clickThroughRate: 0.5,
        meanClickPosition: 9,
      });
      expect(before.topQueries).toEqual([
        { query: 'golf', searches: 1 },
        { query: 'outside', searches: 1 },
      ]);
      const after = await store.insights({ from: '2026-07-01', to: '2026-07-01' });
      expect(after.totals).toEqual({ ...noTotals, searches: 2, noResultSearches: 1, queries: 2 });
      const around = await store.insights({ from: '2026-05-31', to: '2026-07-01' });
      expect(around.totals).toMatchObject({ searches: 19, clicks: 7, noResultSearches: 7, queries: 10 });
      expect(around.topQueries.slice(0, 2)).toEqual([
        { query: 'golf', searches: 5 },
        { query: 'outside', searches: 2 },
      ]);
    });

    it('rounds as SQLite does: rates to 4 places, positions to 2', async () => {
      expect(await store.insights({ from: '2026-08-10', to: '2026-08-10' })).toEqual({
        from: '2026-08-10',
        to: '2026-08-10',
        contains: null,
        totals: {
          searches: 161,
          clicks: 43,
          noResultSearches: 0,
          queries: 2,
          clickThroughRate: 0.2671, // 43 / 161
          meanClickPosition: 2.56, // 110 / 43
        },
        topQueries: [
          { query: 'passat', searches: 160 },
          { query: 'tiguan', searches: 1 },
        ],
        noResultQueries: [],
        clickThrough: [
          { query: 'passat', searches: 160, clicks: 3, clickThroughRate: 0.0187, meanClickPosition: 1 },
          { query: 'tiguan', searches: 1, clicks: 40, clickThroughRate: 40, meanClickPosition: 2.67 },
        ],
      });
    });

    it('narrows everything, totals included, to the queries containing a text, ASCII letters in any case', async () => {
      expect(await store.insights({ ...june, contains: 'GOL' })).toEqual({
        ...june,
        contains: 'GOL',
        totals: {
          searches: 4,
          clicks: 3,
          noResultSearches: 0,
          queries: 2,
          clickThroughRate: 0.75,
          meanClickPosition: 1.5,
        },
        topQueries: [
          { query: 'golf', searches: 3 },
          { query: '\tgolf', searches: 1 },
        ],
        noResultQueries: [],
        clickThrough: [
          { query: 'golf', searches: 3, clicks: 3, clickThroughRate: 1, meanClickPosition: 1.5 },
          unclicked('\tgolf', 1),
        ],
      });
      const octavia = await store.insights({ ...june, contains: 'OCTAVIA' });
      expect(octavia.totals).toEqual({
        searches: 3,
        clicks: 1,
        noResultSearches: 1,
        queries: 2,
        clickThroughRate: 0.3333,
        meanClickPosition: 2,
      });
      expect(octavia.topQueries).toEqual([
        { query: 'Škoda octavia', searches: 2 },
        { query: 'škoda octavia', searches: 1 },
      ]);
    });

    it('does not fold non-ASCII letters in contains either', async () => {
      const upper = await store.insights({ ...june, contains: 'Š' });
      expect(upper.topQueries).toEqual([{ query: 'Škoda octavia', searches: 2 }]);
      expect(upper.noResultQueries).toEqual([{ query: 'Škoda octavia', searches: 1 }]);
      expect(upper.clickThrough).toEqual([
        { query: 'Škoda octavia', searches: 2, clicks: 1, clickThroughRate: 0.5, meanClickPosition: 2 },
      ]);
      const lower = await store.insights({ ...june, contains: 'š' });
      expect(lower.totals).toEqual({ ...noTotals, searches: 1, queries: 1 });
      expect(lower.topQueries).toEqual([{ query: 'škoda octavia', searches: 1 }]);
    });

    it('matches contains as text, not as a pattern', async () => {
      for (const contains of ['%', '_', '%_'])
        expect((await store.insights({ ...june, contains })).topQueries, contains).toEqual([
          { query: '50%_off', searches: 1 },
        ]);
      for (const contains of ['o%', 'g_lf', '*', "'"])
        expect((await store.insights({ ...june, contains })).totals, contains).toEqual(noTotals);
    });

    it('answers zeros and empty lists for a range without events', async () => {
      expect(await store.insights({ from: '2020-01-01', to: '2020-01-31', contains: 'golf' })).toEqual({
        from: '2020-01-01',
        to: '2020-01-31',
        contains: 'golf',
        totals: noTotals,
        topQueries: [],
        noResultQueries: [],
        clickThrough: [],
      });
    });

    it('records at the current time by default, and concurrent records are all kept', async () => {
      const today = new Date().toISOString().slice(0, 10);
      expect(await store.record(searchEvent('recorded now', 1))).toBe(true);
      expect(
        await Promise.all(times(20, () => store.record(searchEvent('parallel', 0), new Date('2026-09-01T12:00:00Z')))),
      ).toEqual(times(20, () => true));
      expect((await store.insights({ from: today, to: today, contains: 'recorded now' })).topQueries).toEqual([
        { query: 'recorded now', searches: 1 },
      ]);
      expect((await store.insights({ from: '2026-09-01', to: '2026-09-01' })).totals).toMatchObject({
        searches: 20,
        noResultSearches: 20,
      });
    });
  });
}
