// @vitest-environment node
/**
 * The query layer against a real SQLite file seeded with the fixture catalogue: filters, ranges,
 * comma lists, array fields, sorting, paging, displayFields, breakdowns, id lists and 404s.
 */
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError } from '#src/adapters/content/errors';
import type { ListResource } from '#src/adapters/content/schema/contentResources';
import { parseContentQuery } from '#src/adapters/content/schema/parseContentQuery';
import type { Catalogue, Derivative } from '#src/domain/content/types';
import { createContentStore, type ContentStore } from '#src/server/content/contentStore';
import { seededFixtureDatabase } from './fixtures';

let store: ContentStore;
let db: Database.Database;
let catalogue: Catalogue;
let cleanup: () => void;

beforeAll(() => {
  const seeded = seededFixtureDatabase();
  db = seeded.db;
  store = createContentStore(db);
  catalogue = seeded.catalogue;
  cleanup = seeded.cleanup;
});
afterAll(() => cleanup());

/** Run a query string against the store; items parsed. */
async function run<T = Derivative>(resource: ListResource, search: string) {
  const raw = await store.query(parseContentQuery(resource, search));
  return { ...raw, items: raw.itemsJson.map((json) => JSON.parse(json) as T) };
}

const ids = (items: Array<{ capId: string }>) => items.map((item) => item.capId);
const byPrice = (a: Derivative, b: Derivative) => a.cashPrice - b.cashPrice || Number(a.capId) - Number(b.capId);

describe('lists', () => {
  it('returns every derivative by default, cheapest first, with total, page and pageSize', async () => {
    const page = await run('derivatives', '');
    expect(page.total).toBe(catalogue.derivatives.length);
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(200);
    expect(ids(page.items)).toEqual(ids([...catalogue.derivatives].sort(byPrice)));
  });

  it('round-trips every record exactly to the contract type', async () => {
    const page = await run('derivatives', 'pageSize=500&sortBy=capId');
    expect(page.items).toEqual([...catalogue.derivatives].sort((a, b) => a.capId.localeCompare(b.capId)));
    const reviews = (await run('reviews', 'sortBy=cmsId&pageSize=500')).items;
    expect(reviews).toEqual([...catalogue.reviews].sort((a, b) => a.cmsId.localeCompare(b.cmsId)));
    for (const resource of [
      'makes',
      'models',
      'articles',
      'deals',
      'awards',
      'used-cars',
      'dealers',
      'authors',
    ] as const) {
      expect((await run(resource, 'pageSize=500')).total).toBeGreaterThan(0);
    }
  });

  it('pages through the list without gaps or repeats', async () => {
    const all = ids((await run('derivatives', 'pageSize=500')).items);
    const pages: string[] = [];
    for (const page of [1, 2, 3]) pages.push(...ids((await run('derivatives', `pageSize=10&page=${page}`)).items));
    expect(pages).toEqual(all);
    const beyond = await run('derivatives', 'pageSize=10&page=99');
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(all.length);
  });

  it('reads deep pages through a cached row order with the same results', async () => {
    const deep = createContentStore(db, { deepOffset: 0 });
    for (const search of [
      'pageSize=7&page=2',
      'pageSize=5&page=3&sortBy=wltpMpg',
      'make=Ford&sort=desc&pageSize=4&page=2',
      'pageSize=10&page=9',
    ]) {
      const expected = await store.query(parseContentQuery('derivatives', search));
      expect(await deep.query(parseContentQuery('derivatives', search)), search).toEqual(expected);
    }
  });
});

