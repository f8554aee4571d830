// @vitest-environment node
// DATABASE_READ_URL (issue #17, docs/deploy.md): the search service and the content store read
// from the replica's pool, everything else from the primary's. Two databases on the test cluster
// stand for the primary and its replica (a replica holds the primary's schema and rows, so the
// second database is migrated and written on its own here); the answers show which one was read.
// Against a real PostgreSQL (testDatabase.ts): never mocked, never skipped.
import { afterAll, describe, expect, it } from 'vitest';
import { parseSearchParams } from '#src/adapters/search/params/parseSearchParams';
import { runPostgresMigrations } from '#src/server/postgres/migrations';
import { createPostgresDocumentStore } from '#src/server/postgres/postgresDocumentStore';
import { closePostgres, postgresClient } from '#src/server/postgres/postgresPool';
import { createPostgresSearchService } from '#src/server/postgres/postgresSearchService';
import { serverPostgres, serverPostgresReader } from '#src/server/postgres/serverDatabase';
import { setUpTestDatabase } from './testDatabase';

const database = setUpTestDatabase();

afterAll(async () => {
  await closePostgres();
});

const databaseOf = async (sql: Awaited<ReturnType<typeof serverPostgres>>) =>
  (await sql<{ name: string }[]>`SELECT current_database() AS name`)[0]!.name;

describe('serverPostgresReader', () => {
  it('reads from DATABASE_READ_URL once the primary is migrated, and from the primary without it', async () => {
    const primaryUrl = await database.freshDatabaseUrl();
    const replicaUrl = await database.freshDatabaseUrl();
    const replicaName = new URL(replicaUrl).pathname.slice(1);
    const primaryName = new URL(primaryUrl).pathname.slice(1);
    // The replica's copy of the schema (streaming replication would bring it).
    await runPostgresMigrations(postgresClient({ url: replicaUrl, poolSize: 2, statementTimeoutMs: 5000 }));

    const env = { DATABASE_URL: primaryUrl, DATABASE_READ_URL: replicaUrl };
    const reader = await serverPostgresReader(env);
    expect(await databaseOf(reader)).toBe(replicaName);
    expect(await databaseOf(await serverPostgres(env))).toBe(primaryName);
    // The primary's migrations ran first.
    const [migrated] = await (await serverPostgres(env))<{ count: number }[]>`
      SELECT count(*)::int AS count FROM schema_migrations`;
    expect(migrated!.count).toBeGreaterThan(0);

    expect(await serverPostgresReader({ DATABASE_URL: primaryUrl })).toBe(
      await serverPostgres({ DATABASE_URL: primaryUrl }),
    );

    // A search over the reader finds what the replica holds, not what only the primary holds.
    const write = (sql: typeof reader, id: string) =>
      createPostgresDocumentStore(async () => sql).index([
        {
          id,
          url: `https://www.kerbside.example/${id}`,
          title: `Zzreplica ${id}`,
          text: 'x',
          ts: Date.UTC(2026, 0, 1),
        },
      ]);
    await write(reader, 'on-replica');
    await write(await serverPostgres(env), 'on-primary');
    const search = createPostgresSearchService(() => serverPostgresReader(env));
    const found = await search.search(parseSearchParams(new URLSearchParams('term=zzreplica')));
    expect(found.hits.map((hit) => hit.id)).toEqual(['on-replica']);
  });
});
