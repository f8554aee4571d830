// @vitest-environment node
/**
 * The rate limits and failed-login counts shared in PostgreSQL (src/server/postgres/
 * postgresRateLimiter.ts, migration 6), against a real server (testDatabase.ts: never mocked,
 * never skipped). "Two instances" are two limiters on two pools of their own to one database.
 */
import { createServer } from 'node:net';
import postgres, { type Sql } from 'postgres';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import { leadRateLimits } from '#src/server/leads/leadRateLimit';
import { handleLeadsRequest } from '#src/server/leads/leadsApi';
import { createSqliteLeadStore } from '#src/server/leads/leadStores';
import { appliedPostgresMigrations, postgresMigrations, runPostgresMigrations } from '#src/server/postgres/migrations';
import { closePostgres } from '#src/server/postgres/postgresPool';
import {
  clientDigest,
  PostgresRateLimiter,
  rateLimitMigration,
  slidingCount,
  waitMs,
  type LimitWindow,
} from '#src/server/postgres/postgresRateLimiter';
import { postgresAuthLimiter, postgresRateLimiter, withFallback } from '#src/server/postgres/sharedLimiters';
import { checkAdminCredentials, FailureLimiter } from '#src/server/search/adminAuth';
import { clearLeads, key, leadsDatabaseForFile, validLead } from '../leads/leadFixtures';
import { setUpTestDatabase } from './testDatabase';

const database = setUpTestDatabase();
let url = '';
const pools: Sql[] = [];

/** A pool of its own (an instance's), every connection opened, so concurrent calls really overlap. */
async function pool(size = 8): Promise<Sql> {
  if (!url) {
    url = await database.freshDatabaseUrl();
    const setup = postgres(url, { max: 1, onnotice: () => {} });
    await runPostgresMigrations(setup);
    await setup.end({ timeout: 5 });
  }
  const sql = postgres(url, { max: size, onnotice: () => {} });
  pools.push(sql);
  await Promise.all(Array.from({ length: size }, () => sql`SELECT pg_sleep(0.05)`));
  return sql;
}

let clock = 0;
const now = () => clock;
let scopeNumber = 0;
/** A scope per test: tests share the database, never their counts. */
let scope = '';
beforeEach(() => {
  scopeNumber += 1;
  // A day apart per test: a cleanup still running from an earlier test never reaches this one's rows.
  clock = Date.parse('2026-11-27T10:00:10.000Z') + scopeNumber * 86_400_000;
  scope = `test-${scopeNumber}`;
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(pools.splice(0).map((sql) => sql.end({ timeout: 5 })));
});
afterAll(async () => {
  await closePostgres();
});

const minute: LimitWindow = { windowMs: 60_000, perClient: 5, global: 1000 };
const limiterOn = (sql: Sql, windows: readonly LimitWindow[] = [minute], clockOf: (() => number) | null = now) =>
  new PostgresRateLimiter(() => sql, { scope, windows, ...(clockOf ? { now: clockOf } : {}) });

const oks = (results: readonly { ok: boolean }[]) => results.filter((result) => result.ok).length;

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('migration 6', () => {
  it('is in the list, applied once, with the expiry index', async () => {
    const sql = await pool(1);
    expect(rateLimitMigration.version).toBe(6);
    expect(postgresMigrations).toContain(rateLimitMigration);
    expect(await appliedPostgresMigrations(sql)).toContain(6);
    expect(await runPostgresMigrations(sql)).toEqual([]);
    const [index] = await sql`SELECT 1 FROM pg_indexes WHERE indexname = 'rate_limit_counts__expires_at'`;
    expect(index).toBeDefined();
  });
});

