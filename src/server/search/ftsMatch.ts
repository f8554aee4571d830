/**
 * Full-text matching in SQLite FTS5 for the engine (searchEngine.ts): a query's words become an
 * FTS expression (queryPlan.ts), whose matches are read as positions of the in-memory index
 * (memoryIndex.ts), cached per index version, and scored when the sort asks for relevance.
 *
 * Relevance: bm25 (the title weighted 10 to 1 over the text) x the document's boost, x the title
 * factor (src/domain/search/ranking.ts) when the title alone satisfies the query, halved for each
 * query word that a document matches only through a fuzzy variant (so 'golf' beats 'gold' for the
 * query 'golf').
 *
 * Fuzzy: 'false' exact; 'true' every eligible word expanded to its vocabulary neighbours (see
 * fuzzy.ts); 'auto' exact first and fuzzy only when the text matches nothing at all (before
 * filters, so a filter that excludes everything does not turn 'golf' into 'gold').
 */
import type Database from 'better-sqlite3';
import type { SearchParams } from '#src/domain/search/searchTypes';
import type { Vocabulary } from './fuzzy';
import type { MatchResult } from './matchCache';
import type { MemoryIndex } from './memoryIndex';
import { markPositions, scoreMatches, textRequest, type FtsMatch } from './matchScoring';
import { planQuery } from './queryPlan';

/** bm25 column weights: title, text. */
const titleWeight = 10;
const textWeight = 1;

export type { FtsMatch } from './matchScoring';

/** The text matcher of one database handle. */
export function createFtsMatcher(db: Database.Database, vocabularyOf: (index: MemoryIndex) => Vocabulary) {
  const matchStatement = db.prepare<[string], { r: number; s: number }>(
    `SELECT rowid AS r, bm25(search_fts, ${titleWeight}.0, ${textWeight}.0) AS s FROM search_fts WHERE search_fts MATCH ?`,
  );
  const matchRowsStatement = db
    .prepare<[string], number>('SELECT rowid FROM search_fts WHERE search_fts MATCH ?')
    .pluck();

  /** Documents matching an FTS expression (positions in the loaded index), cached per version. */
  const match = (index: MemoryIndex, expression: string, withScores: boolean): MatchResult => {
    const key = `${withScores ? 's' : 'r'}:${expression}`;
    const cached = index.matches.get(key);
    if (cached) return cached;
    // Positions without scores: a scored result will do, its scores left out (a sort that does
    // not ask for relevance must not be tie-broken by it only when the cache happens to hold it).
    const scored = withScores ? undefined : index.matches.get(`s:${expression}`);
    if (scored) return { positions: scored.positions, scores: null };
    const rowPosition = index.rowPosition;
    let result: MatchResult;
    if (withScores) {
      const rows = matchStatement.all(expression);
      const positions = new Int32Array(rows.length);
      const scores = new Float64Array(rows.length);
      let n = 0;
      for (const row of rows) {
        const position = (rowPosition[row.r] ?? 0) - 1;
        if (position < 0) continue;
        positions[n] = position;
        scores[n] = -row.s;
        n += 1;
      }
      result = { positions: positions.subarray(0, n), scores: scores.subarray(0, n) };
    } else {
      const rows = matchRowsStatement.all(expression);
      const positions = new Int32Array(rows.length);
      let n = 0;
      for (const row of rows) {
        const position = (rowPosition[row] ?? 0) - 1;
        if (position >= 0) positions[n++] = position;
      }
      result = { positions: positions.subarray(0, n), scores: null };
    }
    index.matches.set(key, result);
    return result;
  };

  /** The documents the request's term matches, scored when the sort asks for relevance. */
  return function matchText(index: MemoryIndex, params: SearchParams): FtsMatch {
    const request = textRequest(index, params);
    if ('answer' in request) return request.answer;
    const { queryWords, needsScores } = request;
    const matchAll = false;
    let plan = planQuery(queryWords, null);
    let result = match(index, plan.expression, needsScores);
    if (request.wantsFuzzy(result.positions.length)) {
      const fuzzyPlan = planQuery(queryWords, vocabularyOf(index));
      if (fuzzyPlan.expression !== plan.expression) {
        plan = fuzzyPlan;
        result = match(index, plan.expression, needsScores);
      }
    }
    const positions = result.positions;
    if (!result.scores) return { matchAll, positions, scores: null, highlight: plan.highlight };
    const marks = (expression: string) => markPositions(index, match(index, expression, false).positions);
    const scores = scoreMatches(index, positions, result.scores, queryWords, {
      inTitle: marks(`{title} : (${plan.expression})`),
      exact: plan.penalised.map(marks),
    });
    return { matchAll, positions, scores, highlight: plan.highlight };
  };
}
