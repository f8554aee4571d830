/**
 * The PostgreSQL search service's columnar copy of search_documents (ADR 0025 § 4 and § 8): loaded
 * once per generation, then kept current in place. A search whose snapshot is newer than the copy
 * applies the rows written since (`changed`) and the tombstones of the rows removed since
 * (`search_removed`), once no search holds the copy; a rebuild-sized change, or one that leaves
 * too many dead positions, reloads it instead. A search whose snapshot is older gets a copy of
 * its own generation, so every search reads one consistent state.
 */
import type { Sql, TransactionSql } from 'postgres';
import { storedSpelling } from '#src/domain/search/columns';
import { updateOrders } from '#src/domain/search/documentIndex';
import type { CustomFields } from '#src/domain/search/searchTypes';
import type { VocabularyEntry } from '../search/fuzzy';
import {
  appendRow,
  emptyIndex,
  needsCompaction,
  removePosition,
  type IndexRow,
  type MemoryIndex,
} from '../search/memoryIndex';

/** What this engine keeps besides the shared index: pinned ids to their rows, vocabulary slices. */
export interface PostgresIndex extends MemoryIndex {
  rowOfPinnedId: Map<string, number>;
  vocabularySlices: Map<string, VocabularyEntry[]>;
  /** Searches using the copy now: it changes only when there are none. */
  readers: number;
  /** Called once `readers` falls to 0. */
  whenIdle: Array<() => void>;
}

/** Rows written and removed since a copy's generation beyond which it reloads instead (a rebuild). */
export const defaultCatchUpRows = 5_000;

export type Query = Sql | TransactionSql;

const indexColumns = `_row::int AS "_row", title, ts::float8 AS ts, boost, language,
  to_json(categories)::text AS categories, custom_fields::text AS custom_fields`;

async function loadIndex(sql: Query, generation: number): Promise<PostgresIndex> {
  const [shape] = await sql.unsafe<{ count: number; max_row: number | null }[]>(
    'SELECT count(*)::int AS count, max(_row)::int AS max_row FROM search_documents',
  );
  const base = emptyIndex(generation, Math.max(16, shape?.count ?? 0), shape?.max_row ?? 0);
  const index: PostgresIndex = {
    ...base,
    rowOfPinnedId: new Map(),
    vocabularySlices: new Map(),
    readers: 0,
    whenIdle: [],
  };
  // Row by row as they arrive: 100,000 row objects held at once would reach the old generation,
  // and a later search would pay for collecting them (tens of milliseconds).
  await sql
    .unsafe<IndexRow[]>(`SELECT ${indexColumns} FROM search_documents ORDER BY _row`)
    .forEach((row) => appendRow(index, row));
  await loadPins(sql, index);
  return index;
}

async function loadPins(sql: Query, index: PostgresIndex): Promise<void> {
  const pins = await sql.unsafe<{ keyword: string; doc_id: string; row: number | null }[]>(
    `SELECT p.keyword, p.doc_id, d._row::int AS row
       FROM search_pins p LEFT JOIN search_documents d ON d.id = p.doc_id
      ORDER BY p.keyword, p.position`,
  );
  index.pins = new Map();
  index.rowOfPinnedId = new Map();
  for (const pin of pins) {
    index.pins.set(pin.keyword, [...(index.pins.get(pin.keyword) ?? []), pin.doc_id]);
    if (pin.row !== null) index.rowOfPinnedId.set(pin.doc_id, pin.row);
  }
}

/**
 * Brings `index` from its generation to `generation` (the snapshot of `sql`) in place: the rows
 * removed since leave, the rows written since are appended (an update is a new _row: identity
 * values grow with the generation, since writers take search_state's row lock first, so positions
 * stay in index order). False when a reload is the better deal: a rebuild-sized change, or too
 * many dead positions. Only called while no search holds the copy.
 */
async function catchUp(sql: Query, index: PostgresIndex, generation: number, maxRows: number): Promise<boolean> {
  const since = index.generation;
  const [size] = await sql<{ written: number; removed: number }[]>`
    SELECT (SELECT count(*) FROM search_documents WHERE changed > ${since})::int AS written,
           (SELECT count(*) FROM search_removed WHERE changed > ${since})::int AS removed`;
  if (!size || size.written + size.removed > maxRows) return false;
  const removed = await sql<{ row: number }[]>`
    SELECT _row::int AS row FROM search_removed WHERE changed > ${since}`;
  const written = await sql.unsafe<IndexRow[]>(
    `SELECT ${indexColumns} FROM search_documents WHERE changed > $1 ORDER BY _row`,
    [since],
  );
  const firstNew = index.size;
  for (const { row } of [...removed, ...written.map((document) => ({ row: document._row }))]) {
    const position = (index.rowPosition[row] ?? 0) - 1;
    if (position >= 0) removePosition(index, position);
  }
  for (const row of written) appendRow(index, row);
  if (needsCompaction(index)) return false;
  updateOrders(index, firstNew);
  await loadPins(sql, index);
  await refreshDisplays(sql, index);
  index.generation = generation;
  index.matches.clear();
  index.liveCounts.clear();
  index.vocabularySlices.clear();
  return true;
}

