// @vitest-environment node
/**
 * The engine's in-memory index follows the writes without reloading it: a document written or
 * removed through searchIndex.ts in this process is applied to a loaded engine, which must then
 * answer exactly as an engine that loads the index afresh (hits, order, scores, facets with their
 * stored spelling, range facets, field stats, pinned results). Writes the engine was not told
 * about (another connection, or a write inside a transaction that rolls back) make it reload, so
 * it never shows a document that is not there.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchEngine, type SearchEngine } from '#src/server/search/searchEngine';
import {
  buildSearchIndex,
  indexDocument,
  indexDocuments,
  removeDocuments,
  setPinnedResults,
} from '#src/server/search/searchIndex';
import { parseSearchParams } from '#src/adapters/search/params/parseSearchParams';
import type { SearchDocument, SearchResponse } from '#src/domain/search/searchTypes';
import { seededSearchDatabase, syntheticDocument, syntheticSearchDatabase, type SeededSearch } from './searchFixtures';

const queries = [
  'term=golf',
  'term=volkswagon golf',
  'term=hyundia tuscon',
  'term=zebra',
  'term=*&facet=custom_fields.make&facet=category&facet=custom_fields.fuelType&numFacets=20',
  'term=*&rangeFacets=[{"field":"custom_fields.price","ranges":[{"to":20000},{"from":20000,"to":40000},{"from":40000}]}]&fieldStat=custom_fields.price',
  'term=*&limit=50',
  'term=*&sort=date&order=asc&limit=30',
  'term=*&sort=custom_fields.price&order=desc&limit=40&page=2',
  'term=review&filter={"and":[{"or":[{"custom_fields.make":"Ford"},{"custom_fields.make":"Kia"}]},{"not":{"custom_fields.pageType":"model"}}]}&facet=custom_fields.model',
  'term=golf&sort=custom_fields.price&order=asc&limit=20',
  'term=finance',
  'term=car&categories=0xkerbside,1xnews&customField=make=Volkswagen',
  'term=skoda&facet=custom_fields.make',
  'term=*&customField=make=skoda&facet=custom_fields.make&fieldStat=custom_fields.rating',
  'term=estate&fuzzy=true&limit=30',
];

const answer = async (engine: SearchEngine, query: string): Promise<Omit<SearchResponse, 'processing_time_ms'>> => {
  const { processing_time_ms: _time, ...rest } = await engine.search(parseSearchParams(new URLSearchParams(query)));
  return rest;
};

/** Every query answered by `engine` and by an engine that loads the index now. */
async function expectSameAsFresh(db: Database.Database, engine: SearchEngine): Promise<void> {
  const fresh = createSearchEngine(db);
  for (const query of queries) expect(await answer(engine, query), query).toEqual(await answer(fresh, query));
}

/** A page newer than the whole catalogue, so it heads match-all results. */
const page = (n: number, text: string, fields: SearchDocument['customFields'] = {}): SearchDocument => ({
  ...syntheticDocument(n, text, fields),
  title: `Zebra page ${n} | Kerbside`,
  ts: Date.UTC(2027, 0, n),
});

let seeded: SeededSearch;
beforeAll(() => {
  seeded = seededSearchDatabase();
});
afterAll(() => seeded.cleanup());

