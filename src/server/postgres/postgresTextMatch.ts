/**
 * Which documents a term matches on PostgreSQL, and their relevance (ADR 0025 § 3, § 8 and § 9):
 * the GIN index of search_match answers the matched set, rows packed in one value; up to
 * fullRankLimit candidates are ranked with ts_rank_cd over their whole text, beyond it a pool
 * chosen by the title's rank. Relevance: ts_rank_cd (title weight 1, text 0.1, the 10:1 of the
 * SQLite engine's bm25; length normalised) × boost × title factor × fuzzy penalty
 * (matchScoring.ts). It is not bm25, so the order of near ties may differ from SQLite;
 * bench:search prints where.
 *
 * Only the candidates the filters keep are ranked (resultPage drops the others' scores). A short
 * prefix that matches most documents is answered from its title matches when they provably give
 * the ordinary answer (fromTitles, ADR 0025 § 10).
 */
import { searchSettings } from '#src/lib/constants';
import { compileConditions } from '#src/domain/search/filterConditions';
import { topK } from '#src/domain/search/ranking';
import type { QueryWord } from '#src/domain/search/searchTerm';
import type { SearchParams } from '#src/domain/search/searchTypes';
import { normalizeKeyword } from '#src/domain/search/tokenize';
import { Vocabulary, type VocabularyEntry } from '../search/fuzzy';
import type { MatchResult } from '../search/matchCache';
import { markPositions, scoreMatches, textRequest, type FtsMatch } from '../search/matchScoring';
import { planQuery, tsQueryDialect, type PlannedQuery } from '../search/queryPlan';
import type { PostgresIndex, Query } from './postgresSearchCopy';

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
const wholeQuery = tsQueryDialect();
/** A prefix of up to 3 letters in a tsquery: it matches most documents (`'to':*` some 99,000). */
const shortPrefix = /'[^']{1,3}':\*/;

/**
 * The packed answer of a match: base64 of a 4-byte _row (the copy's rows are int4 too), then the
 * 4-byte float4 ts_rank_cd returns when `withScores` (read as the double it equals). Half the
 * bytes of int8 + float8, and base64 a third less text than bytea's hex: about 10 ms less for a
 * 100,000-row answer.
 */
function decode(packed: string | null | undefined): Buffer | null {
  return packed ? Buffer.from(packed, 'base64') : null;
}

/** Rows (and their scores) as positions of the copy. */
function unpack(index: PostgresIndex, bytes: Buffer | null, withScores: boolean): MatchResult {
  const stride = withScores ? 8 : 4;
  const count = bytes ? bytes.length / stride : 0;
  const positions = new Int32Array(count);
  const scores = withScores ? new Float64Array(count) : null;
  let n = 0;
  for (let at = 0; bytes && at < bytes.length; at += stride) {
    const position = (index.rowPosition[bytes.readInt32BE(at)] ?? 0) - 1;
    if (position < 0) continue;
    positions[n] = position;
    if (scores) scores[n] = bytes.readFloatBE(at + 4);
    n += 1;
  }
  return inIndexOrder(positions.subarray(0, n), scores?.subarray(0, n) ?? null);
}

/**
 * The positions (and their scores) in index order. A bitmap or index scan returns rows in the
 * heap's order, which is index order unless rows were written into freed space: sorting here, in
 * that rare case, spares PostgreSQL an ORDER BY of every answer.
 */
function inIndexOrder(positions: Int32Array, scores: Float64Array | null): MatchResult {
  if (ascending(positions)) return { positions, scores };
  if (!scores) return { positions: positions.sort(), scores };
  const order = Array.from(positions.keys()).sort((a, b) => positions[a]! - positions[b]!);
  return {
    positions: Int32Array.from(order, (at) => positions[at]!),
    scores: Float64Array.from(order, (at) => scores[at]!),
  };
}

/** The highest boost of the copy (of every position, live or not: a bound is all it must be). */
function highestBoost(index: PostgresIndex): number {
  let highest = 0;
  for (let position = 0; position < index.size; position += 1) highest = Math.max(highest, index.boost[position]!);
  return highest;
}

