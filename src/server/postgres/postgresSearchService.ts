/**
 * The search service on PostgreSQL (issue #17, ADR 0025 option B): PostgreSQL stores the documents
 * and matches words (the weighted `simple` tsvector `fts`, tsquery from queryPlan.ts's second
 * dialect, ts_rank_cd); filters, facets, range facets, field stats, sorting, pins and paging run
 * in the shared core of src/domain/search over a columnar copy, exactly as in the SQLite engine,
 * so both stores agree on totals, facets and stats whenever they agree on the matched set.
 *
 * Freshness: each search reads `search_state.generation` in its own snapshot. When another
 * instance (or this one) wrote since the copy was loaded, the copy catches up in that snapshot:
 * the rows written after its generation (`changed`) are appended and the tombstones of the rows
 * removed since (`search_removed`) are applied, once no search holds the copy. A write is
 * therefore seen by every instance at its next search, for the cost of the rows it wrote; a
 * rebuild-sized change, or one that leaves too many dead positions, reloads the copy instead.
 *
 * The copy lives in postgresSearchCopy.ts, matching and relevance in postgresTextMatch.ts.
 */
import type { Sql } from 'postgres';
import { searchSettings } from '#src/lib/constants';
import { isWarmUpTerm } from '#src/adapters/search/params/parseSearchParams';
import { emptyResponse, resultPage } from '#src/domain/search/resultPage';
import type { SearchParams, SearchResponse } from '#src/domain/search/searchTypes';
import { rankSuggestions, vocabularyCandidates, type Suggestion } from '#src/domain/search/suggestions';
import { foldWord, words } from '#src/domain/search/tokenize';
import { usedCarCategory } from '#src/domain/search/usedCars';
import { tsQueryDialect } from '../search/queryPlan';
import { hitsInOrder, type HitRow, type SearchEngineStats } from '../search/searchEngine';
import type { SearchService } from '../search/searchService';
import { createCopyHolder, defaultCatchUpRows, type PostgresIndex, type Query } from './postgresSearchCopy';
import { createPostgresTextMatcher, type TextMatcherOptions } from './postgresTextMatch';
import { withPostgres } from './serverDatabase';

/** Titles scanned for suggestions (as the SQLite engine). */
const maxTitlesScanned = 200;

const titleQuery = tsQueryDialect('A');

const hitColumns = `_row::int AS "_row", id, url, title, text, meta_description, meta_categories::text AS meta_categories,
  image, to_json(categories)::text AS categories, ts::float8 AS ts, document_type, custom_fields::text AS custom_fields`;

export interface PostgresSearchOptions extends TextMatcherOptions {
  /** Rows changed since the copy beyond which it reloads instead of catching up (5,000). */
  maxCatchUpRows?: number;
}

