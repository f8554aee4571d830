/**
 * Search suggestions (search-api.md): GET /api/search/v1/suggest/:sitekey?term=&size=&language=.
 * All the work is in handleSuggestRequest; OPTIONS answers CORS preflights.
 */
import { defaultSearchDatabase, searchSitekey } from '../../../../../../../src/server/search/defaultSearch';
import { toResponse } from '../../../../../../../src/server/search/searchHttp';
import { handleSuggestRequest } from '../../../../../../../src/server/search/suggest';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

type Context = { params: Promise<{ sitekey: string }> };

async function respond(request: Request, { params }: Context): Promise<Response> {
  const { sitekey } = await params;
  return toResponse(
    await handleSuggestRequest(sitekey, request.url, {
      getDatabase: defaultSearchDatabase,
      sitekey: searchSitekey(),
      method: request.method,
    }),
  );
}

export const GET = respond;
export const OPTIONS = respond;
// Other methods get the handler's JSON 405 (with CORS), not the framework's bare one.
export const POST = respond;
export const PUT = respond;
export const DELETE = respond;
export const PATCH = respond;
