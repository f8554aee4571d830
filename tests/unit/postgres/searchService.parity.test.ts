// @vitest-environment node
// The PostgreSQL search service against the SQLite engine over the same documents (the generated
// catalogue's search index, copied in index order) and the benchmark's varied requests: the same
// totals, facets, range facets and field stats, and the same hits where the order does not rest on
// the relevance score (bm25 and ts_rank_cd differ: relevance orders are compared as sets of the
// first page only when the sets are complete, and the count of differing orders is printed).
// Against a real PostgreSQL (testDatabase.ts): never mocked, never skipped.
import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearchParams } from '#src/adapters/search/params/parseSearchParams';
import type { SearchResponse } from '#src/domain/search/searchTypes';
import { postgresMigrations, runPostgresMigrations } from '#src/server/postgres/migrations';
import { createPostgresDocumentStore } from '#src/server/postgres/postgresDocumentStore';
import { createPostgresSearchService } from '#src/server/postgres/postgresSearchService';
import { searchMigration } from '#src/server/postgres/searchSchema';
import { getDocument } from '#src/server/search/searchIndex';
import { sqliteSearchService } from '#src/server/search/searchService';
import { benchQueries } from '#bench/search/benchQueries';
import { seededSearchDatabase, type SeededSearch } from '../search/searchFixtures';
import { setUpTestDatabase } from './testDatabase';

const database = setUpTestDatabase();
let seeded: SeededSearch;
let sql: Sql;
const queries = benchQueries(300);

beforeAll(async () => {
  seeded = seededSearchDatabase();
  sql = postgres(await database.freshDatabaseUrl(), { max: 4, onnotice: () => {} });
  await runPostgresMigrations(sql, [...postgresMigrations, searchMigration]);
  const ids = seeded.db.prepare<[], string>('SELECT id FROM search_documents ORDER BY _row').pluck().all();
  const store = createPostgresDocumentStore(async () => sql);
  for (let start = 0; start < ids.length; start += 500) {
    await store.index(ids.slice(start, start + 500).map((id) => getDocument(seeded.db, id)!));
  }
}, 240_000);

afterAll(async () => {
  seeded?.cleanup();
  await sql?.end({ timeout: 5 });
});

/** Everything but timings and scores; hits as ids. */
const comparable = (response: SearchResponse) => ({
  page: response.page,
  total_hits: response.total_hits,
  facets: response.facets,
  rangeFacets: response.rangeFacets,
  fieldStats: response.fieldStats,
  ids: response.hits.map((hit) => hit.id),
});

describe('PostgreSQL search service and the SQLite engine', () => {
  it('agree on totals, facets, range facets, field stats and non-relevance orders over 300 requests', async () => {
    const postgresSearch = createPostgresSearchService(async () => sql);
    const sqliteSearch = sqliteSearchService(seeded.db);
    const rankingDiffers: string[] = [];
    let found = 0;
    let relevanceSorted = 0;
    for (const { query } of queries) {
      const params = parseSearchParams(new URLSearchParams(query));
      const [expected, actual] = [
        comparable(await sqliteSearch.search(params)),
        comparable(await postgresSearch.search(params)),
      ];
      const byRelevance = params.sort.some((spec) => spec.field.kind === 'relevance');
      expect({ query, ...actual, ids: byRelevance ? [] : actual.ids }).toEqual({
        query,
        ...expected,
        ids: byRelevance ? [] : expected.ids,
      });
      // A page holding every hit holds the same documents, whatever their order.
      if (byRelevance && expected.total_hits === expected.ids.length && params.page === 1) {
        expect({ query, ids: [...actual.ids].sort() }).toEqual({ query, ids: [...expected.ids].sort() });
      }
      if (byRelevance && actual.ids.join() !== expected.ids.join()) rankingDiffers.push(query);
      if (expected.total_hits > 0) found += 1;
      if (byRelevance) relevanceSorted += 1;
    }
    // Not a comparison of empty answers.
    expect(found).toBeGreaterThan(queries.length * 0.7);
    console.log(
      `search parity: ${queries.length} requests (${found} with hits), totals/facets/stats equal; ` +
        `relevance order differs on ${rankingDiffers.length} of ${relevanceSorted} (bm25 vs ts_rank_cd)`,
    );
  }, 240_000);

  it('sees a write at the next search (a new generation reloads the copy)', async () => {
    const search = createPostgresSearchService(async () => sql);
    const params = parseSearchParams(new URLSearchParams('term=zzparityword'));
    expect((await search.search(params)).total_hits).toBe(0);
    const store = createPostgresDocumentStore(async () => sql);
    await store.index([
      {
        id: 'parity-doc',
        url: 'https://example.com/parity',
        title: 'Zzparityword',
        text: 'x',
        ts: Date.UTC(2026, 0, 1),
      },
    ]);
    expect((await search.search(params)).hits.map((hit) => hit.id)).toEqual(['parity-doc']);
    await store.remove(['parity-doc']);
    expect((await search.search(params)).total_hits).toBe(0);
  });

  it('suggests and autocompletes as the SQLite engine does', async () => {
    const postgresSearch = createPostgresSearchService(async () => sql);
    const sqliteSearch = sqliteSearchService(seeded.db);
    for (const term of ['vol', 'volkswagen g', 'kia sp', 'electric', 'zzz']) {
      expect(await postgresSearch.suggest(term, 8)).toEqual(await sqliteSearch.suggest(term, 8));
    }
    for (const [field, term] of [
      ['make', 'vo'],
      ['make', ''],
      ['fuelType', 'p'],
    ] as const) {
      expect(await postgresSearch.autocomplete(field, term, 10)).toEqual(
        await sqliteSearch.autocomplete(field, term, 10),
      );
    }
  });
});
