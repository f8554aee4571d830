/**
 * The database the site reads, opened once per process and seeded on first use when it is
 * missing, empty or from another generator/table layout. `npm start` seeds before serving
 * (scripts/start.mjs -> npm run db:seed), so this is the safety net for `next start` run
 * directly, the e2e server and a fresh clone. Seeding is synchronous (better-sqlite3): nothing
 * else in this process runs meanwhile, and other processes are serialised by the write lock.
 *
 * A new catalogue is dated from today (`today()`). A catalogue dated from an earlier day is kept
 * (its deals end at read time, src/domain/dealDates.ts), unless a day is pinned: KERBSIDE_TODAY
 * (the test layers) or `catalogueDate`, and then a catalogue dated from another day is seeded again.
 */
import type Database from 'better-sqlite3';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import { pinnedToday, today } from '#src/lib/clock';
import { defaultCatalogueSeed } from './catalogueSource';
import { defaultDatabaseFile, openDatabase } from './openDatabase';
import { progressReporter, type ProgressStream } from './progress';
import { isCurrent, readCatalogueMeta, seedDatabase, type CatalogueSource } from './seedDatabase';

export interface EnsureDatabaseOptions {
  file?: string;
  /** The catalogue for a seed and scale, dated from a day (the generator by default). */
  sourceFor: (seed: number, scale: number, catalogueDate: string) => CatalogueSource;
  /** Seed and scale to use when seeding is needed: by default those already recorded, else the generator's default seed and 1. */
  seed?: number;
  scale?: number;
  /** The day the catalogue must be dated from; by default KERBSIDE_TODAY when set, else any day. */
  catalogueDate?: string;
  /** Where progress goes (null: nowhere). */
  progress?: ProgressStream | null;
}

let current: { file: string; db: Database.Database } | null = null;
let lastFailure: { file: string; at: number; error: ServiceUnavailableError } | null = null;
/** After a failure, answer 503 for this long before trying to open the file again. */
const retryAfterMs = 5_000;

export function ensureDatabase(options: EnsureDatabaseOptions): Database.Database {
  const file = options.file ?? defaultDatabaseFile();
  if (current && current.file === file && current.db.open) return current.db;
  if (lastFailure && lastFailure.file === file && Date.now() - lastFailure.at < retryAfterMs) throw lastFailure.error;

  if (current && current.file !== file) closeDatabase();

  let db: Database.Database | undefined;
  try {
    db = openDatabase(file);
    const meta = readCatalogueMeta(db);
    const seed = options.seed ?? meta?.seed ?? defaultCatalogueSeed;
    const scale = options.scale ?? meta?.scale ?? 1;
    const pinned = options.catalogueDate ?? pinnedToday() ?? undefined;
    const source = options.sourceFor(seed, scale, pinned ?? today());
    const catalogueDate = source.catalogueDate === undefined ? undefined : pinned;
    if (!isCurrent(meta, { seed, scale, generatorVersion: source.generatorVersion, catalogueDate })) {
      const stream = options.progress === undefined ? process.stderr : options.progress;
      if (stream) stream.write(`content: seeding ${file} (seed ${seed}, scale ${scale})\n`);
      seedDatabase(db, source, {
        seed,
        scale,
        ...(catalogueDate ? { catalogueDate } : {}),
        ...(stream ? { onProgress: progressReporter('content: seed', stream) } : {}),
      });
    }
    current = { file, db };
    lastFailure = null;
    return db;
  } catch (error) {
    db?.close();
    // Logged once here; callers only see the typed error (API: 503 with Retry-After).
    console.error(`content: the database ${file} could not be opened or seeded:`, error);
    const unavailable = new ServiceUnavailableError(
      'The content database is unavailable; try again shortly.',
      Math.ceil(retryAfterMs / 1000),
    );
    lastFailure = { file, at: Date.now(), error: unavailable };
    throw unavailable;
  }
}

/** Close the memoised handle (tests, or before replacing the file). */
export function closeDatabase(): void {
  current?.db.close();
  current = null;
  lastFailure = null;
}
