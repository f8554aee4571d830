/**
 * The query engine behind GET /v1/search/{sitekey}: full-text matching in SQLite FTS5 (bm25 with
 * the title weighted 10 to 1 over the text), everything else in memory over a columnar copy of
 * the documents' filterable data (dates, boosts, languages, category tokens, custom fields):
 * filters, facets, range facets, field stats, sorting and paging.
 *
 * The in-memory copy is built for 100,000 documents and more: every column is dictionary encoded
 * (each distinct value once, documents hold small integer ids in typed arrays, lists in one pool
 * per column), so a filter is a lookup of precomputed per-value flags, a facet a count per id, and
 * match-all facets over the whole index are computed once per index version. It is loaded once
 * per index generation (search_state), so a re-index by any process is picked up by the next
 * query; a write through searchIndex.ts in this process (the document API) is applied to it
 * incrementally instead (its rows are dropped and re-read; positions keep index order), so a
 * document write does not cost a reload of 100,000 documents.
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
 *
 * No Node imports: the in-memory search client of the stories reuses parseTerm from here.
 */
import type Database from 'better-sqlite3';
import { searchSettings } from '../../lib/constants';
import { maxEditsFor, Vocabulary, type VocabularyEntry } from './fuzzy';
import { buildHighlight, noHighlightTerms, type HighlightTerms } from '../../domain/search/highlight';
import { isWarmUpTerm } from '../../adapters/search/searchParams';
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
} from '../../domain/search/searchTypes';
import { parseTerm, type QueryWord } from '../../domain/search/searchTerm';
import { foldWord, normalizeKeyword } from '../../domain/search/tokenize';

/** A custom field or category value as compared: folded text, or a number. */
type Key = string | number;

interface MatchResult {
  positions: Int32Array;
  /** -bm25 (higher is better), when asked for. */
  scores: Float64Array | null;
}

/** Recent FTS results per expression (the widgets repeat a term with other filters and pages). */
class MatchCache {
  private readonly map = new Map<string, MatchResult>();
  private size = 0;
  private static readonly maxEntries = 4_000_000;

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
    while (this.size > MatchCache.maxEntries || this.map.size > 1_024) {
      const [oldest, entry] = this.map.entries().next().value as [string, MatchResult];
      this.map.delete(oldest);
      this.size -= entry.positions.length;
    }
  }

  clear(): void {
    this.map.clear();
    this.size = 0;
  }
}

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

export interface SearchEngine {
  search(params: SearchParams): SearchResponse;
  /** How the in-memory index was kept up to date (for tests and diagnostics). */
  stats(): SearchEngineStats;
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

/* ------------------------------------------------------------------------------------------------
 * Index changes: searchIndex.ts reports each committed top-level write, so engines of the same
 * database handle can apply it instead of reloading. A write in another process (or one nested
 * in a caller's transaction, which may still roll back) is not reported: the engine sees a
 * generation it cannot reach from its own and reloads.
 * --------------------------------------------------------------------------------------------- */

/** One committed write: search_state.generation went from `from` to `to`. */
export interface SearchIndexChange {
  from: number;
  to: number;
  /** `_row`s deleted (documents removed or replaced). */
  removedRows: number[];
  /** `_row`s inserted. */
  addedRows: number[];
  /** The pinned-result rules changed. */
  pins: boolean;
}

interface ChangeSink {
  changes: SearchIndexChange[];
  /** Too many changes queued (an engine nobody queries): reload instead. */
  overflow: boolean;
}

const changeSinks = new WeakMap<Database.Database, Set<WeakRef<ChangeSink>>>();
/** Queued rows beyond which a reload is cheaper than applying the changes. */
const maxQueuedRows = 50_000;

/** Called by searchIndex.ts after a committed write (no-op when no engine follows `db`). */
export function notifySearchIndexChange(db: Database.Database, change: SearchIndexChange): void {
  const sinks = changeSinks.get(db);
  if (!sinks) return;
  for (const ref of sinks) {
    const sink = ref.deref();
    if (!sink) {
      sinks.delete(ref);
      continue;
    }
    if (sink.overflow) continue;
    sink.changes.push(change);
    const queued = sink.changes.reduce((sum, queuedChange) => sum + queuedChange.addedRows.length, 0);
    if (queued > maxQueuedRows || sink.changes.length > 1_000) {
      sink.overflow = true;
      sink.changes = [];
    }
  }
}

/** Does anything follow `db`? (searchIndex.ts skips collecting rows when nothing does.) */
export function hasSearchIndexFollowers(db: Database.Database): boolean {
  const sinks = changeSinks.get(db);
  return sinks !== undefined && sinks.size > 0;
}

function followChanges(db: Database.Database): ChangeSink {
  const sink: ChangeSink = { changes: [], overflow: false };
  let sinks = changeSinks.get(db);
  if (!sinks) {
    sinks = new Set();
    changeSinks.set(db, sinks);
  }
  sinks.add(new WeakRef(sink));
  return sink;
}

/* ------------------------------------------------------------------------------------------------
 * The in-memory columns.
 * --------------------------------------------------------------------------------------------- */

const numeric = (key: Key): number => (typeof key === 'number' ? key : key.trim() === '' ? Number.NaN : Number(key));

/** Folding is the costly part of loading a column; values repeat a lot. */
const foldedValues = new Map<string, string>();
function foldValue(value: string): string {
  let folded = foldedValues.get(value);
  if (folded === undefined) {
    folded = foldWord(value);
    if (foldedValues.size >= 100_000) foldedValues.clear();
    foldedValues.set(value, folded);
  }
  return folded;
}

function keyOf(value: unknown): Key | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return foldValue(value);
  return undefined;
}

