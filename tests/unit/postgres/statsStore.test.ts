// @vitest-environment node
/**
 * The search statistics stores (src/server/search/statsStore.ts): the contract of
 * statsStoreContract.ts on SQLite (a temporary file with the real migrations) and on PostgreSQL
 * (a real server, testDatabase.ts: never mocked, never skipped); the same answers from both over
 * generated events; ServiceUnavailableError for an unreachable server; and defaultStatsStore's
 * choice by DATABASE_URL.
 */
import { createServer } from 'node:net';
import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import type { StatsEvent } from '#src/adapters/search/params/statsParams';
import type { InsightsFilter } from '#src/domain/search/searchInsights';
import { postgresMigrations, runPostgresMigrations } from '#src/server/postgres/migrations';
import { PostgresConfigError } from '#src/server/postgres/postgresConfig';
import { closePostgres } from '#src/server/postgres/postgresPool';
import { createPostgresStatsStore, statsMigration } from '#src/server/postgres/postgresStatsStore';
import { createSqliteStatsStore, defaultStatsStore, type SearchStatsStore } from '#src/server/search/statsStore';
import { emptySearchDatabase } from '../search/searchFixtures';
import { clickEvent, describeStatsStoreContract, searchEvent } from './statsStoreContract';
import { setUpTestDatabase } from './testDatabase';

// defaultStatsStore's SQLite side opens the site's database: here a temporary one.
const holder = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('#src/server/search/defaultSearch', () => ({
  defaultSearchDatabase: () => holder.db,
  searchSitekey: () => 'kerbside',
}));

const database = setUpTestDatabase();
const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function sqliteStore(): SearchStatsStore {
  const empty = emptySearchDatabase();
  cleanups.push(empty.cleanup);
  return createSqliteStatsStore(empty.db);
}

/**
 * A new database whose default collation is ICU's en-US, as production databases' often are
 * (lower() there folds 'Š', and 'Š' sorts by 'S'): the test cluster's own is C, where the
 * store's COLLATE "C" would change nothing.
 */
