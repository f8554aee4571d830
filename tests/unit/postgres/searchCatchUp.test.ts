// @vitest-environment node
// The PostgreSQL search service's copy catches up with writes instead of reloading (issue #17,
// ADR 0025 § 4): after document API writes (new, changed and removed documents, pins) the next
// search answers exactly as a service that loads everything afresh, without a reload; a facet
// value whose first document went away shows the next document's spelling, as a reload does; a
// rebuild-sized change reloads; and searches racing writes still end in the fresh answer.
// Against a real PostgreSQL (testDatabase.ts): never mocked, never skipped.
import postgres, { type Sql } from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSearchParams } from '#src/adapters/search/params/parseSearchParams';
import type { SearchDocument, SearchResponse } from '#src/domain/search/searchTypes';
import { postgresMigrations, runPostgresMigrations } from '#src/server/postgres/migrations';
import { createPostgresDocumentStore } from '#src/server/postgres/postgresDocumentStore';
import { createPostgresSearchService, type PostgresSearchOptions } from '#src/server/postgres/postgresSearchService';
import { setUpTestDatabase } from './testDatabase';

const database = setUpTestDatabase();
const clients: Sql[] = [];

afterAll(async () => {
  await Promise.all(clients.map((client) => client.end({ timeout: 5 })));
});

const makes = ['Ford', 'Kia', 'Volvo', 'Skoda'];

const car = (n: number, extra: Partial<SearchDocument> = {}): SearchDocument => ({
  id: `car-${n}`,
  url: `https://www.kerbside.example/cars/${n}`,
  title: `${makes[n % makes.length]} model ${n} review`,
  text: `A ${n % 2 ? 'hybrid' : 'petrol'} car, number ${n}, with a large boot.`,
  ts: Date.UTC(2026, 0, 1 + n),
  categories: ['0xkerbside', n % 3 ? '1xnew-car-reviews' : '1xused-car-reviews'],
  customFields: { make: makes[n % makes.length]!, price: 10_000 + n * 731 },
  boost: 1 + (n % 5) / 10,
  ...extra,
});

/** A fresh, migrated database with `count` cars, and a search service and document store on it. */
async function seeded(count: number, options: PostgresSearchOptions = {}) {
  const url = await database.freshDatabaseUrl();
  const sql = postgres(url, { max: 4, onnotice: () => {} });
  clients.push(sql);
  await runPostgresMigrations(sql, postgresMigrations);
  const getSql = async () => sql;
  const store = createPostgresDocumentStore(getSql);
  await store.index(Array.from({ length: count }, (_, n) => car(n)));
  return { getSql, store, search: createPostgresSearchService(getSql, options) };
}

const queries = [
  'term=*&facet=custom_fields.make&facet=category&fieldStat=custom_fields.price&limit=50',
  'term=hybrid&facet=custom_fields.make&limit=50',
  'term=review&sort=date&order=desc&limit=50',
  'term=model&page=2&limit=5',
  'term=boot&filter=%7B%22custom_fields.make%22%3A%22Kia%22%7D&limit=50',
  'term=renamed&limit=50',
  'term=ford',
];

const answer = async (service: { search: (params: ReturnType<typeof parseSearchParams>) => Promise<SearchResponse> }) =>
  Promise.all(
    queries.map(async (query) => {
      const { processing_time_ms: _time, ...response } = await service.search(
        parseSearchParams(new URLSearchParams(query)),
      );
      return response;
    }),
  );

describe('PostgreSQL search: the copy catches up with writes', () => {
  it('answers after new, changed and removed documents and a pin as a fresh copy does, without a reload', async () => {
    const { getSql, store, search } = await seeded(40);
    await answer(search);
    expect(search.stats().loads).toBe(1);

    await store.index([car(40), car(41), car(3, { title: 'Volvo renamed review', customFields: { make: 'Volvo' } })]);
    await store.remove(['car-7', 'car-8']);
    await store.setPinnedResults('ford', ['car-41', 'car-5']);
    const caughtUp = await answer(search);

    expect(search.stats()).toMatchObject({ loads: 1, documents: 40 });
    expect(search.stats().updates).toBeGreaterThan(0);
    expect(caughtUp).toEqual(await answer(createPostgresSearchService(getSql)));
    // Not an agreement of empty answers: the writes show.
    expect(caughtUp[0]!.total_hits).toBe(40);
    expect(caughtUp[5]!.hits.map((hit) => hit.id)).toEqual(['car-3']);
    expect(caughtUp[6]!.hits.slice(0, 2).map((hit) => hit.id)).toEqual(['car-41', 'car-5']);
  });

  it("shows the next document's spelling of a facet value whose first document went away", async () => {
    const { getSql, store, search } = await seeded(0);
    await store.index([
      car(1, { customFields: { make: 'FORD' } }),
      car(2, { customFields: { make: 'Ford' } }),
      car(3, { customFields: { make: 'ford' } }),
    ]);
    const makesOf = async (service: typeof search) =>
      (await service.search(parseSearchParams(new URLSearchParams('term=*&facet=custom_fields.make')))).facets[
        'custom_fields.make'
      ];
    expect(await makesOf(search)).toEqual([{ value: 'FORD', count: 3 }]);
    await store.remove(['car-1']);
    expect(await makesOf(search)).toEqual([{ value: 'Ford', count: 2 }]);
    expect(await makesOf(search)).toEqual(await makesOf(createPostgresSearchService(getSql)));
    expect(search.stats().loads).toBe(1);
  });

  it('reloads after a rebuild-sized change', async () => {
    const { store, search } = await seeded(10, { maxCatchUpRows: 3 });
    await answer(search);
    await store.index([car(20), car(21)]);
    await answer(search);
    expect(search.stats()).toMatchObject({ loads: 1, updates: 1 });
    await store.index([car(30), car(31), car(32), car(33)]);
    const [all] = await answer(search);
    expect(search.stats()).toMatchObject({ loads: 2, updates: 1 });
    expect(all!.total_hits).toBe(16);
  });

  it('ends in the fresh answer when searches race writes', async () => {
    const { getSql, store, search } = await seeded(30);
    await answer(search);
    const work: Promise<unknown>[] = [];
    for (let round = 0; round < 8; round += 1) {
      work.push(store.index([car(100 + round), car(round, { title: `Kia renamed ${round}` })]));
      work.push(answer(search));
      if (round % 3 === 0) work.push(store.remove([`car-${10 + round}`]));
      work.push(answer(search));
    }
    await Promise.all(work);
    expect(await answer(search)).toEqual(await answer(createPostgresSearchService(getSql)));
    expect(search.stats().updates).toBeGreaterThan(0);
  });
});
