// @vitest-environment node
// Against a real PostgreSQL (testDatabase.ts): never mocked, never skipped.
import postgres, { type Sql } from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { tableSpecs, valuesTable } from '#src/server/db/contentTables';
import { appliedPostgresMigrations, postgresMigrations, runPostgresMigrations } from '#src/server/postgres/migrations';
import { setUpTestDatabase } from './testDatabase';

const database = setUpTestDatabase();
const clients: Sql[] = [];

const connect = async (url?: string) => {
  const client = postgres(url ?? (await database.freshDatabaseUrl()), { max: 2, onnotice: () => {} });
  clients.push(client);
  return client;
};

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.end({ timeout: 5 })));
});

const allVersions = postgresMigrations.map((migration) => migration.version);

describe('runPostgresMigrations', () => {
  it('applies every migration to an empty database, then none on a second run', async () => {
    const sql = await connect();
    expect(await runPostgresMigrations(sql)).toEqual(allVersions);
    expect(await runPostgresMigrations(sql)).toEqual([]);
    expect(await appliedPostgresMigrations(sql)).toEqual(allVersions);
  });

  it('creates pg_trgm, the meta table, every content table of the SQLite store (records as jsonb), and the search, statistics and lead tables', async () => {
    const sql = await connect();
    await runPostgresMigrations(sql);

    const [trigram] = await sql`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`;
    expect(trigram).toBeDefined();
    const [similarity] = await sql<{ score: number }[]>`SELECT similarity('volkswagen', 'volkswagon') AS score`;
    expect(similarity?.score).toBeGreaterThan(0.5);

    const tables = (
      await sql<
        { name: string }[]
      >`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`
    ).map((row) => row.name);
    const contentTables = tableSpecs.flatMap((spec) => [spec.table, valuesTable(spec.table)]);
    expect(contentTables.length).toBeGreaterThan(4);
    const searchTables = [
      'search_documents',
      'search_match',
      'search_vocab',
      'search_removed',
      'search_pins',
      'search_state',
    ];
    const leadTables = ['leads', 'lead_idempotency', 'lead_outbox', 'lead_drafts'];
    expect(tables.sort()).toEqual(
      [
        ...contentTables,
        'documents',
        'kerbside_meta',
        'schema_migrations',
        ...searchTables,
        'search_events',
        ...leadTables,
        'rate_limit_counts',
      ].sort(),
    );

    for (const spec of tableSpecs) {
      const columns = await sql<{ name: string; type: string }[]>`
        SELECT column_name AS name, data_type AS type FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = ${spec.table}`;
      const typeOf = Object.fromEntries(columns.map((column) => [column.name, column.type]));
      expect(typeOf.record, spec.table).toBe('jsonb');
      for (const column of spec.columns) expect(typeOf[column.name], `${spec.table}.${column.name}`).toBeDefined();
      // The id is unique, as in SQLite.
      const [unique] = await sql`
        SELECT 1 FROM pg_indexes WHERE tablename = ${spec.table} AND indexname = ${`${spec.table}__${spec.idField}`}
          AND indexdef LIKE 'CREATE UNIQUE INDEX%'`;
      expect(unique, `${spec.table} unique id index`).toBeDefined();
    }
  });

  it('applies each migration once when two instances start together', async () => {
    const url = await database.freshDatabaseUrl();
    const [first, second] = [await connect(url), await connect(url)];
    const results = await Promise.all([runPostgresMigrations(first), runPostgresMigrations(second)]);

    expect(results.flat().sort((a, b) => a - b)).toEqual(allVersions);
    const [recorded] = await first<{ count: number }[]>`SELECT count(*)::int AS count FROM schema_migrations`;
    expect(recorded?.count).toBe(allVersions.length);
  });

  it('rolls a failing migration back whole and records nothing for it', async () => {
    const sql = await connect();
    const broken = [
      ...postgresMigrations,
      { version: 999, name: 'half done', sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();' },
    ];
    await expect(runPostgresMigrations(sql, broken)).rejects.toThrow('no_such_function');
    expect(await appliedPostgresMigrations(sql)).toEqual(allVersions);
    const [table] = await sql`SELECT to_regclass('half_done') AS name`;
    expect(table?.name).toBeNull();
  });
});
