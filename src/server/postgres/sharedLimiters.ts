/**
 * The limiters of a PostgreSQL site (issue #17; ADR 0025, "Shared rate limits and failed logins"):
 * lead writes, lead drafts and failed logins counted in the database (postgresRateLimiter.ts), so
 * every instance sees the same counts. Loaded by a dynamic import from ../search/adminAuth.ts and
 * ../leads/leadRateLimit.ts only when DATABASE_URL is set: a SQLite site (one process) keeps its
 * counts in memory, as before, and never loads the database client for them.
 */
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import type { LeadRateLimits } from '../leads/leadRateLimit';
import type { AttemptLimiter, FailureLimiter } from '../search/adminAuth';
import { PostgresRateLimiter } from './postgresRateLimiter';
import { serverPostgres } from './serverDatabase';

/**
 * A lead limit (a minute and an hour window). An unreachable database is a 503 here: the lead or
 * draft it guards would fail to be written anyway.
 */
export function postgresRateLimiter(scope: string, limits: LeadRateLimits): AttemptLimiter {
  return new PostgresRateLimiter(() => serverPostgres(), {
    scope,
    windows: [
      { windowMs: 60_000, perClient: limits.perMinute, global: limits.globalPerMinute },
      { windowMs: 3_600_000, perClient: limits.perHour, global: limits.globalPerHour },
    ],
    ...(limits.now ? { now: limits.now } : {}),
  });
}

/**
 * A failed-login limit with the windows of `memory`, shared in PostgreSQL; while the database is
 * unreachable, `memory` (this process's counts) stands in: nobody is locked out of the back office
 * by an outage (page revalidation needs no database), and nobody gets unlimited guesses.
 */
export function postgresAuthLimiter(scope: string, memory: FailureLimiter): AttemptLimiter {
  const shared = new PostgresRateLimiter(() => serverPostgres(), {
    scope,
    windows: [{ windowMs: memory.windowMs, perClient: memory.perClient, global: memory.global }],
  });
  return withFallback(shared, memory, scope);
}

const warnEveryMs = 60_000;

/** `primary`, or `fallback` for the calls on which `primary` finds the database unreachable (logged). */
export function withFallback(
  primary: AttemptLimiter,
  fallback: AttemptLimiter,
  name: string,
  warn: (message: string) => void = console.warn,
): AttemptLimiter {
  let warnedAt = Number.NEGATIVE_INFINITY;
  const fallBack = (error: unknown) => {
    if (!(error instanceof ServiceUnavailableError)) throw error;
    if (Date.now() - warnedAt >= warnEveryMs) {
      warnedAt = Date.now();
      warn(`${name}: the database is unreachable; counting failed logins in this process meanwhile.`);
    }
  };
  return {
    async blockedFor(client) {
      try {
        return await primary.blockedFor(client);
      } catch (error) {
        fallBack(error);
        return fallback.blockedFor(client);
      }
    },
    async reserve(client) {
      try {
        return await primary.reserve(client);
      } catch (error) {
        fallBack(error);
        return fallback.reserve(client);
      }
    },
  };
}
