/**
 * The OpenAPI 3.1 document of the Content API and the search API (docs/content-api.md,
 * "OpenAPI"), generated from the schemas the handlers validate with. It depends on no request,
 * so it is rendered once at build time.
 */
import { openApiDocument } from '#src/server/openapi/openApiDocument';

export const dynamic = 'force-static';
export const runtime = 'nodejs';

export function GET(): Response {
  return Response.json(openApiDocument(), {
    headers: { 'cache-control': 'public, max-age=3600', 'access-control-allow-origin': '*' },
  });
}
