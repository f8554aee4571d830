/**
 * Fills the content tables from a generated catalogue. Idempotent: a `meta` row records the seed,
 * scale, generator version, table layout and the day the catalogue is dated from, and seeding the
 * same again is a no-op. Atomic: the
 * whole seed is one IMMEDIATE transaction (each insert batch a nested savepoint inside it), so a
 * failure or a crash at any point leaves the previous catalogue intact, and readers (WAL) see
 * either the old or the new catalogue, never a half-written one.
 */
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Catalogue, RibbonConfig } from '#src/domain/content/types';
import { rebuildSearchIndexForSeed } from '../search/searchIndex';
import {
  columnValue,
  createContentIndexes,
  createContentTables,
  dropContentTables,
  ident,
  schemaFingerprint,
  tableSpecs,
  valuesTable,
  type TableSpec,
} from './contentTables';

/** Part of a catalogue: the streaming generator hands the big lists over in slices. */
export type CatalogueChunk = { [K in keyof Catalogue]?: Catalogue[K] };

/** Where the records come from: a whole catalogue or a stream of chunks. */
export interface CatalogueSource {
  /** Changes whenever the generator's output for a given seed and scale changes. */
  generatorVersion: string;
  /** Total records expected (for the progress bar); unknown when omitted. */
  expectedTotal?: number;
  /** The catalogue's 'today' (YYYY-MM-DD) when it is dated from a day (the generator's); recorded in the meta row. */
  catalogueDate?: string;
  chunks(): Iterable<CatalogueChunk>;
}

/** What the meta row says about the catalogue in the database. */
export interface CatalogueMeta {
  seed: number;
  scale: number;
  generatorVersion: string;
  schemaFingerprint: string;
  /** Changes at every seed: part of the API's ETags. */
  catalogueVersion: string;
  /** The day the catalogue is dated from (the seed day); absent for undated sources and older seeds. */
  catalogueDate?: string;
  seededAt: string;
  /** Records per table. */
  counts: Record<string, number>;
}

export interface SeedProgress {
  phase: 'insert' | 'index' | 'done';
  /** The table being written (insert phase). */
  table?: string;
  done: number;
  total: number | null;
}

export interface SeedOptions {
  seed?: number;
  scale?: number;
  /** Seed even when the database already holds this catalogue. */
  force?: boolean;
  /**
   * The day the catalogue must be dated from: a database holding the same catalogue dated from
   * another day is seeded again (`npm run db:seed` asks for today; a pinned KERBSIDE_TODAY too).
   * Left out, any day will do. Ignored for a source that is not dated.
   */
  catalogueDate?: string;
  /** Called after every batch; throwing from it aborts the seed (and rolls it back). */
  onProgress?: (progress: SeedProgress) => void;
  /** Records per nested transaction. */
  batchSize?: number;
}

export interface SeedResult {
  seeded: boolean;
  meta: CatalogueMeta;
  ms: number;
}

/** A source for one whole catalogue value. */
export function catalogueValueSource(catalogue: Catalogue, generatorVersion: string): CatalogueSource {
  return {
    generatorVersion,
    expectedTotal: countRecords(catalogue),
    chunks: () => [catalogue],
  };
}

export function countRecords(chunk: CatalogueChunk): number {
  return tableSpecs.reduce((sum, spec) => sum + (chunk[spec.source]?.length ?? 0), 0);
}

export function readCatalogueMeta(db: Database.Database): CatalogueMeta | null {
  try {
    const row = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'catalogue'").get();
    return row ? (JSON.parse(row.value) as CatalogueMeta) : null;
  } catch {
    return null; // no meta table yet
  }
}

/**
 * Same seed, scale, generator and table layout (and catalogue date, when one is wanted): nothing
 * to do. `layout` is the store's own fingerprint (PostgreSQL's tables differ from SQLite's).
 */
export function isCurrent(
  meta: CatalogueMeta | null,
  wanted: { seed: number; scale: number; generatorVersion: string; catalogueDate?: string | undefined },
  layout: string = schemaFingerprint,
): meta is CatalogueMeta {
  return (
    meta !== null &&
    meta.seed === wanted.seed &&
    meta.scale === wanted.scale &&
    meta.generatorVersion === wanted.generatorVersion &&
    meta.schemaFingerprint === layout &&
    (wanted.catalogueDate === undefined || meta.catalogueDate === wanted.catalogueDate)
  );
}

interface TableWriter {
  spec: TableSpec;
  insert: Database.Statement<unknown[]>;
  insertValue: Database.Statement<[number | bigint, string, string]>;
}

