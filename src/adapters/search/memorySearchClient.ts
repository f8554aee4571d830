/**
 * An in-memory search client: the `search` of the site-search client (searchClient.ts) computed
 * over a list of documents in the browser, for stories and component tests. It is NOT the
 * production engine (that is the FTS5 index behind /api/search, src/server/search): it exists so a
 * story can type 'golf' and get results worked out from real text, never a canned answer.
 *
 * It speaks the same protocol by running the server's search core: the settings become the same
 * query string the HTTP client sends, `parseSearchParams` validates it (a bad request resolves with
 * `{ error: { response: 400, message } }`, as the server answers), `parseTerm` splits the keyword
 * (AND by default, upper-case AND/OR/NOT, the last word a prefix), and the documents go into the
 * same in-memory index as the server's (src/domain/search/documentIndex.ts), so filters, the
 * filter grammar, language, date and price bounds, pinned results (PROMOTED), sorting, paging,
 * the 10000 cap, facets, range facets and field stats are the server's code (resultPage.ts).
 * What it does itself, in place of FTS5: word matching (case and accent insensitive, no fuzzy
 * variants) and a relevance score (see `relevance`), and `buildHighlight` marks the matches.
 *
 * `search` and `suggestions` are implemented (Pick<SearchClient, 'search' | 'suggestions'>): stats
 * and document calls belong to the real client. Suggestions run the server's rule
 * (src/domain/search/suggestions.ts) over these documents. Like the real client, neither rejects.
 */
import { searchSettings } from '#src/lib/constants';
import { storedSpelling } from '#src/domain/search/columns';
import { appendDocument, emptyDocumentIndex, livePositions } from '#src/domain/search/documentIndex';
import type { StoredValue } from '#src/domain/search/facetCounts';
import { buildHighlight, noHighlightTerms, type HighlightTerms } from '#src/domain/search/highlight';
import { titleFactor } from '#src/domain/search/ranking';
import { emptyResponse, isMatchAllTerm, resultPage, type TextMatch } from '#src/domain/search/resultPage';
import { parseTerm, type QueryWord } from '#src/domain/search/searchTerm';
import {
  offersTitlePhrases,
  rankSuggestions,
  vocabularyCompletions,
  type Suggestion,
} from '#src/domain/search/suggestions';
import { isWarmUpTerm, parseSearchParams } from './params/parseSearchParams';
import type { SearchDocument, SearchHit, SearchParams, SearchResponse } from '#src/domain/search/searchTypes';
import { normalizeKeyword, words } from '#src/domain/search/tokenize';
import { invalidServerResponse, type SearchClient, type SearchResult } from './searchClient';
import { toSearchQuery } from './searchQuery';

export interface MemorySearchClientOptions {
  /** The documents to search, in index order (the last tie-break). */
  documents: readonly SearchDocument[];
  /** Pinned results: keyword (compared after folding) -> ids shown first and marked PROMOTED. */
  pins?: Readonly<Record<string, readonly string[]>>;
  /** Milliseconds before each answer, to show loading states (default 0: the next macrotask). */
  latencyMs?: number;
}

/** The search client interface, answered from memory. */
export type MemorySearchClient = Pick<SearchClient, 'search' | 'suggestions'>;

/** Title words weigh this much more than text words (the server's bm25 column weights). */
const titleWeight = 10;

interface IndexedDocument {
  document: SearchDocument;
  titleWords: string[];
  textWords: string[];
  /** Every word of title and text, for fast membership. */
  allWords: Set<string>;
}

const wordMatches = (word: string, query: QueryWord) =>
  query.prefix ? word.startsWith(query.word) : word === query.word;

/** How often a query word occurs in a list of words. */
const occurrences = (list: readonly string[], query: QueryWord) =>
  list.reduce((count, word) => count + (wordMatches(word, query) ? 1 : 0), 0);

