// @vitest-environment node
/**
 * The lead store contract (leadStoreContract.ts) on SQLite and on a real PostgreSQL
 * (testDatabase.ts: never mocked, never skipped), plus what only PostgreSQL has: migration 4, the
 * dealers read from the content tables of migration 1, and 503s when the server is unreachable.
 */
import { createServer } from 'node:net';
import postgres, { type Sql } from 'postgres';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import { createSqliteLeadStore, defaultLeadStore } from '#src/server/leads/leadStores';
import { appliedPostgresMigrations, postgresMigrations, runPostgresMigrations } from '#src/server/postgres/migrations';
import { createPostgresLeadStore, leadsMigration } from '#src/server/postgres/postgresLeadStore';
import { closePostgres } from '#src/server/postgres/postgresPool';
import { clearLeads, dealerIds, leadsDatabaseForFile, validLead } from '../leads/leadFixtures';
import { describeLeadStoreContract } from './leadStoreContract';
import { setUpTestDatabase } from './testDatabase';

const sqlite = leadsDatabaseForFile();
describeLeadStoreContract('SQLite', async () => {
  clearLeads(sqlite);
  return createSqliteLeadStore(sqlite);
});

const database = setUpTestDatabase();
let shared: Sql | undefined;

/** One database for the file, migrated once with the test dealers; the lead tables emptied per test. */
async function postgresForFile(): Promise<Sql> {
  if (!shared) {
    // Several connections, so concurrent recordLead calls really run side by side.
    const sql = postgres(await database.freshDatabaseUrl(), { max: 6, onnotice: () => {} });
    await runPostgresMigrations(sql, [...postgresMigrations, leadsMigration]);
    for (const id of dealerIds) await sql`INSERT INTO dealers (id, record) VALUES (${id}, ${sql.json({ id })})`;
    // Every connection open before the races start: a connection still being opened would
    // serialise them and hide a missing lock.
    await Promise.all(Array.from({ length: 6 }, () => sql`SELECT pg_sleep(0.05)`));
    shared = sql;
  } else await shared`TRUNCATE lead_idempotency, lead_outbox, lead_drafts, leads`;
  return shared;
}
afterAll(async () => {
  await shared?.end({ timeout: 5 });
  await closePostgres();
});

describeLeadStoreContract('PostgreSQL', async () => {
  const sql = await postgresForFile();
  return createPostgresLeadStore(() => sql);
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('the PostgreSQL lead store', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is migration 4, with the idempotency key unique', async () => {
    const sql = await postgresForFile();
    expect(leadsMigration.version).toBe(4);
    expect(await appliedPostgresMigrations(sql)).toContain(4);
    const [unique] = await sql`
      SELECT 1 FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
      WHERE c.relname = 'lead_idempotency' AND i.indisunique`;
    expect(unique).toBeDefined();
    // A second run applies nothing.
    expect(await runPostgresMigrations(sql, [...postgresMigrations, leadsMigration])).toEqual([]);
  });

  it('reads the dealers from the content tables: one seeded later is known at once', async () => {
    const sql = await postgresForFile();
    const store = createPostgresLeadStore(() => sql);
    expect(await store.knownDealerId('Dealer-Hull-3', 'quote')).toBeNull();
    await sql`INSERT INTO dealers (id, record) VALUES ('dealer-hull-3', ${sql.json({ id: 'dealer-hull-3' })})`;
    expect(await store.knownDealerId('Dealer-Hull-3', 'quote')).toBe('dealer-hull-3');
    await sql`DELETE FROM dealers WHERE id = 'dealer-hull-3'`;
  });

  it('rejects with ServiceUnavailableError (a 503 with Retry-After) when the server is unreachable', async () => {
    const port = await closedPort();
    const unreachable = postgres(`postgres://kerbside@127.0.0.1:${port}/none`, {
      max: 1,
      connect_timeout: 2,
      onnotice: () => {},
    });
    try {
      const store = createPostgresLeadStore(() => unreachable);
      const error = await store.recordLead(validLead(), { client: '203.0.113.9' }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ServiceUnavailableError);
      expect((error as ServiceUnavailableError).retryAfterSeconds).toBeGreaterThan(0);
      await expect(store.leadsForDealer(dealerIds[0])).rejects.toBeInstanceOf(ServiceUnavailableError);
      await expect(store.readLeadDraft('A'.repeat(22))).rejects.toBeInstanceOf(ServiceUnavailableError);
    } finally {
      await unreachable.end({ timeout: 1 });
    }
  });

  it('is the default store when DATABASE_URL names PostgreSQL, and answers 503 while that is down', async () => {
    vi.stubEnv('DATABASE_URL', `postgres://kerbside@127.0.0.1:${await closedPort()}/none`);
    const store = defaultLeadStore();
    await expect(store.leadByReference('KS-00000000')).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});
