/**
 * The query engine behind GET /v1/search/{sitekey}: full-text matching in SQLite FTS5 (bm25 with
 * the title weighted 10 to 1 over the text), everything else in memory over a columnar copy of
 * the documents' filterable data (dates, boosts, languages, category tokens, custom fields):
 * filters, facets, range facets, field stats, sorting and paging. That copy is loaded once per
 * index generation (search_state), so a re-index by any process is picked up by the next query.
 *
 * Relevance: bm25 x the document's boost, halved for each query word that a document matches
 * only through a fuzzy variant (so 'golf' beats 'gold' for the query 'golf'), ties broken by
 * date (recent first), then by index order. Match-all queries ('*' or empty) rank by date.
 *
 * Fuzzy: 'false' exact; 'true' every eligible word expanded to its vocabulary neighbours (see
 * fuzzy.ts); 'auto' exact first and fuzzy only when the text matches nothing at all (before
 * filters, so a filter that excludes everything does not turn 'golf' into 'gold').
 * Query words: whitespace separated; each word may carry a trailing '*' (prefix), the last one
 * is a prefix too unless postfixWildcard=false (prefixes need 2+ characters); upper-case AND, OR
 * and NOT between words are operators (a leading NOT is ignored); at most 32 words count.
 */
import type Database from 'better-sqlite3';
import { searchSettings } from '../../lib/constants';
import { maxEditsFor, Vocabulary, type VocabularyEntry } from './fuzzy';
import { buildHighlight, noHighlightTerms, type HighlightTerms } from './highlight';
import { isWarmUpTerm } from './searchParams';
import type {
  CustomFields,
  CustomFieldScalar,
  FacetValue,
  FieldStat,
  FilterNode,
  RangeBounds,
  RangeFacetValue,
  SearchHit,
  SearchParams,
  SearchResponse,
  SortSpec,
} from './searchTypes';
import { foldWord, normalizeKeyword, words } from './tokenize';

/** A custom field or category value as compared: folded text, or a number. */
type Key = string | number;
type Cell = Key | Key[] | undefined;

interface LoadedIndex {
  generation: number;
  count: number;
  rows: Int32Array;
  positionByRow: Map<number, number>;
  positionById: Map<string, number>;
  ts: Float64Array;
  boost: Float64Array;
  /** Words of the title as shown (before ' | '). */
  titleWords: Uint16Array;
  language: string[];
  categories: string[][];
  fields: Map<string, Cell[]>;
  /** The value as stored, for facets: field -> key -> first value seen. */
  display: Map<string, Map<Key, CustomFieldScalar>>;
  pins: Map<string, string[]>;
  vocabulary: Vocabulary | null;
  matches: MatchCache;
}

interface MatchResult {
  positions: Int32Array;
  /** -bm25 (higher is better), when asked for. */
  scores: Float64Array | null;
}

/** Recent FTS results per expression (the widgets repeat a term with other filters and pages). */
class MatchCache {
  private readonly map = new Map<string, MatchResult>();
  private size = 0;
  private static readonly maxEntries = 2_000_000;

