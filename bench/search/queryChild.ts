/**
 * The query half of `npm run bench:search`, in a fresh process over the index the indexing child
 * built (so nothing is cached from the build), in one of two modes. `<target>` is the SQLite file
 * or a postgres:// URL (the PostgreSQL search service, issue #17; benchStore.ts).
 *
 * - `engine <target> <queries.json> [<answers.json>]`: the engine called in-process as the route
 *   calls it (parseSearchParams then the search service), timed per request: the first query
 *   (which loads the in-memory part of the index), the 1,000 queries once, then again (warm
 *   caches), and a few single-document writes each followed by a query (what a write costs the
 *   next search). Prints one JSON line. With `<answers.json>`, the first pass's answers (totals,
 *   facets, stats, hit ids) are written there after the timing, for the agreement check.
 * - `serve <target>`: a node:http server on loopback answering GET /api/search/v1/search/{sitekey}
 *   with handleSearchRequest, the handler behind the Next route. Prints `listening <url>`, and on
 *   SIGTERM `memory <json>` before it exits.
 */
import { createServer } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { SearchDocument, SearchResponse } from '#src/domain/search/searchTypes';
import { handleSearchRequest } from '#src/server/search/handleSearchRequest';
import { indexDocuments, removeDocuments } from '#src/server/search/searchIndex';
import { parseSearchParams } from '#src/adapters/search/params/parseSearchParams';
import type { BenchQuery } from './benchQueries';
import { openBenchStore } from './benchStore';

export const benchSitekey = 'kerbside';
export const searchPath = `/api/search/v1/search/${benchSitekey}`;
/** The request that loads the index before the timed ones (not one of the 1,000). */
export const firstQuery = 'term=golf';

export interface EngineFigures {
  firstQueryMs: number;
  /** Per query of the list, in order: first pass. */
  coldMs: number[];
  /** The same queries again. */
  warmMs: number[];
  /** Hits of each query in the first pass (a sanity check that the queries find things). */
  totalHits: number[];
  /** indexDocuments of one document, then the next search, a few times. */
  writeMs: number[];
  queryAfterWriteMs: number[];
  maxRssBytes: number;
  rssBytes: number;
}

/** What the agreement check compares of one answer: everything but timings, scores and hit bodies. */
export interface BenchAnswer {
  total_hits: number;
  facets: SearchResponse['facets'];
  rangeFacets: SearchResponse['rangeFacets'];
  fieldStats: SearchResponse['fieldStats'];
  ids: string[];
}

export interface ServerMemory {
  maxRssBytes: number;
  rssBytes: number;
}

const [mode, target, queriesFile, answersFile] = process.argv.slice(2);
if (!target || (mode !== 'engine' && mode !== 'serve') || (mode === 'engine' && !queriesFile)) {
  console.error('usage: queryChild.ts engine <target> <queries.json> [<answers.json>] | queryChild.ts serve <target>');
  process.exit(2);
}
const store = await openBenchStore(target);
const db = store.db;

const run = (query: string) => store.search.search(parseSearchParams(new URLSearchParams(query)));
const timed = async (query: string): Promise<[number, number, SearchResponse]> => {
  const started = performance.now();
  const response = await run(query);
  return [performance.now() - started, response.total_hits, response];
};
const answerOf = (response: SearchResponse): BenchAnswer => ({
  total_hits: response.total_hits,
  facets: response.facets,
  rangeFacets: response.rangeFacets,
  fieldStats: response.fieldStats,
  ids: response.hits.map((hit) => hit.id),
});
// SQLite keeps today's direct, synchronous calls; PostgreSQL writes through its document store.
const write = async (document: SearchDocument) =>
  db ? indexDocuments(db, [document]) : store.documents.index([document]);
const remove = async (id: string) => (db ? removeDocuments(db, [id]) : store.documents.remove([id]));

if (mode === 'engine') {
  const queries = JSON.parse(readFileSync(queriesFile!, 'utf8')) as BenchQuery[];
  const [firstQueryMs] = await timed(firstQuery);
  const coldMs: number[] = [];
  const totalHits: number[] = [];
  const answers: BenchAnswer[] = [];
  for (const { query } of queries) {
    const [ms, hits, response] = await timed(query);
    coldMs.push(ms);
    totalHits.push(hits);
    if (answersFile) answers.push(answerOf(response));
  }
  const warmMs: number[] = [];
  for (const { query } of queries) warmMs.push((await timed(query))[0]);
  const writeMs: number[] = [];
  const queryAfterWriteMs: number[] = [];
  const followUp = 'term=*&facet=custom_fields.make&facet=custom_fields.fuelType&fieldStat=custom_fields.price';
  await run(followUp);
  for (let n = 0; n < 5; n += 1) {
    const document: SearchDocument = {
      id: `bench-write-${n}`,
      url: `/bench/write-${n}`,
      title: `Benchmark write ${n} | Kerbside`,
      text: `A page written during the benchmark: Volkswagen Golf long-term test, month ${n}.`,
      ts: Date.UTC(2026, 10, 1 + n),
      customFields: { pageType: 'article', make: 'Volkswagen', price: 28_000 + n },
    };
    let started = performance.now();
    await write(document);
    writeMs.push(performance.now() - started);
    queryAfterWriteMs.push((await timed(followUp))[0]);
    started = performance.now();
    await remove(document.id);
    writeMs.push(performance.now() - started);
    queryAfterWriteMs.push((await timed(followUp))[0]);
  }
  const figures: EngineFigures = {
    firstQueryMs,
    coldMs,
    warmMs,
    totalHits,
    writeMs,
    queryAfterWriteMs,
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
    rssBytes: process.memoryUsage().rss,
  };
  if (answersFile) writeFileSync(answersFile, JSON.stringify(answers));
  console.log(JSON.stringify(figures));
  await store.close();
} else {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const prefix = '/api/search/v1/search/';
    if (!url.pathname.startsWith(prefix)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const sitekey = decodeURIComponent(url.pathname.slice(prefix.length).replace(/\/+$/, ''));
    void handleSearchRequest(sitekey, url, {
      getSearch: () => store.search,
      sitekey: benchSitekey,
      method: request.method ?? 'GET',
    }).then((answer) => {
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body ?? undefined);
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    console.log(`listening http://127.0.0.1:${port}`);
  });
  process.on('SIGTERM', () => {
    const memory: ServerMemory = {
      maxRssBytes: process.resourceUsage().maxRSS * 1024,
      rssBytes: process.memoryUsage().rss,
    };
    console.log(`memory ${JSON.stringify(memory)}`);
    server.close();
    server.closeAllConnections();
    void store.close().finally(() => process.exit(0));
  });
}
