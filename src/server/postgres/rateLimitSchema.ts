/**
 * Migration 6 (issue #17): the rate limits and failed-login counts that every instance shares
 * (postgresRateLimiter.ts). One row per limiter scope, window length, client and fixed window: a
 * count, and the time after which the row is neither the current nor the previous window of any
 * check (`expires_at`, epoch milliseconds), so a periodic DELETE keeps the table to the clients of
 * the last two windows. In a module without runtime imports, as statsSchema.ts.
 */
import type { PostgresMigration } from './migrations';

export const rateLimitMigration: PostgresMigration = {
  version: 6,
  name: 'shared rate limits and failed-login counts',
  sql: `
    CREATE TABLE rate_limit_counts (
      scope text NOT NULL,
      window_ms integer NOT NULL CHECK (window_ms > 0),
      client text NOT NULL,
      window_start bigint NOT NULL,
      hits integer NOT NULL CHECK (hits >= 0),
      expires_at bigint NOT NULL,
      PRIMARY KEY (scope, window_ms, client, window_start)
    );
    CREATE INDEX rate_limit_counts__expires_at ON rate_limit_counts (expires_at);`,
};
