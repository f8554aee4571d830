/**
 * The Content API (spec 7): GET /api/content/:resource, served by the site itself
 * (docs/design/architecture-decisions.md decision 7). All the work is in handleContentRequest; only GET is exported
 * (Next answers HEAD from it and 405 for other methods).
 */
import { handleContentRequest } from '#src/server/content/handleContentRequest';
import { defaultContentStore } from '#src/server/content/defaultContentStore';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(request: Request, { params }: { params: Promise<{ resource: string }> }) {
  const { resource } = await params;
  const result = await handleContentRequest(resource, request.url, request.headers, {
    getStore: defaultContentStore,
    method: request.method,
  });
  // Prefer the cached UTF-8 bytes: a 200-item page need not be encoded again on every request.
  return new Response((result.bytes as BodyInit | undefined) ?? result.body, {
    status: result.status,
    headers: result.headers,
  });
}
