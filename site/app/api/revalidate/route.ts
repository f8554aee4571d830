/** On-demand page revalidation for writers outside the site (src/server/cache/revalidateApi.ts). */
import { searchSitekey } from '#src/server/search/defaultSearch';
import { handleRevalidateRequest } from '#src/server/cache/revalidateApi';
import { bodyReader, toResponse } from '#src/server/search/searchHttp';
import { revalidatePages } from '#site/revalidatePages';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

async function respond(request: Request): Promise<Response> {
  return toResponse(
    await handleRevalidateRequest(
      { method: request.method, headers: request.headers, readBody: bodyReader(request) },
      { sitekey: searchSitekey(), secret: process.env.SEARCH_ADMIN_SECRET, revalidate: revalidatePages },
    ),
  );
}

export const POST = respond;
export const GET = respond;
export const PUT = respond;
export const DELETE = respond;
