/**
 * The Content API server of the benchmark, in its own process so the load generator does not
 * share its event loop: handleContentRequest on node:http over the given SQLite database file,
 * or over PostgreSQL when given a postgres:// URL (issue #17: the pool as the site sizes it).
 * Prints `listening <url>` on stdout once it accepts connections.
 *   node --import ./scripts/ts-resolve.mjs bench/content/server.ts <database file | postgres:// URL>
 */
import { startContentServer } from '#src/server/content/contentHttpServer';
import { createContentStore, type ContentStore } from '#src/server/content/contentStore';
import { openDatabase } from '#src/server/db/openDatabase';
import { createPostgresContentStore } from '#src/server/postgres/postgresContentStore';
import { isPostgresUrl, postgresConfig } from '#src/server/postgres/postgresConfig';
import { closePostgres, postgresClient } from '#src/server/postgres/postgresPool';

const target = process.argv[2];
if (!target) {
  console.error('usage: server.ts <database file | postgres:// URL>');
  process.exit(2);
}
let store: ContentStore;
if (isPostgresUrl(target)) {
  const sql = postgresClient(postgresConfig({ ...process.env, DATABASE_URL: target }));
  store = createPostgresContentStore(async () => sql);
} else store = createContentStore(openDatabase(target));
const server = await startContentServer({ getStore: () => store });
console.log(`listening ${server.url}`);
process.on('SIGTERM', () => void Promise.all([server.close(), closePostgres()]).then(() => process.exit(0)));