  get(key: string): MatchResult | undefined {
    const hit = this.map.get(key);
    if (hit) {
      this.map.delete(key);
      this.map.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: MatchResult): void {
    if (value.positions.length > MatchCache.maxEntries / 4) return;
    this.map.set(key, value);
    this.size += value.positions.length;
    while (this.size > MatchCache.maxEntries || this.map.size > 256) {
      const [oldest, entry] = this.map.entries().next().value as [string, MatchResult];
      this.map.delete(oldest);
      this.size -= entry.positions.length;
    }
  }
}

export interface SearchEngineOptions {
  /** total_hits and paging stop here (spec 9: 10000). */
  resultCap?: number;
}

export interface SearchEngine {
  search(params: SearchParams): SearchResponse;
}

/** bm25 column weights: title, text. */
const titleWeight = 10;
const textWeight = 1;
/** Relevance factor for each query word a document matches only through a fuzzy variant. */
const fuzzyPenalty = 0.5;
/**
 * Documents whose title alone satisfies the query score x (1 + the share of the shown title the
 * query words make up), up to x2. bm25's idf is small for the common words of a car site
 * ('review', 'suv'), which flattens the 10:1 column weights; this keeps 'Volkswagen Golf review'
 * above a make page that merely lists the Golf, and above 'Volkswagen Golf Estate review'.
 */
function titleFactor(queryWordCount: number, titleWordCount: number): number {
  return 1 + Math.min(1, queryWordCount / Math.max(1, titleWordCount));
}
const maxQueryWords = 32;
const minPrefixLength = 2;

interface QueryWord {
  word: string;
  prefix: boolean;
  /** Joins this word to the previous one (ignored for the first). */
  operator: 'AND' | 'OR' | 'NOT';
}

/** Split a term into words and operators (see the header). Empty list: nothing to search for. */
export function parseTerm(term: string, defaultOperator: 'and' | 'or', postfixWildcard: boolean): QueryWord[] {
  const parsed: QueryWord[] = [];
  const implicit = defaultOperator === 'or' ? 'OR' : 'AND';
  let pending: Set<string> = new Set();
  for (const token of term.split(/\s+/)) {
    if (!token) continue;
    if (token === 'AND' || token === 'OR' || token === 'NOT') {
      pending.add(token);
      continue;
    }
    const explicitPrefix = /\*+$/.test(token);
    const parts = words(token.replace(/\*+$/, ''));
    parts.forEach((word, index) => {
      const operator =
        index > 0
          ? 'AND'
          : pending.has('NOT')
            ? 'NOT'
            : pending.has('OR')
              ? 'OR'
              : pending.has('AND')
                ? 'AND'
                : implicit;
      const prefix = explicitPrefix && index === parts.length - 1 && word.length >= minPrefixLength;
      parsed.push({ word, prefix, operator });
      pending = new Set();
    });
  }
  // Only operator words ('OR'): search them as words rather than for nothing.
  if (!parsed.length && pending.size) return parseTerm(term.toLowerCase(), defaultOperator, postfixWildcard);
  const limited = parsed.slice(0, maxQueryWords);
  // The first word's operator is never used: a leading NOT has nothing to subtract from.
  const last = limited.at(-1);
  const negated = limited.length > 1 && last?.operator === 'NOT';
  if (last && postfixWildcard && !negated && last.word.length >= minPrefixLength) last.prefix = true;
  return limited;
}

const quote = (word: string) => `"${word.replaceAll('"', '""')}"`;
const exactPhrase = (word: QueryWord) => `${quote(word.word)}${word.prefix ? '*' : ''}`;

interface PlannedQuery {
  expression: string;
  /** Exact expressions of the words that were expanded (for the fuzzy penalty). */
  penalised: string[];
  highlight: HighlightTerms;
}

function planQuery(queryWords: QueryWord[], vocabulary: Vocabulary | null): PlannedQuery {
  const highlightWords = new Set<string>();
  const prefixes: string[] = [];
  const penalised: string[] = [];
  const parts: string[] = [];
  queryWords.forEach((queryWord, index) => {
    if (index > 0) parts.push(queryWord.operator);
    const exact = exactPhrase(queryWord);
    if (queryWord.operator === 'NOT' && index > 0) {
      parts.push(exact);
      return;
    }
    if (queryWord.prefix) prefixes.push(queryWord.word);
    else highlightWords.add(queryWord.word);
    const variants =
      vocabulary && maxEditsFor(queryWord.word) > 0
        ? vocabulary.expand(queryWord.word).filter((variant) => variant.term !== queryWord.word)
        : [];
    if (!variants.length) {
      parts.push(exact);
      return;
    }
    for (const variant of variants) highlightWords.add(variant.term);
    parts.push(`(${[exact, ...variants.map((variant) => quote(variant.term))].join(' OR ')})`);
    // Only worth a pass when some documents can match the word itself.
    if (queryWord.prefix || vocabulary?.has(queryWord.word)) penalised.push(exact);
  });
  return { expression: parts.join(' '), penalised, highlight: { words: highlightWords, prefixes } };
}

function keyOf(value: unknown): Key | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return foldWord(value);
  return undefined;
}

const numeric = (key: Key): number => (typeof key === 'number' ? key : key.trim() === '' ? Number.NaN : Number(key));

function cellKeys(cell: Cell): Key[] {
  if (cell === undefined) return [];
  return Array.isArray(cell) ? cell : [cell];
}