async function icuDatabaseUrl(): Promise<string> {
  const url = new URL(await database.freshDatabaseUrl());
  const admin = postgres(url.toString(), { max: 1, onnotice: () => {} });
  const name = `${url.pathname.slice(1)}_icu`;
  await admin.unsafe(
    `CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LOCALE 'C' LOCALE_PROVIDER icu ICU_LOCALE 'en-US'`,
  );
  cleanups.push(async () => {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end({ timeout: 5 });
  });
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database with the migrations, statistics included. */
async function migratedPostgres(url?: string): Promise<Sql> {
  const sql = postgres(url ?? (await database.freshDatabaseUrl()), { max: 4, onnotice: () => {} });
  cleanups.push(() => sql.end({ timeout: 5 }));
  expect(await runPostgresMigrations(sql, [...postgresMigrations, statsMigration])).toContain(statsMigration.version);
  return sql;
}

async function postgresStore(url?: string): Promise<SearchStatsStore> {
  const sql = await migratedPostgres(url);
  return createPostgresStatsStore(async () => sql);
}

describeStatsStoreContract('SQLite', async () => sqliteStore());
describeStatsStoreContract('PostgreSQL', () => postgresStore());
describeStatsStoreContract('PostgreSQL, ICU en-US database collation', async () =>
  postgresStore(await icuDatabaseUrl()),
);

describe('the ICU database', () => {
  it('folds and sorts non-ASCII letters by default, so the contract on it tests the store, not the cluster', async () => {
    const sql = await migratedPostgres(await icuDatabaseUrl());
    const [row] = await sql<{ lowered: string; before: boolean }[]>`
      SELECT lower('ŠKODA') AS lowered, 'Škoda' < 'zzqx' AS before`;
    expect(row).toEqual({ lowered: 'škoda', before: true });
  });
});

describe('statsMigration', () => {
  it('creates search_events with timestamptz instants, indexed on at', async () => {
    const sql = await migratedPostgres();
    const columns = await sql<{ name: string; type: string }[]>`
      SELECT column_name AS name, data_type AS type FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = 'search_events' ORDER BY ordinal_position`;
    expect(columns.map((column) => [column.name, column.type])).toEqual([
      ['id', 'bigint'],
      ['at', 'timestamp with time zone'],
      ['action', 'text'],
      ['session', 'text'],
      ['keyword', 'text'],
      ['number_of_results', 'integer'],
      ['docid', 'text'],
      ['position', 'integer'],
      ['tag', 'text'],
    ]);
    const [index] = await sql<{ definition: string }[]>`
      SELECT indexdef AS definition FROM pg_indexes WHERE tablename = 'search_events' AND indexname = 'search_events__at'`;
    expect(index?.definition).toMatch(/\(at\)$/);
    expect(await runPostgresMigrations(sql, [...postgresMigrations, statsMigration])).toEqual([]);
  });

  it('stores every field of an event, one row per record; a U+0000 PostgreSQL cannot hold is dropped', async () => {
    const sql = await migratedPostgres();
    const store = createPostgresStatsStore(async () => sql);
    await store.record(searchEvent('golf\u0000 gti', 4, 'home'), new Date('2026-06-01T10:11:12.345Z'));
    await store.record(clickEvent('golf', 3, 'doc-9'), new Date('2026-06-01T10:11:13Z'));
    const rows = await sql`
      SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS at, action, session, keyword,
             number_of_results, docid, position, tag
      FROM search_events ORDER BY id`;
    expect(rows.map((row) => ({ ...row }))).toEqual([
      {
        at: '2026-06-01T10:11:12.345',
        action: 'search',
        session: 's',
        keyword: 'golf gti',
        number_of_results: 4,
        docid: null,
        position: null,
        tag: 'home',
      },
      {
        at: '2026-06-01T10:11:13.000',
        action: 'click',
        session: 's',
        keyword: 'golf',
        number_of_results: null,
        docid: 'doc-9',
        position: 3,
        tag: null,
      },
    ]);
  });
});

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('SQLite and PostgreSQL give the same insights', () => {
  const keywords = [
    'golf',
    'Golf ',
    ' GOLF',
    '\tgolf',
    'golf gti',
    'kia ev6',
    'KIA EV6',
    'Škoda',
    'ŠKODA',
    'škoda',
    'ÀUDI a4',
    'àudi A4',
    'straße',
    'STRASSE',
    '50%_off',
    'a',
    'b',
    'ab',
    '',
    '   ',
    'zzqx',
    '_addsearch_warmup',
  ];
  const day = 86_400_000;
  const start = Date.parse('2026-05-30T00:00:00Z');
  let sqlite: SearchStatsStore;
  let postgresStats: SearchStatsStore;

  beforeAll(async () => {
    sqlite = sqliteStore();
    postgresStats = await postgresStore(await icuDatabaseUrl());
    const next = random(2026);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const recorded: Array<[StatsEvent, Date]> = [];
    for (let n = 0; n < 1500; n += 1) {
      const keyword = pick(keywords);
      const event =
        next() < 0.6
          ? searchEvent(keyword, next() < 0.3 ? 0 : Math.floor(next() * 50))
          : clickEvent(keyword, Math.floor(next() * 45));
      // A third on a day's first or last millisecond, the rest anywhere in five days.
      const edge = Math.floor(next() * 5) * day;
      const at = next() < 0.33 ? start + edge + (next() < 0.5 ? 0 : day - 1) : start + Math.floor(next() * 5 * day);
      recorded.push([event, new Date(at)]);
    }
    for (const [event, at] of recorded) {
      const [left, right] = await Promise.all([sqlite.record(event, at), postgresStats.record(event, at)]);
      expect(right).toBe(left);
    }
  }, 120_000);

  const filters: Array<[InsightsFilter, number?]> = [
    [{ from: '2026-05-30', to: '2026-06-03' }],
    [{ from: '2026-05-30', to: '2026-06-03' }, 3],
    [{ from: '2026-05-31', to: '2026-05-31' }],
    [{ from: '2026-06-01', to: '2026-06-02' }, 5],
    [{ from: '2026-06-03', to: '2026-06-03' }],
    [{ from: '2026-06-04', to: '2026-06-30' }],
  ];
  const contains = [undefined, 'g', 'GOL', 'Š', 'š', 'À', 'à', 'ß', 'ss', '%', '_', 'a', 'zz', ' ', '\t'];

  it.each(filters)('for %j (limit %s), with and without contains', async (filter, limit) => {
    for (const text of contains) {
      const narrowed = text === undefined ? filter : { ...filter, contains: text };
      const [left, right] = await Promise.all([
        sqlite.insights(narrowed, limit),
        postgresStats.insights(narrowed, limit),
      ]);
      expect(right, JSON.stringify(narrowed)).toEqual(left);
    }
  });

  it('compares varied data: many queries, some without results, clicks at positions', async () => {
    const insights = await postgresStats.insights({ from: '2026-05-30', to: '2026-06-03' });
    expect(insights.totals.searches).toBeGreaterThan(500);
    expect(insights.totals.meanClickPosition).not.toBeNull();
    // The 22 keywords less the warm-up and the 2 blank ones, 'Golf ' and ' GOLF' folded into 'golf',
    // 'KIA EV6' into 'kia ev6' and 'ŠKODA' into 'Škoda'.
    expect(insights.totals.queries).toBe(15);
    expect(insights.topQueries).toHaveLength(15);
    expect(insights.noResultQueries.length).toBeGreaterThan(10);
    expect(insights.clickThrough.some((row) => row.clickThroughRate % 1 !== 0)).toBe(true);
  });
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('an unreachable PostgreSQL', () => {
  it('makes both methods reject with ServiceUnavailableError', async () => {
    const sql = postgres(`postgres://kerbside@127.0.0.1:${await closedPort()}/kerbside`, {
      max: 1,
      connect_timeout: 2,
      onnotice: () => {},
    });
    cleanups.push(() => sql.end({ timeout: 1 }));
    const store = createPostgresStatsStore(async () => sql);
    await expect(store.record(searchEvent('golf', 1))).rejects.toBeInstanceOf(ServiceUnavailableError);
    const failure = await store.insights({ from: '2026-06-01', to: '2026-06-30' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceUnavailableError);
    expect((failure as ServiceUnavailableError).retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('defaultStatsStore', () => {
  const saved = process.env.DATABASE_URL;
  afterAll(async () => {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
    await closePostgres();
  });

  it('uses the SQLite search database without DATABASE_URL', async () => {
    delete process.env.DATABASE_URL;
    const empty = emptySearchDatabase();
    cleanups.push(empty.cleanup);
    holder.db = empty.db;
    expect(await defaultStatsStore().record(searchEvent('from the default', 2), new Date('2026-06-02T00:00:00Z'))).toBe(
      true,
    );
    expect(empty.db.prepare('SELECT keyword, number_of_results AS results FROM search_events').all()).toEqual([
      { keyword: 'from the default', results: 2 },
    ]);
  });

  it('uses PostgreSQL for a postgres:// DATABASE_URL (unreachable here: 503)', async () => {
    process.env.DATABASE_URL = `postgres://kerbside@127.0.0.1:${await closedPort()}/kerbside`;
    holder.db = null; // SQLite must not be asked
    const store = defaultStatsStore();
    await expect(store.insights({ from: '2026-06-01', to: '2026-06-01' })).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
  });

  it('throws PostgresConfigError for a DATABASE_URL that is not PostgreSQL', () => {
    process.env.DATABASE_URL = 'mysql://kerbside@localhost/kerbside';
    expect(() => defaultStatsStore()).toThrow(PostgresConfigError);
  });
});
