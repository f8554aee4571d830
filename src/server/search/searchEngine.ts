/**
 * The query engine behind GET /v1/search/{sitekey}: full-text matching in SQLite FTS5
 * (ftsMatch.ts, queryPlan.ts), everything else in memory over a columnar copy of the documents'
 * filterable data (dates, boosts, languages, category tokens, custom fields): filters, facets,
 * range facets, field stats, sorting and paging. That part is the search core of
 * src/domain/search (documentIndex, filterConditions, facetCounts, ranking, resultPage), which
 * the in-memory client of the stories (src/adapters/search/memorySearchClient.ts) runs too.
 *
 * The in-memory copy is built for 100,000 documents and more: every column is dictionary encoded
 * (each distinct value once, documents hold small integer ids in typed arrays, lists in one pool
 * per column), so a filter is a lookup of precomputed per-value flags, a facet a count per id, and
 * match-all facets over the whole index are computed once per index version. It is loaded once
 * per index generation and kept up to date by this process's writes (memoryIndex.ts,
 * indexChanges.ts).
 *
 * Relevance: bm25 x the document's boost x the title factor, halved for each query word matched
 * only through a fuzzy variant (ftsMatch.ts); ties broken by date (recent first), then by index
 * order. Match-all queries ('*' or empty) rank by date.
 * Query words: whitespace separated; each word may carry a trailing '*' (prefix), the last one
 * is a prefix too unless postfixWildcard=false (prefixes need 2+ characters); upper-case AND, OR
 * and NOT between words are operators (a leading NOT is ignored); at most 32 words count.
 */
import type Database from 'better-sqlite3';
import { searchSettings } from '#src/lib/constants';
import { isWarmUpTerm } from '#src/adapters/search/params/parseSearchParams';
import { storedSpelling } from '#src/domain/search/columns';
import type { StoredValue } from '#src/domain/search/facetCounts';
import { buildHighlight, type HighlightTerms } from '#src/domain/search/highlight';
import { emptyResponse, resultPage } from '#src/domain/search/resultPage';
import type { CustomFields, SearchHit, SearchParams, SearchResponse } from '#src/domain/search/searchTypes';
import { createFtsMatcher } from './ftsMatch';
import { followChanges } from './indexChanges';
import { applyChanges, loadIndex, loadVocabulary, needsCompaction, type MemoryIndex } from './memoryIndex';

export { hasSearchIndexFollowers, notifySearchIndexChange, type SearchIndexChange } from './indexChanges';

export interface SearchEngineOptions {
  /** total_hits and paging stop here (spec 9: 10000). */
  resultCap?: number;
}

export interface SearchEngineStats {
  /** Full loads of the in-memory index (the first search, then writes by other processes). */
  loads: number;
  /** Writes of this process applied to it without a reload. */
  updates: number;
  /** Documents in it. */
  documents: number;
}

/**
 * What the search API and the site's pages query. Asynchronous so that a server database
 * (PostgreSQL, issue #17) can sit behind it as well as the embedded SQLite file.
 */
export interface SearchEngine {
  search(params: SearchParams): Promise<SearchResponse>;
  /** How the in-memory index was kept up to date (for tests and diagnostics). */
  stats(): SearchEngineStats;
}

/** A stored document as the hits need it (lists and custom fields as JSON text, ts in ms). */
export interface HitRow {
  _row: number;
  id: string;
  url: string;
  title: string;
  text: string;
  meta_description: string;
  meta_categories: string;
  image: string | null;
  categories: string;
  ts: number;
  document_type: string;
  custom_fields: string;
}

