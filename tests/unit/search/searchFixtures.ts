/**
 * Helpers for the search tests: the real generated catalogue (seed 2026, scale 1, as `npm start`
 * seeds it) in a temporary SQLite file, whose seed also builds the search index; a small
 * synthetic index for exact expectations (cap, highlight escaping, range boundaries); and a
 * `search` shortcut that goes through parameter parsing exactly as a request does.
 */
import path from 'node:path';
import type Database from 'better-sqlite3';
import { afterAll } from 'vitest';
import { defaultCatalogueSeed, generatorSource } from '#src/server/db/catalogueSource';
import { openDatabase } from '#src/server/db/openDatabase';
import { seedDatabase } from '#src/server/db/seedDatabase';
import { createSearchEngine, searchDocuments, type SearchEngineOptions } from '#src/server/search/searchEngine';
import { indexDocuments } from '#src/server/search/searchIndex';
import { parseSearchParams } from '#src/adapters/search/params/parseSearchParams';
import type { CustomFields, SearchDocument, SearchResponse } from '#src/domain/search/searchTypes';
import { tempDir } from '../content/fixtures';

export interface SeededSearch {
  db: Database.Database;
  file: string;
  /** Milliseconds the seed took, and of that the search index build (measured on its own). */
  seedMs: number;
  cleanup: () => void;
}

/** The generated catalogue seeded into a temporary file (the seed builds the search index too). */
export function seededSearchDatabase(): SeededSearch {
  const temp = tempDir('kerbside-search-');
  const file = path.join(temp.dir, 'search.db');
  const db = openDatabase(file);
  const result = seedDatabase(db, generatorSource(defaultCatalogueSeed, 1), { seed: defaultCatalogueSeed, scale: 1 });
  return {
    db,
    file,
    seedMs: result.ms,
    cleanup: () => {
      db.close();
      temp.cleanup();
    },
  };
}

/** An empty (migrated, unseeded) database in a temporary file. */
export function emptySearchDatabase(): { db: Database.Database; file: string; cleanup: () => void } {
  const temp = tempDir('kerbside-search-');
  const file = path.join(temp.dir, 'empty.db');
  const db = openDatabase(file);
  return {
    db,
    file,
    cleanup: () => {
      db.close();
      temp.cleanup();
    },
  };
}

/**
 * An empty database for the tests of one file, removed after them: call it at the top level of the
 * file (it registers the afterAll that cleans up).
 */
export function emptySearchDatabaseForFile(): Database.Database {
  const empty = emptySearchDatabase();
  afterAll(() => empty.cleanup());
  return empty.db;
}

/** Query strings or records, parsed as the API parses them. */
export type Query = string | Record<string, string> | Array<[string, string]>;

export function search(db: Database.Database, query: Query, options?: SearchEngineOptions): Promise<SearchResponse> {
  const params = parseSearchParams(new URLSearchParams(query));
  return options ? createSearchEngine(db, options).search(params) : searchDocuments(db, params);
}

/** A synthetic document: `n` picks the id, URL and date; the rest is given. */
export function syntheticDocument(
  n: number,
  text: string,
  customFields: CustomFields = {},
  extra: Partial<SearchDocument> = {},
): SearchDocument {
  return {
    id: `doc-${n}`,
    url: `/synthetic/page-${n}`,
    title: `Synthetic page ${n} | Kerbside`,
    text,
    ts: Date.UTC(2026, 0, 1 + n),
    customFields,
    ...extra,
  };
}

/** An index of synthetic documents only. */
export function syntheticSearchDatabase(documents: SearchDocument[]) {
  const empty = emptySearchDatabase();
  indexDocuments(empty.db, documents);
  return empty;
}

/** Percentile of sorted numbers (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