/** Grow a typed array to `length`, keeping its content; new cells hold `fill`. */
function grown<T extends Int32Array | Float64Array | Uint16Array | Uint8Array>(array: T, length: number, fill = 0): T {
  const next = new (array.constructor as new (length: number) => T)(length);
  next.set(array);
  if (fill !== 0) next.fill(fill, array.length);
  return next;
}

/**
 * One custom field (or the category tokens): its distinct values, and each document's value ids.
 * `cells[position]`: -1 no value, an id >= 0 for one value, or -(2 + offset) for a list stored in
 * `pool` as [length, id, id ...] (duplicates kept: field stats count every value, as stored).
 */
class Column {
  /** id -> the value as compared. */
  readonly keys: Key[] = [];
  readonly ids = new Map<Key, number>();
  /** id -> numeric(key), NaN when not a number. */
  numbers = new Float64Array(16);
  /** id -> the value as first stored (in index order), shown in facets. */
  readonly display: CustomFieldScalar[] = [];
  /** id -> the position that gave `display`. */
  displayAt = new Int32Array(16);
  /** Ids whose `display` document was removed: recomputed when shown. */
  readonly staleDisplay = new Set<number>();
  cells: Int32Array;
  pool = new Int32Array(64);
  poolLength = 0;

  constructor(capacity: number) {
    this.cells = new Int32Array(capacity).fill(-1);
  }

  get size(): number {
    return this.keys.length;
  }

  grow(capacity: number): void {
    this.cells = grown(this.cells, capacity, -1);
  }

  private idFor(key: Key, stored: CustomFieldScalar, position: number): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.keys.length;
      this.keys.push(key);
      this.ids.set(key, id);
      if (id >= this.numbers.length) {
        this.numbers = grown(this.numbers, this.numbers.length * 2);
        this.displayAt = grown(this.displayAt, this.displayAt.length * 2);
      }
      this.numbers[id] = numeric(key);
      this.display.push(stored);
      this.displayAt[id] = position;
    }
    return id;
  }

  /** Set a document's values (a scalar, or a list: one value stored as a list counts the same). */
  set(position: number, values: readonly unknown[], display: (value: unknown) => CustomFieldScalar): void {
    const ids: number[] = [];
    for (const value of values) {
      const key = keyOf(value);
      if (key !== undefined) ids.push(this.idFor(key, display(value), position));
    }
    if (ids.length === 0) return;
    if (ids.length === 1) {
      this.cells[position] = ids[0]!;
      return;
    }
    if (this.poolLength + ids.length + 1 > this.pool.length)
      this.pool = grown(this.pool, Math.max(this.pool.length * 2, this.poolLength + ids.length + 1));
    const at = this.poolLength;
    this.pool[at] = ids.length;
    for (let i = 0; i < ids.length; i += 1) this.pool[at + 1 + i] = ids[i]!;
    this.poolLength += ids.length + 1;
    this.cells[position] = -(2 + at);
  }

  /** The first value's id (sorting uses it), or -1. */
  firstId(position: number): number {
    const cell = this.cells[position]!;
    if (cell >= -1) return cell;
    return this.pool[-cell - 2 + 1]!;
  }

  /** Does the document hold an id with flags[id] set (or the id `only`, when flags is null)? */
  holds(position: number, flags: Uint8Array | null, only: number): boolean {
    const cell = this.cells[position]!;
    if (cell >= 0) return flags ? flags[cell] === 1 : cell === only;
    if (cell === -1) return false;
    const at = -cell - 2;
    const end = at + 1 + this.pool[at]!;
    for (let i = at + 1; i < end; i += 1) {
      const id = this.pool[i]!;
      if (flags ? flags[id] === 1 : id === only) return true;
    }
    return false;
  }

  /** A removed document: the ids it gave their display are recomputed when next shown. */
  forget(position: number): void {
    const cell = this.cells[position]!;
    if (cell === -1) return;
    if (cell >= 0) {
      if (this.displayAt[cell] === position) this.staleDisplay.add(cell);
      return;
    }
    const at = -cell - 2;
    const end = at + 1 + this.pool[at]!;
    for (let i = at + 1; i < end; i += 1) {
      const id = this.pool[i]!;
      if (this.displayAt[id] === position) this.staleDisplay.add(id);
    }
  }

  /** The value shown for an id: the first stored in index order among the live documents. */
  displayOf(id: number, alive: Uint8Array, size: number, stored: (position: number, id: number) => CustomFieldScalar) {
    if (this.staleDisplay.has(id)) {
      for (let position = 0; position < size; position += 1) {
        if (alive[position] && this.holds(position, null, id)) {
          this.display[id] = stored(position, id);
          this.displayAt[id] = position;
          this.staleDisplay.delete(id);
          break;
        }
      }
    }
    return this.display[id]!;
  }
}

