/**
 * The OpenAPI 3.1 document of the site's APIs (the Content API and the search API), generated
 * from the zod schemas and field tables the handlers validate with, so it cannot drift from them.
 * Served at /api/openapi.json (site/app/api/openapi.json/route.ts).
 */
import { contentPaths } from './contentPaths';
import { dealersPaths } from './dealersPaths';
import { errorBodySchema, jsonSchemaOf } from './jsonSchemas';
import { leadsPaths } from './leadsPaths';
import type { OpenApiObject } from './openApiParts';
import { revalidatePaths } from './revalidatePaths';
import { apiDocumentJsonSchema, searchPaths } from './searchPaths';

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, OpenApiObject>;
  components: { schemas: Record<string, OpenApiObject>; securitySchemes: Record<string, OpenApiObject> };
  tags: Array<{ name: string; description: string }>;
}

let built: OpenApiDocument | undefined;

/** The document (built once: the schemas do not change while the process runs). */
export function openApiDocument(): OpenApiDocument {
  built ??= {
    openapi: '3.1.1',
    info: {
      title: 'Kerbside APIs',
      version: '1.0.0',
      description:
        'The Content API (docs/content-api.md), the site search API, the dealer finder, quote requests (docs/leads.md) and page revalidation. Every error answers one JSON shape, ErrorBody.',
    },
    tags: [
      { name: 'Content', description: 'Cars, reviews, articles, deals and the rest of the catalogue.' },
      { name: 'Search', description: 'Site search, suggestions and analytics.' },
      { name: 'Search documents', description: 'Administration of the search index (basic auth).' },
      { name: 'Search insights', description: 'What the recorded searches and clicks add up to (basic auth).' },
      { name: 'Dealers', description: 'The dealers nearest a postcode or a point, in miles.' },
      { name: 'Leads', description: 'Quote requests: sent by visitors, read by dealers (basic auth).' },
      { name: 'Cache', description: 'Rendering cached pages again after content changed (basic auth).' },
    ],
    paths: { ...contentPaths(), ...searchPaths(), ...dealersPaths(), ...leadsPaths(), ...revalidatePaths() },
    components: {
      schemas: { ErrorBody: jsonSchemaOf(errorBodySchema), ApiDocument: apiDocumentJsonSchema() },
      securitySchemes: {
        basicAuth: { type: 'http', scheme: 'basic', description: 'base64(sitekey:SEARCH_ADMIN_SECRET)' },
        dealerBasicAuth: {
          type: 'http',
          scheme: 'basic',
          description: 'The dealer id and its password (docs/leads.md)',
        },
      },
    },
  };
  return built;
}
