/**
 * The handler behind `GET /api/search/v1/search/{sitekey}` (the hosted search service's protocol,
 * search-api.md), framework-free so tests and a bare node:http server can use it too. An unknown
 * sitekey is a 404, a bad parameter a 400 naming it, a database that cannot be opened a 503 with
 * Retry-After; anything unexpected is logged and answered as a generic 500, so bad input never
 * produces a 5xx. Every answer allows any origin (the hosted service is called from browsers).
 * A warm-up term (`_addsearch_...`) is answered at once without opening the database.
 */
import type Database from 'better-sqlite3';
import {
  BadRequestError,
  ContentError,
  NotFoundError,
  ServerError,
  ServiceUnavailableError,
} from '../../adapters/content/errors';
import { safeJson } from '../content/handleContentRequest';
import { searchDocuments } from './searchEngine';
import { isWarmUpTerm, parseSearchParams } from './searchParams';
import type { SearchResponse } from './searchTypes';

export interface SearchHttpResponse {
  status: number;
  headers: Record<string, string>;
  /** null for HEAD and OPTIONS. */
  body: string | null;
}

export interface HandleSearchOptions {
  /** The database holding the index (opened lazily; may throw ServiceUnavailableError). */
  getDatabase: () => Database.Database;
  /** The sitekey this server answers to. */
  sitekey: string;
  method?: string;
  /** The search itself (tests swap it to force failures). */
  search?: (db: Database.Database, params: ReturnType<typeof parseSearchParams>) => SearchResponse;
}

const jsonType = 'application/json; charset=utf-8';

/** The hosted service is called from browsers on any site: CORS for every answer. */
export const searchCorsHeaders: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': 'Content-Type',
  'access-control-max-age': '86400',
};

/** Results may be reused for a minute (the index changes with the catalogue, rarely). */
export const searchCacheControl = 'public, max-age=60, stale-while-revalidate=300';

function answer(status: number, body: unknown, method: string, extra: Record<string, string> = {}): SearchHttpResponse {
  return {
    status,
    headers: {
      'content-type': jsonType,
      'x-content-type-options': 'nosniff',
      'cache-control': status === 200 ? searchCacheControl : 'no-store',
      ...searchCorsHeaders,
      ...extra,
    },
    // Escaped JSON: a reflected parameter can never be read as markup.
    body: method === 'HEAD' ? null : safeJson(body),
  };
}

function errorAnswer(error: ContentError, method: string): SearchHttpResponse {
  const extra: Record<string, string> = {};
  if (error instanceof ServiceUnavailableError) extra['retry-after'] = String(error.retryAfterSeconds);
  return answer(error.status, error.toJSON(), method, extra);
}

let loggedUnexpected = 0;

export async function handleSearchRequest(
  sitekey: string,
  url: URL | string,
  { getDatabase, sitekey: expected, method = 'GET', search = searchDocuments }: HandleSearchOptions,
): Promise<SearchHttpResponse> {
  const verb = method.toUpperCase();
  try {
    if (verb === 'OPTIONS') return { status: 204, headers: { ...searchCorsHeaders }, body: null };
    if (verb !== 'GET' && verb !== 'HEAD') {
      return answer(
        405,
        { error: { status: 405, type: 'bad-request', message: `Method ${verb.slice(0, 16)} not allowed; use GET.` } },
        verb,
        { allow: 'GET, HEAD, OPTIONS' },
      );
    }
    if (sitekey !== expected) throw new NotFoundError(`Unknown sitekey '${sitekey.slice(0, 64)}'.`);
    let query: URLSearchParams;
    try {
      query = (typeof url === 'string' ? new URL(url, 'http://localhost') : url).searchParams;
    } catch {
      throw new BadRequestError('The request URL cannot be read.');
    }
    // Warm-ups: answered before anything else, never recorded.
    if (isWarmUpTerm(query.get('term'))) {
      const empty: SearchResponse = {
        page: 1,
        total_hits: 0,
        processing_time_ms: 0,
        hits: [],
        facets: {},
        rangeFacets: {},
        fieldStats: {},
      };
      return answer(200, empty, verb);
    }
    // Validate before touching the store: a bad request never opens (or seeds) the database.
    const params = parseSearchParams(query);
    const db = getDatabase();
    return answer(200, search(db, params), verb);
  } catch (error) {
    if (error instanceof ContentError) return errorAnswer(error, verb);
    // Unexpected: log it (the first 100, so a flood cannot fill the disk) and answer generically.
    if (loggedUnexpected < 100) {
      loggedUnexpected += 1;
      console.error('search: unexpected error:', error);
    }
    return errorAnswer(new ServerError('The search service failed to answer.'), verb);
  }
}