function tableWriter(db: Database.Database, spec: TableSpec): TableWriter {
  const names = [...spec.columns.map((column) => ident(column.name)), 'record'];
  return {
    spec,
    insert: db.prepare(
      `INSERT INTO ${ident(spec.table)} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
    ),
    insertValue: db.prepare(`INSERT INTO ${ident(valuesTable(spec.table))} (item, field, value) VALUES (?, ?, ?)`),
  };
}

function writeRecord(writer: TableWriter, record: Record<string, unknown>): void {
  const values = writer.spec.columns.map((column) =>
    columnValue(column.kind, column.derived ? column.derived.value(record) : record[column.name]),
  );
  const { lastInsertRowid } = writer.insert.run(...values, JSON.stringify(record));
  for (const field of writer.spec.arrayFields) {
    const list = record[field];
    if (!Array.isArray(list)) continue;
    for (const value of new Set(list.map(String))) writer.insertValue.run(lastInsertRowid, field, value);
  }
}

/**
 * Seed `db` from `source` unless it already holds that catalogue. The check is repeated under
 * the write lock, so two processes seeding at once seed once.
 */
export function seedDatabase(
  db: Database.Database,
  source: CatalogueSource,
  { seed = 1, scale = 1, force = false, catalogueDate, onProgress, batchSize = 2_000 }: SeedOptions = {},
): SeedResult {
  const started = performance.now();
  const wanted = { seed, scale, generatorVersion: source.generatorVersion };
  const check = { ...wanted, catalogueDate: source.catalogueDate === undefined ? undefined : catalogueDate };
  const existing = readCatalogueMeta(db);
  if (!force && isCurrent(existing, check)) return { seeded: false, meta: existing, ms: performance.now() - started };

  const total = source.expectedTotal ?? null;
  const report = (progress: SeedProgress) => onProgress?.(progress);

  const seedAll = db.transaction((): SeedResult => {
    const again = readCatalogueMeta(db);
    if (!force && isCurrent(again, check)) return { seeded: false, meta: again, ms: 0 };

    // Rebuild rather than delete: the layout may have changed, and a bulk load then one index
    // build is much faster than updating every index per row.
    dropContentTables(db);
    createContentTables(db, { withIndexes: false });
    const writers = tableSpecs.map((spec) => tableWriter(db, spec));
    const counts: Record<string, number> = Object.fromEntries(tableSpecs.map((spec) => [spec.table, 0]));
    let ribbon: RibbonConfig | undefined;
    let done = 0;

    const writeBatch = db.transaction((writer: TableWriter, records: readonly unknown[]) => {
      for (const record of records) writeRecord(writer, record as Record<string, unknown>);
    });

    for (const chunk of source.chunks()) {
      if (chunk.ribbon) ribbon = chunk.ribbon;
      for (const writer of writers) {
        const records = chunk[writer.spec.source] ?? [];
        for (let start = 0; start < records.length; start += batchSize) {
          const batch = records.slice(start, start + batchSize);
          writeBatch(writer, batch); // nested: a savepoint inside the seed transaction
          counts[writer.spec.table] = (counts[writer.spec.table] ?? 0) + batch.length;
          done += batch.length;
          report({ phase: 'insert', table: writer.spec.table, done, total });
        }
      }
    }

    report({ phase: 'index', done, total });
    createContentIndexes(db);
    db.prepare('INSERT INTO documents (key, json) VALUES (?, ?)').run(
      'ribbon',
      JSON.stringify(ribbon ?? { site_ribbon: [] }),
    );
    // Statistics let the planner pick the most selective of the many single-column indexes.
    db.pragma('analysis_limit = 1000');
    db.exec('ANALYZE');

    const seededAt = new Date().toISOString();
    const meta: CatalogueMeta = {
      ...wanted,
      schemaFingerprint,
      catalogueVersion: createHash('sha256')
        .update(JSON.stringify([wanted, schemaFingerprint, seededAt, counts]))
        .digest('hex')
        .slice(0, 16),
      seededAt,
      ...(source.catalogueDate === undefined ? {} : { catalogueDate: source.catalogueDate }),
      counts,
    };
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('catalogue', ?)").run(JSON.stringify(meta));
    // The site-search index follows the catalogue, in the same transaction.
    rebuildSearchIndexForSeed(db, meta.catalogueVersion);
    report({ phase: 'done', done, total: done });
    return { seeded: true, meta, ms: 0 };
  });

  const result = seedAll.immediate();
  if (result.seeded) {
    // Fold the (large) write-ahead log back into the file; harmless if readers keep it busy.
    try {
      db.pragma('wal_checkpoint(TRUNCATE)');
    } catch {
      // another connection holds it; SQLite checkpoints later by itself
    }
  }
  return { ...result, ms: performance.now() - started };
}