function loadIndex(db: Database.Database, generation: number): LoadedIndex {
  const rows = db
    .prepare<
      [],
      {
        _row: number;
        id: string;
        title: string;
        ts: number;
        boost: number;
        language: string;
        categories: string;
        custom_fields: string;
      }
    >('SELECT _row, id, title, ts, boost, language, categories, custom_fields FROM search_documents ORDER BY _row')
    .all();
  const count = rows.length;
  const index: LoadedIndex = {
    generation,
    count,
    rows: new Int32Array(count),
    positionByRow: new Map(),
    positionById: new Map(),
    ts: new Float64Array(count),
    boost: new Float64Array(count),
    titleWords: new Uint16Array(count),
    language: new Array<string>(count),
    categories: new Array<string[]>(count),
    fields: new Map(),
    display: new Map(),
    pins: new Map(),
    vocabulary: null,
    matches: new MatchCache(),
  };
  rows.forEach((row, position) => {
    index.rows[position] = row._row;
    index.positionByRow.set(row._row, position);
    index.positionById.set(row.id, position);
    index.ts[position] = row.ts;
    index.boost[position] = row.boost;
    index.titleWords[position] = Math.min(65_535, words(row.title.split(' | ')[0] ?? '').length);
    index.language[position] = row.language.toLowerCase();
    index.categories[position] = (JSON.parse(row.categories) as string[]).map((token) => token.toLowerCase());
    const custom = JSON.parse(row.custom_fields) as CustomFields;
    for (const [name, value] of Object.entries(custom)) {
      let column = index.fields.get(name);
      let display = index.display.get(name);
      if (!column || !display) {
        column = new Array<Cell>(count);
        display = new Map();
        index.fields.set(name, column);
        index.display.set(name, display);
      }
      const values = Array.isArray(value) ? value : [value];
      const keys: Key[] = [];
      for (const item of values) {
        const key = keyOf(item);
        if (key === undefined) continue;
        keys.push(key);
        if (!display.has(key)) display.set(key, item);
      }
      column[position] = keys.length === 1 && !Array.isArray(value) ? keys[0] : keys.length ? keys : undefined;
    }
  });
  for (const row of db
    .prepare<[], { keyword: string; docId: string }>(
      'SELECT keyword, doc_id AS docId FROM search_pins ORDER BY keyword, position',
    )
    .all()) {
    index.pins.set(row.keyword, [...(index.pins.get(row.keyword) ?? []), row.docId]);
  }
  return index;
}

function loadVocabulary(db: Database.Database): Vocabulary {
  return new Vocabulary(db.prepare<[], VocabularyEntry>('SELECT term, doc AS docs FROM search_vocab').all());
}

type Predicate = (position: number) => boolean;

function eqPredicate(index: LoadedIndex, field: FilterNode & { op: 'eq' }): Predicate {
  const target = typeof field.value === 'boolean' ? String(field.value) : field.value;
  const key = keyOf(target)!;
  const number = numeric(key);
  if (field.field.kind === 'category') {
    const token = String(key);
    return (position) => index.categories[position]!.includes(token);
  }
  const column = index.fields.get(field.field.name);
  if (!column) return () => false;
  const matches = (candidate: Key) =>
    candidate === key || (Number.isFinite(number) && typeof candidate !== typeof key && numeric(candidate) === number);
  return (position) => {
    const cell = column[position];
    if (cell === undefined) return false;
    return Array.isArray(cell) ? cell.some(matches) : matches(cell);
  };
}

function inBounds(value: number, bounds: RangeBounds): boolean {
  if (!Number.isFinite(value)) return false;
  if (bounds.gte !== undefined && !(value >= bounds.gte)) return false;
  if (bounds.gt !== undefined && !(value > bounds.gt)) return false;
  if (bounds.lte !== undefined && !(value <= bounds.lte)) return false;
  if (bounds.lt !== undefined && !(value < bounds.lt)) return false;
  return true;
}

function rangePredicate(index: LoadedIndex, name: string, bounds: RangeBounds): Predicate {
  const column = index.fields.get(name);
  if (!column) return () => false;
  return (position) => cellKeys(column[position]).some((key) => inBounds(numeric(key), bounds));
}

