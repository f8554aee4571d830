/**
 * The PostgreSQL connection pool (issue #17, ADR 0024): one postgres.js client per database URL in
 * this process, shared by every store that runs on it. postgres.js opens connections lazily up to
 * `max`, queues queries beyond that, and reconnects by itself after the server restarts.
 */
import postgres, { type Sql } from 'postgres';
import { postgresConfig, type PostgresConfig } from './postgresConfig';

/** What a pool needs of the settings (the replica's URL is another pool's). */
export type PoolSettings = Pick<PostgresConfig, 'url' | 'poolSize' | 'statementTimeoutMs'>;

/** Seconds an unused connection stays open before the pool closes it. */
const idleTimeoutSeconds = 30;
/** Seconds to wait before the next connection attempt after `failures` in a row. */
export const reconnectDelaySeconds = (failures: number) => Math.min(0.05 * 2 ** failures, 1);
/** Seconds to wait for a new connection before the query fails (the site then answers 503). */
const connectTimeoutSeconds = 10;

/** A new client (its own pool) for `config`; most code wants the shared `postgresClient()` instead. */
export function createPostgresClient(config: PoolSettings): Sql {
  return postgres(config.url, {
    max: config.poolSize,
    idle_timeout: idleTimeoutSeconds,
    connect_timeout: connectTimeoutSeconds,
    // Seconds before reconnecting after the n-th failure in a row. postgres.js's default grows to
    // 20 s, shared by the whole pool: during an outage each 503 could take that long, and after it
    // the site would lag the server by as much. 50 ms doubling to at most 1 s keeps both short.
    backoff: reconnectDelaySeconds,
    // Server-side, per connection: a runaway query is cancelled by PostgreSQL and frees its connection.
    connection: { statement_timeout: config.statementTimeoutMs, application_name: 'kerbside' },
    // NOTICEs (e.g. "relation already exists, skipping" from IF NOT EXISTS) are not worth a log line.
    onnotice: () => {},
  });
}

const clients = new Map<string, Sql>();

/** The shared client for `config.url` (default: the environment's); the first config of a URL sets its pool. */
export function postgresClient(config: PoolSettings = postgresConfig()): Sql {
  let client = clients.get(config.url);
  if (!client) {
    client = createPostgresClient(config);
    clients.set(config.url, client);
  }
  return client;
}

/** Closes every shared client, letting running queries finish for up to `timeoutSeconds`. */
export async function closePostgres({ timeoutSeconds = 5 } = {}): Promise<void> {
  const closing = [...clients.values()];
  clients.clear();
  await Promise.all(closing.map((client) => client.end({ timeout: timeoutSeconds })));
}