describe('writes in this process', () => {
  it('are applied to a loaded engine without a reload, with the same answers as a fresh load', async () => {
    const { db } = seeded;
    const engine = createSearchEngine(db);
    await expectSameAsFresh(db, engine);
    expect(engine.stats().loads).toBe(1);
    const documents = engine.stats().documents;

    // New pages (the first spells a new value 'Zébra Motors'), replacements and removals.
    indexDocuments(db, [
      page(1, 'zebra golf estate', {
        make: 'Škoda',
        brand: 'Zébra Motors',
        price: 21000,
        pageType: 'review',
        rating: 5,
      }),
      page(2, 'zebra crossing', {
        make: 'skoda',
        brand: 'zebra motors',
        price: '35000',
        fuelType: ['electric', 'hybrid'],
      }),
      page(3, 'zebra finance', { make: 'Kia', price: 41000, newField: 'x' }),
    ]);
    expect((await answer(engine, 'term=zebra&facet=custom_fields.brand')).facets['custom_fields.brand']).toEqual([
      { value: 'Zébra Motors', count: 2 },
    ]);
    await expectSameAsFresh(db, engine);
    indexDocument(db, page(2, 'zebra crossing again', { make: 'SKODA', brand: 'ZEBRA MOTORS', price: 36000 }));
    // A catalogue page replaced through the document API (same URL).
    indexDocument(db, { ...page(4, 'our own golf page'), url: '/volkswagen' });
    const review = db
      .prepare<[], string>("SELECT id FROM search_documents WHERE origin = 'content' AND url LIKE '%/review/%' LIMIT 1")
      .pluck()
      .get()!;
    removeDocuments(db, ['doc-3', review, 'no-such-id']);
    await expectSameAsFresh(db, engine);
    // The page that gave the value its spelling goes: the facet shows the next stored spelling.
    removeDocuments(db, ['doc-1']);
    const facet = (await answer(engine, 'term=zebra&facet=custom_fields.brand')).facets['custom_fields.brand'];
    expect(facet).toEqual([{ value: 'ZEBRA MOTORS', count: 1 }]);
    expect(
      (await answer(createSearchEngine(db), 'term=zebra&facet=custom_fields.brand')).facets['custom_fields.brand'],
    ).toEqual(facet);
    await expectSameAsFresh(db, engine);
    setPinnedResults(db, 'zebra', ['doc-2']);
    expect((await answer(engine, 'term=zebra')).hits[0]).toMatchObject({ id: 'doc-2', type: 'PROMOTED' });
    await expectSameAsFresh(db, engine);

    expect(engine.stats().loads).toBe(1);
    expect(engine.stats().updates).toBe(4);
    // Three added; doc-1, doc-3 and a review removed; the make page replaced by doc-4.
    expect(engine.stats().documents).toBe(documents);
    expect(engine.stats().documents).toBe(db.prepare('SELECT COUNT(*) FROM search_documents').pluck().get());
  });

  it('reloads after a write it was not told about: another connection, or a nested write', async () => {
    const { db, file } = seeded;
    const engine = createSearchEngine(db);
    await answer(engine, 'term=*');
    const loads = engine.stats().loads;

    const other = new Database(file);
    try {
      indexDocument(other, page(10, 'zebra from a quokka connection'));
    } finally {
      other.close();
    }
    expect((await answer(engine, 'term=quokka')).hits.map((hit) => hit.id)).toEqual(['doc-10']);
    expect(engine.stats().loads).toBe(loads + 1);
    await expectSameAsFresh(db, engine);

    // Inside the caller's transaction, rolled back: nothing to show.
    expect(() =>
      db.transaction(() => {
        indexDocument(db, page(11, 'zebra wombat rolled back'));
        throw new Error('roll back');
      })(),
    ).toThrow('roll back');
    expect((await answer(engine, 'term=wombat')).total_hits).toBe(0);
    // ... and committed: found.
    db.transaction(() => indexDocument(db, page(12, 'zebra numbat committed')))();
    expect((await answer(engine, 'term=numbat')).hits.map((hit) => hit.id)).toEqual(['doc-12']);
    await expectSameAsFresh(db, engine);
  });

  it('follows a rebuild of the catalogue documents', async () => {
    const { db } = seeded;
    const engine = createSearchEngine(db);
    await answer(engine, 'term=golf');
    buildSearchIndex(db);
    await expectSameAsFresh(db, engine);
  });
});

describe('many writes', () => {
  it('compacts: after removing most documents the engine reloads and still answers right', async () => {
    const synthetic = syntheticSearchDatabase(
      Array.from({ length: 3_000 }, (_, n) => syntheticDocument(n, `common word ${n % 7}`, { group: n % 5 })),
    );
    try {
      const engine = createSearchEngine(synthetic.db);
      const run = (query: string) => answer(engine, query);
      expect((await run('term=common')).total_hits).toBe(3_000);
      removeDocuments(
        synthetic.db,
        Array.from({ length: 2_000 }, (_, n) => `doc-${n}`),
      );
      expect(
        (await run('term=common&facet=custom_fields.group')).facets['custom_fields.group']!.map((f) => f.count),
      ).toEqual([200, 200, 200, 200, 200]);
      expect(engine.stats().updates).toBe(1);
      indexDocument(synthetic.db, syntheticDocument(5_000, 'common word 1', { group: 9 }));
      expect((await run('term=common')).total_hits).toBe(1_001);
      // More than a quarter of the positions are removed documents: the second change reloads.
      expect(engine.stats().loads).toBe(2);
      const fresh = createSearchEngine(synthetic.db);
      for (const query of ['term=common&limit=300&sort=date&order=asc', 'term=*&facet=custom_fields.group'])
        expect(await run(query)).toEqual(await answer(fresh, query));
    } finally {
      synthetic.cleanup();
    }
  });
});
