/**
 * The in-memory search index both engines query: per document (by position, in index order) its
 * date, boost, shown-title word count, language and category tokens, and one dictionary-encoded
 * column per custom field (columns.ts). The SQLite engine (src/server/search) loads it from
 * search_documents and keeps it up to date as documents change; the in-memory client of the
 * stories builds it from its document list. Filters (filterConditions.ts), facets and stats
 * (facetCounts.ts), sorting (ranking.ts) and the result page (resultPage.ts) read only this.
 *
 * Positions are never reused: a removed document is marked dead until the owner rebuilds.
 */
import { Column, grown } from './columns';
import type { CustomFields, CustomFieldScalar } from './searchTypes';

/** Per value id: documents holding it, and the order in which values were first met. */
export interface FacetCounts {
  counts: Int32Array;
  /** id -> rank of its first document among the candidates (ties of the facet order keep it). */
  firstSeen: Int32Array;
  /** Ids with a count, in first-seen order. */
  seen: Int32Array;
}

export interface DocumentIndex {
  /** Positions used, removed ones included (positions are never reused before a rebuild). */
  size: number;
  capacity: number;
  live: number;
  alive: Uint8Array;
  ts: Float64Array;
  boost: Float64Array;
  /** Words of the title as shown (before ' | '). */
  titleWords: Uint16Array;
  languages: Map<string, number>;
  language: Int32Array;
  categories: Column;
  fields: Map<string, Column>;
  /** Caches of this version of the index (cleared by every change). */
  livePositions: Int32Array | null;
  /** Live positions by date, newest first, then index order: the match-all order. */
  newestFirst: Int32Array | null;
  /** Facet counts over every live document, per column. */
  liveCounts: Map<Column, FacetCounts>;
}

/** What the index keeps of a document (parsed; the owner reads it from wherever it lives). */
export interface IndexedFields {
  title: string;
  ts: number;
  boost: number;
  language: string;
  categories: readonly string[];
  customFields: CustomFields;
}

/** Words of a title, counted as words() would (a run of marks alone folds to nothing). */
const countedWord = /[\p{L}\p{N}\p{Co}\p{M}]*[\p{L}\p{N}\p{Co}][\p{L}\p{N}\p{Co}\p{M}]*/gu;
export function titleWordCount(title: string): number {
  const shown = title.split(' | ')[0] ?? '';
  return Math.min(65_535, shown.match(countedWord)?.length ?? 0);
}

export function emptyDocumentIndex(capacity: number): DocumentIndex {
  return {
    size: 0,
    capacity,
    live: 0,
    alive: new Uint8Array(capacity),
    ts: new Float64Array(capacity),
    boost: new Float64Array(capacity),
    titleWords: new Uint16Array(capacity),
    languages: new Map(),
    language: new Int32Array(capacity),
    categories: new Column(capacity),
    fields: new Map(),
    livePositions: null,
    newestFirst: null,
    liveCounts: new Map(),
  };
}

function ensureCapacity(index: DocumentIndex, needed: number): void {
  if (needed <= index.capacity) return;
  const capacity = Math.max(needed, Math.ceil(index.capacity * 1.5), 16);
  index.alive = grown(index.alive, capacity);
  index.ts = grown(index.ts, capacity);
  index.boost = grown(index.boost, capacity);
  index.titleWords = grown(index.titleWords, capacity);
  index.language = grown(index.language, capacity);
  index.categories.grow(capacity);
  for (const column of index.fields.values()) column.grow(capacity);
  index.capacity = capacity;
}

const sameValue = (value: unknown) => value as CustomFieldScalar;

/** Append a document at the next position, which it returns. */
export function appendDocument(index: DocumentIndex, document: IndexedFields): number {
  ensureCapacity(index, index.size + 1);
  const position = index.size;
  index.size += 1;
  index.live += 1;
  index.alive[position] = 1;
  index.ts[position] = document.ts;
  index.boost[position] = document.boost;
  index.titleWords[position] = titleWordCount(document.title);
  const language = document.language.toLowerCase();
  let languageId = index.languages.get(language);
  if (languageId === undefined) {
    languageId = index.languages.size;
    index.languages.set(language, languageId);
  }
  index.language[position] = languageId;
  // Category tokens compare lower-cased (not folded), and show as compared.
  const tokens = document.categories.map((token) => token.toLowerCase());
  index.categories.set(position, tokens, sameValue);
  const custom = document.customFields;
  for (const name in custom) {
    const value = custom[name]!;
    let column = index.fields.get(name);
    if (!column) {
      column = new Column(index.capacity);
      index.fields.set(name, column);
    }
    column.set(position, Array.isArray(value) ? value : [value], sameValue);
  }
  return position;
}

/** Mark a document removed (its position stays used). */
export function removeDocument(index: DocumentIndex, position: number): boolean {
  if (!index.alive[position]) return false;
  index.alive[position] = 0;
  index.live -= 1;
  index.categories.forget(position);
  for (const column of index.fields.values()) column.forget(position);
  return true;
}

/**
 * Bring the live list and the date order up to date after a change (cheaper than a fresh sort of
 * 100,000 positions): drop removed positions, and merge the ones appended from `firstNew` on.
 */
export function updateOrders(index: DocumentIndex, firstNew: number): void {
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

export function livePositions(index: DocumentIndex): Int32Array {
  if (!index.livePositions) {
    const positions = new Int32Array(index.live);
    let n = 0;
    for (let position = 0; position < index.size; position += 1) if (index.alive[position]) positions[n++] = position;
    index.livePositions = positions;
  }
  return index.livePositions;
}

export function newestFirst(index: DocumentIndex): Int32Array {
  if (!index.newestFirst) {
    const ts = index.ts;
    index.newestFirst = Int32Array.from(livePositions(index)).sort((a, b) => ts[b]! - ts[a]! || a - b);
  }
  return index.newestFirst;
}
