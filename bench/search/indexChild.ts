/**
 * The indexing half of `npm run bench:search`, in its own process so its peak memory
 * (process.resourceUsage().maxRSS) is the indexing's alone: creates a fresh database (the
 * migrations), then writes the benchmark's documents through the document API's write path in
 * batches of 1,000, each one transaction, exactly as `PUT documents:batch` does: indexDocuments on
 * a SQLite file, the PostgreSQL document store's `index` on a postgres:// URL (an empty database;
 * the server's own memory is not this process's). Prints one JSON line with the figures on stdout.
 *
 *   node --import ./scripts/ts-resolve.mjs bench/search/indexChild.ts <new db | postgres:// URL> <content db> <documents>
 */
import { statSync } from 'node:fs';
import postgres from 'postgres';
import { openDatabase } from '#src/server/db/openDatabase';
import { indexDocuments, readSearchState } from '#src/server/search/searchIndex';
import { benchDocumentBatches, siteDocuments } from './benchDocuments';
import { openBenchStore } from './benchStore';

export interface IndexFigures {
  documents: number;
  /** Time inside the write path (the indexing itself). */
  indexMs: number;
  /** Everything: reading the site's pages, generating the derivative pages and indexing. */
  totalMs: number;
  /** Peak resident memory of this process, in bytes. */
  maxRssBytes: number;
  /** SQLite: database file plus write-ahead log; PostgreSQL: pg_database_size. In bytes. */
  databaseBytes: number;
  batches: number;
  slowestBatchMs: number;
  /**
   * PostgreSQL only (else 0): `VACUUM ANALYZE` of the search tables after the load, what
   * autovacuum does within a minute or so of a bulk write. Without it the first searches set
   * every row's hint bits and plan without statistics, which no site that has run a minute sees.
   */
  vacuumMs: number;
}

const [target, contentFile, countText] = process.argv.slice(2);
if (!target || !contentFile || !countText) {
  console.error('usage: indexChild.ts <new db file | postgres:// URL> <content db file> <documents>');
  process.exit(2);
}
const count = Number(countText);
const started = performance.now();

const content = openDatabase(contentFile, { readonly: true });
const site = siteDocuments(content);
content.close();

const store = await openBenchStore(target);
const db = store.db;
let indexMs = 0;
let batches = 0;
let slowestBatchMs = 0;
for (const batch of benchDocumentBatches(site, count, 1_000)) {
  const before = performance.now();
  if (db) indexDocuments(db, batch);
  else await store.documents.index(batch);
  const ms = performance.now() - before;
  indexMs += ms;
  slowestBatchMs = Math.max(slowestBatchMs, ms);
  batches += 1;
  if (batches % 10 === 0) process.stderr.write(`  indexed ${batches * 1_000} documents\n`);
}

const size = (path: string) => {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
};
let documents: number;
let totalMs: number;
let databaseBytes: number;
let vacuumMs = 0;
if (db) {
  documents = readSearchState(db)?.documents ?? 0;
  totalMs = performance.now() - started;
  db.pragma('wal_checkpoint(TRUNCATE)');
  await store.close();
  databaseBytes = size(target) + size(`${target}-wal`);
} else {
  totalMs = performance.now() - started;
  await store.close();
  const sql = postgres(target, { max: 1, onnotice: () => {} });
  try {
    const vacuumStarted = performance.now();
    await sql`VACUUM ANALYZE search_documents, search_match`;
    vacuumMs = performance.now() - vacuumStarted;
    const [state] = await sql<{ documents: number; bytes: number }[]>`
      SELECT (SELECT documents::int FROM search_state WHERE id = 1) AS documents,
        pg_database_size(current_database())::float8 AS bytes`;
    documents = state?.documents ?? 0;
    databaseBytes = state?.bytes ?? 0;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const figures: IndexFigures = {
  documents,
  indexMs,
  totalMs,
  // resourceUsage reports kilobytes.
  maxRssBytes: process.resourceUsage().maxRSS * 1024,
  databaseBytes,
  batches,
  slowestBatchMs,
  vacuumMs,
};
console.log(JSON.stringify(figures));
