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
 * Relevance: ts_rank_cd (title weight 1, text 0.1, the 10:1 of the SQLite engine's bm25; length
 * normalised) × boost × title factor × fuzzy penalty (matchScoring.ts). It is not bm25, so the
 * order of near ties may differ from SQLite; bench:search prints where.
 */
import type { Sql, TransactionSql } from 'postgres';
import { searchSettings } from '#src/lib/constants';
import { isWarmUpTerm } from '#src/adapters/search/params/parseSearchParams';
import { compileConditions } from '#src/domain/search/filterConditions';
import { topK } from '#src/domain/search/ranking';
import { emptyResponse, resultPage } from '#src/domain/search/resultPage';
import type { QueryWord } from '#src/domain/search/searchTerm';
import type { SearchParams, SearchResponse } from '#src/domain/search/searchTypes';
import { rankSuggestions, vocabularyCandidates, type Suggestion } from '#src/domain/search/suggestions';
import { foldWord, words } from '#src/domain/search/tokenize';
import { storedSpelling } from '#src/domain/search/columns';
import { updateOrders } from '#src/domain/search/documentIndex';
import type { CustomFields } from '#src/domain/search/searchTypes';
import { usedCarCategory } from '#src/domain/search/usedCars';
import { Vocabulary, type VocabularyEntry } from '../search/fuzzy';
import type { MatchResult } from '../search/matchCache';
import { markPositions, scoreMatches, textRequest, type FtsMatch } from '../search/matchScoring';
import {
  appendRow,
  emptyIndex,
  needsCompaction,
  removePosition,
  type IndexRow,
  type MemoryIndex,
} from '../search/memoryIndex';
import { planQuery, tsQueryDialect, type PlannedQuery } from '../search/queryPlan';
import { hitsInOrder, type HitRow, type SearchEngineStats } from '../search/searchEngine';
import type { SearchService } from '../search/searchService';
import { withPostgres } from './serverDatabase';

/** ts_rank_cd weights, in PostgreSQL's order {D, C, B, A}: title (A) 1, text (B) 0.1. */
const rankWeights = '{0,0,0.1,1}';
/** ts_rank_cd normalisation 1: divide by 1 + log(document length). */
const rankNormalisation = 1;
/**
 * Candidates (matching documents) up to which every one is ranked over its whole text; beyond it,
 * a pool chosen by title rank is (rankingPool). ts_rank_cd detoasts each document's tsvector:
 * about 2.7 microseconds a document, so 5,000 cost some 14 ms where 100,000 cost 270 ms.
 */
const defaultFullRankLimit = 5_000;
/** The smallest pool ranked over the whole text. */
const defaultMinimumPool = 500;
/** The provisional rank of a document matching only in its text: below any title match's. */
const textOnlyRank = 1e-9;
/** Titles scanned for suggestions (as the SQLite engine). */
const maxTitlesScanned = 200;

const wholeQuery = tsQueryDialect();
const titleQuery = tsQueryDialect('A');

/** What this engine keeps besides the shared index: pinned ids to their rows, vocabulary slices. */
interface PostgresIndex extends MemoryIndex {
  rowOfPinnedId: Map<string, number>;
  vocabularySlices: Map<string, VocabularyEntry[]>;
  /** Searches using the copy now: it changes only when there are none. */
  readers: number;
  /** Called once `readers` falls to 0. */
  whenIdle: Array<() => void>;
}

/** Rows written and removed since a copy's generation beyond which it reloads instead (a rebuild). */
const defaultCatchUpRows = 5_000;

type Query = Sql | TransactionSql;

const indexColumns = `_row::int AS "_row", title, ts::float8 AS ts, boost, language,
  to_json(categories)::text AS categories, custom_fields::text AS custom_fields`;

const hitColumns = `_row::int AS "_row", id, url, title, text, meta_description, meta_categories::text AS meta_categories,
  image, to_json(categories)::text AS categories, ts::float8 AS ts, document_type, custom_fields::text AS custom_fields`;

