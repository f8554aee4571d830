/**
 * The dealer finder's JSON API (#16): GET /api/dealers?postcode=…&make=…&limit=…, or with
 * `lat` and `lng` instead of a postcode; the nearest dealers, sorted by distance in miles. All
 * the work is in handleDealersRequest; only GET is exported (Next answers HEAD from it and 405
 * for other methods). The security headers are added to every response by the site's server.
 */
import { contentAdapter } from '#src/server/content/contentAdapter';
import { handleDealersRequest } from '#src/server/dealers/dealersApi';
import { toResponse } from '#src/server/search/searchHttp';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(request: Request): Promise<Response> {
  return toResponse(await handleDealersRequest(request.url, { getContent: contentAdapter }));
}
