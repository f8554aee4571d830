/**
 * Site search, the hosted search service's protocol served by the site itself (ARCHITECTURE.md
 * decision 7, search-api.md): GET /api/search/v1/search/:sitekey. All the work is in
 * handleSearchRequest; OPTIONS answers CORS preflights (Next answers HEAD from GET).
 */
import { defaultSearchDatabase, searchSitekey } from '../../../../../../../src/server/search/defaultSearch';
import { handleSearchRequest } from '../../../../../../../src/server/search/handleSearchRequest';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

async function respond(request: Request, params: Promise<{ sitekey: string }>): Promise<Response> {
  const { sitekey } = await params;
  const result = await handleSearchRequest(sitekey, request.url, {
    getDatabase: defaultSearchDatabase,
    sitekey: searchSitekey(),
    method: request.method,
  });
  return new Response(result.body, { status: result.status, headers: result.headers });
}

export async function GET(request: Request, { params }: { params: Promise<{ sitekey: string }> }) {
  return respond(request, params);
}

export async function OPTIONS(request: Request, { params }: { params: Promise<{ sitekey: string }> }) {
  return respond(request, params);
}
