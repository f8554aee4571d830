// @vitest-environment node
// The catalogue's pages in the PostgreSQL search index after a seed: the same documents as the
// SQLite seed indexes, built once per catalogue version, document API writes kept.
// Against a real PostgreSQL (testDatabase.ts): never mocked, never skipped.
import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearchParams } from '#src/adapters/search/params/parseSearchParams';
import { defaultCatalogueSeed, generatorSource } from '#src/server/db/catalogueSource';
import { runPostgresMigrations } from '#src/server/postgres/migrations';
import { createPostgresDocumentStore } from '#src/server/postgres/postgresDocumentStore';
import { createPostgresSearchService } from '#src/server/postgres/postgresSearchService';
import { ensurePostgresSearchIndex } from '#src/server/postgres/postgresSearchIndex';
import { readPostgresCatalogueMeta, seedPostgres } from '#src/server/postgres/postgresSeed';
import { getDocument } from '#src/server/search/searchIndex';
import { sqliteSearchService } from '#src/server/search/searchService';
import { seededSearchDatabase, type SeededSearch } from '../search/searchFixtures';
import { setUpTestDatabase } from './testDatabase';

const database = setUpTestDatabase();
let sql: Sql;
let seeded: SeededSearch;

beforeAll(async () => {
  seeded = seededSearchDatabase();
  sql = postgres(await database.freshDatabaseUrl(), { max: 4, onnotice: () => {} });
  await runPostgresMigrations(sql);
  await seedPostgres(sql, generatorSource(defaultCatalogueSeed, 1), { seed: defaultCatalogueSeed, scale: 1 });
}, 240_000);

afterAll(async () => {
  seeded?.cleanup();
  await sql?.end({ timeout: 5 });
});

const ids = async () =>
  (await sql<{ id: string }[]>`SELECT id FROM search_documents ORDER BY id COLLATE "C"`).map((row) => row.id);

describe('ensurePostgresSearchIndex', () => {
  it('indexes the documents the SQLite seed indexes, each the same, then nothing until the next seed', async () => {
    const meta = await readPostgresCatalogueMeta(sql);
    const built = await ensurePostgresSearchIndex(sql);
    const expected = seeded.db.prepare<[], string>('SELECT id FROM search_documents ORDER BY id').pluck().all();
    expect(built?.documents).toBe(expected.length);
    expect(await ids()).toEqual([...expected].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const store = createPostgresDocumentStore(async () => sql);
    for (const id of expected.filter((_, index) => index % 97 === 0)) {
      expect(await store.get(id)).toEqual(getDocument(seeded.db, id));
    }
    const [state] = await sql<{ version: string }[]>`SELECT catalogue_version AS version FROM search_state`;
    expect(state?.version).toBe(meta?.catalogueVersion);
    expect(await ensurePostgresSearchIndex(sql)).toBeNull();
  }, 120_000);

  it('answers searches as the SQLite index does', async () => {
    const postgresSearch = createPostgresSearchService(async () => sql);
    const sqliteSearch = sqliteSearchService(seeded.db);
    for (const query of ['term=golf', 'term=electric suv&limit=20', 'term=*&facet=custom_fields.make']) {
      const params = parseSearchParams(new URLSearchParams(query));
      const [fromPostgres, fromSqlite] = [await postgresSearch.search(params), await sqliteSearch.search(params)];
      expect(fromPostgres.total_hits, query).toBe(fromSqlite.total_hits);
      expect(fromPostgres.total_hits, query).toBeGreaterThan(0);
      expect(fromPostgres.facets, query).toEqual(fromSqlite.facets);
    }
  });

  it('rebuilds for a new seed and keeps what the document API wrote', async () => {
    const store = createPostgresDocumentStore(async () => sql);
    await store.index([{ id: 'api-page', url: '/api-page', title: 'Written through the API', text: 'x', ts: 1 }]);
    await seedPostgres(sql, generatorSource(defaultCatalogueSeed, 1), {
      seed: defaultCatalogueSeed,
      scale: 1,
      force: true,
    });
    const [before] = await sql<{ generation: number }[]>`SELECT generation::int AS generation FROM search_state`;
    const built = await ensurePostgresSearchIndex(sql);
    expect(built?.documents).toBeGreaterThan(1_000);
    const [after] = await sql<{ generation: number; documents: number; rows: number }[]>`
      SELECT generation::int AS generation, documents, (SELECT count(*)::int FROM search_documents) AS rows
        FROM search_state`;
    expect(after?.generation).toBe((before?.generation ?? 0) + 1);
    expect(after?.documents).toBe(after?.rows);
    expect(after?.rows).toBe((built?.documents ?? 0) + 1);
    expect((await store.get('api-page'))?.title).toBe('Written through the API');
  }, 120_000);
});
