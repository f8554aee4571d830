/**
 * Search insights (search-api.md, "Insights"): GET /api/search/v1/insights/:sitekey?from=&to=,
 * behind the document API's basic auth; the top queries, the queries without results, the
 * click-through by query and the mean click position of a range of days. All the work is in
 * handleInsightsRequest, which checks the credentials first on every request.
 */
import { searchSitekey } from '#src/server/search/defaultSearch';
import { toResponse } from '#src/server/search/searchHttp';
import { handleInsightsRequest } from '#src/server/search/searchInsights';
import { defaultStatsStore } from '#src/server/search/statsStore';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

type Context = { params: Promise<{ sitekey: string }> };

async function respond(request: Request, { params }: Context): Promise<Response> {
  const { sitekey } = await params;
  return toResponse(
    await handleInsightsRequest(
      sitekey,
      { method: request.method, url: request.url, headers: request.headers },
      { getStatsStore: defaultStatsStore, sitekey: searchSitekey(), secret: process.env.SEARCH_ADMIN_SECRET },
    ),
  );
}

export const GET = respond;
// Other methods get the handler's JSON 405 (after the credentials check), not the framework's bare one.
export const POST = respond;
export const PUT = respond;
export const DELETE = respond;
export const PATCH = respond;