function containsWord(found: ReadonlySet<string> | readonly string[], query: QueryWord): boolean {
  if (!query.prefix && found instanceof Set) return found.has(query.word);
  for (const word of found) if (wordMatches(word, query)) return true;
  return false;
}

/**
 * Whether a list of words satisfies the parsed words: NOT binds tightest, then AND, then OR
 * (FTS5's precedence), so the words form OR-ed groups of AND-ed (and NOT-ed) words.
 */
function matchesQuery(found: ReadonlySet<string> | readonly string[], query: readonly QueryWord[]): boolean {
  const groups: QueryWord[][] = [];
  query.forEach((word, index) => {
    if (index === 0 || word.operator === 'OR') groups.push([word]);
    else groups.at(-1)!.push(word);
  });
  return groups.some((group) =>
    group.every((word, index) =>
      index > 0 && word.operator === 'NOT' ? !containsWord(found, word) : containsWord(found, word),
    ),
  );
}

/** Term frequency with diminishing returns (bm25's saturation, k1 = 1.2): 1 -> 1, 2 -> 1.375, 10 -> 1.96. */
const saturated = (count: number) => (count * 2.2) / (count + 1.2);

/**
 * Title words count ten times text words (each saturating), times the document's boost, times the
 * server's title factor (src/domain/search/ranking.ts) when the title alone satisfies the query:
 * 'Ford Puma review' above a longer title that mentions the Puma.
 */
function relevance(doc: IndexedDocument, query: readonly QueryWord[], titleWordCount: number): number {
  const positive = query.filter((word, index) => index === 0 || word.operator !== 'NOT');
  let raw = 0;
  for (const word of positive)
    raw += titleWeight * saturated(occurrences(doc.titleWords, word)) + saturated(occurrences(doc.textWords, word));
  const distinct = new Set(positive.map((word) => word.word)).size;
  const factor = matchesQuery(doc.titleWords, query) ? titleFactor(distinct, titleWordCount) : 1;
  return raw * factor * (doc.document.boost ?? 1);
}

function highlightTerms(query: readonly QueryWord[]): HighlightTerms {
  const positive = query.filter((word, index) => index === 0 || word.operator !== 'NOT');
  return {
    words: new Set(positive.filter((word) => !word.prefix).map((word) => word.word)),
    prefixes: positive.filter((word) => word.prefix).map((word) => word.word),
  };
}

