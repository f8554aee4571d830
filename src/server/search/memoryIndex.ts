/**
 * The SQLite engine's copy of the in-memory index (src/domain/search/documentIndex.ts): loaded
 * from search_documents once per index generation (search_state), so a re-index by any process
 * is picked up by the next query; a write through searchIndex.ts in this process (the document
 * API) is applied to it incrementally instead (its rows are dropped and re-read; positions keep
 * index order), so a document write does not cost a reload of 100,000 documents.
 *
 * On top of the shared index it keeps what only the SQLite engine needs: the _row of each
 * position (and back), the pinned-result rules, the fuzzy vocabulary and the FTS match cache.
 */
import type Database from 'better-sqlite3';
import { grown } from '#src/domain/search/columns';
import {
  appendDocument,
  emptyDocumentIndex,
  removeDocument,
  updateOrders,
  type DocumentIndex,
} from '#src/domain/search/documentIndex';
import type { CustomFields } from '#src/domain/search/searchTypes';
import { Vocabulary, type VocabularyEntry } from './fuzzy';
import type { SearchIndexChange } from './indexChanges';
import { MatchCache } from './matchCache';

/** Everything the engine keeps in memory for one index generation. */
export interface MemoryIndex extends DocumentIndex {
  generation: number;
  /** position -> _row. */
  rows: Int32Array;
  /** _row -> position + 1 (0: not in the index). */
  rowPosition: Int32Array;
  pins: Map<string, string[]>;
  vocabulary: Vocabulary | null;
  matches: MatchCache;
}

/** Rows of search_documents the in-memory index reads (lists and custom fields as JSON text). */
export interface IndexRow {
  _row: number;
  title: string;
  ts: number;
  boost: number;
  language: string;
  categories: string;
  custom_fields: string;
}

const indexColumns = '_row, title, ts, boost, language, categories, custom_fields';

export function emptyIndex(generation: number, capacity: number, maxRow: number): MemoryIndex {
  return {
    ...emptyDocumentIndex(capacity),
    generation,
    rows: new Int32Array(capacity),
    rowPosition: new Int32Array(maxRow + 1),
    pins: new Map(),
    vocabulary: null,
    matches: new MatchCache(),
  };
}

/** Append a document at the next position. */
export function appendRow(index: MemoryIndex, row: IndexRow): void {
  const position = appendDocument(index, {
    title: row.title,
    ts: row.ts,
    boost: row.boost,
    language: row.language,
    categories: JSON.parse(row.categories) as string[],
    customFields: JSON.parse(row.custom_fields) as CustomFields,
  });
  if (index.rows.length < index.capacity) index.rows = grown(index.rows, index.capacity);
  if (row._row >= index.rowPosition.length)
    index.rowPosition = grown(index.rowPosition, Math.max(row._row + 1, index.rowPosition.length * 2));
  index.rows[position] = row._row;
  index.rowPosition[row._row] = position + 1;
}

/** Removed documents beyond which applying a change reloads instead (compacts the columns). */
const maxDeadShare = 0.25;

/** Whether so many positions are dead that a reload (which compacts) beats applying changes. */
export const needsCompaction = (index: MemoryIndex): boolean =>
  index.size - index.live > Math.max(1_000, index.size * maxDeadShare);

export function removePosition(index: MemoryIndex, position: number): void {
  if (removeDocument(index, position)) index.rowPosition[index.rows[position]!] = 0;
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

export function loadIndex(db: Database.Database, generation: number): MemoryIndex {
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
 * Apply committed writes (oldest first) that lead from the loaded generation to `generation`:
 * every touched row leaves, and the rows that exist now are read again and appended (new rows
 * get larger _row values than every live one, so positions stay in index order). False when the
 * changes do not lead there (another process wrote): the caller reloads.
 */
export function applyChanges(
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

/** The index vocabulary, read one first letter at a time as fuzzy look-ups need it (fuzzy.ts). */
export function loadVocabulary(db: Database.Database): Vocabulary {
  const all = db.prepare<[], VocabularyEntry>('SELECT term, doc AS docs FROM search_vocab');
  // fts5vocab seeks to a term range: the words of one prefix cost a few milliseconds, all of them
  // at 100,000 documents a quarter of a second. Terms compare as UTF-8 bytes: every word starting
  // with the prefix sorts below the prefix followed by the last code point.
  const byPrefix = db.prepare<[string, string], VocabularyEntry>(
    'SELECT term, doc AS docs FROM search_vocab WHERE term >= ? AND term < ?',
  );
  return Vocabulary.onDemand((prefix) => (prefix ? byPrefix.all(prefix, `${prefix}\u{10FFFF}`) : all.all()));
}
