/**
 * Which store this process runs on (issue #17, ADR 0025 § 1): PostgreSQL when DATABASE_URL is a
 * postgres:// URL, else the embedded SQLite file. Every `default…Store()` asks `storeKind()` and, for
 * PostgreSQL, awaits `serverPostgres()`: the shared pool with the migrations applied once (or,
 * for reads that may lag, `serverPostgresReader()`: the replica's pool when there is one).
 */
import type { Sql } from 'postgres';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import { runPostgresMigrations } from './migrations';
import { isPostgresUrl, postgresConfig, PostgresConfigError } from './postgresConfig';
import { postgresClient } from './postgresPool';

export type StoreKind = 'sqlite' | 'postgres';

/**
 * 'postgres' for a postgres:// URL, 'sqlite' when DATABASE_URL is unset or empty. Any other value
 * throws PostgresConfigError: a typo must not quietly give a second, empty SQLite site.
 */
export function storeKind(env: Record<string, string | undefined> = process.env): StoreKind {
  const url = env.DATABASE_URL?.trim();
  if (!url) return 'sqlite';
  if (isPostgresUrl(url)) return 'postgres';
  throw new PostgresConfigError(
    'DATABASE_URL must be a postgres:// or postgresql:// URL, or unset for the embedded SQLite database.',
  );
}

let ready: { url: string; client: Promise<Sql> } | null = null;

/**
 * The shared client of DATABASE_URL once its migrations have run (single-flight: concurrent
 * callers share one run). A failed run is forgotten, so the next request tries again.
 */
export function serverPostgres(env: Record<string, string | undefined> = process.env): Promise<Sql> {
  const config = postgresConfig(env);
  if (ready?.url === config.url) return ready.client;
  const sql = postgresClient(config);
  const client = runPostgresMigrations(sql).then(
    () => sql,
    (error: unknown) => {
      ready = null;
      throw postgresUnavailable(error);
    },
  );
  ready = { url: config.url, client };
  return client;
}

/**
 * The client for reads that may lag the primary by a moment: the search service and the content
 * store. With DATABASE_READ_URL set (a streaming replica, docs/deploy.md), its own pool on the
 * replica, opened once the primary's migrations have run (a replica replays the schema; it never
 * runs migrations); otherwise the primary's client. Writes, the document API's reads (read your
 * own writes), statistics, leads and revalidation stay on the primary.
 */
export async function serverPostgresReader(env: Record<string, string | undefined> = process.env): Promise<Sql> {
  const config = postgresConfig(env);
  const primary = await serverPostgres(env);
  if (!config.readUrl) return primary;
  return postgresClient({ ...config, url: config.readUrl });
}

/** Seconds a client should wait before retrying after the database was unreachable. */
export const postgresRetryAfterSeconds = 5;

// postgres.js's own connection errors, and SQLSTATE classes meaning "the server is not answering
// now": 08 connection exceptions, 57P01-57P03 shutdown or cannot connect now, 57014 statement timeout.
const connectionCodes = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '57014',
]);

/** True when `error` says PostgreSQL is unreachable or too slow, not that a query was wrong. */
export function isPostgresUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (connectionCodes.has(code) || code.startsWith('08'));
}

/**
 * A ServiceUnavailableError (the HTTP layer answers 503 with Retry-After) for an unreachable
 * database; any other error unchanged. Stores call it in their catch blocks.
 */
export function postgresUnavailable(error: unknown): unknown {
  if (error instanceof ServiceUnavailableError || !isPostgresUnavailable(error)) return error;
  return new ServiceUnavailableError('The database is unavailable; try again shortly.', postgresRetryAfterSeconds);
}

/** Runs `work`, turning an unreachable database into ServiceUnavailableError. */
export async function withPostgres<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw postgresUnavailable(error);
  }
}
