// @vitest-environment node
/**
 * Used cars for sale in the search index (ADR 0011): one document per advert with the custom
 * fields the /used-cars filters, facets and sorts use, told apart by '1xused-cars-for-sale';
 * ordinary site search leaves them out with its filter, and title suggestions ignore them.
 */
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSearchError, SearchSettings } from '#src/adapters/search';
import type { Catalogue, UsedCar } from '#src/domain/content/types';
import { generateCatalogue } from '#src/server/catalogue/generateCatalogue';
import { defaultCatalogueSeed } from '#src/server/db/catalogueSource';
import { createEmbeddedSearch } from '#src/server/search/siteSearch';
import type { SearchResponse } from '#src/domain/search/searchTypes';
import { ensureSearchIndex } from '#src/server/search/searchIndex';
import { suggest } from '#src/server/search/suggest';
import { usedCarDocuments } from '#src/server/search/usedCarDocuments';
import { sqliteCatalogueReader } from '#src/server/search/catalogueDocuments';
import {
  excludeUsedCarsFilter,
  onlyUsedCarsFilter,
  usedCarBoost,
  usedCarCategory,
  withoutUsedCars,
} from '#src/domain/search/usedCars';
import { usedCarDocument } from '#src/adapters/search/usedCarDocument';
import {
  usedCarsInitialState,
  usedCarsRequestConfig,
  usedCarsStateFromQuery,
} from '#src/components/usedCars/usedCarsQuery';
import { settingsFor } from '#src/widgets/store/searchRequest';
import { search, seededSearchDatabase, type SeededSearch } from './searchFixtures';
import { sqliteSearchService } from '#src/server/search/searchService';

let seeded: SeededSearch;
let db: Database.Database;
let catalogue: Catalogue;

beforeAll(() => {
  seeded = seededSearchDatabase();
  db = seeded.db;
  catalogue = generateCatalogue({ seed: defaultCatalogueSeed });
}, 120_000);
afterAll(() => seeded.cleanup());

const car: UsedCar = {
  id: 'used-100001',
  condition: 'nearly-new',
  capId: 'FOPU10ST5HPTM',
  modelId: 'ford-puma-suv',
  make: 'Ford',
  makeSlug: 'ford',
  range: 'Puma',
  rangeSlug: 'puma',
  bodyStyle: 'suv',
  fuelType: 'plug-in-hybrid',
  transmission: 'automatic',
  derivativeName: 'Puma 1.0 EcoBoost ST-Line 5dr',
  year: 2026,
  mileage: 1234,
  price: 24995,
  colour: 'Agate Black',
  image: '/img/car/suv/agate-black.jpg',
  dealerId: 'd-7',
};

const usedOnly = (query: Record<string, string> = {}) =>
  search(db, { term: '*', filter: JSON.stringify(onlyUsedCarsFilter), limit: '300', ...query });

describe('usedCarDocument', () => {
  it('is an advert page with every field the filters, sorts and cards need', () => {
    const document = usedCarDocument(car, { name: 'Trent Motors', town: 'Nottingham' });
    expect(document).toMatchObject({
      id: 'used-100001',
      url: '/used-cars/used-100001',
      title: 'Nearly new 2026 Ford Puma 1.0 EcoBoost ST-Line 5dr | Kerbside',
      image: car.image,
      categories: ['0xkerbside', usedCarCategory, '2xford', '3xpuma'],
      ts: Date.UTC(2026, 0, 1),
      boost: usedCarBoost,
      customFields: {
        pageType: 'used-car',
        condition: 'nearly-new',
        make: 'Ford',
        makeSlug: 'ford',
        model: 'Puma',
        modelSlug: 'puma',
        derivative: 'Puma 1.0 EcoBoost ST-Line 5dr',
        price: 24995,
        mileage: 1234,
        year: 2026,
        fuelType: 'plug-in-hybrid',
        bodyStyle: 'suv',
        transmission: 'automatic',
        colour: 'Agate Black',
        dealer: 'Trent Motors',
        dealerId: 'd-7',
        dealerTown: 'Nottingham',
      },
    });
    expect(document.text).toContain('£24,995');
    expect(document.text).toContain('Sold by Trent Motors, Nottingham.');
  });

  it('leaves the dealer fields out when the dealer is unknown', () => {
    const document = usedCarDocument({ ...car, condition: 'used' }, null);
    expect(document.title.startsWith('Used 2026 Ford Puma')).toBe(true);
    expect(document.customFields).not.toHaveProperty('dealer');
    expect(document.customFields).not.toHaveProperty('dealerTown');
    expect(document.text).not.toContain('Sold by');
  });
});

