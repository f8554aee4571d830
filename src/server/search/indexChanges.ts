/**
 * Index changes: searchIndex.ts reports each committed top-level write, so engines of the same
 * database handle can apply it instead of reloading. A write in another process (or one nested
 * in a caller's transaction, which may still roll back) is not reported: the engine sees a
 * generation it cannot reach from its own and reloads (memoryIndex.ts).
 */
import type Database from 'better-sqlite3';

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

export interface ChangeSink {
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

export function followChanges(db: Database.Database): ChangeSink {
  const sink: ChangeSink = { changes: [], overflow: false };
  let sinks = changeSinks.get(db);
  if (!sinks) {
    sinks = new Set();
    changeSinks.set(db, sinks);
  }
  sinks.add(new WeakRef(sink));
  return sink;
}
