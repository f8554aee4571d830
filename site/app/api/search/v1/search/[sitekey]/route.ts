/**
 * Site search, the hosted search service's protocol served by the site itself (ARCHITECTURE.md
 * decision 7, search-api.md): GET /api/search/v1/search/:sitekey, and POST with the same
 * parameters as a JSON body (the official client's POST mode). All the work is in
 * handleSearchRequest, which reads a POST body itself (64 kB at most) only after checking the
 * sitekey; OPTIONS answers CORS preflights (Next answers HEAD from GET).
 */
import { defaultSearchDatabase, searchSitekey } from '../../../../../../../src/server/search/defaultSearch';
import { handleSearchRequest } from '../../../../../../../src/server/search/handleSearchRequest';
import { bodyReader, toResponse } from '../../../../../../../src/server/search/searchHttp';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

type Context = { params: Promise<{ sitekey: string }> };

async function respond(request: Request, { params }: Context): Promise<Response> {
  const { sitekey } = await params;
  return toResponse(
    await handleSearchRequest(sitekey, request.url, {
      getDatabase: defaultSearchDatabase,
      sitekey: searchSitekey(),
      method: request.method,
      readBody: bodyReader(request),
    }),
  );
}

export const GET = respond;
export const POST = respond;
export const OPTIONS = respond;
// Other methods get the handler's JSON 405 (with CORS), not the framework's bare one.
export const PUT = respond;
export const DELETE = respond;
export const PATCH = respond;
