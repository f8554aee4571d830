/**
 * From the documents a text matched to the page of results: the request's filters, facets, range
 * facets and field stats over what passes them, pinned results, total_hits and paging. Both
 * engines call it after their own text matching (FTS5 in src/server/search, word lists in the
 * in-memory client of the stories); they turn the page's positions into hits themselves.
 *
 * - Facets and stats count the organic matches that pass the filters (pinned documents that the
 *   text does not match are not counted).
 * - Pinned results: the rule's documents for the term (compared after normalizeKeyword) that exist
 *   and pass the filters, in the rule's order, first and marked PROMOTED; none for a match-all
 *   term or organic-only requests. A pinned document the text also matches counts once.
 * - total_hits and paging stop at `resultCap`.
 * - Match-all terms ('*' or empty) rank newest first (the index's date order) and score 1; other
 *   terms report normalizedScore of their relevance, which is 0 when the sort does not ask for
 *   relevance (the engine then does not compute it, and ties are not broken by it).
 */
import type { StoredValue } from './facetCounts';
import { facetsOf, fieldStatsOf, rangeFacetsOf } from './facetCounts';
import { compileConditions } from './filterConditions';
import { type DocumentIndex, newestFirst } from './documentIndex';
import { comparator, firstOf, normalizedScore, topK } from './ranking';
import type { SearchParams, SearchResponse } from './searchTypes';
import { normalizeKeyword } from './tokenize';

/** What the text matched. */
export interface TextMatch {
  /** The term is '*' or empty: `positions` are every live document. */
  matchAll: boolean;
  /** Matching live positions. */
  positions: Int32Array;
  /** Relevance of each (same order), boost included; null when the sort does not ask for it. */
  scores: Float64Array | null;
}

export interface ResultPageSources {
  /** total_hits and paging stop here. */
  resultCap: number;
  /** The pinned ids of a normalised keyword, in the rule's order. */
  pinsOf: (keyword: string) => readonly string[] | undefined;
  /** The position of a live document by id, or -1. */
  positionOf: (id: string) => number;
  /** A document's stored spelling of a value (facets show it). */
  storedValue: StoredValue;
}

export interface ResultPage {
  /** The response without hits (processing_time_ms 0). */
  response: SearchResponse;
  /** The page's positions, in order. */
  ordered: number[];
  /** The pinned positions (PROMOTED). */
  pinned: ReadonlySet<number>;
  /** The score each hit reports. */
  scoreOf: (position: number) => number;
}

/** '*' or an empty term: every document, newest first. */
export const isMatchAllTerm = (term: string) => term === '' || term === '*';

/** The answer to a warm-up term: nothing at all. */
export function emptyResponse(page: number, processingTimeMs: number): SearchResponse {
  return {
    page,
    total_hits: 0,
    processing_time_ms: processingTimeMs,
    hits: [],
    facets: {},
    rangeFacets: {},
    fieldStats: {},
  };
}

export function resultPage(
  index: DocumentIndex,
  params: SearchParams,
  match: TextMatch,
  sources: ResultPageSources,
): ResultPage {
  const { matchAll, positions, scores } = match;
  const { resultCap } = sources;

  // Filters.
  const condition = compileConditions(index, params);
  let filtered = positions;
  let filteredScores = scores;
  if (condition) {
    const passes = condition.mask(positions);
    let n = 0;
    for (let i = 0; i < passes.length; i += 1) n += passes[i]!;
    const keep = new Int32Array(n);
    const keepScores = scores ? new Float64Array(n) : null;
    n = 0;
    for (let i = 0; i < positions.length; i += 1) {
      if (!passes[i]) continue;
      keep[n] = positions[i]!;
      if (keepScores && scores) keepScores[n] = scores[i]!;
      n += 1;
    }
    filtered = keep;
    filteredScores = keepScores;
  }

  const everything = matchAll && !condition;
  const response: SearchResponse = {
    page: params.page,
    total_hits: 0,
    processing_time_ms: 0,
    hits: [],
    facets: facetsOf(index, filtered, everything, params, sources.storedValue),
    rangeFacets: rangeFacetsOf(index, filtered, params),
    fieldStats: fieldStatsOf(index, filtered, params),
  };

  // Pinned results: the rule's documents that exist and pass the filters, in the rule's order.
  const pinned: number[] = [];
  if (!params.organicOnly && !matchAll) {
    for (const id of sources.pinsOf(normalizeKeyword(params.term)) ?? []) {
      const position = sources.positionOf(id);
      if (position >= 0 && (!condition || condition.test(position)) && !pinned.includes(position))
        pinned.push(position);
    }
  }
  const pinnedSet = new Set(pinned);
  let pinnedAlsoOrganic = 0;
  if (pinned.length) for (const position of filtered) if (pinnedSet.has(position)) pinnedAlsoOrganic += 1;
  const total = filtered.length + pinned.length - pinnedAlsoOrganic;
  response.total_hits = Math.min(total, resultCap);

  let ordered: number[] = [];
  let scoreOf: (position: number) => number = () => 0;
  const start = (params.page - 1) * params.limit;
  const end = Math.min(start + params.limit, resultCap, total);
  if (start < end) {
    const wanted = Math.min(filtered.length, end + pinned.length);
    // Scores by index position: a typed array is far cheaper than a Map over 100,000 hits.
    const scoreAt = new Float64Array(filteredScores ? index.size : 0);
    if (filteredScores) for (let i = 0; i < filtered.length; i += 1) scoreAt[filtered[i]!] = filteredScores[i]!;
    const rawScore = (position: number) => scoreAt[position] ?? 0;
    const newestOrder = params.sort.every(
      (spec) => spec.field.kind === 'relevance' || (spec.field.kind === 'date' && spec.order === 'desc'),
    );
    // Match-all ranks by date (every score is equal): the index's date order, filtered.
    const best =
      matchAll && newestOrder
        ? firstOf(newestFirst(index), everything ? null : filtered, index.size, wanted)
        : topK(filtered, wanted, comparator(index, params.sort, rawScore));
    const organic = best.filter((position) => !pinnedSet.has(position));
    ordered = [...pinned, ...organic].slice(start, end);
    scoreOf = (position) => (matchAll ? 1 : normalizedScore(rawScore(position)));
  }
  return { response, ordered, pinned: pinnedSet, scoreOf };
}
