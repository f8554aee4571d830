// @vitest-environment node
/**
 * The OpenAPI document (src/server/openapi/openApiDocument.ts): OpenAPI 3.1 in shape, every path
 * with operations, parameters and responses, errors described by ErrorBody, and a path for every
 * route file of the Content API and the search API, so a new route cannot go undocumented.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentResources, filterableFields, listResources } from '#src/adapters/content/schema/contentResources';
import { maxRevalidatePaths } from '#src/server/cache/revalidateApi';
import { openApiDocument } from '#src/server/openapi/openApiDocument';
import { GET } from '#site/app/api/openapi.json/route';

type Json = Record<string, unknown>;
const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const document = openApiDocument();
const paths = document.paths as Record<string, Json>;

/** The route files under a folder, as OpenAPI path templates ('[resource]' -> '{resource}'). */
function routeTemplates(folder: string): string[] {
  const root = join(process.cwd(), 'site', 'app');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name === 'route.ts') {
        const segments = relative(root, dir)
          .split(sep)
          .filter((segment) => !segment.startsWith('_') && !segment.startsWith('('));
        found.push(`/${segments.join('/')}`.replace(/\[(\.\.\.)?([^\]]+)\]/g, '{$1$2}'));
      }
    }
  };
  walk(join(root, folder));
  return found;
}

function operations(): Array<[string, string, Json, Json]> {
  return Object.entries(paths).flatMap(([path, item]) =>
    methods
      .filter((method) => item[method])
      .map((method) => [path, method, item[method] as Json, item] as [string, string, Json, Json]),
  );
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with info, paths and components, and plain JSON', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBeTruthy();
    expect(Object.keys(paths).length).toBeGreaterThan(10);
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('gives every path at least one operation, each with responses and a unique operationId', () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(paths)) {
      expect(path).toMatch(/^\/api\//);
      expect(
        methods.some((method) => item[method]),
        path,
      ).toBe(true);
    }
    for (const [path, method, operation] of operations()) {
      const responses = operation.responses as Json;
      expect(Object.keys(responses).length, `${method} ${path}`).toBeGreaterThan(0);
      for (const status of Object.keys(responses)) expect(status).toMatch(/^[1-5]\d\d$/);
      expect(typeof operation.operationId).toBe('string');
      expect(ids.has(operation.operationId as string), operation.operationId as string).toBe(false);
      ids.add(operation.operationId as string);
    }
  });

  it('describes every parameter, and every {template} of a path as a required path parameter', () => {
    for (const [path, method, operation, item] of operations()) {
      const parameters = [...((item.parameters as Json[]) ?? []), ...((operation.parameters as Json[]) ?? [])];
      for (const parameter of parameters) {
        expect(['query', 'path', 'header', 'cookie']).toContain(parameter.in);
        expect(typeof parameter.name).toBe('string');
        expect(typeof parameter.schema).toBe('object');
        if (parameter.in === 'path') expect(parameter.required).toBe(true);
      }
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      const declared = parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
      expect([...declared].sort(), `${method} ${path}`).toEqual(templated);
    }
  });

  it('describes every error response with ErrorBody', () => {
    const errorBody = document.components.schemas.ErrorBody as Json;
    const error = (errorBody.properties as Json).error as Json;
    expect(error.required).toEqual(['status', 'type', 'message']);
    expect(Object.keys(error.properties as Json)).toEqual(['status', 'type', 'message', 'parameter', 'allowed']);
    for (const [path, method, operation] of operations()) {
      for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
        if (Number(status) < 400) continue;
        const content = response.content as Record<string, { schema: Json }>;
        expect(content['application/json']!.schema, `${status} of ${method} ${path}`).toEqual({
          $ref: '#/components/schemas/ErrorBody',
        });
      }
    }
  });

  it('has a path for every route file of the Content API', () => {
    const routes = routeTemplates(join('api', 'content'));
    expect(routes).toContain('/api/content/{resource}');
    for (const route of routes) expect(Object.keys(paths)).toContain(route);
  });

  it('has a path for every route file of the search API', () => {
    for (const route of routeTemplates(join('api', 'search'))) {
      if (route.includes('{...')) {
        // A catch-all (the document API): at least one path below it.
        const base = route.slice(0, route.indexOf('/{...'));
        expect(
          Object.keys(paths).some((path) => path.startsWith(`${base}/`)),
          route,
        ).toBe(true);
      } else expect(Object.keys(paths)).toContain(route);
    }
  });

  it('has a path for every route file of the API outside the Content and search APIs', () => {
    const root = join(process.cwd(), 'site', 'app', 'api');
    const folders = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['content', 'search', 'openapi.json'].includes(entry.name))
      .map((entry) => entry.name);
    expect(folders).toContain('revalidate');
    for (const folder of folders) {
      for (const route of routeTemplates(join('api', folder))) expect(Object.keys(paths), route).toContain(route);
    }
  });

  it('describes POST /api/revalidate from the body schema the handler reads with', () => {
    const item = paths['/api/revalidate']!;
    expect(Object.keys(item)).toEqual(['post']);
    const operation = item.post as Json;
    expect(operation.security).toEqual([{ basicAuth: [] }]);
    expect(Object.keys(operation.responses as Json)).toEqual(
      expect.arrayContaining(['200', '400', '401', '405', '429', '503']),
    );
    const body = ((operation.requestBody as Json).content as Record<string, { schema: Json }>)['application/json']!
      .schema;
    const [all, byPaths] = body.anyOf as Json[];
    expect(all).toMatchObject({ required: ['all'], properties: { all: { type: 'boolean', const: true } } });
    expect(byPaths).toMatchObject({
      required: ['paths'],
      properties: {
        paths: {
          type: 'array',
          minItems: 1,
          maxItems: maxRevalidatePaths,
          items: { type: 'string', pattern: '^\\/[^\\s?#]{0,2000}$' },
        },
      },
    });
  });

  it('lists each Content API resource with all of its filters as comma-list parameters', () => {
    for (const resource of listResources) {
      const operation = paths[`/api/content/${resource}`]!.get as Json;
      const names = (operation.parameters as Json[]).map((parameter) => parameter.name);
      for (const field of filterableFields(contentResources[resource]).keys()) expect(names).toContain(field);
      const fuelType = (operation.parameters as Json[]).find((parameter) => parameter.name === 'fuelType');
      if (fuelType) {
        expect(fuelType).toMatchObject({ style: 'form', explode: false });
        expect(((fuelType.schema as Json).items as Json).enum).toEqual([
          'petrol',
          'diesel',
          'hybrid',
          'plug-in-hybrid',
          'electric',
        ]);
      }
    }
    const page = ((paths['/api/content/derivatives']!.get as Json).parameters as Json[])[0]!;
    expect(page).toMatchObject({
      name: 'page',
      description: 'a whole number from 1 to 10,000',
      schema: { type: 'integer', minimum: 1, maximum: 10_000 },
    });
  });

  it('is served at /api/openapi.json', async () => {
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(document);
  });
});