async function loadIndex(sql: Query, generation: number): Promise<PostgresIndex> {
  const [shape] = await sql.unsafe<{ count: number; max_row: number | null }[]>(
    'SELECT count(*)::int AS count, max(_row)::int AS max_row FROM search_documents',
  );
  const base = emptyIndex(generation, Math.max(16, shape?.count ?? 0), shape?.max_row ?? 0);
  const index: PostgresIndex = {
    ...base,
    rowOfPinnedId: new Map(),
    vocabularySlices: new Map(),
    readers: 0,
    whenIdle: [],
  };
  // Row by row as they arrive: 100,000 row objects held at once would reach the old generation,
  // and a later search would pay for collecting them (tens of milliseconds).
  await sql
    .unsafe<IndexRow[]>(`SELECT ${indexColumns} FROM search_documents ORDER BY _row`)
    .forEach((row) => appendRow(index, row));
  await loadPins(sql, index);
  return index;
}

async function loadPins(sql: Query, index: PostgresIndex): Promise<void> {
  const pins = await sql.unsafe<{ keyword: string; doc_id: string; row: number | null }[]>(
    `SELECT p.keyword, p.doc_id, d._row::int AS row
       FROM search_pins p LEFT JOIN search_documents d ON d.id = p.doc_id
      ORDER BY p.keyword, p.position`,
  );
  index.pins = new Map();
  index.rowOfPinnedId = new Map();
  for (const pin of pins) {
    index.pins.set(pin.keyword, [...(index.pins.get(pin.keyword) ?? []), pin.doc_id]);
    if (pin.row !== null) index.rowOfPinnedId.set(pin.doc_id, pin.row);
  }
}

/**
 * Brings `index` from its generation to `generation` (the snapshot of `sql`) in place: the rows
 * removed since leave, the rows written since are appended (an update is a new _row: identity
 * values grow with the generation, since writers take search_state's row lock first, so positions
 * stay in index order). False when a reload is the better deal: a rebuild-sized change, or too
 * many dead positions. Only called while no search holds the copy.
 */
async function catchUp(sql: Query, index: PostgresIndex, generation: number, maxRows: number): Promise<boolean> {
  const since = index.generation;
  const [size] = await sql<{ written: number; removed: number }[]>`
    SELECT (SELECT count(*) FROM search_documents WHERE changed > ${since})::int AS written,
           (SELECT count(*) FROM search_removed WHERE changed > ${since})::int AS removed`;
  if (!size || size.written + size.removed > maxRows) return false;
  const removed = await sql<{ row: number }[]>`
    SELECT _row::int AS row FROM search_removed WHERE changed > ${since}`;
  const written = await sql.unsafe<IndexRow[]>(
    `SELECT ${indexColumns} FROM search_documents WHERE changed > $1 ORDER BY _row`,
    [since],
  );
  const firstNew = index.size;
  for (const { row } of [...removed, ...written.map((document) => ({ row: document._row }))]) {
    const position = (index.rowPosition[row] ?? 0) - 1;
    if (position >= 0) removePosition(index, position);
  }
  for (const row of written) appendRow(index, row);
  if (needsCompaction(index)) return false;
  updateOrders(index, firstNew);
  await loadPins(sql, index);
  await refreshDisplays(sql, index);
  index.generation = generation;
  index.matches.clear();
  index.liveCounts.clear();
  index.vocabularySlices.clear();
  return true;
}

/**
 * Facet values whose first document went away show the spelling of the next live one, as a
 * reload would (and as the SQLite engine reads it from its database): read those documents'
 * custom fields now, so the synchronous facet code finds them.
 */