describe('filters', () => {
  it('matches a single value, case-insensitively', async () => {
    const page = await run('derivatives', 'make=ford');
    expect(page.total).toBe(catalogue.derivatives.filter((d) => d.make === 'Ford').length);
    expect(page.items.every((item) => item.make === 'Ford')).toBe(true);
  });

  it('treats a comma list as OR and different fields as AND', async () => {
    const page = await run('derivatives', 'make=Ford,Kia&fuelType=hybrid');
    const expected = catalogue.derivatives.filter(
      (d) => (d.make === 'Ford' || d.make === 'Kia') && d.fuelType === 'hybrid',
    );
    expect(page.total).toBe(expected.length);
    expect(ids(page.items).sort()).toEqual(ids(expected).sort());
  });

  it('filters numeric ranges: min-max, min- and -max, inclusive', async () => {
    const within = (min: number, max: number) =>
      catalogue.derivatives.filter((d) => d.cashPrice >= min && d.cashPrice <= max).length;
    expect((await run('derivatives', 'cashPrice=20000-30000')).total).toBe(within(20000, 30000));
    expect((await run('derivatives', 'cashPrice=30000-')).total).toBe(within(30000, Infinity));
    expect((await run('derivatives', 'cashPrice=-20000')).total).toBe(within(0, 20000));
    expect((await run('derivatives', 'cashPrice=18000')).total).toBe(1);
    // values and ranges in one list are ORed
    expect((await run('derivatives', 'cashPrice=18000,36000-')).total).toBe(1 + within(36000, Infinity));
  });

  it('filters dates by value and range', async () => {
    expect((await run('derivatives', 'dateIntroduced=2020-01-15')).total).toBe(2);
    const since = catalogue.derivatives.filter((d) => d.dateIntroduced >= '2023-01-01').length;
    expect((await run('derivatives', 'dateIntroduced=2023-01-01-')).total).toBe(since);
    expect((await run('derivatives', 'dateIntroduced=2023-01-01-2023-12-31')).total).toBe(
      catalogue.derivatives.filter((d) => d.dateIntroduced.startsWith('2023')).length,
    );
  });

  it('filters booleans', async () => {
    expect((await run('derivatives', 'rde2=true')).total).toBe(catalogue.derivatives.filter((d) => d.rde2).length);
    expect((await run('models', 'comingSoon=true')).items).toEqual([catalogue.models[4]]);
  });

  it('filters array fields: items having any of the values', async () => {
    const page = await run('derivatives', 'tags=best-electric,best-suv');
    const expected = catalogue.derivatives.filter(
      (d) => d.tags.includes('best-electric') || d.tags.includes('best-suv'),
    );
    expect(ids(page.items).sort()).toEqual(ids(expected).sort());
    expect((await run('models', 'categories=hybrid')).total).toBe(3);
    expect((await run<{ id: string }>('dealers', 'franchises=kia')).items.map((dealer) => dealer.id)).toEqual([
      'dealer1',
    ]);
  });

  it('filters enumerated and nullable fields and derived ones', async () => {
    expect((await run('reviews', 'reviewType=used-review')).total).toBe(4);
    expect((await run('used-reviews', '')).total).toBe(4);
    expect((await run('used-reviews', 'make=Ford')).total).toBe(2);
    expect((await run('reviews', 'authorSlug=bob-tester')).total).toBe(
      catalogue.reviews.filter((review) => review.author.slug === 'bob-tester').length,
    );
    const cheapMonthly = catalogue.deals.filter((deal) => (deal.pcp?.monthly ?? deal.lease?.monthly ?? 0) <= 252);
    expect((await run('deals', 'monthly=-252')).total).toBe(cheapMonthly.length);
  });
});

