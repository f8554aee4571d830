/**
 * Quote requests (#16, docs/leads.md): POST /api/leads as JSON or a plain form post, and the
 * dealers' GET /api/leads?dealer= under basic auth. All the work is in handleLeadsRequest; the
 * body is read there with a 16 kB limit, the store opened only when a request needs it (503 with
 * Retry-After when it cannot be).
 */
import { handleLeadsRequest } from '#src/server/leads/leadsApi';
import { defaultLeadStore } from '#src/server/leads/leadStores';
import { bodyReader, toResponse } from '#src/server/search/searchHttp';
import { siteConfig } from '#site/app/siteConfig';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

async function respond(request: Request): Promise<Response> {
  return toResponse(
    await handleLeadsRequest(
      { method: request.method, url: request.url, headers: request.headers, readBody: bodyReader(request) },
      { getLeadStore: defaultLeadStore, secret: siteConfig().leadsApiSecret },
    ),
  );
}

export const GET = respond;
export const POST = respond;
// Other methods get the handler's JSON 405 with Allow, not the framework's bare one.
export const PUT = respond;
export const DELETE = respond;
export const PATCH = respond;
export const OPTIONS = respond;