/** The search service over the PostgreSQL database `getSql()` gives (migrations applied). */
export function createPostgresSearchService(
  getSql: () => Promise<Sql>,
  options: PostgresSearchOptions = {},
): SearchService & { stats(): SearchEngineStats } {
  const resultCap = options.resultCap ?? searchSettings.resultCap;
  const counters = { loads: 0, updates: 0 };
  const copies = createCopyHolder(options.maxCatchUpRows ?? defaultCatchUpRows, counters);
  const matchText = createPostgresTextMatcher(options);

  async function search(params: SearchParams): Promise<SearchResponse> {
    const started = performance.now();
    if (isWarmUpTerm(params.term)) return emptyResponse(params.page, Math.round(performance.now() - started));
    const sql = await withPostgres(getSql);
    // One snapshot: the generation, the matches and the hits agree even while another instance writes.
    return withPostgres(() =>
      sql.begin('isolation level repeatable read read only', async (transaction) => {
        // Matching must read the GIN index and search_match's narrow heap (a bitmap scan): the
        // planner, which does not count detoasting, would scan the table for a term that matches
        // most documents and detoast every tsvector (25 times slower). The setting lasts as long
        // as this transaction.
        const [state] = await transaction<{ generation: number }[]>`
          SELECT generation::int AS generation, set_config('enable_seqscan', 'off', true)
            FROM search_state WHERE id = 1`;
        const index = await copies.acquire(transaction, state?.generation ?? 0);
        try {
          return await searchIn(transaction, index, params, started);
        } finally {
          copies.release(index);
        }
      }),
    );
  }

  /** One search over a copy this search holds, in the snapshot of `transaction`. */
  async function searchIn(
    transaction: Query,
    index: PostgresIndex,
    params: SearchParams,
    started: number,
  ): Promise<SearchResponse> {
    const matched = await matchText(transaction, index, params);
    const page = resultPage(index, params, matched, {
      resultCap,
      pinsOf: (keyword) => index.pins.get(keyword),
      positionOf: (id) => {
        const row = index.rowOfPinnedId.get(id);
        return row === undefined ? -1 : (index.rowPosition[row] ?? 0) - 1;
      },
      // Spellings whose document went away were read again when the copy caught up
      // (refreshDisplays), so none is stale here.
      storedValue: (_position, _name, key) => key,
    });
    const response = page.response;
    // Only the candidates that can reach the page came back (postgresTextMatch.ts, fromTitles).
    if (matched.atLeast !== undefined) response.total_hits = Math.min(matched.atLeast, resultCap);
    if (page.ordered.length) {
      const rows = await transaction.unsafe<HitRow[]>(
        `SELECT ${hitColumns} FROM search_documents WHERE _row = ANY($1::bigint[])`,
        [page.ordered.map((position) => index.rows[position]!)],
        { prepare: true },
      );
      response.hits = hitsInOrder(index, page.ordered, rows, page.pinned, page.scoreOf, matched.highlight);
    }
    response.processing_time_ms = Math.round(performance.now() - started);
    return response;
  }

  async function suggest(term: string, size = 10, language?: string): Promise<Suggestion[]> {
    const prefixWords = words(term);
    if (!prefixWords.length) return [];
    const last = prefixWords[prefixWords.length - 1]!;
    const sql = await withPostgres(getSql);
    return withPostgres(async () => {
      const vocabulary =
        prefixWords.length === 1
          ? await sql<{ term: string; documents: number }[]>`
              SELECT term, docs AS documents FROM search_vocab
               WHERE term >= ${last} COLLATE "C" AND term < ${`${last}\u{10FFFF}`} COLLATE "C"
               ORDER BY docs DESC, term COLLATE "C" LIMIT ${vocabularyCandidates(size)}`
          : [];
      // The title phrase, its last word a prefix: FTS5's `title : "a b" *`.
      const phrase = prefixWords.map((word, at) => titleQuery.word(word, at === prefixWords.length - 1)).join(' <-> ');
      const titles = await sql<{ title: string }[]>`
        SELECT title FROM search_documents JOIN search_match USING (_row)
         WHERE fts_title @@ CAST(${phrase} AS tsquery)
           AND (${language ?? null}::text IS NULL OR language = ${language ?? null})
           AND NOT (${usedCarCategory} = ANY(categories))
         ORDER BY boost DESC LIMIT ${maxTitlesScanned}`;
      return rankSuggestions(
        prefixWords,
        [...vocabulary],
        titles.map((row) => row.title),
        size,
      );
    });
  }

  async function autocomplete(field: string, term: string, size = 10): Promise<Suggestion[]> {
    const prefix = foldWord(term.trim());
    const sql = await withPostgres(getSql);
    // Every distinct value of the field (a list counts each element), most documents first; 5 and '5' are one.
    const values = await withPostgres(
      () => sql<{ value: string; count: number }[]>`
        SELECT value, count(DISTINCT row)::int AS count FROM (
          SELECT d._row AS row, e.value #>> '{}' AS value
            FROM search_documents d,
                 json_array_elements(CASE json_typeof(d.custom_fields -> ${field})
                   WHEN 'array' THEN d.custom_fields -> ${field}
                   ELSE json_build_array(d.custom_fields -> ${field}) END) AS e(value)
           WHERE json_typeof(e.value) IN ('string', 'number')
        ) v
        GROUP BY value ORDER BY count DESC, value COLLATE "C"`,
    );
    const result: Suggestion[] = [];
    for (const entry of values) {
      if (!foldWord(entry.value).startsWith(prefix)) continue;
      result.push({ value: entry.value });
      if (result.length >= size) break;
    }
    return result;
  }

  return {
    search,
    suggest,
    autocomplete,
    stats: () => ({ ...counters, documents: copies.current()?.live ?? 0 }),
  };
}