async function refreshDisplays(sql: Query, index: PostgresIndex): Promise<void> {
  const holders = new Map<number, CustomFields>();
  for (const column of index.fields.values()) {
    for (const id of column.staleDisplay) {
      for (let position = 0; position < index.size; position += 1) {
        if (index.alive[position] && column.holds(position, null, id)) {
          holders.set(position, {});
          break;
        }
      }
    }
  }
  if (holders.size) {
    const rows = await sql<{ row: number; fields: string }[]>`
      SELECT _row::int AS row, custom_fields::text AS fields FROM search_documents
       WHERE _row = ANY(${[...holders.keys()].map((position) => index.rows[position]!)}::bigint[])`;
    for (const { row, fields } of rows)
      holders.set((index.rowPosition[row] ?? 0) - 1, JSON.parse(fields) as CustomFields);
  }
  for (const [name, column] of index.fields) {
    for (const id of [...column.staleDisplay])
      column.displayOf(id, index.alive, index.size, (position) =>
        storedSpelling(holders.get(position)?.[name], column.keys[id]!),
      );
  }
  // Category tokens show as the key itself (a reload stores them so too).
  for (const id of [...index.categories.staleDisplay])
    index.categories.displayOf(id, index.alive, index.size, () => index.categories.keys[id]!);
}

/** Rows (8-byte _row, then an 8-byte float score when `withScores`) as positions of the copy. */
function unpack(index: PostgresIndex, bytes: Buffer | null, withScores: boolean): MatchResult {
  const stride = withScores ? 16 : 8;
  const count = bytes ? bytes.length / stride : 0;
  const positions = new Int32Array(count);
  const scores = withScores ? new Float64Array(count) : null;
  let n = 0;
  for (let at = 0; bytes && at < bytes.length; at += stride) {
    const row = bytes.readUInt32BE(at) * 2 ** 32 + bytes.readUInt32BE(at + 4);
    const position = (index.rowPosition[row] ?? 0) - 1;
    if (position < 0) continue;
    positions[n] = position;
    if (scores) scores[n] = bytes.readDoubleBE(at + 8);
    n += 1;
  }
  const found = positions.subarray(0, n);
  // A bitmap scan returns rows in the heap's order, which is index order unless rows were
  // written into freed space; scored rows come ordered by the query.
  if (!scores && !ascending(found)) found.sort();
  return { positions: found, scores: scores?.subarray(0, n) ?? null };
}

function ascending(positions: Int32Array): boolean {
  for (let i = 1; i < positions.length; i += 1) if (positions[i - 1]! > positions[i]!) return false;
  return true;
}

/** The vocabulary words of these first letters (and swapped pairs) that fuzzy.ts will look at. */
async function vocabularyFor(sql: Query, index: PostgresIndex, queryWords: readonly QueryWord[]): Promise<Vocabulary> {
  const prefixes = new Set<string>();
  for (const { word } of queryWords) {
    prefixes.add(word.slice(0, 1));
    if (word.length > 1) prefixes.add(`${word[1]}${word[0]}`);
  }
  for (const prefix of prefixes) {
    if (index.vocabularySlices.has(prefix)) continue;
    // C collation: byte order, so every word starting with the prefix sorts below prefix + U+10FFFF.
    const entries = await sql<VocabularyEntry[]>`
      SELECT term, docs FROM search_vocab
       WHERE term >= ${prefix} COLLATE "C" AND term < ${`${prefix}\u{10FFFF}`} COLLATE "C"`;
    index.vocabularySlices.set(prefix, [...entries]);
  }
  return new Vocabulary([...prefixes].flatMap((prefix) => index.vocabularySlices.get(prefix) ?? []));
}

export interface PostgresSearchOptions {
  /** total_hits and paging stop here (10000 by the protocol). */
  resultCap?: number;
  /** Rows changed since the copy beyond which it reloads instead of catching up (5,000). */
  maxCatchUpRows?: number;
  /** Candidates up to which all are ranked over their whole text (5,000; see rankingPool). */
  fullRankLimit?: number;
  /** The smallest pool ranked over the whole text beyond fullRankLimit (500). */
  minimumPool?: number;
}

