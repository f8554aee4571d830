/**
 * Search analytics (search-api.md): POST /api/search/v1/stats/:sitekey/ with a JSON body sent as
 * text/plain or by sendBeacon; answered 204. The official client posts to the trailing-slash URL:
 * with the default `trailingSlash: false`, Next answers it with a 308 to the URL without the slash,
 * and 308 keeps the method and body (fetch and sendBeacon re-post it), so the event reaches this
 * route. The body is read here with a 10 kB limit; all the rest is in handleStatsRequest.
 */
import { searchSitekey } from '#src/server/search/defaultSearch';
import { readLimitedBody, toResponse } from '#src/server/search/searchHttp';
import { handleStatsRequest, statsBodyLimit } from '#src/server/search/searchStats';
import { defaultStatsStore } from '#src/server/search/statsStore';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

type Context = { params: Promise<{ sitekey: string }> };

async function respond(request: Request, { params }: Context): Promise<Response> {
  const { sitekey } = await params;
  let body: string | null = null;
  if (request.method === 'POST') {
    const read = await readLimitedBody(request, statsBodyLimit).catch(() => ({ ok: true as const, text: '' }));
    body = read.ok ? read.text : null;
  }
  return toResponse(
    await handleStatsRequest(sitekey, body, {
      getStatsStore: defaultStatsStore,
      sitekey: searchSitekey(),
      method: request.method,
    }),
  );
}

export const POST = respond;
export const OPTIONS = respond;
// Other methods get the handler's JSON 405 (with CORS), not the framework's bare one.
export const GET = respond;
export const PUT = respond;
export const DELETE = respond;
export const PATCH = respond;
