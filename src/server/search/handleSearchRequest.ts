/**
 * The handler behind `GET /api/search/v1/search/{sitekey}` (the hosted search service's protocol,
 * search-api.md), framework-free so tests and a bare node:http server can use it too. An unknown
 * sitekey is a 404, a bad parameter a 400 naming it, a database that cannot be opened a 503 with
 * Retry-After; anything unexpected is logged and answered as a generic 500, so bad input never
 * produces a 5xx. Every answer allows any origin (the hosted service is called from browsers).
 * A warm-up term (`_addsearch_...`) is answered at once without opening the database.
 *
 * `POST` takes the same parameters as a JSON body (the official client's newer releases post
 * `{term, language, fuzzy, paging: {page, pageSize, sortByField, sortOrder}, customField: {...},
 * facet, rangeFacets, statsFields, filter ...}`; the GET names work too): validated like GET, a
 * body that is not JSON is a 400 saying so, one over 64 kB a 413. A POST without a body is the
 * GET of its URL; parameters in both the URL and the body are refused (400), never merged.
 */
import {
  BadRequestError,
  ContentError,
  NotFoundError,
  ServerError,
  ServiceUnavailableError,
} from '#src/adapters/content/errors';
import { safeJson } from '../content/handleContentRequest';
import type { SearchService } from './searchService';
import { isWarmUpTerm, parseSearchParams } from '#src/adapters/search/params/parseSearchParams';
import { parseSearchBody, searchBodyLimit } from '#src/adapters/search/params/searchBody';
import { parseJsonBody, type LimitedBody } from './searchHttp';
import type { SearchResponse } from '#src/domain/search/searchTypes';

export interface SearchHttpResponse {
  status: number;
  headers: Record<string, string>;
  /** null for HEAD and OPTIONS. */
  body: string | null;
}

export interface HandleSearchOptions {
  /** The search index (found lazily; may throw ServiceUnavailableError). */
  getSearch: () => SearchService;
  /** The sitekey this server answers to. */
  sitekey: string;
  method?: string;
  /** Reads a POST body with a size limit (readLimitedBody); without it a POST has no body. */
  readBody?: (limit: number) => Promise<LimitedBody>;
}

const jsonType = 'application/json; charset=utf-8';

/** The hosted service is called from browsers on any site: CORS for every answer. */
export const searchCorsHeaders: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, OPTIONS',
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
      // A POST answer is never reused (shared caches key on the URL, and the body is the query).
      'cache-control': status === 200 && method !== 'POST' ? searchCacheControl : 'no-store',
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
  { getSearch, sitekey: expected, method = 'GET', readBody }: HandleSearchOptions,
): Promise<SearchHttpResponse> {
  const verb = method.toUpperCase();
  try {
    if (verb === 'OPTIONS') return { status: 204, headers: { ...searchCorsHeaders }, body: null };
    if (verb !== 'GET' && verb !== 'HEAD' && verb !== 'POST') {
      return answer(
        405,
        {
          error: {
            status: 405,
            type: 'bad-request',
            message: `Method ${verb.slice(0, 16)} not allowed; use GET or POST.`,
          },
        },
        verb,
        { allow: 'GET, HEAD, POST, OPTIONS' },
      );
    }
    if (sitekey !== expected) throw new NotFoundError(`Unknown sitekey '${sitekey.slice(0, 64)}'.`);
    let query: URLSearchParams;
    try {
      query = (typeof url === 'string' ? new URL(url, 'http://localhost') : url).searchParams;
    } catch {
      throw new BadRequestError('The request URL cannot be read.');
    }
    let body: unknown;
    if (verb === 'POST') {
      const read = readBody ? await readBody(searchBodyLimit) : { ok: true as const, text: '' };
      if (!read.ok) return tooLarge(verb);
      if (read.text.trim()) {
        if ([...query.keys()].length)
          throw new BadRequestError('Give the search parameters in the query string or in the JSON body, not both.');
        body = parseJsonBody(read.text);
      }
    }
    // Warm-ups: answered before anything else, never recorded.
    const term = body === undefined ? query.get('term') : isRecord(body) ? body.term : undefined;
    if (isWarmUpTerm(typeof term === 'string' ? term : null)) {
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
    const params = body === undefined ? parseSearchParams(query) : parseSearchBody(body);
    return answer(200, await getSearch().search(params), verb);
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function tooLarge(method: string): SearchHttpResponse {
  return answer(
    413,
    { error: { status: 413, type: 'bad-request', message: `The body must be at most ${searchBodyLimit} bytes.` } },
    method,
  );
}