/** Everything the engine keeps in memory for one index generation. */
interface MemoryIndex {
  generation: number;
  /** Positions used, removed ones included (positions are never reused before a reload). */
  size: number;
  capacity: number;
  live: number;
  alive: Uint8Array;
  /** position -> _row. */
  rows: Int32Array;
  /** _row -> position + 1 (0: not in the index). */
  rowPosition: Int32Array;
  ts: Float64Array;
  boost: Float64Array;
  /** Words of the title as shown (before ' | '). */
  titleWords: Uint16Array;
  languages: Map<string, number>;
  language: Int32Array;
  categories: Column;
  fields: Map<string, Column>;
  pins: Map<string, string[]>;
  vocabulary: Vocabulary | null;
  matches: MatchCache;
  /** Caches of this version of the index (cleared by every change). */
  livePositions: Int32Array | null;
  /** Live positions by date, newest first, then index order: the match-all order. */
  newestFirst: Int32Array | null;
  /** Facet counts over every live document, per column. */
  liveCounts: Map<Column, FacetCounts>;
}

/** Rows of search_documents the in-memory index reads. */
interface IndexRow {
  _row: number;
  title: string;
  ts: number;
  boost: number;
  language: string;
  categories: string;
  custom_fields: string;
}

const indexColumns = '_row, title, ts, boost, language, categories, custom_fields';

/** Words of a title, counted as words() would (a run of marks alone folds to nothing). */
const countedWord = /[\p{L}\p{N}\p{Co}\p{M}]*[\p{L}\p{N}\p{Co}][\p{L}\p{N}\p{Co}\p{M}]*/gu;
function titleWordCount(title: string): number {
  const shown = title.split(' | ')[0] ?? '';
  return Math.min(65_535, shown.match(countedWord)?.length ?? 0);
}

function emptyIndex(generation: number, capacity: number, maxRow: number): MemoryIndex {
  return {
    generation,
    size: 0,
    capacity,
    live: 0,
    alive: new Uint8Array(capacity),
    rows: new Int32Array(capacity),
    rowPosition: new Int32Array(maxRow + 1),
    ts: new Float64Array(capacity),
    boost: new Float64Array(capacity),
    titleWords: new Uint16Array(capacity),
    languages: new Map(),
    language: new Int32Array(capacity),
    categories: new Column(capacity),
    fields: new Map(),
    pins: new Map(),
    vocabulary: null,
    matches: new MatchCache(),
    livePositions: null,
    newestFirst: null,
    liveCounts: new Map(),
  };
}

function ensureCapacity(index: MemoryIndex, needed: number): void {
  if (needed <= index.capacity) return;
  const capacity = Math.max(needed, Math.ceil(index.capacity * 1.5), 16);
  index.alive = grown(index.alive, capacity);
  index.rows = grown(index.rows, capacity);
  index.ts = grown(index.ts, capacity);
  index.boost = grown(index.boost, capacity);
  index.titleWords = grown(index.titleWords, capacity);
  index.language = grown(index.language, capacity);
  index.categories.grow(capacity);
  for (const column of index.fields.values()) column.grow(capacity);
  index.capacity = capacity;
}

const sameValue = (value: unknown) => value as CustomFieldScalar;

/** Append a document at the next position. */
function appendRow(index: MemoryIndex, row: IndexRow): void {
  ensureCapacity(index, index.size + 1);
  if (row._row >= index.rowPosition.length)
    index.rowPosition = grown(index.rowPosition, Math.max(row._row + 1, index.rowPosition.length * 2));
  const position = index.size;
  index.size += 1;
  index.live += 1;
  index.alive[position] = 1;
  index.rows[position] = row._row;
  index.rowPosition[row._row] = position + 1;
  index.ts[position] = row.ts;
  index.boost[position] = row.boost;
  index.titleWords[position] = titleWordCount(row.title);
  const language = row.language.toLowerCase();
  let languageId = index.languages.get(language);
  if (languageId === undefined) {
    languageId = index.languages.size;
    index.languages.set(language, languageId);
  }
  index.language[position] = languageId;
  // Category tokens compare lower-cased (not folded), and show as compared.
  const tokens = (JSON.parse(row.categories) as string[]).map((token) => token.toLowerCase());
  index.categories.set(position, tokens, sameValue);
  const custom = JSON.parse(row.custom_fields) as CustomFields;
  for (const name in custom) {
    const value = custom[name]!;
    let column = index.fields.get(name);
    if (!column) {
      column = new Column(index.capacity);
      index.fields.set(name, column);
    }
    column.set(position, Array.isArray(value) ? value : [value], sameValue);
  }
}

