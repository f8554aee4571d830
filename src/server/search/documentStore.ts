/**
 * The document API's store: read one document, write a batch, remove a batch, each write one
 * transaction (all or nothing). Asynchronous so that a server database (PostgreSQL, issue #17)
 * can sit behind the API as well as the embedded SQLite file.
 */
import type Database from 'better-sqlite3';
import type { SearchDocument } from '#src/domain/search/searchTypes';
import { createPostgresDocumentStore } from '../postgres/postgresDocumentStore';
import { serverPostgres, storeKind } from '../postgres/serverDatabase';
import { defaultSearchDatabase } from './defaultSearch';
import { getDocument, indexDocuments, pinnedResults, removeDocuments, setPinnedResults } from './searchIndex';

export interface SearchDocumentStore {
  /** The stored document, or null. */
  get(id: string): Promise<Required<SearchDocument> | null>;
  /** Adds or replaces the documents in one transaction; resolves to how many were written. */
  index(documents: readonly SearchDocument[]): Promise<number>;
  /** Removes the documents of these ids in one transaction; resolves to how many there were. */
  remove(ids: readonly string[]): Promise<number>;
  /** Replaces the pinned results of `keyword` (compared after folding); no ids removes the rule. */
  setPinnedResults(keyword: string, ids: readonly string[]): Promise<void>;
  /** Every pinned-result rule: folded keyword -> document ids in order. */
  pinnedResults(): Promise<Map<string, string[]>>;
}

/**
 * The SQLite implementation: better-sqlite3 transactions are synchronous functions, so each write
 * runs whole inside indexDocuments / removeDocuments (nothing is awaited inside a transaction).
 */
export function createSqliteDocumentStore(db: Database.Database): SearchDocumentStore {
  return {
    async get(id) {
      return getDocument(db, id);
    },
    async index(documents) {
      return indexDocuments(db, documents);
    },
    async remove(ids) {
      return removeDocuments(db, ids);
    },
    async setPinnedResults(keyword, ids) {
      setPinnedResults(db, keyword, ids);
    },
    async pinnedResults() {
      return pinnedResults(db);
    },
  };
}

let postgresStore: SearchDocumentStore | null = null;

/**
 * This process's document store: PostgreSQL when DATABASE_URL says so (the search service reads
 * the same tables), else the site database's SQLite index. May throw ServiceUnavailableError.
 */
export function defaultDocumentStore(): SearchDocumentStore {
  if (storeKind() === 'postgres') return (postgresStore ??= createPostgresDocumentStore(() => serverPostgres()));
  return createSqliteDocumentStore(defaultSearchDatabase());
}