describe('PostgresRateLimiter', () => {
  it('shares one count between two instances on two pools', async () => {
    const [first, second] = [limiterOn(await pool()), limiterOn(await pool())];
    for (let n = 0; n < 3; n += 1) expect((await first.reserve('198.51.100.7')).ok).toBe(true);
    for (let n = 0; n < 2; n += 1) expect((await second.reserve('198.51.100.7')).ok).toBe(true);
    expect(await first.reserve('198.51.100.7')).toMatchObject({ ok: false, retryAfter: expect.any(Number) });
    expect((await second.reserve('198.51.100.7')).ok).toBe(false);
    expect(await second.blockedFor('198.51.100.7')).toBeGreaterThan(0);
    // Another client is untouched.
    expect(await first.blockedFor('198.51.100.8')).toBe(0);
    expect((await second.reserve('198.51.100.8')).ok).toBe(true);
  });

  it('lets exactly the limit through when 40 requests of one client race on two instances', async () => {
    const instances = [limiterOn(await pool()), limiterOn(await pool())];
    const results = await Promise.all(Array.from({ length: 40 }, (_, n) => instances[n % 2]!.reserve('203.0.113.9')));
    expect(oks(results)).toBe(minute.perClient);
    const [row] = await pools[0]!<{ hits: number }[]>`
      SELECT hits FROM rate_limit_counts WHERE scope = ${scope} AND client = ${clientDigest('203.0.113.9')}`;
    expect(row?.hits).toBe(minute.perClient);
  });

  it('lets exactly the global limit through when 30 clients race', async () => {
    const windows = [{ windowMs: 60_000, perClient: 5, global: 12 }];
    const instances = [limiterOn(await pool(), windows), limiterOn(await pool(), windows)];
    const results = await Promise.all(Array.from({ length: 30 }, (_, n) => instances[n % 2]!.reserve(`192.0.2.${n}`)));
    expect(oks(results)).toBe(12);
    expect((await instances[0]!.reserve('192.0.2.200')).ok).toBe(false);
  });

  it('takes a released reservation back, once, on every instance', async () => {
    const [first, second] = [limiterOn(await pool()), limiterOn(await pool())];
    const held = [];
    for (let n = 0; n < 5; n += 1) held.push(await first.reserve('a'));
    expect((await second.reserve('a')).ok).toBe(false);
    const one = held[0]!;
    if (!one.ok) throw new Error('the first reservation failed');
    await one.release();
    await one.release(); // a second release changes nothing
    expect(await second.blockedFor('a')).toBe(0);
    expect((await second.reserve('a')).ok).toBe(true);
    expect((await first.reserve('a')).ok).toBe(false);
  });

  it('releases under concurrency without losing or inventing counts', async () => {
    const [first, second] = [limiterOn(await pool()), limiterOn(await pool())];
    const reserved = await Promise.all(Array.from({ length: 5 }, () => first.reserve('b')));
    await Promise.all(reserved.map((reservation) => (reservation.ok ? reservation.release() : undefined)));
    const again = await Promise.all(Array.from({ length: 12 }, (_, n) => (n % 2 ? first : second).reserve('b')));
    expect(oks(again)).toBe(5);
  });

  it('frees the client as the window slides: two buckets, the previous one weighted', async () => {
    const limiter = limiterOn(await pool(2));
    clock += 40_000; // 50 s into a minute bucket
    for (let n = 0; n < 5; n += 1) expect((await limiter.reserve('c')).ok).toBe(true);
    const blocked = await limiter.reserve('c');
    // Full until the next bucket, and then until the previous one's weight lets one more in:
    // 5 * (1 - e / 60) + 1 <= 5 from e = 12 s, so 10 + 12 = 22 s from now.
    expect(blocked).toEqual({ ok: false, retryAfter: 22 });
    clock += 21_000;
    expect((await limiter.reserve('c')).ok).toBe(false);
    clock += 1_000;
    expect(await limiter.blockedFor('c')).toBe(0);
    expect((await limiter.reserve('c')).ok).toBe(true);
    // Two windows on: nothing of the old buckets counts.
    clock += 120_000;
    for (let n = 0; n < 5; n += 1) expect((await limiter.reserve('c')).ok).toBe(true);
    expect((await limiter.reserve('c')).ok).toBe(false);
  });

  it('keeps every window: the hour still holds when the minute is free', async () => {
    const windows = [
      { windowMs: 60_000, perClient: 5, global: 1000 },
      { windowMs: 3_600_000, perClient: 8, global: 1000 },
    ];
    const limiter = limiterOn(await pool(2), windows);
    for (let n = 0; n < 5; n += 1) expect((await limiter.reserve('d')).ok).toBe(true);
    clock += 120_000;
    for (let n = 0; n < 3; n += 1) expect((await limiter.reserve('d')).ok).toBe(true);
    const blocked = await limiter.reserve('d');
    expect(blocked.ok).toBe(false);
    if (!blocked.ok) expect(blocked.retryAfter).toBeGreaterThan(60);
  });

  it("uses the database's clock when none is injected", async () => {
    const limiter = limiterOn(await pool(2), [minute], null);
    for (let n = 0; n < 5; n += 1) expect((await limiter.reserve('e')).ok).toBe(true);
    const blocked = await limiter.reserve('e');
    expect(blocked.ok).toBe(false);
    if (!blocked.ok) expect(blocked.retryAfter).toBeLessThanOrEqual(120);
  });

  it('deletes the rows no check reads any more (bounded growth), and stores no address in clear', async () => {
    const sql = await pool(2);
    const limiter = new PostgresRateLimiter(() => sql, { scope, windows: [minute], now, cleanupEveryMs: 60_000 });
    for (let n = 0; n < 20; n += 1) await limiter.reserve(`198.51.100.${n}`);
    const rows = () => sql<{ client: string }[]>`SELECT client FROM rate_limit_counts WHERE scope = ${scope}`;
    expect((await rows()).length).toBe(21); // 20 clients and everyone's
    expect((await rows()).some((row) => row.client.includes('198.51.100'))).toBe(false);
    clock += 60_000; // the next bucket: the old rows are the previous window, still read
    expect(await limiter.cleanUp()).toBe(0);
    clock += 60_000; // two windows on: expired
    expect(await limiter.cleanUp()).toBeGreaterThanOrEqual(21);
    expect(await rows()).toEqual([]);
    // A reservation deletes them too, at most once a minute.
    await limiter.reserve('f');
    clock += 180_000;
    await limiter.reserve('g');
    await expect.poll(async () => (await rows()).length).toBe(2);
  });

  it('answers 503 when the database is unreachable', async () => {
    const down = postgres(`postgres://nobody@127.0.0.1:${await closedPort()}/none`, {
      max: 1,
      connect_timeout: 2,
      backoff: () => 0.01,
      onnotice: () => {},
    });
    pools.push(down);
    const limiter = limiterOn(down);
    await expect(limiter.reserve('h')).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(limiter.blockedFor('h')).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});

describe('the estimate', () => {
  it('weights the previous bucket by the part the sliding window still covers', () => {
    expect(slidingCount(10, 2, 60_000, 60_000, 60_000)).toBe(12);
    expect(slidingCount(10, 2, 60_000, 60_000, 90_000)).toBe(7);
    expect(waitMs(0, 4, 5, 0, 60_000, 30_000)).toBe(0);
    // Full in this bucket: until the next, then until the weight falls enough.
    expect(waitMs(0, 5, 5, 0, 60_000, 30_000)).toBeCloseTo(30_000 + 12_000, 6);
    // Room in this bucket once the previous one's weight falls: 4 * (1 - e / 60) + 1 + 1 <= 5 at e = 15 s.
    expect(waitMs(4, 1, 5, 0, 60_000, 0)).toBe(15_000);
  });
});

const basic = (password: string) => `Basic ${Buffer.from(`kerbside:${password}`).toString('base64')}`;
const headersOf = (ip: string, password: string) =>
  new Headers({ 'x-forwarded-for': ip, authorization: basic(password) });

describe('failed logins counted in PostgreSQL', () => {
  const secret = 'the back office secret';
  const failures = () => ({ windowMs: 60_000, perClient: 10, global: 100 });

  it('two instances share the failures: the 11th wrong guess anywhere is a 429, even with the right secret', async () => {
    const [first, second] = [limiterOn(await pool(), [failures()]), limiterOn(await pool(), [failures()])];
    const check = (limiter: PostgresRateLimiter, password: string) =>
      checkAdminCredentials(headersOf('198.51.100.40', password), { user: 'kerbside', secret, limiter });
    for (let n = 0; n < 10; n += 1)
      expect(await check(n % 2 ? first : second, 'guess')).toEqual({ ok: false, status: 401 });
    expect(await check(first, 'guess')).toMatchObject({ ok: false, status: 429 });
    expect(await check(second, secret)).toMatchObject({ ok: false, status: 429 });
    // Another client with the right secret is let in.
    expect(
      await checkAdminCredentials(headersOf('198.51.100.41', secret), { user: 'kerbside', secret, limiter: first }),
    ).toEqual({ ok: true });
  });

  it('counts racing wrong guesses atomically: 10 answered 401, the rest 429', async () => {
    const instances = [limiterOn(await pool(), [failures()]), limiterOn(await pool(), [failures()])];
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        checkAdminCredentials(headersOf('198.51.100.50', `guess ${n}`), {
          user: 'kerbside',
          secret,
          limiter: instances[n % 2]!,
        }),
      ),
    );
    expect(verdicts.filter((verdict) => !verdict.ok && verdict.status === 401)).toHaveLength(10);
    expect(verdicts.filter((verdict) => !verdict.ok && verdict.status === 429)).toHaveLength(20);
  });

  it('falls back to the process counts while the database is unreachable: nobody locked out, guesses still limited', async () => {
    const down = postgres(`postgres://nobody@127.0.0.1:${await closedPort()}/none`, {
      max: 1,
      connect_timeout: 2,
      backoff: () => 0.01,
      onnotice: () => {},
    });
    pools.push(down);
    const warnings: string[] = [];
    const memory = new FailureLimiter({ now });
    const limiter = withFallback(limiterOn(down, [failures()]), memory, 'admin-auth', (line) => warnings.push(line));
    const check = (password: string) =>
      checkAdminCredentials(headersOf('198.51.100.60', password), { user: 'kerbside', secret, limiter });
    expect(await check(secret)).toEqual({ ok: true });
    for (let n = 0; n < 10; n += 1) expect(await check('guess')).toEqual({ ok: false, status: 401 });
    expect(await check('guess')).toMatchObject({ ok: false, status: 429 });
    expect(warnings).toHaveLength(1);
  });
});