/** The scores of `ranked` (a subset of `positions`) for every one of `positions`; 0 for the others. */
function spread(index: PostgresIndex, positions: Int32Array, ranked: Int32Array, scores: Float64Array): Float64Array {
  const scoreAt = new Float64Array(index.size);
  for (let i = 0; i < ranked.length; i += 1) scoreAt[ranked[i]!] = scores[i]!;
  const spread = new Float64Array(positions.length);
  for (let i = 0; i < positions.length; i += 1) spread[i] = scoreAt[positions[i]!]!;
  return spread;
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

/**
 * What matchText answers. With `atLeast`, the term matched at least that many documents (the
 * result cap) and `positions` are only the ones that can reach the page asked for (fromTitles):
 * total_hits is `atLeast`.
 */
export type PostgresTextMatch = FtsMatch & { atLeast?: number };

export interface TextMatcherOptions {
  /** total_hits and paging stop here (10000 by the protocol). */
  resultCap?: number;
  /** Candidates up to which all are ranked over their whole text (5,000; see rankingPool). */
  fullRankLimit?: number;
  /** The smallest pool ranked over the whole text beyond fullRankLimit (500). */
  minimumPool?: number;
}

/** matchText of the PostgreSQL engine: the documents `params.term` matches, scored when sorted by relevance. */
export function createPostgresTextMatcher(options: TextMatcherOptions = {}) {
  const fullRankLimit = options.fullRankLimit ?? defaultFullRankLimit;
  const minimumPool = options.minimumPool ?? defaultMinimumPool;
  const resultCap = options.resultCap ?? searchSettings.resultCap;

  /**
   * The rows whose `column` matches `expression` (search_match, migration 5), as positions in
   * index order, with ts_rank_cd over that column when `withScores`. One result row whatever
   * the size: the rows (and scores) come packed (decode), as parsing a result row per document
   * cost more than matching them. Cached per copy.
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
      ? await sql.unsafe<{ m: string | null }[]>(
          `SELECT encode(string_agg(int4send(_row::int4)
                   || float4send(ts_rank_cd('${rankWeights}'::float4[], ${column}, q, ${rankNormalisation})),
                 ''::bytea), 'base64') AS m
             FROM search_match, CAST($1 AS tsquery) AS q
            WHERE ${column} @@ q`,
          [expression],
          { prepare: true },
        )
      : await sql.unsafe<{ m: string | null }[]>(
          `SELECT encode(string_agg(int4send(_row::int4), ''::bytea), 'base64') AS m
             FROM search_match WHERE ${column} @@ CAST($1 AS tsquery)`,
          [expression],
          { prepare: true },
        );
    const result = unpack(index, decode(packed?.m), withScores);
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
    const [packed] = await sql.unsafe<{ m: string | null }[]>(
      `SELECT encode(string_agg(int4send(_row::int4)
                || float4send(ts_rank_cd('${rankWeights}'::float4[], fts, q, ${rankNormalisation}))
                ${flags ? `|| ${flags}` : ''},
              ''::bytea), 'base64') AS m
         FROM search_match, CAST($1 AS tsquery) AS q
        WHERE _row = ANY($2::bigint[])`,
      [expression, Array.from(positions, (position) => index.rows[position]!), ...penalised],
      // A statement per count of penalised words: planned once per connection, not per search.
      { prepare: true },
    );
    const bytes = decode(packed?.m);
    const stride = 8 + penalised.length;
    const count = bytes ? bytes.length / stride : 0;
    const found = new Int32Array(count);
    const scores = new Float64Array(count);
    const exact = penalised.map(() => new Uint8Array(index.size));
    let n = 0;
    for (let at = 0; bytes && at < bytes.length; at += stride) {
      const position = (index.rowPosition[bytes.readInt32BE(at)] ?? 0) - 1;
      if (position < 0) continue;
      found[n] = position;
      scores[n] = bytes.readFloatBE(at + 4);
      for (let k = 0; k < penalised.length; k += 1) exact[k]![position] = bytes[at + 8 + k]!;
      n += 1;
    }
    return { ranked: inIndexOrder(found.subarray(0, n), scores.subarray(0, n)), exact };
  };

  /** The documents the term matches, as ftsMatch.ts decides them (fuzziness included). */
  const matchText = async (sql: Query, index: PostgresIndex, params: SearchParams): Promise<PostgresTextMatch> => {
    const request = textRequest(index, params);
    if ('answer' in request) return request.answer;
    const { queryWords, needsScores } = request;
    const matchAll = false;
    const exactPlan = planQuery(queryWords, null, wholeQuery);
    let plan: PlannedQuery = exactPlan;
    if (needsScores && !request.wantsFuzzy(1) && titlesMaySuffice(index, params, exactPlan.expression)) {
      const answer = await fromTitles(sql, index, params, queryWords, exactPlan);
      if (answer) return answer;
    }
    // fuzzy=true expands the words whatever they find alone: their own match would go unused.
    const exactMatch = request.wantsFuzzy(1) ? null : await match(sql, index, plan.expression, 'fts', false);
    if (request.wantsFuzzy(exactMatch?.positions.length ?? 0)) {
      const fuzzyPlan = planQuery(queryWords, await vocabularyFor(sql, index, queryWords), wholeQuery);
      if (fuzzyPlan.expression !== exactPlan.expression) plan = fuzzyPlan;
    }
    const matched =
      exactMatch && plan === exactPlan ? exactMatch : await match(sql, index, plan.expression, 'fts', false);
    const positions = matched.positions;
    if (!needsScores) return { matchAll, positions, scores: null, highlight: plan.highlight };
    const fullRank = positions.length <= fullRankLimit;
    const rankKey = `rank:${JSON.stringify(queryWords)}:${plan.expression}`;
    const ranked = fullRank ? index.matches.get(rankKey) : undefined;
    if (ranked) return { matchAll, positions: ranked.positions, scores: ranked.scores, highlight: plan.highlight };
    if (fullRank) {
      // Only the candidates the filters keep are ranked: resultPage drops the others, and their
      // scores with them. The titles (FTS5's `{title} : (…)`) are asked for in the same pipeline.
      const passes = compileConditions(index, params)?.mask(positions);
      const kept = passes ? positions.filter((_, at) => passes[at] === 1) : positions;
      const [titles, rows] = await Promise.all([
        match(sql, index, plan.expression, 'fts_title', false),
        rankRows(sql, index, plan.expression, plan.penalised, kept),
      ]);
      const inTitle = markPositions(index, titles.positions);
      const final = scoreMatches(index, rows.ranked.positions, rows.ranked.scores!, queryWords, {
        inTitle,
        exact: rows.exact,
      });
      if (!passes) {
        const result = { positions: rows.ranked.positions, scores: final };
        index.matches.set(rankKey, result);
        return { matchAll, ...result, highlight: plan.highlight };
      }
      const scores = spread(index, positions, rows.ranked.positions, final);
      return { matchAll, positions, scores, highlight: plan.highlight };
    }
    // Many candidates: ordered by their title first (the title ranks cost little; the exact
    // spellings are left to the pool), then the best of those the filters keep, as many as the
    // page needs and more, ranked over the whole text. Title ranks only choose a pool
    // (ts_rank_cd over 10,000 titles costs PostgreSQL some 20 ms).
    const titles = await match(sql, index, plan.expression, 'fts_title', true);
    const inTitle = markPositions(index, titles.positions);
    const pool = rankingPool(index, params, positions, titles, (provisional) =>
      scoreMatches(index, positions, provisional, queryWords, { inTitle, exact: [] }),
    );
    const rows = await rankRows(sql, index, plan.expression, plan.penalised, pool);
    const final = scoreMatches(index, rows.ranked.positions, rows.ranked.scores!, queryWords, {
      inTitle,
      exact: rows.exact,
    });
    const scores = spread(index, positions, rows.ranked.positions, final);
    return { matchAll, positions, scores, highlight: plan.highlight };
  };

  /**
   * A request the title matches alone may answer (fromTitles): ordered by relevance only, with
   * no filters, facets, stats or pinned results, whose term holds a prefix so short that it
   * matches most documents (`to:*` some 99,000) and whose match is not cached already.
   */
  const titlesMaySuffice = (index: PostgresIndex, params: SearchParams, expression: string): boolean =>
    shortPrefix.test(expression) &&
    !index.matches.get(`fts:r:${expression}`) &&
    params.sort.length === 1 &&
    params.sort[0]!.field.kind === 'relevance' &&
    params.sort[0]!.order === 'desc' &&
    !params.facets.length &&
    !params.rangeFacets.length &&
    !params.fieldStats.length &&
    !compileConditions(index, params) &&
    !(index.pins.get(normalizeKeyword(params.term))?.length ?? 0);

  /**
   * The answer of a titlesMaySuffice request without reading its whole match, when the match
   * shows there; null otherwise (the caller then takes the ordinary path). The answer is the
   * ordinary path's: that path would rank a pool of the candidates with the best provisional
   * scores (rankingPool). Every title match scores above every document matching only in its
   * text when the pool's last title match scores above textOnlyRank times the highest boost; the
   * pool is then the title matches' best, ranked as there; the page is the pool's best when at
   * least that many of them score above 0 (the rest of the match would score 0). Total_hits
   * needs only the count up to resultCap, which PostgreSQL stops at: a tenth of the heap pages
   * `to:*` visits, and no 100,000 positions to unpack and sort.
   */
  const fromTitles = async (
    sql: Query,
    index: PostgresIndex,
    params: SearchParams,
    queryWords: readonly QueryWord[],
    plan: PlannedQuery,
  ): Promise<PostgresTextMatch | null> => {
    const [[counted], titles] = await Promise.all([
      sql.unsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM (SELECT FROM search_match WHERE fts @@ CAST($1 AS tsquery) LIMIT $2) s`,
        [plan.expression, resultCap],
        { prepare: true },
      ),
      match(sql, index, plan.expression, 'fts_title', true),
    ]);
    const wanted = params.page * params.limit;
    const size = Math.min(fullRankLimit, wanted + minimumPool);
    if ((counted?.n ?? 0) < resultCap || titles.positions.length < size) return null;
    const inTitle = markPositions(index, titles.positions);
    const raw = titles.scores!.map((rank) => rank || textOnlyRank);
    const provisional = scoreMatches(index, titles.positions, raw, queryWords, { inTitle, exact: [] });
    const order = Int32Array.from(titles.positions.keys());
    const best = topK(order, size, (a, b) => provisional[b]! - provisional[a]! || a - b);
    if (!(provisional[best[size - 1]!]! > textOnlyRank * highestBoost(index))) return null;
    const rows = await rankRows(
      sql,
      index,
      plan.expression,
      plan.penalised,
      best.map((at) => titles.positions[at]!),
    );
    const scores = scoreMatches(index, rows.ranked.positions, rows.ranked.scores!, queryWords, {
      inTitle,
      exact: rows.exact,
    });
    let positive = 0;
    for (const score of scores) if (score > 0) positive += 1;
    if (positive < wanted) return null;
    return {
      matchAll: false,
      positions: rows.ranked.positions,
      scores,
      highlight: plan.highlight,
      atLeast: counted!.n,
    };
  };

  /**
   * The candidates worth ranking over the whole text when there are more than fullRankLimit: the
   * filters' survivors with the best provisional score, a score computed from the title's rank
   * (a document matching only in its text scores by its boost alone, below every title match).
   * The page asked for reaches down to some rank: the pool is that many and minimumPool more
   * (ranking is per document, about 7 microseconds each for rows scattered over the table).
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
    const size = Math.min(fullRankLimit, params.page * params.limit + minimumPool);
    return topK(candidates.subarray(0, kept), size, (a, b) => provisional[b]! - provisional[a]! || a - b).map(
      (at) => positions[at]!,
    );
  };

  return matchText;
}