function removePosition(index: MemoryIndex, position: number): void {
  if (!index.alive[position]) return;
  index.alive[position] = 0;
  index.live -= 1;
  index.rowPosition[index.rows[position]!] = 0;
  index.categories.forget(position);
  for (const column of index.fields.values()) column.forget(position);
}

function loadPins(db: Database.Database): Map<string, string[]> {
  const pins = new Map<string, string[]>();
  for (const row of db
    .prepare<[], { keyword: string; docId: string }>(
      'SELECT keyword, doc_id AS docId FROM search_pins ORDER BY keyword, position',
    )
    .all()) {
    pins.set(row.keyword, [...(pins.get(row.keyword) ?? []), row.docId]);
  }
  return pins;
}

function loadIndex(db: Database.Database, generation: number): MemoryIndex {
  const shape = db
    .prepare<[], { count: number; maxRow: number | null }>(
      'SELECT COUNT(*) AS count, MAX(_row) AS maxRow FROM search_documents',
    )
    .get() ?? { count: 0, maxRow: 0 };
  const index = emptyIndex(generation, Math.max(16, shape.count), shape.maxRow ?? 0);
  for (const row of db.prepare<[], IndexRow>(`SELECT ${indexColumns} FROM search_documents ORDER BY _row`).iterate()) {
    appendRow(index, row);
  }
  index.pins = loadPins(db);
  return index;
}

function clearVersionCaches(index: MemoryIndex): void {
  index.matches.clear();
  index.liveCounts.clear();
  // Its document counts changed: read again when a fuzzy query needs it.
  index.vocabulary = null;
}

/**
 * Bring the live list and the date order up to date after a change (cheaper than a fresh sort of
 * 100,000 positions): drop removed positions, and merge the ones appended from `firstNew` on.
 */
function updateOrders(index: MemoryIndex, firstNew: number): void {
  const { alive, ts } = index;
  const appended: number[] = [];
  for (let position = firstNew; position < index.size; position += 1) if (alive[position]) appended.push(position);
  if (index.livePositions) {
    const live = new Int32Array(index.live);
    let n = 0;
    for (const position of index.livePositions) if (alive[position]) live[n++] = position;
    for (const position of appended) live[n++] = position;
    index.livePositions = live;
  }
  if (index.newestFirst) {
    const newer = (a: number, b: number) => ts[b]! - ts[a]! || a - b;
    appended.sort(newer);
    const order = new Int32Array(index.live);
    let n = 0;
    let next = 0;
    for (const position of index.newestFirst) {
      if (!alive[position]) continue;
      while (next < appended.length && newer(appended[next]!, position) < 0) order[n++] = appended[next++]!;
      order[n++] = position;
    }
    while (next < appended.length) order[n++] = appended[next++]!;
    index.newestFirst = order;
  }
}

/**
 * Apply committed writes (oldest first) that lead from the loaded generation to `generation`:
 * every touched row leaves, and the rows that exist now are read again and appended (new rows
 * get larger _row values than every live one, so positions stay in index order). False when the
 * changes do not lead there (another process wrote): the caller reloads.
 */
function applyChanges(
  db: Database.Database,
  index: MemoryIndex,
  changes: readonly SearchIndexChange[],
  generation: number,
): boolean {
  let at = index.generation;
  for (const change of changes) {
    if (change.to <= at) continue;
    if (change.from !== at) return false;
    at = change.to;
  }
  if (at !== generation) return false;
  const relevant = changes.filter((change) => change.to > index.generation);
  const added = new Set<number>();
  let pins = false;
  for (const change of relevant) {
    for (const row of change.removedRows) {
      const position = (index.rowPosition[row] ?? 0) - 1;
      if (position >= 0) removePosition(index, position);
    }
    for (const row of change.addedRows) {
      const position = (index.rowPosition[row] ?? 0) - 1;
      if (position >= 0) removePosition(index, position);
      added.add(row);
    }
    pins ||= change.pins;
  }
  const firstNew = index.size;
  if (added.size) {
    const rows = db
      .prepare<[string], IndexRow>(
        `SELECT ${indexColumns} FROM search_documents WHERE _row IN (SELECT value FROM json_each(?)) ORDER BY _row`,
      )
      .all(JSON.stringify([...added]));
    for (const row of rows) appendRow(index, row);
  }
  if (pins) index.pins = loadPins(db);
  index.generation = generation;
  clearVersionCaches(index);
  updateOrders(index, firstNew);
  return true;
}

function livePositions(index: MemoryIndex): Int32Array {
  if (!index.livePositions) {
    const positions = new Int32Array(index.live);
    let n = 0;
    for (let position = 0; position < index.size; position += 1) if (index.alive[position]) positions[n++] = position;
    index.livePositions = positions;
  }
  return index.livePositions;
}

