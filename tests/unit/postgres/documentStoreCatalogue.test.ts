// @vitest-environment node
// Tokenisation parity over the whole generated catalogue (ADR 0025 § 2, step 2): every document the
// SQLite seed indexes, written through the PostgreSQL store, has the `fts` lexemes words() makes of
// it, and PostgreSQL's search_vocab equals FTS5's vocabulary term for term, count for count.
// Against a real PostgreSQL (testDatabase.ts): never mocked, never skipped.
import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { words } from '#src/domain/search/tokenize';
import type { SearchDocument } from '#src/domain/search/searchTypes';
import { postgresMigrations, runPostgresMigrations } from '#src/server/postgres/migrations';
import { createPostgresDocumentStore } from '#src/server/postgres/postgresDocumentStore';
import { searchMigration } from '#src/server/postgres/searchSchema';
import { getDocument } from '#src/server/search/searchIndex';
import { seededSearchDatabase, type SeededSearch } from '../search/searchFixtures';
import { setUpTestDatabase } from './testDatabase';

const database = setUpTestDatabase();
const migrations = postgresMigrations.some((migration) => migration.version === searchMigration.version)
  ? postgresMigrations
  : [...postgresMigrations, searchMigration];

let seeded: SeededSearch;
let sql: Sql;
let documents: Required<SearchDocument>[];

beforeAll(() => {
  seeded = seededSearchDatabase();
  documents = seeded.db
    .prepare<[], string>('SELECT id FROM search_documents ORDER BY _row')
    .pluck()
    .all()
    .map((id) => getDocument(seeded.db, id)!);
}, 120_000);

afterAll(async () => {
  await sql?.end({ timeout: 5 });
  seeded?.cleanup();
});

describe('PostgreSQL search documents over the generated catalogue', () => {
  it("hold FTS5's terms and vocabulary exactly", async () => {
    sql = postgres(await database.freshDatabaseUrl(), { max: 2, onnotice: () => {} });
    await runPostgresMigrations(sql, migrations);
    const store = createPostgresDocumentStore(async () => sql);
    expect(documents.length).toBeGreaterThan(1_000);
    for (let start = 0; start < documents.length; start += 1_000)
      await store.index(documents.slice(start, start + 1_000));

    const rows = await sql<{ id: string; lexemes: string[] }[]>`
      SELECT id, tsvector_to_array(fts) AS lexemes FROM search_documents JOIN search_match USING (_row)`;
    expect(rows).toHaveLength(documents.length);
    const lexemesOf = new Map(rows.map((row) => [row.id, [...row.lexemes].sort()]));
    const mismatches = documents.filter(
      (document) =>
        JSON.stringify(lexemesOf.get(document.id)) !==
        JSON.stringify([...new Set(words(`${document.title} ${document.text}`))].sort()),
    );
    expect(mismatches.map((document) => document.id)).toEqual([]);

    // FTS5's own vocabulary (the engine's fuzzy matching reads it): same terms, same document counts.
    const fts5 = seeded.db
      .prepare<[], { term: string; docs: number }>('SELECT term, doc AS docs FROM search_vocab ORDER BY term')
      .all();
    const vocab = await sql<{ term: string; docs: number }[]>`SELECT term, docs FROM search_vocab ORDER BY term`;
    expect(vocab.length).toBe(fts5.length);
    expect(vocab).toEqual(fts5);
  }, 120_000);
});