/**
 * Facet values whose first document went away show the spelling of the next live one, as a
 * reload would (and as the SQLite engine reads it from its database): read those documents'
 * custom fields now, so the synchronous facet code finds them.
 */
async function refreshDisplays(sql: Query, index: PostgresIndex): Promise<void> {
  const holders = new Map<number, CustomFields>();
  for (const column of index.fields.values()) {
    for (const id of column.staleDisplay) {
      for (let position = 0; position < index.size; position += 1) {
        if (index.alive[position] && column.holds(position, null, id)) {
          holders.set(position, {});
          break;
        }
      }
    }
  }
  if (holders.size) {
    const rows = await sql<{ row: number; fields: string }[]>`
      SELECT _row::int AS row, custom_fields::text AS fields FROM search_documents
       WHERE _row = ANY(${[...holders.keys()].map((position) => index.rows[position]!)}::bigint[])`;
    for (const { row, fields } of rows)
      holders.set((index.rowPosition[row] ?? 0) - 1, JSON.parse(fields) as CustomFields);
  }
  for (const [name, column] of index.fields) {
    for (const id of [...column.staleDisplay])
      column.displayOf(id, index.alive, index.size, (position) =>
        storedSpelling(holders.get(position)?.[name], column.keys[id]!),
      );
  }
  // Category tokens show as the key itself (a reload stores them so too).
  for (const id of [...index.categories.staleDisplay])
    index.categories.displayOf(id, index.alive, index.size, () => index.categories.keys[id]!);
}

/** Loads and catch-ups counted since the holder was made (the engine's stats). */
export interface CopyCounters {
  loads: number;
  updates: number;
}

/** The copy a search holds from `acquire` until `release`, and the one kept for the next searches. */
export interface CopyHolder {
  acquire(sql: Query, generation: number): Promise<PostgresIndex>;
  release(index: PostgresIndex): void;
  /** The newest copy, or null before the first search. */
  current(): PostgresIndex | null;
}

export function createCopyHolder(maxCatchUpRows: number, counters: CopyCounters): CopyHolder {
  let loaded: PostgresIndex | null = null;
  let loading: { generation: number; index: Promise<PostgresIndex> } | null = null;
  /** A catch-up (or its fallback reload) of `loaded` under way; searches wait for it. */
  let updating: Promise<void> | null = null;

  /** A whole copy at `generation`, loaded once however many searches ask at the same time. */
  const load = async (sql: Query, generation: number): Promise<PostgresIndex> => {
    if (loading?.generation !== generation) {
      const index = loadIndex(sql, generation).then((index) => {
        if (!loaded || loaded.generation < index.generation) loaded = index;
        counters.loads += 1;
        return index;
      });
      loading = { generation, index };
      index.then(
        () => {
          if (loading?.index === index) loading = null;
        },
        () => {
          if (loading?.index === index) loading = null;
        },
      );
    }
    return loading.index;
  };

  const idle = (index: PostgresIndex) =>
    index.readers === 0 ? Promise.resolve() : new Promise<void>((resume) => index.whenIdle.push(resume));

  const release = (index: PostgresIndex) => {
    index.readers -= 1;
    if (index.readers === 0) for (const resume of index.whenIdle.splice(0)) resume();
  };

  /** Brings the current copy to `generation` once no search holds it: in place, else a reload. */
  const update = async (sql: Query, current: PostgresIndex, generation: number) => {
    await idle(current);
    if (loaded !== current || current.generation >= generation) return;
    try {
      if (await catchUp(sql, current, generation, maxCatchUpRows)) {
        counters.updates += 1;
        return;
      }
    } catch (error) {
      // Half applied: never searched again.
      if (loaded === current) loaded = null;
      throw error;
    }
    if (loaded === current) loaded = null;
    await load(sql, generation);
  };

  /** The copy at `generation`, held for the caller until `release`. */
  const acquire = async (sql: Query, generation: number): Promise<PostgresIndex> => {
    for (;;) {
      if (updating) {
        await updating.catch(() => undefined);
        continue;
      }
      const current = loaded;
      if (current?.generation === generation) {
        current.readers += 1;
        return current;
      }
      if (current && current.generation < generation) {
        const run = update(sql, current, generation);
        updating = run;
        void run.then(
          () => (updating = updating === run ? null : updating),
          () => (updating = updating === run ? null : updating),
        );
        await run;
        continue;
      }
      // No copy yet, or a snapshot older than the copy: a copy at its own generation.
      const index = await load(sql, generation);
      index.readers += 1;
      return index;
    }
  };

  return { acquire, release, current: () => loaded };
}
