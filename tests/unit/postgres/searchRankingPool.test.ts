// @vitest-environment node
// Ranking on PostgreSQL when many documents match (issue #17, ADR 0025 § 8): beyond fullRankLimit
// candidates, only a pool chosen by the title's rank is ranked over the whole text. Here the limit
// is lowered so a few documents take that path, and the answers are compared with a service that
// ranks every candidate: totals, facets and stats are the same, the first page is the same when
// the title matches fill it, the filters choose the pool, and deep pages stay whole.
// Against a real PostgreSQL (testDatabase.ts): never mocked, never skipped.
import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearchParams } from '#src/adapters/search/params/parseSearchParams';
import type { SearchDocument } from '#src/domain/search/searchTypes';
import { postgresMigrations, runPostgresMigrations } from '#src/server/postgres/migrations';
import { createPostgresDocumentStore } from '#src/server/postgres/postgresDocumentStore';
import { createPostgresSearchService } from '#src/server/postgres/postgresSearchService';
import { setUpTestDatabase } from './testDatabase';

const database = setUpTestDatabase();
let sql: Sql;

const makes = ['Ford', 'Kia', 'Volvo'];

/** 60 documents with 'hybrid' in the text; every sixth has it in its title too. */
const documents: SearchDocument[] = Array.from({ length: 60 }, (_, n) => ({
  id: `car-${n}`,
  url: `https://www.kerbside.example/cars/${n}`,
  title: n % 6 === 0 ? `${makes[n % 3]} Hybrid ${n} review` : `${makes[n % 3]} estate ${n} review`,
  text: `This car, number ${n}, is a hybrid${n % 4 ? '' : ': a self-charging hybrid with a hybrid badge'}.`,
  ts: Date.UTC(2026, 0, 1 + n),
  customFields: { make: makes[n % 3]!, price: 12_000 + n * 517 },
  boost: 1 + (n % 7) / 10,
}));

beforeAll(async () => {
  sql = postgres(await database.freshDatabaseUrl(), { max: 2, onnotice: () => {} });
  await runPostgresMigrations(sql, postgresMigrations);
  await createPostgresDocumentStore(async () => sql).index(documents);
});

afterAll(async () => {
  await sql?.end({ timeout: 5 });
});

const search = (service: ReturnType<typeof createPostgresSearchService>, query: string) =>
  service.search(parseSearchParams(new URLSearchParams(query)));
const ids = (response: { hits: Array<{ id: string }> }) => response.hits.map((hit) => hit.id);

describe('PostgreSQL search: ranking a pool when many documents match', () => {
  const pooled = () => createPostgresSearchService(async () => sql, { fullRankLimit: 20, minimumPool: 4 });
  const everyCandidate = () => createPostgresSearchService(async () => sql);

  it('agrees on totals, facets and stats, and on a first page the title matches fill', async () => {
    const query =
      'term=hybrid&limit=3&facet=custom_fields.make&fieldStat=custom_fields.price' +
      '&rangeFacets=%5B%7B%22field%22%3A%22custom_fields.price%22%2C%22ranges%22%3A%5B%7B%22to%22%3A20000%7D%2C%7B%22from%22%3A20000%7D%5D%7D%5D';
    const pool = await search(pooled(), query);
    const full = await search(everyCandidate(), query);
    expect(pool.total_hits).toBe(60);
    expect(pool.total_hits).toBe(full.total_hits);
    expect(pool.facets).toEqual(full.facets);
    expect(pool.rangeFacets).toEqual(full.rangeFacets);
    expect(pool.fieldStats).toEqual(full.fieldStats);
    expect(ids(pool)).toEqual(ids(full));
    // The title matches lead: the full ranking puts them first, and so does the pool.
    expect(ids(pool).every((id) => Number(id.slice(4)) % 6 === 0)).toBe(true);
  });

  it('chooses the pool among the documents the filters keep', async () => {
    // Fords from £30,000 (car-35 on): four title matches (36, 42, 48, 54) among 8 documents. A pool
    // of the best titles overall (0, 6, 12, …) would hold none of them.
    const filter = encodeURIComponent(
      JSON.stringify({
        and: [{ 'custom_fields.make': 'Ford' }, { range: { 'custom_fields.price': { gte: 30_000 } } }],
      }),
    );
    const query = `term=hybrid&limit=3&filter=${filter}`;
    const pool = await search(pooled(), query);
    const full = await search(everyCandidate(), query);
    expect(pool.total_hits).toBe(8);
    expect(ids(pool)).toEqual(ids(full));
    expect(pool.hits.every((hit) => hit.title.includes('Ford Hybrid'))).toBe(true);
  });

  it('serves whole pages past the pool, each document once', async () => {
    const service = pooled();
    const seen: string[] = [];
    for (let page = 1; page <= 6; page += 1) {
      const response = await search(service, `term=hybrid&limit=10&page=${page}`);
      expect(response.hits).toHaveLength(10);
      seen.push(...ids(response));
    }
    expect(new Set(seen).size).toBe(60);
  });

  it('ranks every candidate when they are at most fullRankLimit', async () => {
    const query = 'term=hybrid+badge&limit=10';
    const pool = await search(pooled(), query);
    expect(pool.total_hits).toBeLessThanOrEqual(20);
    expect(pool).toMatchObject({ hits: (await search(everyCandidate(), query)).hits });
  });
});
