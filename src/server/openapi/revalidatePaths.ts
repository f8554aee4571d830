/**
 * The page revalidation path (src/server/cache/revalidateApi.ts): POST /api/revalidate under the
 * document API's basic auth. The body's schema is the zod schema the handler reads it with; the
 * path rule's refinement (no '//' start) is in its description.
 */
import { apiPaths } from '#src/domain/routes';
import { maxRevalidateBodyBytes, revalidateBodySchema } from '../cache/revalidateApi';
import { jsonSchemaOf } from './jsonSchemas';
import { errorResponses, jsonContent, type OpenApiObject } from './openApiParts';

/** The revalidation path, keyed as the document's `paths`. */
export function revalidatePaths(): Record<string, OpenApiObject> {
  return {
    [apiPaths.revalidate]: {
      post: {
        tags: ['Cache'],
        security: [{ basicAuth: [] }],
        operationId: 'revalidatePages',
        summary:
          'Render cached pages again on their next request, after content changed outside the site (the seed sends {"all": true}).',
        requestBody: { required: true, content: jsonContent(jsonSchemaOf(revalidateBodySchema)) },
        responses: {
          200: {
            description: '`revalidated`: "all", or the paths (trailing slashes dropped, each once).',
            content: jsonContent({
              type: 'object',
              required: ['revalidated'],
              properties: {
                revalidated: { oneOf: [{ const: 'all' }, { type: 'array', items: { type: 'string' } }] },
              },
            }),
          },
          ...errorResponses({
            400: `A body that is not JSON, over ${maxRevalidateBodyBytes / 1024} kB, or not an object with "all": true or "paths"; \`error.parameter\` names the field at fault ('paths', 'paths[3]').`,
            401: 'Missing or wrong basic credentials (WWW-Authenticate).',
            405: 'A method other than POST (Allow).',
            429: 'Too many failed authentications (Retry-After).',
            500: 'Anything unexpected.',
            503: 'The revalidation API is disabled (no SEARCH_ADMIN_SECRET).',
          }),
        },
      },
    },
  };
}
