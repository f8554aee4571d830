// @vitest-environment node
// Two shortcuts of the PostgreSQL search (issue #17's p99, postgresTextMatch.ts), each checked
// against the ordinary path's whole answer (hits, scores, highlights, totals, facets):
// - a short prefix ordered by relevance alone, matching at least the result cap, is answered from
//   its title matches and a count that stops at the cap, without reading its whole match; when
//   the titles cannot decide the page, the ordinary path answers;
// - with filters, only the candidates they keep are ranked.
// Against a real PostgreSQL (testDatabase.ts): never mocked, never skipped.
import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearchParams } from '#src/adapters/search/params/parseSearchParams';
import type { SearchDocument, SearchResponse } from '#src/domain/search/searchTypes';
import { postgresMigrations, runPostgresMigrations } from '#src/server/postgres/migrations';
import { createPostgresDocumentStore } from '#src/server/postgres/postgresDocumentStore';
import { createPostgresSearchService, type PostgresSearchOptions } from '#src/server/postgres/postgresSearchService';
import { setUpTestDatabase } from './testDatabase';

const database = setUpTestDatabase();
let sql: Sql;

const makes = ['Ford', 'Kia', 'Volvo', 'Hyundai'];

/**
 * 82 documents, 'hybrid' in every text, 'hybrids' in two; 'hy' is in 33 titles (every fifth of
 * the first 80 says Hybrid, every fourth is a Hyundai, and 'Hybrids compared'); every third of
 * the first 80 is an estate.
 */
const cars: SearchDocument[] = Array.from({ length: 80 }, (_, n) => ({
  id: `car-${n}`,
  url: `https://www.kerbside.example/cars/${n}`,
  title: `${makes[n % 4]} ${n % 5 === 0 ? 'Hybrid' : n % 3 === 0 ? 'estate' : 'hatchback'} ${n} review`,
  text: `Car ${n} is a hybrid${n % 4 ? '' : ' with a hybrid badge'}${n % 3 ? '' : ', an estate with a big boot'}.`,
  ts: Date.UTC(2026, 0, 1 + n),
  customFields: { make: makes[n % 4]!, price: 12_000 + n * 431, fuelType: n % 2 ? 'hybrid' : 'petrol' },
  boost: 1 + (n % 7) / 10,
}));
const documents: SearchDocument[] = [
  ...cars,
  {
    id: 'hybrids-compared',
    url: 'https://www.kerbside.example/hybrids',
    title: 'Hybrids compared',
    text: 'Two hybrids and a plug-in hybrid car, side by side: the hybrids win on price.',
    ts: Date.UTC(2026, 3, 1),
    customFields: { make: 'Kia', price: 30_000, fuelType: 'hybrid' },
  },
  {
    id: 'ford-hatchback-81',
    url: 'https://www.kerbside.example/cars/81',
    title: 'Ford hatchback 81 review',
    text: 'A hybrid among hybrids.',
    ts: Date.UTC(2026, 3, 2),
    customFields: { make: 'Ford', price: 21_000, fuelType: 'hybrid' },
  },
];

beforeAll(async () => {
  sql = postgres(await database.freshDatabaseUrl(), { max: 2, onnotice: () => {} });
  await runPostgresMigrations(sql, postgresMigrations);
  await createPostgresDocumentStore(async () => sql).index(documents);
});

afterAll(async () => {
  await sql?.end({ timeout: 5 });
});

interface Statement {
  text: string;
  parameters: unknown[];
}

/** `sql` whose transactions record every statement sent with `unsafe`. */
function recording(): { getSql: () => Promise<Sql>; statements: Statement[] } {
  const statements: Statement[] = [];
  const inTransaction = (transaction: Sql) =>
    new Proxy(transaction, {
      get(target, key, receiver) {
        if (key !== 'unsafe') return Reflect.get(target, key, receiver) as unknown;
        return (text: string, ...rest: unknown[]) => {
          statements.push({ text: text.replace(/\s+/g, ' '), parameters: (rest[0] as unknown[] | undefined) ?? [] });
          return (target.unsafe as (...args: unknown[]) => unknown)(text, ...rest);
        };
      },
    });
  const recorded = new Proxy(sql, {
    get(target, key, receiver) {
      if (key !== 'begin') return Reflect.get(target, key, receiver) as unknown;
      return (mode: string, work: (transaction: Sql) => unknown) =>
        target.begin(mode, (transaction) => work(inTransaction(transaction as unknown as Sql)));
    },
  });
  return { getSql: async () => recorded, statements };
}

const search = (service: ReturnType<typeof createPostgresSearchService>, query: string) =>
  service.search(parseSearchParams(new URLSearchParams(query)));
/** Everything but the time it took. */
const answer = (response: SearchResponse) => ({ ...response, processing_time_ms: 0 });
const readsWholeMatch = (statements: readonly Statement[]) =>
  statements.some(
    ({ text }) => text.includes("string_agg(int4send(_row::int4), ''::bytea)") && text.includes('fts @@'),
  );
const countsToCap = (statements: readonly Statement[]) => statements.some(({ text }) => text.includes('LIMIT $2'));

// 82 candidates for 'hy': more than fullRankLimit, so a pool of the best titles is ranked.
const options: PostgresSearchOptions = { fullRankLimit: 30, minimumPool: 4, resultCap: 50 };

/**
 * The ordinary path's answer: a service that read the whole match of the term first (a request
 * with a facet cannot take the shortcut), so the match is cached and the shortcut is not tried.
 */