describe('the index of the generated catalogue', () => {
  it('holds one document per advert, and only adverts carry the used-car category', async () => {
    expect(usedCarDocuments(sqliteCatalogueReader(db))).toHaveLength(catalogue.usedCars.length);
    const response = await search(db, { term: '*', categories: `0xkerbside,${usedCarCategory}`, limit: '1' });
    expect(response.total_hits).toBe(catalogue.usedCars.length);
    expect((await usedOnly({ limit: '1' })).total_hits).toBe(catalogue.usedCars.length);
    const pageTypes = (
      await search(db, {
        term: '*',
        filter: JSON.stringify(onlyUsedCarsFilter),
        facet: 'custom_fields.pageType',
      })
    ).facets['custom_fields.pageType'];
    expect(pageTypes).toEqual([{ value: 'used-car', count: catalogue.usedCars.length }]);
  });

  it('is added to an index built before adverts were indexed (an older documents version)', async () => {
    const adverts = async () =>
      (await search(db, { term: '*', categories: `0xkerbside,${usedCarCategory}`, limit: '1' })).total_hits;
    expect(ensureSearchIndex(db)).toBe(false);
    // An index of the older builders: no adverts, no documents version recorded.
    db.prepare("DELETE FROM meta WHERE key = 'searchDocuments'").run();
    const rows = db
      .prepare<[string], { id: string }>('SELECT id FROM search_documents WHERE categories LIKE ?')
      .all(`%"${usedCarCategory}"%`);
    expect(rows.length).toBe(catalogue.usedCars.length);
    db.prepare('DELETE FROM search_fts').run();
    db.prepare('DELETE FROM search_documents WHERE categories LIKE ?').run(`%"${usedCarCategory}"%`);
    db.prepare("INSERT INTO search_fts (search_fts) VALUES ('rebuild')").run();
    db.prepare('UPDATE search_state SET generation = generation + 1 WHERE id = 1').run();
    expect(await adverts()).toBe(0);
    expect(ensureSearchIndex(db)).toBe(true);
    expect(await adverts()).toBe(catalogue.usedCars.length);
    expect(ensureSearchIndex(db)).toBe(false);
  });

  it('filters by condition and make, with facets that count the adverts', async () => {
    const nearlyNew = catalogue.usedCars.filter((item) => item.condition === 'nearly-new');
    const response = await search(db, {
      term: '*',
      filter: JSON.stringify({ and: [onlyUsedCarsFilter, { 'custom_fields.condition': 'nearly-new' }] }),
      facet: 'custom_fields.make',
      numFacets: '100',
      limit: '1',
    });
    expect(response.total_hits).toBe(nearlyNew.length);
    const fords = nearlyNew.filter((item) => item.make === 'Ford').length;
    const facet = response.facets['custom_fields.make']!.find((entry) => entry.value === 'Ford');
    expect(facet?.count ?? 0).toBe(fords);
  });

  it('filters by price, mileage and year ranges, and sorts by price, mileage and newest', async () => {
    const inRange = catalogue.usedCars.filter(
      (item) => item.price >= 10000 && item.price <= 20000 && item.mileage <= 30000 && item.year >= 2022,
    );
    const filter = {
      and: [
        onlyUsedCarsFilter,
        { range: { 'custom_fields.price': { gte: 10000, lte: 20000 } } },
        { range: { 'custom_fields.mileage': { lte: 30000 } } },
        { range: { 'custom_fields.year': { gte: 2022 } } },
      ],
    };
    const cheapest = await search(db, {
      term: '*',
      filter: JSON.stringify(filter),
      sort: 'custom_fields.price',
      order: 'asc',
      limit: '300',
    });
    expect(cheapest.total_hits).toBe(inRange.length);
    const prices = cheapest.hits.map((hit) => hit.custom_fields.price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(Math.min(...inRange.map((item) => item.price)));

    const miles = (await usedOnly({ sort: 'custom_fields.mileage', order: 'asc' })).hits.map(
      (hit) => hit.custom_fields.mileage as number,
    );
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    const years = (await usedOnly({ sort: 'custom_fields.year', order: 'desc' })).hits.map(
      (hit) => hit.custom_fields.year as number,
    );
    expect(years[0]).toBe(Math.max(...catalogue.usedCars.map((item) => item.year)));
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });
});

describe('site search leaves the adverts out', () => {
  const embedded = () => createEmbeddedSearch({ getSearch: () => sqliteSearchService(db) });
  const ok = (result: Awaited<ReturnType<ReturnType<typeof embedded>['search']>>): SearchResponse => {
    if (isSearchError(result)) throw new Error(result.error.message);
    return result;
  };
  const keyword = () => `${catalogue.usedCars[0]!.make} ${catalogue.usedCars[0]!.range}`;

  it('finds adverts for a model without the filter (so the filter is what keeps them out)', async () => {
    const all = ok(await embedded().search(new SearchSettings({ keyword: keyword(), pageSize: 300 })));
    expect(all.hits.some((hit) => hit.categories.includes(usedCarCategory))).toBe(true);
  });

  it('with the exclusion, no hit is an advert and every other page is still found', async () => {
    const settings = (filter: Record<string, unknown> | null) =>
      new SearchSettings({ keyword: keyword(), pageSize: 300, filter });
    const all = ok(await embedded().search(settings(null)));
    const adverts = all.hits.filter((hit) => hit.categories.includes(usedCarCategory)).length;
    const excluded = ok(await embedded().search(settings(excludeUsedCarsFilter)));
    expect(excluded.hits.some((hit) => hit.categories.includes(usedCarCategory))).toBe(false);
    expect(excluded.total_hits).toBe(all.total_hits - adverts);
    expect(excluded.hits[0]?.id).toBe(all.hits.find((hit) => !hit.categories.includes(usedCarCategory))?.id);
  });

  it('ANDs the exclusion with another filter', async () => {
    const filter = withoutUsedCars({ 'custom_fields.make': catalogue.usedCars[0]!.make });
    expect(filter).toEqual({ and: [excludeUsedCarsFilter, { 'custom_fields.make': catalogue.usedCars[0]!.make }] });
    expect(withoutUsedCars(null)).toBe(excludeUsedCarsFilter);
    expect(withoutUsedCars({})).toBe(excludeUsedCarsFilter);
    const result = ok(await embedded().search(new SearchSettings({ keyword: '*', pageSize: 300, filter })));
    expect(result.total_hits).toBeGreaterThan(0);
    for (const hit of result.hits) {
      expect(hit.categories).not.toContain(usedCarCategory);
      expect(hit.custom_fields.make).toEqual(expect.anything());
    }
  });

  it('does not offer title phrases made only by adverts as suggestions', async () => {
    // 'used 2024 ...' is a phrase only advert titles hold.
    const values = (await suggest(db, 'used 20', 10)).map((entry) => entry.value);
    expect(values.some((value) => /^used 20\d\d/.test(value))).toBe(false);
  });
});

describe("the /used-cars page's search through the site's search adapter", () => {
  it('answers the query of a tab, a make, a price range and a sort, with price stats', async () => {
    const state = usedCarsStateFromQuery(
      { condition: 'used', make: 'ford', price_to: '20000', sort: 'price-asc', page: '2' },
      2026,
    );
    const result = await createEmbeddedSearch({ getSearch: () => sqliteSearchService(db) }).search(
      settingsFor(usedCarsInitialState(state), usedCarsRequestConfig),
    );
    if (isSearchError(result)) throw new Error(result.error.message);
    const expected = catalogue.usedCars
      .filter((item) => item.condition === 'used' && item.makeSlug === 'ford' && item.price <= 20000)
      .sort((a, b) => a.price - b.price);
    expect(result.total_hits).toBe(expected.length);
    expect(result.hits.map((hit) => hit.custom_fields.price)).toEqual(expected.slice(12, 24).map((item) => item.price));
    expect(result.fieldStats['custom_fields.price']?.min).toBe(expected[0]?.price);
  });
});
