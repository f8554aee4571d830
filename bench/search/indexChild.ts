/**
 * The indexing half of `npm run bench:search`, in its own process so its peak memory
 * (process.resourceUsage().maxRSS) is the indexing's alone: creates a fresh database (the
 * migrations), then writes the benchmark's documents through the document API's write path
 * (indexDocuments, batches of 1,000, each one transaction, exactly as `PUT documents:batch` does).
 * Prints one JSON line with the figures on stdout.
 *
 *   node --import ./scripts/ts-resolve.mjs bench/search/indexChild.ts <new db> <content db> <documents>
 */
import { statSync } from 'node:fs';
import { openDatabase } from '#src/server/db/openDatabase';
import { indexDocuments, readSearchState } from '#src/server/search/searchIndex';
import { benchDocumentBatches, siteDocuments } from './benchDocuments';

export interface IndexFigures {
  documents: number;
  /** Time inside indexDocuments (the indexing itself). */
  indexMs: number;
  /** Everything: reading the site's pages, generating the derivative pages and indexing. */
  totalMs: number;
  /** Peak resident memory of this process, in bytes. */
  maxRssBytes: number;
  /** Database file plus write-ahead log, in bytes. */
  databaseBytes: number;
  batches: number;
  slowestBatchMs: number;
}

const [file, contentFile, countText] = process.argv.slice(2);
if (!file || !contentFile || !countText) {
  console.error('usage: indexChild.ts <new db file> <content db file> <documents>');
  process.exit(2);
}
const count = Number(countText);
const started = performance.now();

const content = openDatabase(contentFile, { readonly: true });
const site = siteDocuments(content);
content.close();

const db = openDatabase(file);
let indexMs = 0;
let batches = 0;
let slowestBatchMs = 0;
for (const batch of benchDocumentBatches(site, count, 1_000)) {
  const before = performance.now();
  indexDocuments(db, batch);
  const ms = performance.now() - before;
  indexMs += ms;
  slowestBatchMs = Math.max(slowestBatchMs, ms);
  batches += 1;
  if (batches % 10 === 0) process.stderr.write(`  indexed ${batches * 1_000} documents\n`);
}
const documents = readSearchState(db)?.documents ?? 0;
const totalMs = performance.now() - started;
db.pragma('wal_checkpoint(TRUNCATE)');
db.close();

const size = (path: string) => {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
};
const figures: IndexFigures = {
  documents,
  indexMs,
  totalMs,
  // resourceUsage reports kilobytes.
  maxRssBytes: process.resourceUsage().maxRSS * 1024,
  databaseBytes: size(file) + size(`${file}-wal`),
  batches,
  slowestBatchMs,
};
console.log(JSON.stringify(figures));
