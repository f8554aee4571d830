/**
 * What the search endpoints and the site's pages ask of the search index (ADR 0025 § 1): search,
 * suggestions and field autocomplete, without knowing which store answers. The SQLite service is
 * the embedded default; PostgreSQL's (../postgres/postgresSearchService.ts, issue #17) is chosen
 * by `defaultSearchService` from DATABASE_URL, and no handler or page knows which one answers.
 */
import type Database from 'better-sqlite3';
import type { SearchParams, SearchResponse } from '#src/domain/search/searchTypes';
import type { Suggestion } from '#src/domain/search/suggestions';
import { createPostgresSearchService } from '../postgres/postgresSearchService';
import { serverPostgresReader, storeKind } from '../postgres/serverDatabase';
import { defaultSearchDatabase } from './defaultSearch';
import { searchDocuments } from './searchEngine';
import { autocompleteField, suggest } from './suggest';

export interface SearchService {
  search(params: SearchParams): Promise<SearchResponse>;
  /** Completions of a prefix, most documents first. */
  suggest(term: string, size: number, language?: string): Promise<Suggestion[]>;
  /** Values of custom field `field` starting with `term`, most frequent first. */
  autocomplete(field: string, term: string, size: number): Promise<Suggestion[]>;
}

/** What a search handler needs: the service (found lazily; may throw ServiceUnavailableError) and its sitekey. */
export interface SearchServiceOption {
  getSearch: () => SearchService;
  /** The sitekey this server answers to. */
  sitekey: string;
}

const services = new WeakMap<Database.Database, SearchService>();

/** The service over the SQLite index of `db` (one per database handle, as its engine is). */
export function sqliteSearchService(db: Database.Database): SearchService {
  let service = services.get(db);
  if (!service) {
    service = {
      search: (params) => searchDocuments(db, params),
      suggest: (term, size, language) => suggest(db, term, size, language),
      autocomplete: (field, term, size) => autocompleteField(db, field, term, size),
    };
    services.set(db, service);
  }
  return service;
}

let postgresService: SearchService | null = null;

/**
 * This process's search: on PostgreSQL when DATABASE_URL says so (one service per process: it holds
 * the columnar copy), else the site database's SQLite index (opened, seeded and built on first use).
 */
export function defaultSearchService(): SearchService {
  if (storeKind() === 'postgres')
    return (postgresService ??= createPostgresSearchService(() => serverPostgresReader()));
  return sqliteSearchService(defaultSearchDatabase());
}
