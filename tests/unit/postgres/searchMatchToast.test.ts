// @vitest-environment node
// Migration 7 (issue #17, ADR 0025 § 9): search_match's rows stay narrow even when a document's
// tsvector is a little under PostgreSQL's 2 kB toast threshold, which left it in the row before
// (a heap 5 times wider, so matching a common prefix read 5 times the pages). Checked on a fresh
// database and on one whose documents were written before the migration, which rebuilds the table.
// Against a real PostgreSQL (testDatabase.ts): never mocked, never skipped.
import postgres, { type Sql } from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSearchParams } from '#src/adapters/search/params/parseSearchParams';
import type { SearchDocument } from '#src/domain/search/searchTypes';
import { postgresMigrations, runPostgresMigrations } from '#src/server/postgres/migrations';
import { createPostgresDocumentStore } from '#src/server/postgres/postgresDocumentStore';
import { createPostgresSearchService } from '#src/server/postgres/postgresSearchService';
import { searchMatchToastMigration } from '#src/server/postgres/searchMatchToastSchema';
import { setUpTestDatabase } from './testDatabase';

const database = setUpTestDatabase();
const clients: Sql[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.end({ timeout: 5 })));
});

/** 200 documents of some 90 distinct words each: tsvectors of 1 to 2 kB, as most real pages have. */
const documents: SearchDocument[] = Array.from({ length: 200 }, (_, n) => ({
  id: `page-${n}`,
  url: `https://www.kerbside.example/pages/${n}`,
  title: `Estate ${n} long-term review`,
  text: Array.from({ length: 90 }, (_, k) => `word${k}x${(n * 7 + k) % 300}`).join(' ') + ' hybrid',
  ts: Date.UTC(2026, 0, 1 + (n % 28)),
  customFields: { make: n % 2 ? 'Ford' : 'Kia' },
}));

async function connect(): Promise<Sql> {
  const sql = postgres(await database.freshDatabaseUrl(), { max: 2, onnotice: () => {} });
  clients.push(sql);
  return sql;
}

/** Heap bytes per row, and the mean stored size of the whole tsvector. */
async function layout(sql: Sql) {
  const [row] = await sql<{ perRow: number; ftsBytes: number }[]>`
    SELECT (pg_relation_size('search_match') / count(*))::int AS "perRow",
           avg(pg_column_size(fts))::int AS "ftsBytes"
      FROM search_match`;
  return row!;
}

async function expectSearchable(sql: Sql) {
  const service = createPostgresSearchService(async () => sql);
  const response = await service.search(parseSearchParams(new URLSearchParams('term=hybrid&facet=custom_fields.make')));
  expect(response.total_hits).toBe(documents.length);
  expect(response.facets['custom_fields.make']).toEqual([
    { value: 'Ford', count: 100 },
    { value: 'Kia', count: 100 },
  ]);
}

describe('search_match rows over the toast threshold (migration 7)', () => {
  it('keeps each whole tsvector out of the row, so the heap matching reads stays narrow', async () => {
    const sql = await connect();
    await runPostgresMigrations(sql, postgresMigrations);
    await createPostgresDocumentStore(async () => sql).index(documents);
    const { perRow, ftsBytes } = await layout(sql);
    // Under the threshold: without the pad these would stay in the row.
    expect(ftsBytes).toBeGreaterThan(1_000);
    expect(ftsBytes).toBeLessThan(1_900);
    expect(perRow).toBeLessThan(500);
    await expectSearchable(sql);
  });

  it('rebuilds a table written before it: narrow rows, the same indexes, the same answers', async () => {
    const sql = await connect();
    const before = postgresMigrations.filter((migration) => migration.version < searchMatchToastMigration.version);
    await runPostgresMigrations(sql, before);
    await createPostgresDocumentStore(async () => sql).index(documents);
    expect((await layout(sql)).perRow).toBeGreaterThan(1_000);

    expect(await runPostgresMigrations(sql, postgresMigrations)).toContain(searchMatchToastMigration.version);
    expect((await layout(sql)).perRow).toBeLessThan(500);
    const indexes = await sql<{ name: string }[]>`
      SELECT indexname AS name FROM pg_indexes WHERE tablename = 'search_match' ORDER BY indexname`;
    expect(indexes.map((index) => index.name)).toEqual([
      'search_match__fts',
      'search_match__fts_title',
      'search_match_pkey',
    ]);
    await expectSearchable(sql);
    // Writes after the rebuild get the pad too.
    await createPostgresDocumentStore(async () => sql).index([{ ...documents[0]!, id: 'page-new', url: '/new' }]);
    const [added] = await sql<{ pad: number }[]>`
      SELECT length(m.toast_pad) AS pad FROM search_match m JOIN search_documents d USING (_row) WHERE d.id = 'page-new'`;
    expect(added?.pad).toBe(2_048);
  });
});
