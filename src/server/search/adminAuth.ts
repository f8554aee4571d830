/**
 * The back office's basic auth (`base64(sitekey:SEARCH_ADMIN_SECRET)`), shared by the document
 * API, page revalidation, the search insights API and the /search-insights page (which the site
 * proxy guards): the constant-time credentials check and the failed-authentication limiter.
 *
 * Framework-free and light (node:crypto only), so the proxy can run it on every request to a
 * protected page without loading the database: with DATABASE_URL the failures are counted in
 * PostgreSQL, shared by every instance, through a dynamic import (../postgres/sharedLimiters.ts).
 * checkAdminCredentials gives the verdict; each caller words its own refusal (JSON for the APIs,
 * plain text for a page).
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export const authRealmHeader = 'Basic realm="search", charset="UTF-8"';

/* ------------------------------------------------------------------------------------------------
 * Failed-authentication limiter: a sliding window per client, plus a global one (a client that
 * rotates its claimed address still meets the global limit). Bounded memory. This process's
 * counts; ../postgres/postgresRateLimiter.ts is the same AttemptLimiter shared in PostgreSQL.
 * --------------------------------------------------------------------------------------------- */

export interface FailureLimiterOptions {
  /** Failures allowed per client in the window (default 10). */
  perClient?: number;
  /** Failures allowed from everyone together in the window (default 100). */
  global?: number;
  windowMs?: number;
  /** Clients tracked at most (the oldest are forgotten first; default 10,000). */
  maxClients?: number;
  now?: () => number;
}

export type Awaitable<T> = T | Promise<T>;

/** One attempt counted ahead (`release` undoes it, once), or the seconds the client must wait. */
export type AttemptReservation = { ok: true; release: () => Awaitable<void> } | { ok: false; retryAfter: number };
/** The in-memory limiters' reservation: released synchronously. */
export type MemoryReservation = { ok: true; release: () => void } | { ok: false; retryAfter: number };

/**
 * What the handlers use to limit a client: in this process's memory (FailureLimiter, and
 * LeadRateLimiter of ../leads/leadRateLimit.ts), or shared by every instance in PostgreSQL
 * (../postgres/postgresRateLimiter.ts). `reserve` checks and counts in one atomic step.
 */
export interface AttemptLimiter {
  /** Seconds to wait when this client is blocked, else 0; counts nothing. */
  blockedFor(client: string): Awaitable<number>;
  /** Counts one attempt unless the client (or everyone) is at the limit. */
  reserve(client: string): Awaitable<AttemptReservation>;
}

export class FailureLimiter implements AttemptLimiter {
  readonly perClient: number;
  readonly global: number;
  readonly windowMs: number;
  readonly maxClients: number;
  private readonly now: () => number;
  private readonly clients = new Map<string, number[]>();
  private globalFailures: number[] = [];

  constructor(options: FailureLimiterOptions = {}) {
    this.perClient = options.perClient ?? 10;
    this.global = options.global ?? 100;
    this.windowMs = options.windowMs ?? 60_000;
    this.maxClients = options.maxClients ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  private recent(list: number[], now: number): number[] {
    const from = now - this.windowMs;
    let drop = 0;
    while (drop < list.length && list[drop]! <= from) drop += 1;
    return drop ? list.slice(drop) : list;
  }

  /** Seconds to wait when this client is blocked, else 0. */
  blockedFor(client: string): number {
    const now = this.now();
    this.globalFailures = this.recent(this.globalFailures, now);
    let wait = 0;
    if (this.globalFailures.length >= this.global)
      wait = this.globalFailures[this.globalFailures.length - this.global]! + this.windowMs - now;
    const own = this.clients.get(client);
    if (own) {
      const kept = this.recent(own, now);
      if (kept.length) this.clients.set(client, kept);
      else this.clients.delete(client);
      if (kept.length >= this.perClient)
        wait = Math.max(wait, kept[kept.length - this.perClient]! + this.windowMs - now);
    }
    return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : 0;
  }

  /** Counts one failure; returns its time, which forgive() takes to undo it. */
  fail(client: string): number {
    const now = this.now();
    this.globalFailures.push(now);
    if (this.globalFailures.length > this.global * 2) this.globalFailures = this.globalFailures.slice(-this.global);
    const own = this.recent(this.clients.get(client) ?? [], now);
    own.push(now);
    if (own.length > this.perClient) own.splice(0, own.length - this.perClient);
    this.clients.delete(client); // re-insert: the map's order is the age of the last failure
    this.clients.set(client, own);
    while (this.clients.size > this.maxClients) {
      const oldest = this.clients.keys().next().value;
      if (oldest === undefined) break;
      this.clients.delete(oldest);
    }
    return now;
  }

  /**
   * Takes back one failure counted at `at` (a reserved attempt that did not happen), where the
   * windows still hold it: a caller can count before it awaits, then undo.
   */
  forgive(client: string, at: number): void {
    const global = this.globalFailures.lastIndexOf(at);
    if (global >= 0) this.globalFailures.splice(global, 1);
    const own = this.clients.get(client);
    const index = own ? own.lastIndexOf(at) : -1;
    if (own && index >= 0) {
      own.splice(index, 1);
      if (!own.length) this.clients.delete(client);
    }
  }

  /** blockedFor then fail, in one synchronous step; `release` forgives the failure. */
  reserve(client: string): MemoryReservation {
    const wait = this.blockedFor(client);
    if (wait) return { ok: false, retryAfter: wait };
    const at = this.fail(client);
    return { ok: true, release: once(() => this.forgive(client, at)) };
  }

  get trackedClients(): number {
    return this.clients.size;
  }
}

/** `undo` runs at the first call only: a reservation is given back once, however often it is released. */
export function once(undo: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    undo();
  };
}

