// @vitest-environment node
/**
 * PostgreSQL restarts (issue #17 item 4, ADR 0025 § 6 step 6): while the server is down every store
 * rejects with ServiceUnavailableError (the API's 503 with Retry-After), and once it is back the same
 * pooled client and the same store objects work again, without being recreated. A write cut off by
 * the stop leaves nothing behind.
 *
 * The file stops its server, so it has its own throw-away cluster (scripts/postgres.mjs), not the
 * shared one of testDatabase.ts. Against a real PostgreSQL: never mocked, never skipped.
 */
import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import { parseSearchParams } from '#src/adapters/search/params/parseSearchParams';
import { postgresMigrations, runPostgresMigrations, type PostgresMigration } from '#src/server/postgres/migrations';
import { createPostgresDocumentStore } from '#src/server/postgres/postgresDocumentStore';
import { createPostgresLeadStore, leadsMigration } from '#src/server/postgres/postgresLeadStore';
import { createPostgresClient } from '#src/server/postgres/postgresPool';
import { createPostgresSearchService } from '#src/server/postgres/postgresSearchService';
import { createPostgresStatsStore, statsMigration } from '#src/server/postgres/postgresStatsStore';
import { isPostgresUnavailable } from '#src/server/postgres/serverDatabase';
import { searchMigration } from '#src/server/postgres/searchSchema';
import { handleStatsRequest } from '#src/server/search/searchStats';
import { startThrowawayCluster, type ThrowawayCluster } from '#scripts/postgres.mjs';
import { dealerIds, validLead } from '../leads/leadFixtures';

/** initdb, the first start and a restart take a few seconds, more on a loaded machine. */
const clusterTimeoutMs = 120_000;
/**
 * The longest a call may take to fail while the server is down: postgres.js waits up to its
 * reconnect backoff (at most 20 s) and then the 10 s connect timeout of postgresPool.ts.
 */
const failWithinMs = 35_000;

// Each migration once, whether or not the lead engineer has added these to the list yet.
const migrations = [...postgresMigrations, searchMigration, statsMigration, leadsMigration].filter(
  (migration, at, all): migration is PostgresMigration =>
    all.findIndex((other) => other.version === migration.version) === at,
);

let cluster: ThrowawayCluster | undefined;
let sql: Sql | undefined;
const extraClients: Sql[] = [];
let setUpError: unknown;

beforeAll(async () => {
  try {
    cluster = await startThrowawayCluster();
    sql = createPostgresClient({ url: cluster.url, poolSize: 4, statementTimeoutMs: 5000 });
    await runPostgresMigrations(sql, migrations);
    for (const id of dealerIds) await sql`INSERT INTO dealers (id, record) VALUES (${id}, ${sql.json({ id })})`;
  } catch (error) {
    // Kept for every test to throw: a failing beforeAll would report the tests as skipped.
    setUpError = error;
  }
}, clusterTimeoutMs);

afterAll(async () => {
  try {
    await Promise.all([sql, ...extraClients].map((client) => client?.end({ timeout: 5 })));
  } finally {
    cluster?.stop();
  }
}, clusterTimeoutMs);

/** The cluster and the pooled client, or the set-up's failure. */
function setUp(): { cluster: ThrowawayCluster; sql: Sql } {
  if (setUpError || !cluster || !sql)
    throw new Error('reconnect.test: no PostgreSQL cluster to test against.', { cause: setUpError });
  return { cluster, sql };
}

/** A second client, for watching and locking from outside the pool under test. */
function observer(url: string): Sql {
  const client = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  extraClients.push(client);
  return client;
}