function toHit(doc: IndexedDocument, score: number, terms: HighlightTerms, promoted: boolean): SearchHit {
  const { document } = doc;
  const hit: SearchHit = {
    id: document.id,
    url: document.url,
    title: document.title,
    meta_description: document.metaDescription ?? '',
    meta_categories: [...(document.metaCategories ?? [])],
    custom_fields: { ...(document.customFields ?? {}) },
    highlight: buildHighlight(document.text, terms),
    ts: new Date(document.ts).toISOString(),
    categories: [...(document.categories ?? [])],
    document_type: document.documentType ?? 'html',
    images: { main: document.image ?? '', main_b64: '', capture: '' },
    score,
  };
  if (promoted) hit.type = 'PROMOTED';
  return hit;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A search client over `documents`, answered in memory.
 *
 * @example
 * const client = createMemorySearchClient({ documents: sampleSearchDocuments });
 * await client.search(new SearchSettings({ keyword: 'golf', pageSize: 5 }));
 */
export function createMemorySearchClient(options: MemorySearchClientOptions): MemorySearchClient {
  const indexed: IndexedDocument[] = options.documents.map((document) => {
    const titleWords = words(document.title);
    const textWords = words(document.text);
    return { document, titleWords, textWords, allWords: new Set([...titleWords, ...textWords]) };
  });
  // The server's in-memory index of the same documents: filters, facets, sorting and paging.
  const index = emptyDocumentIndex(Math.max(16, indexed.length));
  for (const { document } of indexed) {
    appendDocument(index, {
      title: document.title,
      ts: document.ts,
      boost: document.boost ?? 1,
      // As the index stores it (searchIndex.ts): English unless given.
      language: document.language ?? 'en',
      categories: document.categories ?? [],
      customFields: document.customFields ?? {},
    });
  }
  const positionById = new Map(indexed.map((doc, position) => [doc.document.id, position]));
  const pins = new Map(Object.entries(options.pins ?? {}).map(([keyword, ids]) => [normalizeKeyword(keyword), ids]));
  const latencyMs = Math.max(0, options.latencyMs ?? 0);

  /** A document's stored spelling of a value that compares as `key` (facets show it). */
  const storedValue: StoredValue = (position, name, key) => {
    if (name === null) return key;
    return storedSpelling(indexed[position]?.document.customFields?.[name], key);
  };

  /** The documents the term matches (in place of FTS5), scored when the sort asks for relevance. */
  function matchText(params: SearchParams, query: readonly QueryWord[]): TextMatch {
    const matchAll = isMatchAllTerm(params.term);
    if (matchAll) return { matchAll, positions: livePositions(index), scores: null };
    const needsScores = params.sort.some((spec) => spec.field.kind === 'relevance');
    const positions: number[] = [];
    const scores: number[] = [];
    if (query.length) {
      indexed.forEach((doc, position) => {
        if (!matchesQuery(doc.allWords, query)) return;
        positions.push(position);
        if (needsScores) scores.push(relevance(doc, query, index.titleWords[position]!));
      });
    }
    return {
      matchAll,
      positions: Int32Array.from(positions),
      scores: needsScores ? Float64Array.from(scores) : null,
    };
  }

  function answer(params: SearchParams, started: number): SearchResponse {
    if (isWarmUpTerm(params.term)) return emptyResponse(params.page, Math.round(performance.now() - started));
    const matchAll = isMatchAllTerm(params.term);
    const query = matchAll ? [] : parseTerm(params.term, params.defaultOperator, params.postfixWildcard);
    const page = resultPage(index, params, matchText(params, query), {
      resultCap: searchSettings.resultCap,
      pinsOf: (keyword) => pins.get(keyword),
      positionOf: (id) => positionById.get(id) ?? -1,
      storedValue,
    });
    const terms = matchAll ? noHighlightTerms : highlightTerms(query);
    const response = page.response;
    response.hits = page.ordered.map((position) =>
      toHit(indexed[position]!, page.scoreOf(position), terms, page.pinned.has(position)),
    );
    response.processing_time_ms = Math.round(performance.now() - started);
    return response;
  }

  async function search(settings: Parameters<SearchClient['search']>[0]): Promise<SearchResult> {
    const started = performance.now();
    let params: SearchParams;
    try {
      params = parseSearchParams(new URLSearchParams(toSearchQuery(settings)));
    } catch (error) {
      // The server answers a bad request with 400 and the validation message; so does this.
      const message = error instanceof Error && error.message ? error.message : 'bad request';
      return { error: { response: 400, message } };
    }
    await delay(latencyMs);
    try {
      return answer(params, started);
    } catch {
      return invalidServerResponse;
    }
  }

  async function suggestions(
    prefix: string,
    suggestOptions: { size?: number; language?: string } = {},
  ): Promise<{ suggestions: Suggestion[] }> {
    await delay(latencyMs);
    const size = suggestOptions.size ?? 10;
    const prefixWords = words(prefix ?? '');
    if (!prefixWords.length || isWarmUpTerm(prefix)) return { suggestions: [] };
    // The server's rule over these documents (src/domain/search/suggestions.ts).
    const vocabulary =
      prefixWords.length === 1
        ? vocabularyCompletions(
            indexed.map((doc) => doc.allWords),
            prefixWords[0]!,
            size,
          )
        : [];
    const titles = indexed
      .filter((doc) => offersTitlePhrases(doc.document, suggestOptions.language))
      .map((doc) => doc.document.title);
    return { suggestions: rankSuggestions(prefixWords, vocabulary, titles, size) };
  }

  return { search, suggestions };
}
