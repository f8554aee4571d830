/**
 * The document API (search-api.md, "Document administration"): /api/search/v2/indices/:sitekey/
 * followed by `documents`, `documents/{id}` or `documents:batch` (a colon cannot be a route
 * folder of its own, so one catch-all takes every path and handleDocumentApiRequest parses it).
 * Basic auth is checked in the handler for every request; the body is read only after it.
 * `documents/` (trailing slash) reaches this route after Next's 308, which keeps method and body.
 */
import { searchSitekey } from '#src/server/search/defaultSearch';
import { handleDocumentApiRequest } from '#src/server/search/documentApi';
import { defaultDocumentStore } from '#src/server/search/documentStore';
import { bodyReader, documentApiPath, toResponse } from '#src/server/search/searchHttp';
import { revalidatePages } from '#site/revalidatePages';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

type Context = { params: Promise<{ sitekey: string; rest: string[] }> };

async function respond(request: Request, { params }: Context): Promise<Response> {
  const { sitekey } = await params;
  return toResponse(
    await handleDocumentApiRequest(
      sitekey,
      {
        method: request.method,
        // The raw path (still percent-encoded) after /indices/{sitekey}/: the handler decodes the id once.
        path: documentApiPath(request.url),
        headers: request.headers,
        readBody: bodyReader(request),
      },
      {
        getDocumentStore: defaultDocumentStore,
        sitekey: searchSitekey(),
        secret: process.env.SEARCH_ADMIN_SECRET,
        // The pages of the written documents render again on their next request.
        onWrite: (paths) => paths.length > 0 && revalidatePages({ paths }),
      },
    ),
  );
}

export const GET = respond;
export const PUT = respond;
export const POST = respond;
export const DELETE = respond;
// PATCH gets the handler's JSON 405, not the framework's bare one.
export const PATCH = respond;