function newestFirst(index: MemoryIndex): Int32Array {
  if (!index.newestFirst) {
    const ts = index.ts;
    index.newestFirst = Int32Array.from(livePositions(index)).sort((a, b) => ts[b]! - ts[a]! || a - b);
  }
  return index.newestFirst;
}

/** The index vocabulary, read one first letter at a time as fuzzy look-ups need it (fuzzy.ts). */
function loadVocabulary(db: Database.Database): Vocabulary {
  const all = db.prepare<[], VocabularyEntry>('SELECT term, doc AS docs FROM search_vocab');
  // fts5vocab seeks to a term range: the words of one prefix cost a few milliseconds, all of them
  // at 100,000 documents a quarter of a second. Terms compare as UTF-8 bytes: every word starting
  // with the prefix sorts below the prefix followed by the last code point.
  const byPrefix = db.prepare<[string, string], VocabularyEntry>(
    'SELECT term, doc AS docs FROM search_vocab WHERE term >= ? AND term < ?',
  );
  return Vocabulary.onDemand((prefix) => (prefix ? byPrefix.all(prefix, `${prefix}\u{10FFFF}`) : all.all()));
}

/* ------------------------------------------------------------------------------------------------
 * Conditions: every filter compiles to tests of precomputed per-value flags, evaluated over a
 * whole candidate list at once (a mask), or for one document (pinned results).
 * --------------------------------------------------------------------------------------------- */

interface Condition {
  /** 1 for each candidate (by its index in `positions`) that passes. */
  mask(positions: Int32Array): Uint8Array;
  test(position: number): boolean;
}

const never: Condition = {
  mask: (positions) => new Uint8Array(positions.length),
  test: () => false,
};

/** Documents holding a value whose id is flagged (or the one id `only`). */
function valueCondition(column: Column, flags: Uint8Array | null, only: number): Condition {
  return {
    mask(positions) {
      const result = new Uint8Array(positions.length);
      const cells = column.cells;
      for (let i = 0; i < positions.length; i += 1) {
        const cell = cells[positions[i]!]!;
        if (cell >= 0) result[i] = flags ? flags[cell]! : cell === only ? 1 : 0;
        else if (cell < -1) result[i] = column.holds(positions[i]!, flags, only) ? 1 : 0;
      }
      return result;
    },
    test: (position) => column.holds(position, flags, only),
  };
}

/** Equal to `key`: the same value, or a number equal to a numeric text of the other type. */
function eqFlags(column: Column, key: Key, flags: Uint8Array = new Uint8Array(column.size)): Uint8Array {
  const id = column.ids.get(key);
  if (id !== undefined) flags[id] = 1;
  const number = numeric(key);
  if (Number.isFinite(number)) {
    for (let candidate = 0; candidate < column.size; candidate += 1) {
      if (typeof column.keys[candidate] !== typeof key && column.numbers[candidate] === number) flags[candidate] = 1;
    }
  }
  return flags;
}

function eqCondition(index: MemoryIndex, node: FilterNode & { op: 'eq' }): Condition {
  const target = typeof node.value === 'boolean' ? String(node.value) : node.value;
  const key = keyOf(target)!;
  if (node.field.kind === 'category') {
    const id = index.categories.ids.get(String(key));
    return id === undefined ? never : valueCondition(index.categories, null, id);
  }
  const column = index.fields.get(node.field.name);
  if (!column) return never;
  return valueCondition(column, eqFlags(column, key), -1);
}

function inBounds(value: number, bounds: RangeBounds): boolean {
  if (!Number.isFinite(value)) return false;
  if (bounds.gte !== undefined && !(value >= bounds.gte)) return false;
  if (bounds.gt !== undefined && !(value > bounds.gt)) return false;
  if (bounds.lte !== undefined && !(value <= bounds.lte)) return false;
  if (bounds.lt !== undefined && !(value < bounds.lt)) return false;
  return true;
}

function rangeCondition(index: MemoryIndex, name: string, bounds: RangeBounds): Condition {
  const column = index.fields.get(name);
  if (!column) return never;
  const flags = new Uint8Array(column.size);
  for (let id = 0; id < column.size; id += 1) if (inBounds(column.numbers[id]!, bounds)) flags[id] = 1;
  return valueCondition(column, flags, -1);
}

function allOf(parts: Condition[]): Condition {
  if (parts.length === 1) return parts[0]!;
  return {
    mask(positions) {
      const result = parts[0]!.mask(positions);
      for (let part = 1; part < parts.length; part += 1) {
        const next = parts[part]!.mask(positions);
        for (let i = 0; i < result.length; i += 1) result[i]! &= next[i]!;
      }
      return result;
    },
    test: (position) => parts.every((part) => part.test(position)),
  };
}

function anyOf(parts: Condition[]): Condition {
  if (parts.length === 1) return parts[0]!;
  if (!parts.length) return never;
  return {
    mask(positions) {
      const result = parts[0]!.mask(positions);
      for (let part = 1; part < parts.length; part += 1) {
        const next = parts[part]!.mask(positions);
        for (let i = 0; i < result.length; i += 1) result[i]! |= next[i]!;
      }
      return result;
    },
    test: (position) => parts.some((part) => part.test(position)),
  };
}