/** The search service over the PostgreSQL database `getSql()` gives (migrations applied). */
export function createPostgresSearchService(
  getSql: () => Promise<Sql>,
  options: PostgresSearchOptions = {},
): SearchService & { stats(): SearchEngineStats } {
  const resultCap = options.resultCap ?? searchSettings.resultCap;
  const maxCatchUpRows = options.maxCatchUpRows ?? defaultCatchUpRows;
  const fullRankLimit = options.fullRankLimit ?? defaultFullRankLimit;
  const minimumPool = options.minimumPool ?? defaultMinimumPool;
  const counters = { loads: 0, updates: 0 };
  let loaded: PostgresIndex | null = null;
  let loading: { generation: number; index: Promise<PostgresIndex> } | null = null;
  /** A catch-up (or its fallback reload) of `loaded` under way; searches wait for it. */
  let updating: Promise<void> | null = null;

  /** A whole copy at `generation`, loaded once however many searches ask at the same time. */
  const load = async (sql: Query, generation: number): Promise<PostgresIndex> => {
    if (loading?.generation !== generation) {
      const index = loadIndex(sql, generation).then((index) => {
        if (!loaded || loaded.generation < index.generation) loaded = index;
        counters.loads += 1;
        return index;
      });
      loading = { generation, index };
      index.then(
        () => {
          if (loading?.index === index) loading = null;
        },
        () => {
          if (loading?.index === index) loading = null;
        },
      );
    }
    return loading.index;
  };

  const idle = (index: PostgresIndex) =>
    index.readers === 0 ? Promise.resolve() : new Promise<void>((resume) => index.whenIdle.push(resume));

  const release = (index: PostgresIndex) => {
    index.readers -= 1;
    if (index.readers === 0) for (const resume of index.whenIdle.splice(0)) resume();
  };

  /** Brings the current copy to `generation` once no search holds it: in place, else a reload. */
  const update = async (sql: Query, current: PostgresIndex, generation: number) => {
    await idle(current);
    if (loaded !== current || current.generation >= generation) return;
    try {
      if (await catchUp(sql, current, generation, maxCatchUpRows)) {
        counters.updates += 1;
        return;
      }
    } catch (error) {
      // Half applied: never searched again.
      if (loaded === current) loaded = null;
      throw error;
    }
    if (loaded === current) loaded = null;
    await load(sql, generation);
  };

  /** The copy at `generation`, held for the caller until `release`. */
  const acquire = async (sql: Query, generation: number): Promise<PostgresIndex> => {
    for (;;) {
      if (updating) {
        await updating.catch(() => undefined);
        continue;
      }
      const current = loaded;
      if (current?.generation === generation) {
        current.readers += 1;
        return current;
      }
      if (current && current.generation < generation) {
        const run = update(sql, current, generation);
        updating = run;
        void run.then(
          () => (updating = updating === run ? null : updating),
          () => (updating = updating === run ? null : updating),
        );
        await run;
        continue;
      }
      // No copy yet, or a snapshot older than the copy: a copy at its own generation.
      const index = await load(sql, generation);
      index.readers += 1;
      return index;
    }
  };

  /**
   * The rows whose `column` matches `expression` (search_match, migration 5), as positions in
   * index order, with ts_rank_cd over that column when `withScores`. One result row whatever
   * the size: the rows (and scores) come packed in a bytea, 8 (+ 8) bytes each, as parsing a
   * result row per document cost more than matching them. Cached per copy.
   */
  const match = async (
    sql: Query,
    index: PostgresIndex,
    expression: string,
    column: 'fts' | 'fts_title',
    withScores: boolean,
  ): Promise<MatchResult> => {
    const key = `${column}:${withScores ? 's' : 'r'}:${expression}`;
    const cached = index.matches.get(key) ?? (withScores ? undefined : index.matches.get(`${column}:s:${expression}`));
    if (cached) return withScores ? cached : { positions: cached.positions, scores: null };
    const [packed] = withScores
      ? await sql<{ m: Buffer | null }[]>`
          SELECT string_agg(int8send(_row)
                   || float8send(ts_rank_cd(${rankWeights}::float4[], ${sql(column)}, q, ${rankNormalisation})::float8),
                 ''::bytea ORDER BY _row) AS m
            FROM search_match, CAST(${expression} AS tsquery) AS q
           WHERE ${sql(column)} @@ q`
      : // Unordered: sorting 100,000 rows costs PostgreSQL 20 ms, unpack a few (and usually none).
        await sql<{ m: Buffer | null }[]>`
          SELECT string_agg(int8send(_row), ''::bytea) AS m
            FROM search_match WHERE ${sql(column)} @@ CAST(${expression} AS tsquery)`;
    const result = unpack(index, packed?.m ?? null, withScores);
    index.matches.set(key, result);
    return result;
  };

  /**
   * ts_rank_cd over the whole text of the documents at `positions` (all of which match
   * `expression`), and for each of `penalised` whether the document matches it: one pass over
   * just these rows, where marking the exact spellings over the whole table cost a scan of every
   * document holding a common word.
   */
  const rankRows = async (
    sql: Query,
    index: PostgresIndex,
    expression: string,
    penalised: readonly string[],
    positions: ArrayLike<number>,
  ): Promise<{ ranked: MatchResult; exact: Uint8Array[] }> => {
    const flags = penalised
      .map((_, at) => `CASE WHEN fts @@ CAST($${at + 3} AS tsquery) THEN '\\x01'::bytea ELSE '\\x00'::bytea END`)
      .join(' || ');
    const [packed] = await sql.unsafe<{ m: Buffer | null }[]>(
      `SELECT string_agg(int8send(_row)
                || float8send(ts_rank_cd('${rankWeights}'::float4[], fts, q, ${rankNormalisation})::float8)
                ${flags ? `|| ${flags}` : ''},
              ''::bytea ORDER BY _row) AS m
         FROM search_match, CAST($1 AS tsquery) AS q
        WHERE _row = ANY($2::bigint[])`,
      [expression, Array.from(positions, (position) => index.rows[position]!), ...penalised],
      // A statement per count of penalised words: planned once per connection, not per search.
      { prepare: true },
    );
    const bytes = packed?.m ?? null;
    const stride = 16 + penalised.length;
    const count = bytes ? bytes.length / stride : 0;
    const found = new Int32Array(count);
    const scores = new Float64Array(count);
    const exact = penalised.map(() => new Uint8Array(index.size));
    let n = 0;
    for (let at = 0; bytes && at < bytes.length; at += stride) {
      const position = (index.rowPosition[bytes.readUInt32BE(at) * 2 ** 32 + bytes.readUInt32BE(at + 4)] ?? 0) - 1;
      if (position < 0) continue;
      found[n] = position;
      scores[n] = bytes.readDoubleBE(at + 8);
      for (let k = 0; k < penalised.length; k += 1) exact[k]![position] = bytes[at + 16 + k]!;
      n += 1;
    }
    return { ranked: { positions: found.subarray(0, n), scores: scores.subarray(0, n) }, exact };
  };

  /** The documents the term matches, as ftsMatch.ts decides them (fuzziness included). */
  const matchText = async (sql: Query, index: PostgresIndex, params: SearchParams): Promise<FtsMatch> => {
    const request = textRequest(index, params);
    if ('answer' in request) return request.answer;
    const { queryWords, needsScores } = request;
    const matchAll = false;
    let plan: PlannedQuery = planQuery(queryWords, null, wholeQuery);
    let matched = await match(sql, index, plan.expression, 'fts', false);
    if (request.wantsFuzzy(matched.positions.length)) {
      const fuzzyVocabulary = await vocabularyFor(sql, index, queryWords);
      const fuzzyPlan = planQuery(queryWords, fuzzyVocabulary, wholeQuery);
      if (fuzzyPlan.expression !== plan.expression) {
        plan = fuzzyPlan;
        matched = await match(sql, index, plan.expression, 'fts', false);
      }
    }
    const positions = matched.positions;
    if (!needsScores) return { matchAll, positions, scores: null, highlight: plan.highlight };
    // The same words and variants in titles (FTS5's `{title} : (…)`), with their title ranks.
    const titles = await match(sql, index, plan.expression, 'fts_title', true);
    const inTitle = markPositions(index, titles.positions);
    const scored = ({ ranked, exact }: Awaited<ReturnType<typeof rankRows>>) =>
      scoreMatches(index, ranked.positions, ranked.scores!, queryWords, { inTitle, exact });
    if (positions.length <= fullRankLimit) {
      const key = `rank:${JSON.stringify(queryWords)}:${plan.expression}`;
      const cached = index.matches.get(key);
      if (cached) return { matchAll, positions: cached.positions, scores: cached.scores, highlight: plan.highlight };
      const rows = await rankRows(sql, index, plan.expression, plan.penalised, positions);
      const result = { positions: rows.ranked.positions, scores: scored(rows) };
      index.matches.set(key, result);
      return { matchAll, ...result, highlight: plan.highlight };
    }
    // Many candidates: ordered by their title first (the title ranks cost little; the exact
    // spellings are left to the pool), then the best of those the filters keep, as many as the
    // page needs and more, ranked over the whole text.
    const pool = rankingPool(index, params, positions, titles, (provisional) =>
      scoreMatches(index, positions, provisional, queryWords, { inTitle, exact: [] }),
    );
    const rows = await rankRows(sql, index, plan.expression, plan.penalised, pool);
    const scores = new Float64Array(positions.length);
    const finalAt = new Float64Array(index.size);
    const final = scored(rows);
    for (let i = 0; i < rows.ranked.positions.length; i += 1) finalAt[rows.ranked.positions[i]!] = final[i]!;
    for (let i = 0; i < positions.length; i += 1) scores[i] = finalAt[positions[i]!]!;
    return { matchAll, positions, scores, highlight: plan.highlight };
  };

  /**
   * The candidates worth ranking over the whole text when there are more than fullRankLimit: the
   * filters' survivors with the best provisional score, a score computed from the title's rank
   * (a document matching only in its text scores by its boost alone, below every title match).
   * At least minimumPool of them, and twice as many as the page asked for reaches down to.
   */
  const rankingPool = (
    index: PostgresIndex,
    params: SearchParams,
    positions: Int32Array,
    titles: MatchResult,
    score: (raw: Float64Array) => Float64Array,
  ): number[] => {
    const titleRank = new Float64Array(index.size);
    for (let i = 0; i < titles.positions.length; i += 1) titleRank[titles.positions[i]!] = titles.scores![i]!;
    const raw = new Float64Array(positions.length);
    for (let i = 0; i < positions.length; i += 1) raw[i] = titleRank[positions[i]!] || textOnlyRank;
    const provisional = score(raw);
    const condition = compileConditions(index, params);
    const passes = condition?.mask(positions);
    let kept = 0;
    const candidates = new Int32Array(positions.length);
    for (let i = 0; i < positions.length; i += 1) if (!passes || passes[i]) candidates[kept++] = i;
    const size = Math.min(fullRankLimit, Math.max(minimumPool, 2 * params.page * params.limit));
    return topK(candidates.subarray(0, kept), size, (a, b) => provisional[b]! - provisional[a]! || a - b).map(
      (at) => positions[at]!,
    );
  };

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
        const index = await acquire(transaction, state?.generation ?? 0);
        try {
          return await searchIn(transaction, index, params, started);
        } finally {
          release(index);
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
    stats: () => ({ ...counters, documents: loaded?.live ?? 0 }),
  };
}