export function createSearchEngine(db: Database.Database, options: SearchEngineOptions = {}): SearchEngine {
  const resultCap = options.resultCap ?? searchSettings.resultCap;
  const generationStatement = db.prepare<[], number>('SELECT generation FROM search_state WHERE id = 1').pluck();
  const hitStatement = db.prepare<[string], HitRow>(
    `SELECT _row, id, url, title, text, meta_description, meta_categories, image, categories, ts, document_type, custom_fields
       FROM search_documents WHERE _row IN (SELECT value FROM json_each(?))`,
  );
  const rowOfIdStatement = db.prepare<[string], number>('SELECT _row FROM search_documents WHERE id = ?').pluck();
  const customFieldsStatement = db
    .prepare<[number], string>('SELECT custom_fields FROM search_documents WHERE _row = ?')
    .pluck();
  const sink = followChanges(db);
  const counters = { loads: 0, updates: 0 };
  let loaded: MemoryIndex | null = null;

  const current = (): MemoryIndex => {
    const generation = generationStatement.get() ?? 0;
    const changes = sink.changes;
    const overflow = sink.overflow;
    sink.changes = [];
    sink.overflow = false;
    if (loaded && loaded.generation === generation) return loaded;
    const compact = loaded !== null && needsCompaction(loaded);
    if (loaded && !overflow && !compact && applyChanges(db, loaded, changes, generation)) {
      counters.updates += 1;
    } else {
      loaded = loadIndex(db, generation);
      counters.loads += 1;
    }
    return loaded;
  };

  const matchText = createFtsMatcher(db, (index) => (index.vocabulary ??= loadVocabulary(db)));

  /** The stored spelling of a value (for a facet whose first document went away). */
  const storedValue: StoredValue = (position, name, key) => {
    if (name === null || !loaded) return key;
    const json = customFieldsStatement.get(loaded.rows[position]!);
    return storedSpelling(json ? (JSON.parse(json) as CustomFields)[name] : undefined, key);
  };

  // One read transaction per search: the generation, the columns and the FTS rows then come from
  // one snapshot even while another process re-indexes (WAL).
  const inSnapshot = db.transaction((params: SearchParams, started: number) => searchNow(params, started));

  // better-sqlite3 is synchronous: the whole search runs at once, in one read transaction (no
  // await may sit inside it), and the promise is settled when it returns.
  async function search(params: SearchParams): Promise<SearchResponse> {
    const started = performance.now();
    if (isWarmUpTerm(params.term)) return emptyResponse(params.page, Math.round(performance.now() - started));
    return inSnapshot(params, started);
  }

  function searchNow(params: SearchParams, started: number): SearchResponse {
    const index = current();
    const matched = matchText(index, params);
    const page = resultPage(index, params, matched, {
      resultCap,
      pinsOf: (keyword) => index.pins.get(keyword),
      positionOf: (id) => {
        const row = rowOfIdStatement.get(id);
        return row === undefined ? -1 : (index.rowPosition[row] ?? 0) - 1;
      },
      storedValue,
    });
    const response = page.response;
    if (page.ordered.length) {
      const rows = hitStatement.all(JSON.stringify(page.ordered.map((position) => index.rows[position])));
      response.hits = hitsInOrder(index, page.ordered, rows, page.pinned, page.scoreOf, matched.highlight);
    }
    response.processing_time_ms = Math.round(performance.now() - started);
    return response;
  }

  return { search, stats: () => ({ ...counters, documents: loaded?.live ?? 0 }) };
}

/** The hits of a result page, in its order, from the rows read for it (either store). */
export function hitsInOrder(
  index: MemoryIndex,
  ordered: readonly number[],
  rows: readonly HitRow[],
  pinnedSet: ReadonlySet<number>,
  scoreOf: (position: number) => number,
  terms: HighlightTerms,
): SearchHit[] {
  const byRow = new Map(rows.map((row) => [row._row, row]));
  const hits: SearchHit[] = [];
  for (const position of ordered) {
    const row = byRow.get(index.rows[position]!);
    if (!row) continue;
    const hit: SearchHit = {
      id: row.id,
      url: row.url,
      title: row.title,
      meta_description: row.meta_description,
      meta_categories: JSON.parse(row.meta_categories) as string[],
      custom_fields: JSON.parse(row.custom_fields) as CustomFields,
      highlight: buildHighlight(row.text, terms),
      ts: new Date(row.ts).toISOString(),
      categories: JSON.parse(row.categories) as string[],
      document_type: row.document_type,
      images: { main: row.image ?? '', main_b64: '', capture: '' },
      score: scoreOf(position),
    };
    if (pinnedSet.has(position)) hit.type = 'PROMOTED';
    hits.push(hit);
  }
  return hits;
}

const engines = new WeakMap<Database.Database, SearchEngine>();

/** Search the index of `db` (one engine per database handle, created on first use). */
export function searchDocuments(db: Database.Database, params: SearchParams): Promise<SearchResponse> {
  let engine = engines.get(db);
  if (!engine) {
    engine = createSearchEngine(db);
    engines.set(db, engine);
  }
  return engine.search(params);
}
