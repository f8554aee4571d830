/**
 * Opens (creating when missing) the one SQLite file of the embedded store (docs/design/architecture-decisions.md,
 * decision 6) and brings its schema up to date. WAL mode lets the site read while a seed writes;
 * the busy timeout lets a second writer wait for the first instead of failing.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { runMigrations } from './migrations';

/** `DATABASE_FILE`, else data/kerbside.db under the working directory (the repository root). */
export function defaultDatabaseFile(): string {
  // turbopackIgnore: a run-time path, not a file for Next's output tracing to bundle.
  return path.resolve(/* turbopackIgnore: true */ process.env.DATABASE_FILE || path.join('data', 'kerbside.db'));
}

export interface OpenDatabaseOptions {
  /** Open without creating, writing or migrating. */
  readonly?: boolean;
  /** Milliseconds to wait for another connection's write lock (a seed can take a while). */
  busyTimeoutMs?: number;
}

export function openDatabase(
  file: string = defaultDatabaseFile(),
  { readonly = false, busyTimeoutMs = 60_000 }: OpenDatabaseOptions = {},
): Database.Database {
  if (!readonly && file !== ':memory:')
    mkdirSync(path.dirname(path.resolve(/* turbopackIgnore: true */ file)), { recursive: true });
  const db = new Database(file, { readonly, fileMustExist: readonly });
  try {
    db.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
    if (!readonly) {
      db.pragma('journal_mode = WAL');
      // WAL + NORMAL: a crash may lose the last commit but never corrupts; each seed is one commit.
      db.pragma('synchronous = NORMAL');
    }
    db.pragma('foreign_keys = ON');
    if (!readonly) runMigrations(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
