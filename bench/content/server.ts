/**
 * The Content API server of the benchmark, in its own process so the load generator does not
 * share its event loop: handleContentRequest on node:http over the given database file.
 * Prints `listening <url>` on stdout once it accepts connections.
 *   node --import ./scripts/ts-resolve.mjs bench/content/server.ts <database file>
 */
import { startContentServer } from '#src/server/content/contentHttpServer';
import { createContentStore } from '#src/server/content/contentStore';
import { openDatabase } from '#src/server/db/openDatabase';

const file = process.argv[2];
if (!file) {
  console.error('usage: server.ts <database file>');
  process.exit(2);
}
const store = createContentStore(openDatabase(file));
const server = await startContentServer({ getStore: () => store });
console.log(`listening ${server.url}`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