function noneOf(inner: Condition): Condition {
  return {
    mask(positions) {
      const result = inner.mask(positions);
      for (let i = 0; i < result.length; i += 1) result[i] = result[i] ? 0 : 1;
      return result;
    },
    test: (position) => !inner.test(position),
  };
}

function compileFilter(index: MemoryIndex, node: FilterNode): Condition {
  switch (node.op) {
    case 'and':
      // An empty list adds no condition (the parser never sends one; every() of nothing is true).
      return node.nodes.length ? allOf(node.nodes.map((child) => compileFilter(index, child))) : noneOf(never);
    case 'or':
      return anyOf(node.nodes.map((child) => compileFilter(index, child)));
    case 'not':
      return noneOf(compileFilter(index, node.node));
    case 'eq':
      return eqCondition(index, node);
    case 'range':
      return rangeCondition(index, node.field.name, node.bounds);
  }
}

/** Every condition of the request but the text, as one condition (null: none). */
function compileConditions(index: MemoryIndex, params: SearchParams): Condition | null {
  const parts: Condition[] = [];
  if (params.lang) {
    const id = index.languages.get(params.lang);
    const language = index.language;
    parts.push(
      id === undefined
        ? never
        : {
            mask(positions) {
              const result = new Uint8Array(positions.length);
              for (let i = 0; i < positions.length; i += 1) result[i] = language[positions[i]!] === id ? 1 : 0;
              return result;
            },
            test: (position) => language[position] === id,
          },
    );
  }
  for (const token of params.categories) {
    const id = index.categories.ids.get(token);
    parts.push(id === undefined ? never : valueCondition(index.categories, null, id));
  }
  for (const group of params.customFields) {
    const column = index.fields.get(group.name);
    if (!column) {
      parts.push(never);
      continue;
    }
    // The values of one name OR: one set of flags.
    const flags = new Uint8Array(column.size);
    for (const value of group.values) eqFlags(column, keyOf(value)!, flags);
    parts.push(valueCondition(column, flags, -1));
  }
  if (params.filter) parts.push(compileFilter(index, params.filter));
  if (params.dateFrom !== null || params.dateTo !== null) {
    const from = params.dateFrom ?? Number.NEGATIVE_INFINITY;
    const to = params.dateTo ?? Number.POSITIVE_INFINITY;
    const ts = index.ts;
    parts.push({
      mask(positions) {
        const result = new Uint8Array(positions.length);
        for (let i = 0; i < positions.length; i += 1) {
          const value = ts[positions[i]!]!;
          result[i] = value >= from && value < to ? 1 : 0;
        }
        return result;
      },
      test: (position) => ts[position]! >= from && ts[position]! < to,
    });
  }
  if (params.priceFrom !== null || params.priceTo !== null) {
    const bounds: RangeBounds = {};
    if (params.priceFrom !== null) bounds.gte = params.priceFrom;
    if (params.priceTo !== null) bounds.lte = params.priceTo;
    parts.push(rangeCondition(index, 'price', bounds));
  }
  if (!parts.length) return null;
  return allOf(parts);
}

/* ------------------------------------------------------------------------------------------------
 * Facets, range facets and field stats over a candidate list.
 * --------------------------------------------------------------------------------------------- */

/** Per value id: documents holding it, and the order in which values were first met. */
interface FacetCounts {
  counts: Int32Array;
  /** id -> rank of its first document among the candidates (ties of the facet order keep it). */
  firstSeen: Int32Array;
  /** Ids with a count, in first-seen order. */
  seen: Int32Array;
}

