/**
 * The handler behind `GET /api/dealers` (site/app/api/dealers/route.ts), framework-free so tests
 * call it with any content adapter: the query validated (dealerParams.ts) before any data is
 * read, the search, and its JSON. Errors answer the site's one ErrorBody shape: 400 naming the
 * parameter ('Invalid postcode' exactly for a bad postcode), 503 with Retry-After when the
 * catalogue cannot be read, and a generic 500 for anything unexpected (logged, never echoed).
 */
import type { ContentAdapter } from '../../adapters/content/ContentAdapter';
import {
  BadRequestError,
  ContentError,
  ServerError,
  ServiceUnavailableError,
  ValidationError,
} from '../../adapters/content/errors';
import { safeJson } from '../content/handleContentRequest';
import { dealerParameterAllowed, parseDealerQuery } from './dealerParams';
import { searchDealers } from './dealerSearch';

export interface DealersHttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Dealers change only when the catalogue is seeded again: browsers and caches in front may keep an
 * answer for 5 minutes (the server's own index lives as long) and serve it stale for an hour.
 */
export const dealersCacheControl = 'public, max-age=300, stale-while-revalidate=3600';

const jsonType = 'application/json; charset=utf-8';

function errorResponse(error: ContentError): DealersHttpResponse {
  const headers: Record<string, string> = {
    'content-type': jsonType,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
  if (error instanceof ServiceUnavailableError) headers['retry-after'] = String(error.retryAfterSeconds);
  return { status: error.status, headers, body: safeJson(error.toJSON()) };
}

let loggedUnexpected = 0;

export async function handleDealersRequest(
  url: URL | string,
  { getContent }: { getContent: () => ContentAdapter },
): Promise<DealersHttpResponse> {
  try {
    let search: URLSearchParams;
    try {
      search = typeof url === 'string' ? new URL(url, 'http://localhost').searchParams : url.searchParams;
    } catch {
      throw new BadRequestError('The request URL cannot be read.');
    }
    const query = parseDealerQuery(search);
    const outcome = await searchDealers(getContent(), query);
    if (!outcome.ok) throw new ValidationError(outcome.field, dealerParameterAllowed[outcome.field], outcome.message);
    const { items, origin, make } = outcome.result;
    return {
      status: 200,
      headers: { 'content-type': jsonType, 'cache-control': dealersCacheControl, 'x-content-type-options': 'nosniff' },
      body: safeJson({ items, origin, make }),
    };
  } catch (error) {
    if (error instanceof ContentError) return errorResponse(error);
    // The first 100 only, so a flood of failures cannot fill the disk.
    if (loggedUnexpected < 100) {
      loggedUnexpected += 1;
      console.error('dealers: unexpected error for /api/dealers:', error);
    }
    return errorResponse(new ServerError('The dealer search failed to answer.'));
  }
}