async function ordinaryAnswer(query: string, term: string, serviceOptions = options) {
  const service = createPostgresSearchService(async () => sql, serviceOptions);
  await search(service, `term=${term}&facet=custom_fields.make`);
  return answer(await search(service, query));
}

describe('PostgreSQL search: a short prefix answered from its titles', () => {
  it('answers as the ordinary path, without reading the whole match', async () => {
    for (const query of ['term=hy&limit=5', 'term=hy&limit=5&page=2', 'term=hy&limit=10']) {
      const recorder = recording();
      const response = await search(createPostgresSearchService(recorder.getSql, options), query);
      expect(countsToCap(recorder.statements), query).toBe(true);
      expect(readsWholeMatch(recorder.statements), query).toBe(false);
      expect(response.total_hits, query).toBe(50);
      expect(response.hits.length, query).toBeGreaterThan(0);
      expect(answer(response), query).toEqual(await ordinaryAnswer(query, 'hy'));
    }
  });

  it('takes the ordinary path when the titles cannot decide the page, or the match is under the cap', async () => {
    const cases: Array<[string, string, PostgresSearchOptions]> = [
      // 40 wanted, a pool of at most 30: the page reaches past the pool.
      ['term=hy&limit=40', 'hy', options],
      // 82 matches under a cap of 100: total_hits needs the whole match.
      ['term=hy&limit=5', 'hy', { ...options, resultCap: 100 }],
      // 27 match 'es', 21 in their titles: fewer than a pool of 24 (20 wanted and 4 more).
      ['term=es&limit=20', 'es', { ...options, fullRankLimit: 25, resultCap: 20 }],
    ];
    for (const [query, term, serviceOptions] of cases) {
      const recorder = recording();
      const response = await search(createPostgresSearchService(recorder.getSql, serviceOptions), query);
      expect(readsWholeMatch(recorder.statements), query).toBe(true);
      expect(answer(response), query).toEqual(await ordinaryAnswer(query, term, serviceOptions));
    }
  });

  it('is not tried for longer words, filters, facets or other orders', async () => {
    const filter = encodeURIComponent(JSON.stringify({ 'custom_fields.make': 'Kia' }));
    for (const query of [
      'term=hybrid&limit=5',
      `term=hy&limit=5&filter=${filter}`,
      'term=hy&limit=5&facet=custom_fields.make',
      'term=hy&limit=5&fieldStat=custom_fields.price',
      'term=hy&limit=5&sort=date&order=desc',
      'term=hy&limit=5&sort=relevance&order=asc',
    ]) {
      const recorder = recording();
      await search(createPostgresSearchService(recorder.getSql, options), query);
      expect(countsToCap(recorder.statements), query).toBe(false);
    }
  });
});

describe('tsquery without the variants a prefix covers (queryPlan.ts)', () => {
  it('matches the same documents and ts_rank_cd ranks them alike, whole text and titles', async () => {
    const pairs: Array<[string, string]> = [
      ["('hybrid':* | 'hybrids')", "'hybrid':*"],
      ["('hybrid':* | 'hybrids' | 'hybird') & 'car'", "('hybrid':* | 'hybird') & 'car'"],
    ];
    for (const [withVariant, without] of pairs) {
      const [compared] = await sql<{ matched: number; same: number; hybrids: number }[]>`
        SELECT count(*)::int AS matched,
               count(*) FILTER (WHERE ts_rank_cd(w, fts, a, 1) = ts_rank_cd(w, fts, b, 1)
                                  AND ts_rank_cd(w, fts_title, a, 1) = ts_rank_cd(w, fts_title, b, 1))::int AS same,
               count(*) FILTER (WHERE fts @@ 'hybrids'::tsquery)::int AS hybrids
          FROM search_match, CAST('{0,0,0.1,1}' AS float4[]) AS w,
               CAST(${withVariant} AS tsquery) AS a, CAST(${without} AS tsquery) AS b
         WHERE fts @@ a`;
      const [alsoMatched] = await sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM search_match WHERE fts @@ CAST(${without} AS tsquery)`;
      expect(compared!.matched, withVariant).toBeGreaterThan(0);
      expect(compared!.hybrids, withVariant).toBeGreaterThan(0);
      expect(alsoMatched!.n, withVariant).toBe(compared!.matched);
      expect(compared!.same, withVariant).toBe(compared!.matched);
    }
  });
});

describe('PostgreSQL search: ranking the candidates the filters keep', () => {
  it('answers as a ranking of every candidate would', async () => {
    const filter = encodeURIComponent(JSON.stringify({ 'custom_fields.make': 'Kia' }));
    const filtered = `term=estate&limit=20&filter=${filter}`;
    // This service ranked every candidate of 'estate' first, and answers the filtered request from that.
    const ranksAll = createPostgresSearchService(async () => sql);
    await search(ranksAll, 'term=estate&limit=20');
    const fromAll = await search(ranksAll, filtered);
    const recorder = recording();
    const fromKept = await search(createPostgresSearchService(recorder.getSql), filtered);
    expect(fromKept.hits.length).toBeGreaterThan(1);
    expect(fromKept.hits.every((hit) => hit.custom_fields.make === 'Kia')).toBe(true);
    expect(answer(fromKept)).toEqual(answer(fromAll));
    // The ranking statement was sent the Kias only, not every estate.
    const ranked = recorder.statements.filter(({ text }) => text.includes('_row = ANY($2::bigint[])'));
    expect(ranked).toHaveLength(1);
    expect(ranked[0]!.parameters[1]).toHaveLength(fromKept.total_hits);
    expect(fromKept.total_hits).toBeLessThan((await search(ranksAll, 'term=estate')).total_hits);
  });
});
