/**
 * Rate limits and failed-login counts shared by every instance (issue #17; ADR 0025, "Shared rate
 * limits and failed logins"): the AttemptLimiter of ../search/adminAuth.ts with its counts in
 * PostgreSQL (migration 6, rateLimitSchema.ts), so N instances behind one proxy allow a client the
 * limit once, not N times.
 *
 * - **Windows.** Each window of the in-memory limiters (a sliding log of times) becomes two fixed
 *   buckets here: the current window's count plus the previous one's, weighted by the share of it
 *   still inside the sliding window (`slidingCount`). Per bucket no more than the limit is ever
 *   counted, so any interval of one window's length holds at most twice the limit; a client that
 *   spent its allowance early in a window may wait up to one window longer than with the log.
 * - **Atomic.** `reserve` is one transaction: an upsert creates and row-locks the current buckets
 *   (the client's and everyone's) in one fixed order, then reads, decides and counts. Concurrent
 *   reservations of one client (and, for the global rows, of anyone) queue on those locks, so they
 *   cannot all take the last free slot, and the fixed order rules out deadlocks.
 * - **Clients.** Stored as the first 128 bits of their SHA-256, not as given: the table then holds
 *   no addresses in clear and its key has a fixed width. (An IPv4 digest can be reversed by trying
 *   every address: this is pseudonymous, and the rows live for two windows at most.)
 * - **Bounded.** A row outlives its window by one window (`expires_at`); each limiter deletes the
 *   expired rows of every scope at most once a minute, after a reservation.
 * - **Clock.** The database's (one clock for every instance), unless a test injects `now`.
 */
import { createHash } from 'node:crypto';
import type { Sql, TransactionSql } from 'postgres';
import type { AttemptLimiter, AttemptReservation } from '../search/adminAuth';
import { withPostgres } from './serverDatabase';

// The table is migration 6's; re-exported for the tests that apply it.
export { rateLimitMigration } from './rateLimitSchema';

/** One window of a limiter: at most `perClient` attempts per client and `global` from everyone. */
export interface LimitWindow {
  windowMs: number;
  perClient: number;
  global: number;
}

export interface PostgresRateLimiterOptions {
  /** Names the limiter's rows: limiters (and instances) with one scope share their counts. */
  scope: string;
  windows: readonly LimitWindow[];
  /** Epoch milliseconds; by default the database's clock. */
  now?: () => number;
  /** Least time between two deletions of expired rows by this limiter (default one minute). */
  cleanupEveryMs?: number;
}

/** The global rows' client: never a digest, as those are hex. */
const everyone = '*';

/** The stored form of a client key: 32 hex digits of its SHA-256. */
export const clientDigest = (client: string): string =>
  createHash('sha256').update(client, 'utf8').digest('hex').slice(0, 32);

/**
 * The sliding window's count estimated from two fixed buckets: the previous bucket's count
 * weighted by the part of it the sliding window still covers, plus the current bucket's.
 */
export function slidingCount(previous: number, current: number, windowStart: number, windowMs: number, now: number) {
  return previous * (1 - (now - windowStart) / windowMs) + current;
}

/** Milliseconds until one more attempt fits under `limit` (0: it fits now), with no attempts meanwhile. */
export function waitMs(
  previous: number,
  current: number,
  limit: number,
  windowStart: number,
  windowMs: number,
  now: number,
): number {
  if (slidingCount(previous, current, windowStart, windowMs, now) + 1 <= limit) return 0;
  // Room comes in this window as the previous bucket's weight falls...
  if (current + 1 <= limit) return windowStart + windowMs * (1 - (limit - 1 - current) / previous) - now;
  // ...or in the next, as this bucket's does.
  return windowStart + windowMs * (2 - (limit - 1) / current) - now;
}

interface BucketKey {
  window_ms: number;
  client: string;
  window_start: number;
}

interface CountRow {
  window_ms: number;
  client: string;
  window_start: string;
  hits: number;
}

const keyOf = (row: { window_ms: number; client: string; window_start: number | string }) =>
  `${row.window_ms}|${row.client}|${row.window_start}`;

let loggedReleaseErrors = 0;

