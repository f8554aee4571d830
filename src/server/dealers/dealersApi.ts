/**
 * The handler behind `GET /api/dealers` (site/app/api/dealers/route.ts), framework-free so tests
 * call it with any content adapter: the query validated (dealerParams.ts) before any data is
 * read, the search, and its JSON. Errors answer the site's one ErrorBody shape: 400 naming the
 * parameter ('Invalid postcode' exactly for a bad postcode), 503 with Retry-After when the
 * catalogue cannot be read, and a generic 500 for anything unexpected (logged, never echoed).
 */
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import { BadRequestError, ValidationError } from '#src/adapters/content/errors';
import { errorAnswer, jsonAnswer, queryOf, type SearchHttpResponse } from '../search/searchHttp';
import { dealerParameterAllowed, parseDealerQuery } from './dealerParams';
import { searchDealers } from './dealerSearch';
import { apiPaths } from '#src/domain/routes';

/**
 * Dealers change only when the catalogue is seeded again: browsers and caches in front may keep an
 * answer for 5 minutes (the server's own index lives as long) and serve it stale for an hour.
 */
export const dealersCacheControl = 'public, max-age=300, stale-while-revalidate=3600';

/** Answers with searchHttp's shape, escaping and error path (errors are no-store; unexpected ones logged). */
export async function handleDealersRequest(
  url: URL | string,
  { getContent }: { getContent: () => ContentAdapter },
): Promise<SearchHttpResponse> {
  try {
    let search: URLSearchParams;
    try {
      search = queryOf(url);
    } catch {
      throw new BadRequestError('The request URL cannot be read.');
    }
    const query = parseDealerQuery(search);
    const outcome = await searchDealers(getContent(), query);
    if (!outcome.ok) throw new ValidationError(outcome.field, dealerParameterAllowed[outcome.field], outcome.message);
    const { items, origin, make } = outcome.result;
    return jsonAnswer(200, { items, origin, make }, { cacheControl: dealersCacheControl });
  } catch (error) {
    return errorAnswer(error, { what: apiPaths.dealers, service: 'dealer search' });
  }
}