describe('the limiters of a PostgreSQL site (DATABASE_URL)', () => {
  it('postgresRateLimiter and postgresAuthLimiter run on the shared pool and migrate it', async () => {
    const siteUrl = await database.freshDatabaseUrl();
    vi.stubEnv('DATABASE_URL', siteUrl);
    const leads = postgresRateLimiter(`site-${scope}`, { ...leadRateLimits, now });
    for (let n = 0; n < leadRateLimits.perMinute; n += 1) expect((await leads.reserve('198.51.100.70')).ok).toBe(true);
    expect((await leads.reserve('198.51.100.70')).ok).toBe(false);
    const auth = postgresAuthLimiter(`site-auth-${scope}`, new FailureLimiter({ perClient: 2 }));
    expect((await auth.reserve('198.51.100.70')).ok).toBe(true);
    expect((await auth.reserve('198.51.100.70')).ok).toBe(true);
    expect((await auth.reserve('198.51.100.70')).ok).toBe(false);
    const check = postgres(siteUrl, { max: 1, onnotice: () => {} });
    pools.push(check);
    expect(await appliedPostgresMigrations(check)).toContain(6);
  });
});

describe('POST /api/leads on two instances sharing PostgreSQL counts', () => {
  const db = leadsDatabaseForFile();
  afterEach(() => clearLeads(db));

  it('gives a client the limit once, not once per instance', async () => {
    const instances = await Promise.all(
      [0, 1].map(async () => ({
        getLeadStore: () => createSqliteLeadStore(db),
        secret: undefined,
        leadLimiter: postgresRateLimiterOn(await pool(2)),
      })),
    );
    const post = (n: number) =>
      handleLeadsRequest(
        {
          method: 'POST',
          url: 'http://localhost/api/leads',
          headers: new Headers({
            'content-type': 'application/json',
            'idempotency-key': key(n),
            'x-forwarded-for': '198.51.100.80',
          }),
          readBody: async () => ({ ok: true, text: JSON.stringify(validLead({ name: `Driver ${n}` })) }),
        },
        instances[n % 2]!,
      );
    const statuses = [];
    for (let n = 0; n < leadRateLimits.perMinute; n += 1) statuses.push((await post(n)).status);
    expect(statuses).toEqual(Array(leadRateLimits.perMinute).fill(201));
    const refused = await post(99);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A replay is answered even at the limit, and counts nothing.
    expect((await post(0)).status).toBe(201);
  });

  const postgresRateLimiterOn = (sql: Sql) =>
    new PostgresRateLimiter(() => sql, {
      scope,
      windows: [
        { windowMs: 60_000, perClient: leadRateLimits.perMinute, global: leadRateLimits.globalPerMinute },
        { windowMs: 3_600_000, perClient: leadRateLimits.perHour, global: leadRateLimits.globalPerHour },
      ],
      now,
    });
});