describe('sorting', () => {
  it('sorts by any sortable field both ways, nulls last, ties by insertion order', async () => {
    const desc = (await run('derivatives', 'sortBy=powerBhp&sort=desc')).items.map((d) => d.powerBhp);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const asc = (await run('derivatives', 'sortBy=wltpMpg&sort=asc')).items.map((d) => d.wltpMpg);
    const firstNull = asc.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(asc.slice(firstNull).every((value) => value === null)).toBe(true);
    const descNullable = (await run('derivatives', 'sortBy=wltpMpg&sort=desc')).items.map((d) => d.wltpMpg);
    expect(descNullable.at(-1)).toBeNull();
  });

  it('sorts strings case-insensitively and reviews newest first by default', async () => {
    const makes = (await run<{ name: string }>('makes', '')).items.map((make) => make.name);
    expect(makes).toEqual(['Ford', 'Kia', 'Volkswagen']);
    const dates = (await run<{ publishedAt: string }>('reviews', '')).items.map((review) => review.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('displayFields', () => {
  it('returns only the named fields', async () => {
    const page = await run<Record<string, unknown>>('derivatives', 'displayFields=capId,cashPrice&pageSize=3');
    expect(page.items).toHaveLength(3);
    for (const item of page.items) expect(Object.keys(item).sort()).toEqual(['capId', 'cashPrice']);
  });
});

describe('breakdowns', () => {
  it('counts per value over the filtered set, most frequent first', async () => {
    const page = await run('derivatives', 'filterBreakdownDisplayFields=make,fuelType&bodyStyle=suv&pageSize=1');
    expect(page.breakdowns.make).toEqual([
      { value: 'Ford', count: 6 },
      { value: 'Kia', count: 6 },
    ]);
    expect(page.breakdowns.fuelType).toEqual([
      { value: 'hybrid', count: 6 },
      { value: 'diesel', count: 3 },
      { value: 'petrol', count: 3 },
    ]);
  });

  it('counts each element of array fields, booleans as true/false, numbers as numbers', async () => {
    const page = await run('derivatives', 'filterBreakdownDisplayFields=tags,rde2,doors&make=Volkswagen');
    expect(page.breakdowns.tags).toEqual([
      { value: 'best-electric', count: 3 },
      { value: 'best-value', count: 3 },
      { value: 'zero-emissions', count: 3 },
    ]);
    expect(page.breakdowns.rde2).toEqual([{ value: 'false', count: 9 }]);
    expect(page.breakdowns.doors).toEqual([
      { value: 5, count: 6 },
      { value: 3, count: 3 },
    ]);
  });

  it('leaves nulls out', async () => {
    const page = await run('derivatives', 'filterBreakdownDisplayFields=dateDiscontinued');
    expect(page.breakdowns.dateDiscontinued).toEqual([{ value: '2025-12-31', count: 2 }]);
  });
});

describe('ids', () => {
  it('returns the given ids in the given order', async () => {
    const page = await run<{ cmsId: string }>('reviews', 'id=u3,r1,r5');
    expect(page.items.map((review) => review.cmsId)).toEqual(['u3', 'r1', 'r5']);
    expect(page.total).toBe(3);
  });

  it('leaves unknown ids out of a list but answers 404 for a single unknown id', async () => {
    expect((await run<{ cmsId: string }>('reviews', 'id=nope,r2,gone')).items.map((r) => r.cmsId)).toEqual(['r2']);
    await expect(run('reviews', 'id=nope')).rejects.toThrow(NotFoundError);
    await expect(run('derivatives', 'id=1')).rejects.toThrow("Nothing in /derivatives has the id '1'.");
    // an id outside the endpoint's fixed filter is not found there
    await expect(run('used-reviews', 'id=r1')).rejects.toThrow(NotFoundError);
  });

  it('uses each resource id field', async () => {
    expect((await run('derivatives', 'id=10001')).items[0]!.capId).toBe('10001');
    expect((await run<{ slug: string }>('makes', 'id=kia')).items[0]!.slug).toBe('kia');
    expect((await run<{ id: string }>('deals', 'id=d2')).items[0]!.id).toBe('d2');
  });

  it('sorts ids by sortBy when one is given', async () => {
    const page = await run<{ cmsId: string }>('reviews', 'id=r1,r3,r2&sortBy=cmsId&sort=desc');
    expect(page.items.map((review) => review.cmsId)).toEqual(['r3', 'r2', 'r1']);
  });
});

describe('ribbon and version', () => {
  it('serves the ribbon configuration and a catalogue version', async () => {
    expect(JSON.parse(await store.ribbonJson())).toEqual(catalogue.ribbon);
    expect(await store.catalogueVersion()).toMatch(/^[0-9a-f]{16}$/);
  });
});