function compileFilter(index: LoadedIndex, node: FilterNode): Predicate {
  switch (node.op) {
    case 'and': {
      const parts = node.nodes.map((child) => compileFilter(index, child));
      return (position) => parts.every((part) => part(position));
    }
    case 'or': {
      const parts = node.nodes.map((child) => compileFilter(index, child));
      return (position) => parts.some((part) => part(position));
    }
    case 'not': {
      const inner = compileFilter(index, node.node);
      return (position) => !inner(position);
    }
    case 'eq':
      return eqPredicate(index, node);
    case 'range':
      return rangePredicate(index, node.field.name, node.bounds);
  }
}

/** Every condition of the request but the text, as one predicate (null: none). */
function compileConditions(index: LoadedIndex, params: SearchParams): Predicate | null {
  const parts: Predicate[] = [];
  if (params.lang) {
    const lang = params.lang;
    parts.push((position) => index.language[position] === lang);
  }
  for (const token of params.categories) parts.push((position) => index.categories[position]!.includes(token));
  for (const group of params.customFields) {
    const alternatives = group.values.map((value) =>
      eqPredicate(index, { op: 'eq', field: { kind: 'field', name: group.name }, value }),
    );
    parts.push((position) => alternatives.some((alternative) => alternative(position)));
  }
  if (params.filter) parts.push(compileFilter(index, params.filter));
  if (params.dateFrom !== null || params.dateTo !== null) {
    const from = params.dateFrom ?? Number.NEGATIVE_INFINITY;
    const to = params.dateTo ?? Number.POSITIVE_INFINITY;
    parts.push((position) => index.ts[position]! >= from && index.ts[position]! < to);
  }
  if (params.priceFrom !== null || params.priceTo !== null) {
    const bounds: RangeBounds = {};
    if (params.priceFrom !== null) bounds.gte = params.priceFrom;
    if (params.priceTo !== null) bounds.lte = params.priceTo;
    parts.push(rangePredicate(index, 'price', bounds));
  }
  if (!parts.length) return null;
  if (parts.length === 1) return parts[0]!;
  return (position) => parts.every((part) => part(position));
}

/** The `k` best of `items` under `compare`, sorted: a bounded heap when k is small against n. */
function topK(items: Int32Array, k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0) return [];
  if (k * 4 >= items.length || items.length <= 2_048) return Array.from(items).sort(compare).slice(0, k);
  // Max-heap on "worse": the root is the worst of the best k so far.
  const heap: number[] = [];
  const worse = (a: number, b: number) => compare(a, b) > 0;
  const up = (at: number) => {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!worse(heap[at]!, heap[parent]!)) break;
      [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
      at = parent;
    }
  };
  const down = (at: number) => {
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let largest = at;
      if (left < heap.length && worse(heap[left]!, heap[largest]!)) largest = left;
      if (right < heap.length && worse(heap[right]!, heap[largest]!)) largest = right;
      if (largest === at) break;
      [heap[at], heap[largest]] = [heap[largest]!, heap[at]!];
      at = largest;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(compare);
}

function compareKeys(a: Key, b: Key): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const na = numeric(a);
  const nb = numeric(b);
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

const facetValueOrder = (a: FacetValue, b: FacetValue) => b.count - a.count || compareKeys(a.value, b.value);

const rangeKey = (from: number | undefined, to: number | undefined) => `${from ?? '*'}-${to ?? '*'}`;