export class PostgresRateLimiter implements AttemptLimiter {
  private readonly scope: string;
  private readonly windows: readonly LimitWindow[];
  private readonly now: (() => number) | undefined;
  private readonly cleanupEveryMs: number;
  private lastCleanup = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly getSql: () => Sql | Promise<Sql>,
    { scope, windows, now, cleanupEveryMs = 60_000 }: PostgresRateLimiterOptions,
  ) {
    this.scope = scope;
    this.windows = windows;
    this.now = now;
    this.cleanupEveryMs = cleanupEveryMs;
  }

  private async clock(sql: Sql | TransactionSql): Promise<number> {
    if (this.now) return this.now();
    const [row] = await sql<{ now: string }[]>`
      SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::int8 AS now`;
    return Number(row!.now);
  }

  /** The buckets of `client` and everyone at `now`: the current ones in one fixed order, and the previous ones. */
  private buckets(client: string, now: number): { current: BucketKey[]; previous: BucketKey[] } {
    const current: BucketKey[] = [];
    const previous: BucketKey[] = [];
    for (const { windowMs } of [...this.windows].sort((a, b) => a.windowMs - b.windowMs)) {
      const start = Math.floor(now / windowMs) * windowMs;
      for (const who of [everyone, client]) {
        current.push({ window_ms: windowMs, client: who, window_start: start });
        previous.push({ window_ms: windowMs, client: who, window_start: start - windowMs });
      }
    }
    return { current, previous };
  }

  private async counts(sql: Sql | TransactionSql, keys: readonly BucketKey[]): Promise<Map<string, number>> {
    const rows = await sql<CountRow[]>`
      SELECT window_ms, client, window_start, hits FROM rate_limit_counts
      WHERE scope = ${this.scope} AND (window_ms, client, window_start) IN (
        SELECT * FROM unnest(${keys.map((key) => key.window_ms)}::int4[], ${keys.map((key) => key.client)}::text[],
                             ${keys.map((key) => key.window_start)}::int8[]))`;
    return new Map(rows.map((row) => [keyOf(row), row.hits]));
  }

  /** The longest wait over every window, for the client and for everyone. */
  private wait(client: string, now: number, counts: Map<string, number>): number {
    let wait = 0;
    for (const { windowMs, perClient, global } of this.windows) {
      const start = Math.floor(now / windowMs) * windowMs;
      for (const [who, limit] of [
        [everyone, global],
        [client, perClient],
      ] as const) {
        const count = (windowStart: number) =>
          counts.get(keyOf({ window_ms: windowMs, client: who, window_start: windowStart })) ?? 0;
        wait = Math.max(wait, waitMs(count(start - windowMs), count(start), limit, start, windowMs, now));
      }
    }
    return wait;
  }

  async blockedFor(client: string): Promise<number> {
    return withPostgres(async () => {
      const sql = await this.getSql();
      const now = await this.clock(sql);
      const id = clientDigest(client);
      const { current, previous } = this.buckets(id, now);
      return seconds(this.wait(id, now, await this.counts(sql, [...current, ...previous])));
    });
  }

  async reserve(client: string): Promise<AttemptReservation> {
    const id = clientDigest(client);
    const { sql, now, counted } = await withPostgres(async () => {
      const sql = await this.getSql();
      return sql.begin(async (transaction) => {
        const now = await this.clock(transaction);
        const { current, previous } = this.buckets(id, now);
        // Creates the current buckets where missing and locks them all (ON CONFLICT DO UPDATE
        // takes the row lock), in the order given: a concurrent reservation waits here until this
        // transaction ends, then reads what it counted.
        const locked = await transaction<CountRow[]>`
          INSERT INTO rate_limit_counts (scope, window_ms, client, window_start, hits, expires_at)
          SELECT ${this.scope}, key.window_ms, key.client, key.window_start, 0, key.window_start + 2 * key.window_ms
          FROM unnest(${current.map((key) => key.window_ms)}::int4[], ${current.map((key) => key.client)}::text[],
                      ${current.map((key) => key.window_start)}::int8[])
               WITH ORDINALITY AS key (window_ms, client, window_start, position)
          ORDER BY key.position
          ON CONFLICT (scope, window_ms, client, window_start) DO UPDATE SET hits = rate_limit_counts.hits
          RETURNING window_ms, client, window_start, hits`;
        const counts = await this.counts(transaction, previous);
        for (const row of locked) counts.set(keyOf(row), row.hits);
        const wait = this.wait(id, now, counts);
        if (wait > 0) return { sql, now, counted: { ok: false as const, retryAfter: seconds(wait) } };
        await this.add(transaction, current, 1);
        return { sql, now, counted: { ok: true as const, keys: current } };
      });
    });
    this.cleanUpAfter(sql, now);
    if (!counted.ok) return counted;
    let released = false;
    return {
      ok: true,
      // Takes the count back from the buckets it went to. Never rejects: the caller's answer must
      // not turn into an error after its write; an unreachable database keeps the count (the safe side).
      release: async () => {
        if (released) return;
        released = true;
        try {
          await this.add(sql, counted.keys, -1);
        } catch (error) {
          if (loggedReleaseErrors < 100) {
            loggedReleaseErrors += 1;
            console.error(`rate limit ${this.scope}: could not release a reservation:`, error);
          }
        }
      },
    };
  }

  private async add(sql: Sql | TransactionSql, keys: readonly BucketKey[], delta: 1 | -1): Promise<void> {
    await sql`
      UPDATE rate_limit_counts SET hits = hits + ${delta}
      WHERE scope = ${this.scope} AND hits + ${delta} >= 0 AND (window_ms, client, window_start) IN (
        SELECT * FROM unnest(${keys.map((key) => key.window_ms)}::int4[], ${keys.map((key) => key.client)}::text[],
                             ${keys.map((key) => key.window_start)}::int8[]))`;
  }

  /** Deletes every scope's rows that no check reads any more; returns how many. */
  async cleanUp(sql?: Sql): Promise<number> {
    const client = sql ?? (await this.getSql());
    const now = await this.clock(client);
    this.lastCleanup = now;
    return (await deleteExpired(client, now)).count;
  }

  private cleanUpAfter(sql: Sql, now: number): void {
    if (now - this.lastCleanup < this.cleanupEveryMs) return;
    this.lastCleanup = now;
    // Not awaited: the answer need not wait for it, and a failure only leaves rows for the next one.
    deleteExpired(sql, now).then(
      () => {},
      () => {
        this.lastCleanup = Number.NEGATIVE_INFINITY;
      },
    );
  }
}

const deleteExpired = (sql: Sql, now: number) =>
  sql`DELETE FROM rate_limit_counts WHERE expires_at <= ${now}`.execute();

/** Whole seconds for Retry-After: at least 1 when waiting at all. */
const seconds = (ms: number) => (ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0);