function countValues(column: Column, positions: Int32Array): FacetCounts {
  const size = column.size;
  const counts = new Int32Array(size);
  const firstSeen = new Int32Array(size);
  const seen: number[] = [];
  // A document counts once per value: stamp each id with the document that last counted it.
  const stamp = new Int32Array(size);
  const { cells, pool } = column;
  for (let i = 0; i < positions.length; i += 1) {
    const cell = cells[positions[i]!]!;
    if (cell >= 0) {
      if (counts[cell]!++ === 0) {
        firstSeen[cell] = seen.length;
        seen.push(cell);
      }
    } else if (cell < -1) {
      const at = -cell - 2;
      const end = at + 1 + pool[at]!;
      for (let j = at + 1; j < end; j += 1) {
        const id = pool[j]!;
        if (stamp[id] === i + 1) continue;
        stamp[id] = i + 1;
        if (counts[id]!++ === 0) {
          firstSeen[id] = seen.length;
          seen.push(id);
        }
      }
    }
  }
  return { counts, firstSeen, seen: Int32Array.from(seen) };
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

/** Values with the most documents first, then by value, then as first met. */
function topValues(facet: FacetCounts, k: number, display: (id: number) => CustomFieldScalar): FacetValue[] {
  const { counts, firstSeen, seen } = facet;
  const order = (a: number, b: number) =>
    counts[b]! - counts[a]! || compareKeys(display(a), display(b)) || firstSeen[a]! - firstSeen[b]!;
  // Few values: a full sort. Many (category tokens of 100,000 pages): keep the best k.
  const best =
    seen.length <= 2_000 || k * 4 >= seen.length ? Array.from(seen).sort(order).slice(0, k) : topK(seen, k, order);
  return best.map((id) => ({ value: display(id), count: counts[id]! }));
}

/** A document's stored value of field `name` (null: a category token) that compares as `key`. */
type StoredValue = (position: number, name: string | null, key: Key) => CustomFieldScalar;

function facetsOf(
  index: MemoryIndex,
  positions: Int32Array,
  everything: boolean,
  params: SearchParams,
  storedValue: StoredValue,
): SearchResponse['facets'] {
  const facets: SearchResponse['facets'] = {};
  for (const facet of params.facets) {
    const label = facet.kind === 'category' ? 'category' : `custom_fields.${facet.name}`;
    const column = facet.kind === 'category' ? index.categories : index.fields.get(facet.name);
    if (!column) {
      facets[label] = [];
      continue;
    }
    let counts = everything ? index.liveCounts.get(column) : undefined;
    if (!counts) {
      counts = countValues(column, positions);
      if (everything) index.liveCounts.set(column, counts);
    }
    const name = facet.kind === 'category' ? null : facet.name;
    const stored = (position: number, id: number) => storedValue(position, name, column.keys[id]!);
    facets[label] = topValues(counts, params.numFacets, (id) => column.displayOf(id, index.alive, index.size, stored));
  }
  return facets;
}

const rangeKey = (from: number | undefined, to: number | undefined) => `${from ?? '*'}-${to ?? '*'}`;

function rangeFacetsOf(index: MemoryIndex, positions: Int32Array, params: SearchParams): SearchResponse['rangeFacets'] {
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
      // from inclusive, to exclusive (a value on a boundary belongs to the upper bucket).
      const bounds: RangeBounds[] = request.ranges.map((range) => ({
        ...(range.from !== undefined ? { gte: range.from } : {}),
        ...(range.to !== undefined ? { lt: range.to } : {}),
      }));
      // Per value id and bucket: does the value fall in it?
      const size = column.size;
      const inBucket = new Uint8Array(size * bounds.length);
      for (let id = 0; id < size; id += 1) {
        const value = column.numbers[id]!;
        for (let at = 0; at < bounds.length; at += 1)
          if (inBounds(value, bounds[at]!)) inBucket[id * bounds.length + at] = 1;
      }
      const counts = new Int32Array(bounds.length);
      const hit = new Uint8Array(bounds.length);
      const { cells, pool } = column;
      for (let i = 0; i < positions.length; i += 1) {
        const cell = cells[positions[i]!]!;
        if (cell >= 0) {
          for (let at = 0; at < bounds.length; at += 1) counts[at]! += inBucket[cell * bounds.length + at]!;
        } else if (cell < -1) {
          hit.fill(0);
          const start = -cell - 2;
          const end = start + 1 + pool[start]!;
          for (let j = start + 1; j < end; j += 1) {
            const id = pool[j]!;
            for (let at = 0; at < bounds.length; at += 1) hit[at]! |= inBucket[id * bounds.length + at]!;
          }
          for (let at = 0; at < bounds.length; at += 1) counts[at]! += hit[at]!;
        }
      }
      buckets.forEach((bucket, at) => (bucket.count = counts[at]!));
    }
    result[`custom_fields.${request.field}`] = buckets;
  }
  return result;
}

function fieldStatsOf(index: MemoryIndex, positions: Int32Array, params: SearchParams): SearchResponse['fieldStats'] {
  const result: SearchResponse['fieldStats'] = {};
  for (const name of params.fieldStats) {
    const column = index.fields.get(name);
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    let sum = 0;
    let count = 0;
    if (column) {
      const { cells, pool, numbers } = column;
      const add = (value: number) => {
        if (!Number.isFinite(value)) return;
        if (value < min) min = value;
        if (value > max) max = value;
        sum += value;
        count += 1;
      };
      for (let i = 0; i < positions.length; i += 1) {
        const cell = cells[positions[i]!]!;
        if (cell >= 0) add(numbers[cell]!);
        else if (cell < -1) {
          const start = -cell - 2;
          const end = start + 1 + pool[start]!;
          for (let j = start + 1; j < end; j += 1) add(numbers[pool[j]!]!);
        }
      }
    }
    // No value at all: the hosted service's "Infinity" strings (JSON has no infinities).
    const stat: FieldStat = count ? { min, max, avg: sum / count } : { min: 'Infinity', max: '-Infinity', avg: 0 };
    result[`custom_fields.${name}`] = stat;
  }
  return result;
}