interface HitRow {
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

/** Relevance in 0..1 (monotonic in the raw score, as the widgets expect a fraction). */
const normalizedScore = (raw: number) => (raw > 0 ? Math.round((raw / (raw + 10)) * 1e6) / 1e6 : 0);

function emptyResponse(page: number, started: number): SearchResponse {
  return {
    page,
    total_hits: 0,
    processing_time_ms: Math.round(performance.now() - started),
    hits: [],
    facets: {},
    rangeFacets: {},
    fieldStats: {},
  };
}

export function createSearchEngine(db: Database.Database, options: SearchEngineOptions = {}): SearchEngine {
  const resultCap = options.resultCap ?? searchSettings.resultCap;
  const generationStatement = db.prepare<[], number>('SELECT generation FROM search_state WHERE id = 1').pluck();
  const hitStatement = db.prepare<[string], HitRow>(
    `SELECT _row, id, url, title, text, meta_description, meta_categories, image, categories, ts, document_type, custom_fields
       FROM search_documents WHERE _row IN (SELECT value FROM json_each(?))`,
  );
  const matchStatement = db.prepare<[string], { r: number; s: number }>(
    `SELECT rowid AS r, bm25(search_fts, ${titleWeight}.0, ${textWeight}.0) AS s FROM search_fts WHERE search_fts MATCH ?`,
  );
  const matchRowsStatement = db
    .prepare<[string], number>('SELECT rowid FROM search_fts WHERE search_fts MATCH ?')
    .pluck();
  let loaded: LoadedIndex | null = null;

  const current = (): LoadedIndex => {
    const generation = generationStatement.get() ?? 0;
    if (!loaded || loaded.generation !== generation) loaded = loadIndex(db, generation);
    return loaded;
  };

  const vocabularyOf = (index: LoadedIndex) => (index.vocabulary ??= loadVocabulary(db));

  /** Documents matching an FTS expression (positions in the loaded index), cached per generation. */
  const match = (index: LoadedIndex, expression: string, withScores: boolean): MatchResult => {
    const key = `${withScores ? 's' : 'r'}:${expression}`;
    const cached = index.matches.get(key) ?? (withScores ? undefined : index.matches.get(`s:${expression}`));
    if (cached) return cached;
    let result: MatchResult;
    if (withScores) {
      const rows = matchStatement.all(expression);
      const positions = new Int32Array(rows.length);
      const scores = new Float64Array(rows.length);
      let n = 0;
      for (const row of rows) {
        const position = index.positionByRow.get(row.r);
        if (position === undefined) continue;
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
        const position = index.positionByRow.get(row);
        if (position !== undefined) positions[n++] = position;
      }
      result = { positions: positions.subarray(0, n), scores: null };
    }
    index.matches.set(key, result);
    return result;
  };

  // One read transaction per search: the generation, the columns and the FTS rows then come from
  // one snapshot even while another process re-indexes (WAL).
  const inSnapshot = db.transaction((params: SearchParams, started: number) => searchNow(params, started));

  function search(params: SearchParams): SearchResponse {
    const started = performance.now();
    if (isWarmUpTerm(params.term)) return emptyResponse(params.page, started);
    return inSnapshot(params, started);
  }

  function searchNow(params: SearchParams, started: number): SearchResponse {
    const index = current();

    const needsScores = params.sort.some((spec) => spec.field.kind === 'relevance');
    const matchAll = params.term === '' || params.term === '*';
    let positions: Int32Array;
    let scores: Float64Array | null = null;
    let highlightTerms: HighlightTerms = noHighlightTerms;

    if (matchAll) {
      positions = new Int32Array(index.count);
      for (let position = 0; position < index.count; position += 1) positions[position] = position;
    } else {
      const queryWords = parseTerm(params.term, params.defaultOperator, params.postfixWildcard);
      if (!queryWords.length) {
        positions = new Int32Array(0);
      } else {
        const fuzzyEligible = queryWords.some((word) => word.operator !== 'NOT' && maxEditsFor(word.word) > 0);
        let plan = planQuery(queryWords, null);
        let result = match(index, plan.expression, needsScores);
        if (params.fuzzy === 'true' || (params.fuzzy === 'auto' && result.positions.length === 0)) {
          if (fuzzyEligible) {
            const fuzzyPlan = planQuery(queryWords, vocabularyOf(index));
            if (fuzzyPlan.expression !== plan.expression) {
              plan = fuzzyPlan;
              result = match(index, plan.expression, needsScores);
            }
          }
        }
        positions = result.positions;
        highlightTerms = plan.highlight;
        if (result.scores) {
          scores = new Float64Array(result.scores.length);
          for (let i = 0; i < positions.length; i += 1) scores[i] = result.scores[i]! * index.boost[positions[i]!]!;
          const marks = (expression: string) => {
            const marked = new Uint8Array(index.count);
            for (const position of match(index, expression, false).positions) marked[position] = 1;
            return marked;
          };
          const inTitle = marks(`{title} : (${plan.expression})`);
          const wordCount = new Set(
            queryWords.filter((word, at) => at === 0 || word.operator !== 'NOT').map((word) => word.word),
          ).size;
          for (let i = 0; i < positions.length; i += 1) {
            const position = positions[i]!;
            if (inTitle[position]) scores[i]! *= titleFactor(wordCount, index.titleWords[position]!);
          }
          // A word matched only through a variant costs half: exact spellings rank first.
          for (const exact of plan.penalised) {
            const exactMatch = marks(exact);
            for (let i = 0; i < positions.length; i += 1) if (!exactMatch[positions[i]!]) scores[i]! *= fuzzyPenalty;
          }
        }
      }
    }

    // Filters.
    const condition = compileConditions(index, params);
    let filtered = positions;
    let filteredScores = scores;
    if (condition) {
      const keep = new Int32Array(positions.length);
      const keepScores = scores ? new Float64Array(positions.length) : null;
      let n = 0;
      for (let i = 0; i < positions.length; i += 1) {
        const position = positions[i]!;
        if (!condition(position)) continue;
        keep[n] = position;
        if (keepScores && scores) keepScores[n] = scores[i]!;
        n += 1;
      }
      filtered = keep.subarray(0, n);
      filteredScores = keepScores ? keepScores.subarray(0, n) : null;
    }

    const response: SearchResponse = {
      page: params.page,
      total_hits: 0,
      processing_time_ms: 0,
      hits: [],
      facets: facetsOf(index, filtered, params),
      rangeFacets: rangeFacetsOf(index, filtered, params),
      fieldStats: fieldStatsOf(index, filtered, params),
    };

    // Pinned results: the rule's documents that exist and pass the filters, in the rule's order.
    const pinned: number[] = [];
    if (!params.organicOnly && !matchAll) {
      for (const id of index.pins.get(normalizeKeyword(params.term)) ?? []) {
        const position = index.positionById.get(id);
        if (position !== undefined && (!condition || condition(position)) && !pinned.includes(position))
          pinned.push(position);
      }
    }
    const pinnedSet = new Set(pinned);
    let pinnedAlsoOrganic = 0;
    if (pinned.length) for (const position of filtered) if (pinnedSet.has(position)) pinnedAlsoOrganic += 1;
    const total = filtered.length + pinned.length - pinnedAlsoOrganic;
    response.total_hits = Math.min(total, resultCap);

    // Scores by index position: a typed array is far cheaper than a Map over 100,000 hits.
    const scoreAt = new Float64Array(index.count);
    if (filteredScores) for (let i = 0; i < filtered.length; i += 1) scoreAt[filtered[i]!] = filteredScores[i]!;
    const scoreOf = (position: number) => scoreAt[position]!;
    const compare = comparator(index, params.sort, scoreOf);

    const start = (params.page - 1) * params.limit;
    const end = Math.min(start + params.limit, resultCap, total);
    if (start < end) {
      const organic = topK(filtered, Math.min(filtered.length, end + pinned.length), compare).filter(
        (position) => !pinnedSet.has(position),
      );
      const ordered = [...pinned, ...organic].slice(start, end);
      response.hits = hitsFor(
        index,
        ordered,
        pinnedSet,
        (position) => (matchAll ? 1 : normalizedScore(scoreOf(position))),
        highlightTerms,
      );
    }
    response.processing_time_ms = Math.round(performance.now() - started);
    return response;
  }

  function hitsFor(
    index: LoadedIndex,
    ordered: number[],
    pinnedSet: Set<number>,
    scoreOf: (position: number) => number,
    terms: HighlightTerms,
  ): SearchHit[] {
    const rows = hitStatement.all(JSON.stringify(ordered.map((position) => index.rows[position])));
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

  return { search };
}

function comparator(index: LoadedIndex, sort: SortSpec[], scoreOf: (position: number) => number) {
  const keys = sort.map((spec) => {
    const sign = spec.order === 'asc' ? 1 : -1;
    if (spec.field.kind === 'relevance') return (a: number, b: number) => sign * (scoreOf(a) - scoreOf(b));
    if (spec.field.kind === 'date') return (a: number, b: number) => sign * (index.ts[a]! - index.ts[b]!);
    const column = index.fields.get(spec.field.name);
    if (!column) return () => 0;
    // Pages without the field come last in either order; a list sorts by its first value.
    return (a: number, b: number) => {
      const ka = cellKeys(column[a])[0];
      const kb = cellKeys(column[b])[0];
      if (ka === undefined || kb === undefined) return ka === kb ? 0 : ka === undefined ? 1 : -1;
      return sign * compareKeys(ka, kb);
    };
  });
  return (a: number, b: number): number => {
    for (const key of keys) {
      const order = key(a, b);
      if (order !== 0 && !Number.isNaN(order)) return order;
    }
    // Ties: more relevant, then more recent, then index order.
    return scoreOf(b) - scoreOf(a) || index.ts[b]! - index.ts[a]! || a - b;
  };
}

function facetsOf(index: LoadedIndex, positions: Int32Array, params: SearchParams): SearchResponse['facets'] {
  const facets: SearchResponse['facets'] = {};
  for (const facet of params.facets) {
    const counts = new Map<Key, number>();
    let label: string;
    let display: (key: Key) => CustomFieldScalar;
    if (facet.kind === 'category') {
      label = 'category';
      display = (key) => key;
      for (const position of positions) {
        for (const token of new Set(index.categories[position])) counts.set(token, (counts.get(token) ?? 0) + 1);
      }
    } else {
      label = `custom_fields.${facet.name}`;
      const column = index.fields.get(facet.name);
      const names = index.display.get(facet.name);
      display = (key) => names?.get(key) ?? key;
      if (column) {
        for (const position of positions) {
          const cell = column[position];
          if (cell === undefined) continue;
          for (const key of Array.isArray(cell) ? new Set(cell) : [cell]) counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
    }
    facets[label] = [...counts]
      .map(([key, count]) => ({ value: display(key), count }))
      .sort(facetValueOrder)
      .slice(0, params.numFacets);
  }
  return facets;
}

function rangeFacetsOf(index: LoadedIndex, positions: Int32Array, params: SearchParams): SearchResponse['rangeFacets'] {
  const result: SearchResponse['rangeFacets'] = {};
  for (const request of params.rangeFacets) {
    const column = index.fields.get(request.field);
    const buckets: RangeFacetValue[] = request.ranges.map((range) => ({
      key: rangeKey(range.from, range.to),
      ...(range.from !== undefined ? { from: range.from } : {}),
      ...(range.to !== undefined ? { to: range.to } : {}),
      count: 0,
    }));
    if (column) {
      for (const position of positions) {
        const values = cellKeys(column[position]).map(numeric);
        if (!values.length) continue;
        request.ranges.forEach((range, at) => {
          // from inclusive, to exclusive (a value on a boundary belongs to the upper bucket).
          const bounds: RangeBounds = {};
          if (range.from !== undefined) bounds.gte = range.from;
          if (range.to !== undefined) bounds.lt = range.to;
          if (values.some((value) => inBounds(value, bounds))) buckets[at]!.count += 1;
        });
      }
    }
    result[`custom_fields.${request.field}`] = buckets;
  }
  return result;
}

function fieldStatsOf(index: LoadedIndex, positions: Int32Array, params: SearchParams): SearchResponse['fieldStats'] {
  const result: SearchResponse['fieldStats'] = {};
  for (const name of params.fieldStats) {
    const column = index.fields.get(name);
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    let sum = 0;
    let count = 0;
    if (column) {
      for (const position of positions) {
        for (const key of cellKeys(column[position])) {
          const value = numeric(key);
          if (!Number.isFinite(value)) continue;
          if (value < min) min = value;
          if (value > max) max = value;
          sum += value;
          count += 1;
        }
      }
    }
    // No value at all: the hosted service's "Infinity" strings (JSON has no infinities).
    const stat: FieldStat = count ? { min, max, avg: sum / count } : { min: 'Infinity', max: '-Infinity', avg: 0 };
    result[`custom_fields.${name}`] = stat;
  }
  return result;
}

const engines = new WeakMap<Database.Database, SearchEngine>();

/** Search the index of `db` (one engine per database handle, created on first use). */
export function searchDocuments(db: Database.Database, params: SearchParams): SearchResponse {
  let engine = engines.get(db);
  if (!engine) {
    engine = createSearchEngine(db);
    engines.set(db, engine);
  }
  return engine.search(params);
}
