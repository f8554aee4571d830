/**
 * An in-memory search client: the `search` of the site-search client (searchClient.ts) computed
 * over a list of documents in the browser, for stories and component tests. It is NOT the
 * production engine (that is the FTS5 index behind /api/search, src/server/search): it exists so a
 * story can type 'golf' and get results worked out from real text, never a canned answer.
 *
 * It speaks the same protocol by reusing the server's pure pieces: the settings become the same
 * query string the HTTP client sends, `parseSearchParams` validates it (a bad request resolves with
 * `{ error: { response: 400, message } }`, as the server answers), `parseTerm` splits the keyword
 * (AND by default, upper-case AND/OR/NOT, the last word a prefix), and `buildHighlight` makes the
 * escaped highlight with <em> around matches. What it does itself, simply and in memory: word
 * matching (case and accent insensitive, no fuzzy variants), a relevance score (see `relevance`;
 * ties by date), categories, custom-field
 * filters, the filter grammar, language, date and price bounds, pinned results (PROMOTED), sorting,
 * paging, facets, range facets and field stats. total_hits is capped at 10000 like the server's.
 *
 * `search` and `suggestions` are implemented (Pick<SearchClient, 'search' | 'suggestions'>): stats
 * and document calls belong to the real client. Suggestions follow the server's rule (suggest.ts):
 * a one-word prefix is completed from the vocabulary of titles and texts, and phrases are taken
 * from titles (the completed words, and those plus the next word), each ranked by how many
 * documents hold it (ties: shorter, then alphabetical). Like the real client, neither rejects.
 */
import { searchSettings } from '../../lib/constants';
import { buildHighlight, noHighlightTerms, type HighlightTerms } from '../../domain/search/highlight';
import { parseTerm } from '../../domain/search/searchTerm';
import { isWarmUpTerm, parseSearchParams } from './searchParams';
import type {
  CustomFieldScalar,
  FacetValue,
  FieldStat,
  FilterNode,
  RangeBounds,
  SearchDocument,
  SearchHit,
  SearchParams,
  SearchResponse,
  SortSpec,
} from '../../domain/search/searchTypes';
import { normalizeKeyword, words } from '../../domain/search/tokenize';
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
  position: number;
  titleWords: string[];
  textWords: string[];
  /** Every word of title and text, for fast membership. */
  allWords: Set<string>;
}

type QueryWord = ReturnType<typeof parseTerm>[number];

const wordMatches = (word: string, query: QueryWord) =>
  query.prefix ? word.startsWith(query.word) : word === query.word;

/** How often a query word occurs in a list of words. */
const occurrences = (list: readonly string[], query: QueryWord) =>
  list.reduce((count, word) => count + (wordMatches(word, query) ? 1 : 0), 0);

function containsWord(doc: IndexedDocument, query: QueryWord): boolean {
  if (!query.prefix) return doc.allWords.has(query.word);
  for (const word of doc.allWords) if (word.startsWith(query.word)) return true;
  return false;
}

/**
 * Whether a document satisfies the parsed words: NOT binds tightest, then AND, then OR (FTS5's
 * precedence), so the words form OR-ed groups of AND-ed (and NOT-ed) words.
 */
function matchesQuery(doc: IndexedDocument, query: readonly QueryWord[]): boolean {
  const groups: QueryWord[][] = [];
  query.forEach((word, index) => {
    if (index === 0 || word.operator === 'OR') groups.push([word]);
    else groups.at(-1)!.push(word);
  });
  return groups.some((group) =>
    group.every((word, index) =>
      index > 0 && word.operator === 'NOT' ? !containsWord(doc, word) : containsWord(doc, word),
    ),
  );
}

/** Term frequency with diminishing returns (bm25's saturation, k1 = 1.2): 1 -> 1, 2 -> 1.375, 10 -> 1.96. */
const saturated = (count: number) => (count * 2.2) / (count + 1.2);

/**
 * Title words count ten times text words (each saturating), times the document's boost; a document
 * whose title holds every query word scores up to twice that, more the more of its title the words
 * make up (the server's title factor: 'Ford Puma review' above a longer title that mentions the Puma).
 */