function comparator(index: MemoryIndex, sort: SortSpec[], scoreOf: (position: number) => number) {
  const ts = index.ts;
  const keys = sort.map((spec) => {
    const sign = spec.order === 'asc' ? 1 : -1;
    if (spec.field.kind === 'relevance') return (a: number, b: number) => sign * (scoreOf(a) - scoreOf(b));
    if (spec.field.kind === 'date') return (a: number, b: number) => sign * (ts[a]! - ts[b]!);
    const column = index.fields.get(spec.field.name);
    if (!column) return () => 0;
    // Pages without the field come last in either order; a list sorts by its first value.
    return (a: number, b: number) => {
      const ia = column.firstId(a);
      const ib = column.firstId(b);
      if (ia < 0 || ib < 0) return ia === ib ? 0 : ia < 0 ? 1 : -1;
      return sign * compareKeys(column.keys[ia]!, column.keys[ib]!);
    };
  });
  return (a: number, b: number): number => {
    for (const key of keys) {
      const order = key(a, b);
      if (order !== 0 && !Number.isNaN(order)) return order;
    }
    // Ties: more relevant, then more recent, then index order.
    return scoreOf(b) - scoreOf(a) || ts[b]! - ts[a]! || a - b;
  };
}

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

/* ------------------------------------------------------------------------------------------------
 * The engine.
 * --------------------------------------------------------------------------------------------- */

/** Removed documents beyond which applying a change reloads instead (compacts the columns). */
const maxDeadShare = 0.25;

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
    const compact = loaded !== null && loaded.size - loaded.live > Math.max(1_000, loaded.size * maxDeadShare);
    if (loaded && !overflow && !compact && applyChanges(db, loaded, changes, generation)) {
      counters.updates += 1;
    } else {
      loaded = loadIndex(db, generation);
      counters.loads += 1;
    }
    return loaded;
  };

  const vocabularyOf = (index: MemoryIndex) => (index.vocabulary ??= loadVocabulary(db));

  /** The stored spelling of a value (for a facet whose first document went away). */
  const storedValue: StoredValue = (position, name, key) => {
    if (name === null || !loaded) return key;
    const json = customFieldsStatement.get(loaded.rows[position]!);
    const value = json ? (JSON.parse(json) as CustomFields)[name] : undefined;
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      if (keyOf(item) === key) return item;
    return key;
  };

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
      positions = livePositions(index);
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
            const marked = new Uint8Array(index.size);
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
      facets: facetsOf(index, filtered, everything, params, storedValue),
      rangeFacets: rangeFacetsOf(index, filtered, params),
      fieldStats: fieldStatsOf(index, filtered, params),
    };

    // Pinned results: the rule's documents that exist and pass the filters, in the rule's order.
    const pinned: number[] = [];
    if (!params.organicOnly && !matchAll) {
      for (const id of index.pins.get(normalizeKeyword(params.term)) ?? []) {
        const row = rowOfIdStatement.get(id);
        const position = row === undefined ? -1 : (index.rowPosition[row] ?? 0) - 1;
        if (position >= 0 && (!condition || condition.test(position)) && !pinned.includes(position))
          pinned.push(position);
      }
    }
    const pinnedSet = new Set(pinned);
    let pinnedAlsoOrganic = 0;
    if (pinned.length) for (const position of filtered) if (pinnedSet.has(position)) pinnedAlsoOrganic += 1;
    const total = filtered.length + pinned.length - pinnedAlsoOrganic;
    response.total_hits = Math.min(total, resultCap);

    const start = (params.page - 1) * params.limit;
    const end = Math.min(start + params.limit, resultCap, total);
    if (start < end) {
      const wanted = Math.min(filtered.length, end + pinned.length);
      // Scores by index position: a typed array is far cheaper than a Map over 100,000 hits.
      const scoreAt = new Float64Array(filteredScores ? index.size : 0);
      if (filteredScores) for (let i = 0; i < filtered.length; i += 1) scoreAt[filtered[i]!] = filteredScores[i]!;
      const scoreOf = (position: number) => scoreAt[position] ?? 0;
      const newestOrder = params.sort.every(
        (spec) => spec.field.kind === 'relevance' || (spec.field.kind === 'date' && spec.order === 'desc'),
      );
      // Match-all ranks by date (every score is equal): the index's date order, filtered.
      const best =
        matchAll && newestOrder
          ? firstOf(newestFirst(index), everything ? null : filtered, index.size, wanted)
          : topK(filtered, wanted, comparator(index, params.sort, scoreOf));
      const organic = best.filter((position) => !pinnedSet.has(position));
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
    index: MemoryIndex,
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

  return { search, stats: () => ({ ...counters, documents: loaded?.live ?? 0 }) };
}

/** The first `k` of `order` that are among `members` (null: all of them). */
function firstOf(order: Int32Array, members: Int32Array | null, size: number, k: number): number[] {
  const result: number[] = [];
  if (k <= 0) return result;
  let member: Uint8Array | null = null;
  if (members) {
    member = new Uint8Array(size);
    for (let i = 0; i < members.length; i += 1) member[members[i]!] = 1;
  }
  for (let i = 0; i < order.length && result.length < k; i += 1) {
    const position = order[i]!;
    if (!member || member[position]) result.push(position);
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
