/**
 * The store a bench:search child works on, from its command-line target: a SQLite file path, or a
 * postgres:// URL (issue #17: the PostgreSQL search service and document store over migration 2,
 * with the site's pool settings). The children call the same interfaces whichever it is.
 */
import type Database from 'better-sqlite3';
import { openDatabase } from '#src/server/db/openDatabase';
import { postgresMigrations, runPostgresMigrations } from '#src/server/postgres/migrations';
import { isPostgresUrl, postgresConfig } from '#src/server/postgres/postgresConfig';
import { createPostgresDocumentStore } from '#src/server/postgres/postgresDocumentStore';
import { closePostgres, postgresClient } from '#src/server/postgres/postgresPool';
import { createPostgresSearchService } from '#src/server/postgres/postgresSearchService';
import { searchMigration } from '#src/server/postgres/searchSchema';
import { createSqliteDocumentStore, type SearchDocumentStore } from '#src/server/search/documentStore';
import { sqliteSearchService, type SearchService } from '#src/server/search/searchService';

export type BenchStoreName = 'sqlite' | 'postgres';

export const storeLabels: Record<BenchStoreName, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

export interface BenchStore {
  name: BenchStoreName;
  search: SearchService;
  documents: SearchDocumentStore;
  /** The SQLite handle (null on PostgreSQL): the SQLite children keep today's direct calls. */
  db: Database.Database | null;
  close(): Promise<void>;
}

/** Migration 2 with the list, once (the lead engineer adds it to postgresMigrations later). */
export const benchMigrations = postgresMigrations.some((migration) => migration.version === searchMigration.version)
  ? postgresMigrations
  : [...postgresMigrations, searchMigration];

/** Opens the store of `target`; on PostgreSQL the migrations run first (a no-op when applied). */
export async function openBenchStore(target: string): Promise<BenchStore> {
  if (isPostgresUrl(target)) {
    const sql = postgresClient(postgresConfig({ ...process.env, DATABASE_URL: target }));
    await runPostgresMigrations(sql, benchMigrations);
    const getSql = async () => sql;
    return {
      name: 'postgres',
      search: createPostgresSearchService(getSql),
      documents: createPostgresDocumentStore(getSql),
      db: null,
      close: () => closePostgres(),
    };
  }
  const db = openDatabase(target);
  return {
    name: 'sqlite',
    search: sqliteSearchService(db),
    documents: createSqliteDocumentStore(db),
    db,
    close: async () => {
      db.close();
    },
  };
}