/**
 * One per process, found through `globalThis`: the routes and the proxy are bundled apart, each
 * with its own copy of this module, yet failures at the page count against the APIs and the other
 * way round.
 */
export function processShared<T>(name: string, make: () => T): T {
  const key = Symbol.for(name);
  return ((globalThis as Record<symbol, unknown>)[key] ??= make()) as T;
}

/** The in-memory limiter of this process (the back office's counts without PostgreSQL). */
export const defaultFailureLimiter: FailureLimiter = processShared(
  'kerbside.adminFailureLimiter',
  () => new FailureLimiter(),
);

/**
 * A limiter chosen on its first use: `load` may import the PostgreSQL one, so this light module
 * (the proxy loads it) does not. A failed load is forgotten and tried again.
 */
export function lazyLimiter(load: () => Promise<AttemptLimiter>): AttemptLimiter {
  let chosen: Promise<AttemptLimiter> | undefined;
  const get = () =>
    (chosen ??= load().catch((error: unknown) => {
      chosen = undefined;
      throw error;
    }));
  return {
    blockedFor: async (client) => (await get()).blockedFor(client),
    reserve: async (client) => (await get()).reserve(client),
  };
}

/** True when DATABASE_URL is set: the store, and so the counts, are PostgreSQL's (serverDatabase.ts). */
export const databaseUrlSet = () => Boolean(process.env.DATABASE_URL?.trim());

/**
 * The back office's failed-authentication limiter: with DATABASE_URL, shared by every instance in
 * PostgreSQL (falling back to defaultFailureLimiter while the database is unreachable), else
 * defaultFailureLimiter.
 */
export const defaultAdminLimiter: AttemptLimiter = processShared('kerbside.adminAttemptLimiter', () =>
  lazyLimiter(async () =>
    databaseUrlSet()
      ? (await import('../postgres/sharedLimiters')).postgresAuthLimiter('admin-auth', defaultFailureLimiter)
      : defaultFailureLimiter,
  ),
);

/**
 * The client's address for the limiter: the last x-forwarded-for entry (the one our own proxy
 * appended, so a client cannot choose it), else the real IP header, else one shared bucket.
 */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  if (forwarded) {
    const last = forwarded.split(',').pop()?.trim();
    if (last) return last.slice(0, 64);
  }
  const real = headers.get('x-real-ip')?.trim();
  return real ? real.slice(0, 64) : 'global';
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Do the basic credentials in `authorization` equal `user:password`? Constant time in the secret. */
export function basicCredentialsMatch(authorization: string | null, user: string, password: string): boolean {
  if (!authorization) return false;
  const match = /^Basic[ \t]+([A-Za-z0-9+/=_-]{1,1024})[ \t]*$/i.exec(authorization);
  const given = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
  // Equal-length digests: the comparison leaks neither content nor length.
  const same = timingSafeEqual(digest(given), digest(`${user}:${password}`));
  return Boolean(match) && same;
}

/** The verdict on a back-office request's credentials. */
export type AdminVerdict =
  | { ok: true }
  /** No SEARCH_ADMIN_SECRET: the back office is off (never open by default). */
  | { ok: false; status: 503 }
  /** Too many failures from this client (or everyone) in the window: wait `retryAfter` seconds. */
  | { ok: false; status: 429; retryAfter: number }
  /** Missing or wrong credentials (counted as a failure). */
  | { ok: false; status: 401 };

export interface AdminCheckOptions {
  /** The basic-auth user: the sitekey. */
  user: string;
  /** SEARCH_ADMIN_SECRET; undefined or '' turns the back office off. */
  secret: string | undefined;
  limiter?: AttemptLimiter;
}

/**
 * Checks a request's basic credentials: 503 without a secret, 429 while the client is blocked
 * (even with the right credentials, until the window clears), 401 for missing or wrong ones.
 * A failure is checked and counted in one step (`reserve`, never released): concurrent wrong
 * guesses cannot all pass the client's last free slot, even with the counts in PostgreSQL.
 */
export async function checkAdminCredentials(
  headers: Headers,
  { user, secret, limiter = defaultAdminLimiter }: AdminCheckOptions,
): Promise<AdminVerdict> {
  if (!secret) return { ok: false, status: 503 };
  const client = clientKey(headers);
  if (!basicCredentialsMatch(headers.get('authorization'), user, secret)) {
    const counted = await limiter.reserve(client);
    return counted.ok ? { ok: false, status: 401 } : { ok: false, status: 429, retryAfter: counted.retryAfter };
  }
  const wait = await limiter.blockedFor(client);
  return wait ? { ok: false, status: 429, retryAfter: wait } : { ok: true };
}
