/**
 * A real PostgreSQL for a test file: the server at DATABASE_URL when it is set, else a throw-away
 * cluster (scripts/postgres.mjs) started for the file and stopped after it. Each `freshDatabaseUrl()`
 * is a new, empty database on that server, dropped after the file. Nothing here skips: a server
 * that cannot be started or reached fails the file's tests.
 */
import { randomBytes } from 'node:crypto';
import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll } from 'vitest';
import { startThrowawayCluster, type ThrowawayCluster } from '#scripts/postgres.mjs';

/** initdb and the first start take a few seconds, more on a loaded machine. */
const startTimeoutMs = 90_000;

export function setUpTestDatabase(): { freshDatabaseUrl(): Promise<string> } {
  let cluster: ThrowawayCluster | undefined;
  let admin: Sql | undefined;
  let serverUrl = '';
  let unreachable: unknown;
  const created: string[] = [];

  beforeAll(async () => {
    try {
      if (process.env.DATABASE_URL) serverUrl = process.env.DATABASE_URL;
      else {
        cluster = await startThrowawayCluster();
        serverUrl = cluster.url;
      }
      admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await admin`SELECT 1`;
    } catch (error) {
      // Kept for every test to throw: a failing beforeAll would report the tests as skipped.
      unreachable = error;
    }
  }, startTimeoutMs);

  afterAll(async () => {
    try {
      for (const name of created) await admin?.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin?.end({ timeout: 5 });
    } finally {
      cluster?.stop();
    }
  }, startTimeoutMs);

  return {
    async freshDatabaseUrl() {
      if (unreachable || !admin) {
        throw new Error(`setUpTestDatabase: no PostgreSQL server to test against (${serverUrl || 'none started'}).`, {
          cause: unreachable,
        });
      }
      const name = `kerbside_test_${randomBytes(6).toString('hex')}`;
      await admin.unsafe(`CREATE DATABASE "${name}"`);
      created.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
  };
}
