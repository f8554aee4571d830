// @vitest-environment node
// Against a real PostgreSQL (testDatabase.ts): never mocked, never skipped.
import type { Sql } from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { closePostgres, createPostgresClient, postgresClient } from '#src/server/postgres/postgresPool';
import { setUpTestDatabase } from './testDatabase';

const database = setUpTestDatabase();
const clients: Sql[] = [];

const client = async (poolSize: number, statementTimeoutMs = 5000) => {
  const sql = createPostgresClient({ url: await database.freshDatabaseUrl(), poolSize, statementTimeoutMs });
  clients.push(sql);
  return sql;
};

afterEach(async () => {
  await Promise.all(clients.splice(0).map((sql) => sql.end({ timeout: 5 })));
  await closePostgres();
});

describe('createPostgresClient', () => {
  it('sets the statement timeout on every connection, and the server cancels a longer query', async () => {
    const sql = await client(2, 200);
    const [setting] = await sql<{ statement_timeout: string }[]>`SHOW statement_timeout`;
    expect(setting?.statement_timeout).toBe('200ms');

    const started = Date.now();
    await expect(sql`SELECT pg_sleep(5)`).rejects.toMatchObject({
      code: '57014', // query_canceled
      message: 'canceling statement due to statement timeout',
    });
    expect(Date.now() - started).toBeLessThan(4000);
    // The connection survives the cancel and serves the next query.
    const [row] = await sql<{ one: number }[]>`SELECT 1 AS one`;
    expect(row?.one).toBe(1);
  });

  it('opens no more connections than the pool size, queueing the rest', async () => {
    const sql = await client(2);
    const rows = await Promise.all(
      Array.from({ length: 6 }, () => sql<{ pid: number }[]>`SELECT pg_backend_pid() AS pid, pg_sleep(0.1)`),
    );
    const backends = new Set(rows.map(([row]) => row?.pid));
    expect(backends.size).toBe(2);
  });

  it('reconnects by itself after the server drops its connections (as on a restart)', async () => {
    const sql = await client(2);
    const [before] = await sql<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
    const killer = await client(1);
    await killer`SELECT pg_terminate_backend(${before!.pid})`;
    // Let the pool see the closed socket before the next query, as it would between requests.
    await new Promise((resolve) => setTimeout(resolve, 100));

    const [after] = await sql<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
    expect(after?.pid).toBeDefined();
    expect(after?.pid).not.toBe(before?.pid);
  });
});

describe('postgresClient', () => {
  it('shares one client per URL until closePostgres', async () => {
    const config = { url: await database.freshDatabaseUrl(), poolSize: 3, statementTimeoutMs: 5000 };
    const shared = postgresClient(config);
    expect(postgresClient(config)).toBe(shared);
    await shared`SELECT 1`;

    await closePostgres();
    await expect(shared`SELECT 1`).rejects.toMatchObject({ code: 'CONNECTION_ENDED' });
    const fresh = postgresClient(config);
    expect(fresh).not.toBe(shared);
    const [row] = await fresh<{ one: number }[]>`SELECT 1 AS one`;
    expect(row?.one).toBe(1);
  });

  it('reads the environment by default and refuses a URL that is not PostgreSQL', () => {
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = 'mysql://db/kerbside';
    try {
      expect(() => postgresClient()).toThrow('DATABASE_URL must be a postgres:// or postgresql:// URL');
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
  });
});
