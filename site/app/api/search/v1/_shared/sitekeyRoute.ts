/**
 * The route handler of a search endpoint under /api/search/v1/{endpoint}/:sitekey (search,
 * suggestions, document-field autocomplete): the request's sitekey, URL and method handed to the
 * endpoint's handler with this process's search service and a body reader (used only by a
 * handler that takes a body, after its own checks), its answer made a Response. The handler
 * answers every method itself (OPTIONS for CORS preflights, a JSON 405 for the rest).
 */
import { searchSitekey } from '#src/server/search/defaultSearch';
import { defaultSearchService, type SearchServiceOption } from '#src/server/search/searchService';
import { bodyReader, toResponse, type LimitedBody, type SearchHttpResponse } from '#src/server/search/searchHttp';

/** An endpoint's handler, e.g. handleSuggestRequest. */
export type SitekeyHandler = (
  sitekey: string,
  url: string,
  options: SearchServiceOption & { method: string; readBody: (limit: number) => Promise<LimitedBody> },
) => Promise<SearchHttpResponse>;

/** The route's context: the :sitekey segment. */
export type SitekeyContext = { params: Promise<{ sitekey: string }> };

export function sitekeyRoute(handle: SitekeyHandler) {
  return async (request: Request, { params }: SitekeyContext): Promise<Response> => {
    const { sitekey } = await params;
    return toResponse(
      await handle(sitekey, request.url, {
        getSearch: defaultSearchService,
        sitekey: searchSitekey(),
        method: request.method,
        readBody: bodyReader(request),
      }),
    );
  };
}
