/**
 * The relevance of matched documents beyond the text engine's own score, shared by the SQLite
 * (ftsMatch.ts, bm25) and PostgreSQL (ts_rank_cd) matchers so both rank alike: × the document's
 * boost, × the title factor (src/domain/search/ranking.ts) when the title alone satisfies the
 * query, and halved for each query word a document matches only through a fuzzy variant.
 */
import { livePositions } from '#src/domain/search/documentIndex';
import { noHighlightTerms, type HighlightTerms } from '#src/domain/search/highlight';
import { titleFactor } from '#src/domain/search/ranking';
import { isMatchAllTerm, type TextMatch } from '#src/domain/search/resultPage';
import { parseTerm, type QueryWord } from '#src/domain/search/searchTerm';
import type { SearchParams } from '#src/domain/search/searchTypes';
import { maxEditsFor } from './fuzzy';
import type { MemoryIndex } from './memoryIndex';

/** The documents a request's term matches, with the words to highlight. */
export interface FtsMatch extends TextMatch {
  highlight: HighlightTerms;
}

/** What a request asks of the text engine: an answer without it (everything, or nothing), or its words. */
export type TextRequest =
  | { answer: FtsMatch }
  | {
      queryWords: QueryWord[];
      /** The sort asks for relevance. */
      needsScores: boolean;
      /** Fuzzy variants apply: asked for ('true'), or 'auto' and the exact words found nothing. */
      wantsFuzzy: (exactMatches: number) => boolean;
    };

/** Reads the term of `params` for either text engine (FTS5 or tsquery), so both decide alike. */
export function textRequest(index: MemoryIndex, params: SearchParams): TextRequest {
  const matchAll = isMatchAllTerm(params.term);
  if (matchAll)
    return { answer: { matchAll, positions: livePositions(index), scores: null, highlight: noHighlightTerms } };
  const queryWords = parseTerm(params.term, params.defaultOperator, params.postfixWildcard);
  if (!queryWords.length)
    return { answer: { matchAll, positions: new Int32Array(0), scores: null, highlight: noHighlightTerms } };
  const fuzzyEligible = queryWords.some((word) => word.operator !== 'NOT' && maxEditsFor(word.word) > 0);
  return {
    queryWords,
    needsScores: params.sort.some((spec) => spec.field.kind === 'relevance'),
    wantsFuzzy: (exactMatches) =>
      fuzzyEligible && (params.fuzzy === 'true' || (params.fuzzy === 'auto' && exactMatches === 0)),
  };
}

/** Relevance factor for each query word a document matches only through a fuzzy variant. */
export const fuzzyPenalty = 0.5;

/** Distinct words a query searches for (a NOT word after the first subtracts, so it does not count). */
export function searchedWordCount(queryWords: readonly QueryWord[]): number {
  return new Set(queryWords.filter((word, at) => at === 0 || word.operator !== 'NOT').map((word) => word.word)).size;
}

export interface MatchMarks {
  /** 1 at the positions whose title alone matches the query. */
  inTitle: Uint8Array;
  /** Per fuzzily expanded word: 1 at the positions matching the word itself. */
  exact: readonly Uint8Array[];
}

/** Final scores of `positions` from the engine's raw scores (higher is better). */
export function scoreMatches(
  index: MemoryIndex,
  positions: Int32Array,
  rawScores: Float64Array,
  queryWords: readonly QueryWord[],
  marks: MatchMarks,
): Float64Array {
  const scores = new Float64Array(rawScores.length);
  for (let i = 0; i < positions.length; i += 1) scores[i] = rawScores[i]! * index.boost[positions[i]!]!;
  const wordCount = searchedWordCount(queryWords);
  for (let i = 0; i < positions.length; i += 1) {
    const position = positions[i]!;
    if (marks.inTitle[position]) scores[i]! *= titleFactor(wordCount, index.titleWords[position]!);
  }
  // A word matched only through a variant costs half: exact spellings rank first.
  for (const exactMatch of marks.exact) {
    for (let i = 0; i < positions.length; i += 1) if (!exactMatch[positions[i]!]) scores[i]! *= fuzzyPenalty;
  }
  return scores;
}

/** A mark array of the index's size with 1 at `positions`. */
export function markPositions(index: MemoryIndex, positions: Int32Array): Uint8Array {
  const marked = new Uint8Array(index.size);
  for (const position of positions) marked[position] = 1;
  return marked;
}