/** `promise`'s error, or a failure naming `what` if it resolves or is still pending after `ms`. */
async function rejectionOf(what: string, promise: Promise<unknown>, ms = failWithinMs): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} was still pending after ${ms} ms`)), ms);
  });
  try {
    await Promise.race([promise, timeout]);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith(`${what} was still pending`)) throw error;
    return error;
  } finally {
    clearTimeout(timer);
  }
  throw new Error(`${what} resolved while the server was down`);
}

/** `promise`'s value, or a failure naming `what` if it is still pending after `ms`. */
async function within<T>(what: string, promise: Promise<T>, ms = failWithinMs): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} was still pending after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** How an error looks in a failure message: its class, code and message. */
const described = (error: unknown) =>
  error instanceof Error
    ? `${error.constructor.name} ${String((error as { code?: unknown }).code ?? '')} ${error.message}`
    : String(error);

const today = () => new Date().toISOString().slice(0, 10);
const searchEvent = (keyword: string) =>
  ({ action: 'search', session: 's1', keyword, numberOfResults: 3, tag: null }) as const;
const searchFor = (term: string) => parseSearchParams(new URLSearchParams({ term }));

/**
 * `call()`'s value once the server is back. An "unavailable" answer (a ServiceUnavailableError, or
 * a raw error withPostgres would turn into one) is retried, as a client retries a 503, until
 * `failWithinMs`; any other error fails at once. Also says how many unavailable answers came first.
 */
async function recovered<T>(what: string, call: () => Promise<T>): Promise<{ value: T; unavailable: number }> {
  const deadline = performance.now() + failWithinMs;
  for (let unavailable = 0; ; unavailable += 1) {
    try {
      return { value: await within(what, call(), Math.max(1, deadline - performance.now())), unavailable };
    } catch (error) {
      const transient = error instanceof ServiceUnavailableError || isPostgresUnavailable(error);
      if (!transient || performance.now() >= deadline) throw error;
      // Pacing between attempts, as a client's retry would have; the deadline bounds the wait.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** One count(*) as a number. */
const countOf = async (client: Sql, table: string, where = 'true'): Promise<number> => {
  const [row] = await client.unsafe<{ count: number }[]>(`SELECT count(*)::int AS count FROM ${table} WHERE ${where}`);
  return row?.count ?? -1;
};

describe('PostgreSQL restarts', () => {
  it(
    'every store answers ServiceUnavailableError while the server is down, and the same objects work after',
    async () => {
      const { cluster, sql } = setUp();
      const stats = createPostgresStatsStore(async () => sql);
      const leads = createPostgresLeadStore(() => sql);
      const documents = createPostgresDocumentStore(async () => sql);
      const search = createPostgresSearchService(async () => sql);
      const watcher = observer(cluster.url);

      // Before: each store reads and writes.
      await documents.index([
        { id: 'restart-1', url: '/restart/1', title: 'Roadster review', text: 'An open roadster.', ts: 1 },
      ]);
      expect((await search.search(searchFor('roadster'))).total_hits).toBe(1);
      expect(await stats.record(searchEvent('roadster'))).toBe(true);
      expect((await stats.insights({ from: today(), to: today() })).totals.searches).toBe(1);
      const first = await leads.recordLead(validLead(), { client: '203.0.113.9', idempotencyKey: 'restart-key-1' });
      if (!first.ok) throw new Error(`recordLead refused the lead: ${first.reason}`);
      expect((await leads.leadsForDealer(dealerIds[0])).map((lead) => lead.reference)).toEqual([
        first.receipt.reference,
      ]);

      // A query running when the server stops: postgres.js's raw error (CONNECTION_CLOSED) must be
      // one withPostgres knows.
      const running = sql`SELECT pg_sleep(4)`.then(
        () => new Error('the query finished before the server stopped'),
        (error: unknown) => error,
      );
      await expect
        .poll(() => countOf(watcher, 'pg_stat_activity', `state = 'active' AND query = 'SELECT pg_sleep(4)'`), {
          timeout: 10_000,
        })
        .toBe(1);
      await cluster.stopServer('fast');
      const cutOff = await within('the running query', running);
      expect(isPostgresUnavailable(cutOff), described(cutOff)).toBe(true);
      // So must the raw error of a query sent while the server is down (ECONNREFUSED).
      const refused = await rejectionOf('a query while down', sql`SELECT 1`);
      expect(isPostgresUnavailable(refused), described(refused)).toBe(true);

      const down: Record<string, () => Promise<unknown>> = {
        'stats.record': () => stats.record(searchEvent('roadster')),
        'stats.insights': () => stats.insights({ from: today(), to: today() }),
        'leads.recordLead': () =>
          leads.recordLead(validLead({ name: 'Sam Down' }), { client: '203.0.113.9', idempotencyKey: 'restart-key-2' }),
        'leads.findLeadReplay': () => leads.findLeadReplay(validLead(), { idempotencyKey: 'restart-key-1' }),
        'leads.leadsForDealer': () => leads.leadsForDealer(dealerIds[0]),
        'leads.leadByReference': () => leads.leadByReference(first.receipt.reference),
        'leads.knownDealerId': () => leads.knownDealerId(dealerIds[1], 'quote'),
        'leads.unsentOutboxEvents': () => leads.unsentOutboxEvents(),
        'leads.readLeadDraft': () => leads.readLeadDraft('A'.repeat(22)),
        'search.search': () => search.search(searchFor('roadster')),
        'documents.get': () => documents.get('restart-1'),
      };
      // One after another, as requests keep coming during an outage (each waits out postgres.js's
      // growing reconnect backoff, hence the bound of failWithinMs rather than an instant answer).
      for (const [what, call] of Object.entries(down)) {
        const error = await rejectionOf(what, call());
        expect(error, `${what}: ${described(error)}`).toBeInstanceOf(ServiceUnavailableError);
        expect((error as ServiceUnavailableError).retryAfterSeconds, what).toBeGreaterThan(0);
      }

      await cluster.startServer();

      // After: the same client and store objects, not recreated.
      let unavailable = 0;
      const after = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
        const result = await recovered(what, call);
        unavailable += result.unavailable;
        return result.value;
      };
      expect((await after('search', () => search.search(searchFor('roadster')))).total_hits).toBe(1);
      expect(await after('stats.record', () => stats.record(searchEvent('roadster')))).toBe(true);
      expect(
        (await after('stats.insights', () => stats.insights({ from: today(), to: today() }))).totals.searches,
      ).toBe(2);
      // The lead refused while down is written once when its client retries with the same key.
      const retried = await after('recordLead', () =>
        leads.recordLead(validLead({ name: 'Sam Down' }), { client: '203.0.113.9', idempotencyKey: 'restart-key-2' }),
      );
      expect(retried).toMatchObject({ ok: true, replayed: false });
      expect(await after('leadsForDealer', () => leads.leadsForDealer(dealerIds[0]))).toHaveLength(2);
      expect(
        await after('findLeadReplay', () => leads.findLeadReplay(validLead(), { idempotencyKey: 'restart-key-1' })),
      ).toMatchObject({ ok: true, replayed: true });
      expect(await after('documents.get', () => documents.get('restart-1'))).toMatchObject({
        title: 'Roadster review',
      });
      // Every connection of the pool comes back (four queries at once take four connections).
      const pids = await after('four connections', () =>
        Promise.all(
          Array.from({ length: 4 }, () => sql<{ pid: number }[]>`SELECT pg_backend_pid() AS pid, pg_sleep(0.2)`),
        ),
      );
      expect(new Set(pids.map(([row]) => row?.pid)).size).toBe(4);
      // At most one 503 once the server is back: postgres.js 3.4.9 replays the 57P01 of a connection
      // cut off mid-query (the pg_sleep above) onto that connection's first query after it
      // reconnects (porsager/postgres PR #1215 lists it). The other connections answer at once.
      expect(unavailable).toBeLessThanOrEqual(1);
    },
    clusterTimeoutMs * 2,
  );

  it(
    'the stats endpoint answers 503 with Retry-After while the server is down, and 204 once it is back',
    async () => {
      const { cluster, sql } = setUp();
      const stats = createPostgresStatsStore(async () => sql);
      const post = () =>
        handleStatsRequest('kerbside', JSON.stringify(searchEvent('restart-http')), {
          getStatsStore: () => stats,
          sitekey: 'kerbside',
        });
      expect((await recovered('the POST before', post)).value.status).toBe(204);

      await cluster.stopServer('fast');
      const down = await within('the POST while down', post());
      expect(down.status).toBe(503);
      expect(Number(down.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(String(down.body))).toMatchObject({ error: { status: 503 } });

      await cluster.startServer();
      // No query was running at the stop, so the first POST after it already succeeds.
      const back = await within('the first POST after the restart', post());
      expect(back.status).toBe(204);
      // The refused event was not stored; the two accepted ones were.
      expect(await countOf(sql, 'search_events', `keyword = 'restart-http'`)).toBe(2);
    },
    clusterTimeoutMs * 2,
  );

  it(
    'writes cut off by an immediate stop leave nothing, and their retries write once',
    async () => {
      const { cluster, sql } = setUp();
      const leads = createPostgresLeadStore(() => sql);
      const documents = createPostgresDocumentStore(async () => sql);
      const watcher = observer(cluster.url);
      const holder = observer(cluster.url);
      // Every pooled connection open (past any reconnect backoff of the tests before), so both
      // writes below start at once.
      await recovered('four connections', () =>
        Promise.all(Array.from({ length: 4 }, () => sql`SELECT pg_sleep(0.05)`)),
      );

      // 'holdword' in the vocabulary: the batch below updates its row, so a lock on it holds the batch.
      await documents.index([{ id: 'hold', url: '/hold', title: 'Holdword', text: 'Held.', ts: 1 }]);
      const snapshot = async (client: Sql) => ({
        leads: await countOf(client, 'leads'),
        outbox: await countOf(client, 'lead_outbox'),
        keys: await countOf(client, 'lead_idempotency'),
        documents: await countOf(client, 'search_documents'),
        bulkVocabulary: await countOf(client, 'search_vocab', `term LIKE 'bulkword%'`),
        state: [...(await client`SELECT generation::int, documents::int FROM search_state`)],
        holdword: [...(await client`SELECT docs FROM search_vocab WHERE term = 'holdword'`)],
      });
      const before = await snapshot(watcher);

      // Both writes held mid-transaction, after their first rows: recordLead has inserted the lead
      // and waits to insert its outbox event; the batch of 2,000 has inserted its documents and
      // waits to count 'holdword'. Neither can commit before the stop.
      await holder`BEGIN`;
      await holder`LOCK TABLE lead_outbox IN SHARE MODE`;
      await holder`SELECT docs FROM search_vocab WHERE term = 'holdword' FOR UPDATE`;
      const batch = Array.from({ length: 2_000 }, (_, n) => ({
        id: `bulk-${n}`,
        url: `/bulk/${n}`,
        title: `Bulk page ${n}`,
        text: `Holdword and bulkword${n}.`,
        ts: 2,
      }));
      const lead = validLead({ name: 'Cut Off' });
      const outcome = (write: Promise<unknown>) =>
        write.then(
          () => 'committed',
          (error: unknown) => error,
        );
      const heldAt = performance.now();
      const indexing = outcome(documents.index(batch));
      const recording = outcome(leads.recordLead(lead, { client: '203.0.113.9', idempotencyKey: 'cut-off-key' }));
      await expect
        .poll(
          () =>
            countOf(
              watcher,
              'pg_stat_activity',
              `application_name = 'kerbside' AND wait_event_type = 'Lock' AND backend_xid IS NOT NULL`,
            ),
          { timeout: 4_000 },
        )
        .toBe(2);

      await cluster.stopServer('immediate');
      // Ended by the stop, not by the pool's 5 s statement timeout (also a ServiceUnavailableError).
      expect(performance.now() - heldAt).toBeLessThan(5_000);
      for (const [what, result] of [
        ['the batch', await within('the cut-off batch', indexing)],
        ['recordLead', await within('the cut-off recordLead', recording)],
      ] as const)
        expect(result, `${what}: ${described(result)}`).toBeInstanceOf(ServiceUnavailableError);
      await cluster.startServer();

      // Nothing of either write survived the crash recovery.
      expect((await recovered('the snapshot after the restart', () => snapshot(watcher))).value).toEqual(before);

      // Retried by their clients (through any 503 of a connection cut off mid-query): each written once.
      expect(
        (
          await recovered('recordLead', () =>
            leads.recordLead(lead, { client: '203.0.113.9', idempotencyKey: 'cut-off-key' }),
          )
        ).value,
      ).toMatchObject({ ok: true, replayed: false });
      expect((await recovered('the batch', () => documents.index(batch))).value).toBe(batch.length);
      expect(await snapshot(watcher)).toMatchObject({
        leads: before.leads + 1,
        outbox: before.outbox + 1,
        keys: before.keys + 2,
        documents: before.documents + batch.length,
        bulkVocabulary: batch.length,
      });
      // Replaying the same key adds nothing.
      expect(await leads.recordLead(lead, { client: '203.0.113.9', idempotencyKey: 'cut-off-key' })).toMatchObject({
        ok: true,
        replayed: true,
      });
      expect(await countOf(watcher, 'leads')).toBe(before.leads + 1);
    },
    clusterTimeoutMs * 2,
  );
});