function relevance(doc: IndexedDocument, query: readonly QueryWord[]): number {
  const positive = query.filter((word, index) => index === 0 || word.operator !== 'NOT');
  let raw = 0;
  for (const word of positive)
    raw += titleWeight * saturated(occurrences(doc.titleWords, word)) + saturated(occurrences(doc.textWords, word));
  const titleHoldsAll = positive.every((word) => occurrences(doc.titleWords, word) > 0);
  const titleFactor = titleHoldsAll ? 1 + Math.min(1, positive.length / Math.max(1, doc.titleWords.length)) : 1;
  return raw * titleFactor * (doc.document.boost ?? 1);
}

/** Relevance in 0..1, monotonic in the raw score (what the server reports). */
const normalizedScore = (raw: number) => (raw > 0 ? Math.round((raw / (raw + 10)) * 1e6) / 1e6 : 0);

const fieldValues = (doc: SearchDocument, name: string): CustomFieldScalar[] => {
  const value = doc.customFields?.[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
};

const numeric = (value: CustomFieldScalar): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

function inBounds(value: number, bounds: RangeBounds): boolean {
  if (!Number.isFinite(value)) return false;
  if (bounds.gte !== undefined && !(value >= bounds.gte)) return false;
  if (bounds.gt !== undefined && !(value > bounds.gt)) return false;
  if (bounds.lte !== undefined && !(value <= bounds.lte)) return false;
  if (bounds.lt !== undefined && !(value < bounds.lt)) return false;
  return true;
}

/** A custom field equals a value: the same text, or the same number written either way. */
function fieldEquals(doc: SearchDocument, name: string, target: CustomFieldScalar | boolean): boolean {
  const wanted = typeof target === 'boolean' ? String(target) : target;
  const wantedNumber = numeric(wanted);
  return fieldValues(doc, name).some(
    (value) => value === wanted || (Number.isFinite(wantedNumber) && numeric(value) === wantedNumber),
  );
}

function passesFilter(doc: SearchDocument, node: FilterNode): boolean {
  switch (node.op) {
    case 'and':
      return node.nodes.every((child) => passesFilter(doc, child));
    case 'or':
      return node.nodes.some((child) => passesFilter(doc, child));
    case 'not':
      return !passesFilter(doc, node.node);
    case 'eq':
      return node.field.kind === 'category'
        ? (doc.categories ?? []).includes(String(node.value))
        : fieldEquals(doc, node.field.name, node.value);
    case 'range':
      return fieldValues(doc, node.field.name).some((value) => inBounds(numeric(value), node.bounds));
  }
}

/** Every condition of the request but the text. */
function passesConditions(doc: SearchDocument, params: SearchParams): boolean {
  if (params.lang && (doc.language ?? '').toLowerCase() !== params.lang) return false;
  const categories = doc.categories ?? [];
  if (!params.categories.every((token) => categories.includes(token))) return false;
  for (const group of params.customFields) {
    if (!group.values.some((value) => fieldEquals(doc, group.name, value))) return false;
  }
  if (params.filter && !passesFilter(doc, params.filter)) return false;
  if (params.dateFrom !== null && doc.ts < params.dateFrom) return false;
  if (params.dateTo !== null && doc.ts >= params.dateTo) return false;
  if (params.priceFrom !== null || params.priceTo !== null) {
    const bounds: RangeBounds = {};
    if (params.priceFrom !== null) bounds.gte = params.priceFrom;
    if (params.priceTo !== null) bounds.lte = params.priceTo;
    if (!fieldValues(doc, 'price').some((value) => inBounds(numeric(value), bounds))) return false;
  }
  return true;
}

function compareValues(a: CustomFieldScalar, b: CustomFieldScalar): number {
  const x = numeric(a);
  const y = numeric(b);
  if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return String(a).localeCompare(String(b));
}

/** Sorts by the requested keys; documents without a sort field's value come last either way. */
function comparator(sort: readonly SortSpec[], scores: Map<IndexedDocument, number>) {
  const keys = sort.map((spec) => {
    const sign = spec.order === 'asc' ? 1 : -1;
    const field = spec.field;
    if (field.kind === 'relevance')
      return (a: IndexedDocument, b: IndexedDocument) => sign * ((scores.get(a) ?? 0) - (scores.get(b) ?? 0));
    if (field.kind === 'date')
      return (a: IndexedDocument, b: IndexedDocument) => sign * (a.document.ts - b.document.ts);
    return (a: IndexedDocument, b: IndexedDocument) => {
      const x = fieldValues(a.document, field.name)[0];
      const y = fieldValues(b.document, field.name)[0];
      if (x === undefined || y === undefined) return x === undefined ? (y === undefined ? 0 : 1) : -1;
      return sign * compareValues(x, y);
    };
  });
  return (a: IndexedDocument, b: IndexedDocument) => {
    for (const key of keys) {
      const order = key(a, b);
      if (order !== 0) return order;
    }
    return (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || b.document.ts - a.document.ts || a.position - b.position;
  };
}

const facetOrder = (a: FacetValue, b: FacetValue) => b.count - a.count || compareValues(a.value, b.value);

function facetsOf(docs: readonly IndexedDocument[], params: SearchParams): SearchResponse['facets'] {
  const facets: SearchResponse['facets'] = {};
  for (const facet of params.facets) {
    const counts = new Map<CustomFieldScalar, number>();
    for (const { document } of docs) {
      const values = facet.kind === 'category' ? (document.categories ?? []) : fieldValues(document, facet.name);
      for (const value of new Set(values)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const label = facet.kind === 'category' ? 'category' : `custom_fields.${facet.name}`;
    facets[label] = [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort(facetOrder)
      .slice(0, params.numFacets);
  }
  return facets;
}

function rangeFacetsOf(docs: readonly IndexedDocument[], params: SearchParams): SearchResponse['rangeFacets'] {
  const result: SearchResponse['rangeFacets'] = {};
  for (const request of params.rangeFacets) {
    result[`custom_fields.${request.field}`] = request.ranges.map((range) => {
      // from inclusive, to exclusive.
      const bounds: RangeBounds = {};
      if (range.from !== undefined) bounds.gte = range.from;
      if (range.to !== undefined) bounds.lt = range.to;
      const count = docs.filter(({ document }) =>
        fieldValues(document, request.field).some((value) => inBounds(numeric(value), bounds)),
      ).length;
      return {
        key: `${range.from ?? '*'}-${range.to ?? '*'}`,
        ...(range.from !== undefined ? { from: range.from } : {}),
        ...(range.to !== undefined ? { to: range.to } : {}),
        count,
      };
    });
  }
  return result;
}

function fieldStatsOf(docs: readonly IndexedDocument[], params: SearchParams): SearchResponse['fieldStats'] {
  const result: SearchResponse['fieldStats'] = {};
  for (const name of params.fieldStats) {
    const values = docs.flatMap(({ document }) => fieldValues(document, name).map(numeric)).filter(Number.isFinite);
    const stat: FieldStat = values.length
      ? {
          min: Math.min(...values),
          max: Math.max(...values),
          avg: values.reduce((sum, value) => sum + value, 0) / values.length,
        }
      : { min: 'Infinity', max: '-Infinity', avg: 0 };
    result[`custom_fields.${name}`] = stat;
  }
  return result;
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
  const indexed: IndexedDocument[] = options.documents.map((document, position) => {
    const titleWords = words(document.title);
    const textWords = words(document.text);
    return { document, position, titleWords, textWords, allWords: new Set([...titleWords, ...textWords]) };
  });
  const byId = new Map(indexed.map((doc) => [doc.document.id, doc]));
  const pins = new Map(Object.entries(options.pins ?? {}).map(([keyword, ids]) => [normalizeKeyword(keyword), ids]));
  const latencyMs = Math.max(0, options.latencyMs ?? 0);

  function answer(params: SearchParams, started: number): SearchResponse {
    const response = (hits: SearchHit[], total: number, matched: readonly IndexedDocument[]): SearchResponse => ({
      page: params.page,
      total_hits: Math.min(total, searchSettings.resultCap),
      processing_time_ms: Math.round(performance.now() - started),
      hits,
      facets: facetsOf(matched, params),
      rangeFacets: rangeFacetsOf(matched, params),
      fieldStats: fieldStatsOf(matched, params),
    });
    if (isWarmUpTerm(params.term)) return response([], 0, []);

    const matchAll = params.term === '' || params.term === '*';
    const query = matchAll ? [] : parseTerm(params.term, params.defaultOperator, params.postfixWildcard);
    if (!matchAll && query.length === 0) return response([], 0, []);

    const scores = new Map<IndexedDocument, number>();
    const matched = indexed.filter((doc) => {
      if (!passesConditions(doc.document, params)) return false;
      if (matchAll) return true;
      if (!matchesQuery(doc, query)) return false;
      scores.set(doc, relevance(doc, query));
      return true;
    });

    // Pinned documents that exist and pass the filters come first, in the rule's order.
    const pinned: IndexedDocument[] = [];
    if (!params.organicOnly && !matchAll) {
      for (const id of pins.get(normalizeKeyword(params.term)) ?? []) {
        const doc = byId.get(id);
        if (doc && passesConditions(doc.document, params) && !pinned.includes(doc)) pinned.push(doc);
      }
    }
    const organic = matched.filter((doc) => !pinned.includes(doc)).sort(comparator(params.sort, scores));
    const ordered = [...pinned, ...organic];
    const start = (params.page - 1) * params.limit;
    const terms = matchAll ? noHighlightTerms : highlightTerms(query);
    const promoted = new Set(pinned);
    const hits = ordered
      .slice(start, start + params.limit)
      .map((doc) => toHit(doc, matchAll ? 1 : normalizedScore(scores.get(doc) ?? 0), terms, promoted.has(doc)));
    return response(hits, ordered.length, [...new Set([...pinned, ...matched])]);
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

  /** The ' | Kerbside' site suffix is not part of a title's words (as on the server). */
  const titlePhraseWords = (title: string) => {
    const bar = title.lastIndexOf(' | ');
    return words(bar > 0 ? title.slice(0, bar) : title);
  };

  async function suggestions(
    prefix: string,
    suggestOptions: { size?: number; language?: string } = {},
  ): Promise<{ suggestions: Array<{ value: string }> }> {
    await delay(latencyMs);
    const size = suggestOptions.size ?? 10;
    const prefixWords = words(prefix ?? '');
    if (!prefixWords.length || isWarmUpTerm(prefix)) return { suggestions: [] };
    const last = prefixWords[prefixWords.length - 1]!;
    const head = prefixWords.slice(0, -1);
    const counts = new Map<string, number>();
    const offer = (value: string, count: number) => {
      if (count > (counts.get(value) ?? 0)) counts.set(value, count);
    };
    if (!head.length) {
      const vocabulary = new Map<string, number>();
      for (const doc of indexed)
        for (const word of doc.allWords)
          if (word.startsWith(last)) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
      for (const [word, count] of vocabulary) offer(word, count);
    }
    const phraseDocs = new Map<string, number>();
    for (const doc of indexed) {
      const language = suggestOptions.language;
      if (language && (doc.document.language ?? '').toLowerCase() !== language.toLowerCase()) continue;
      const tokens = titlePhraseWords(doc.document.title);
      const found = new Set<string>();
      for (let start = 0; start + prefixWords.length <= tokens.length; start += 1) {
        const matches =
          head.every((word, offset) => tokens[start + offset] === word) &&
          tokens[start + head.length]!.startsWith(last);
        if (!matches) continue;
        const end = start + prefixWords.length;
        found.add(tokens.slice(start, end).join(' '));
        if (end < tokens.length) found.add(tokens.slice(start, end + 1).join(' '));
      }
      for (const phrase of found) phraseDocs.set(phrase, (phraseDocs.get(phrase) ?? 0) + 1);
    }
    for (const [phrase, count] of phraseDocs) offer(phrase, count);
    return {
      suggestions: [...counts]
        .sort(([a, countA], [b, countB]) => countB - countA || a.length - b.length || (a < b ? -1 : a > b ? 1 : 0))
        .slice(0, size)
        .map(([value]) => ({ value })),
    };
  }

  return { search, suggestions };
}
