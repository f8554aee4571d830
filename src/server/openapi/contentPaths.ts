/**
 * The Content API's paths (docs/content-api.md): one per list resource with its own filters, the
 * ribbon, and the templated /api/content/{resource} the route file serves, all from the same zod
 * parameter schemas and field tables parseContentQuery and the store use.
 */
import {
  contentResourceNames,
  contentResources,
  listResources,
  type ListResource,
} from '#src/adapters/content/schema/contentResources';
import { contentParameterSchemas, ribbonParameterSchemas } from '#src/adapters/content/schema/contentParameterSchemas';
import { apiPaths } from '#src/domain/routes';
import { itemSchemaOf, type JsonSchema } from './jsonSchemas';
import { errorResponses, jsonContent, pathParameter, queryParameter, type OpenApiObject } from './openApiParts';

const cacheBuster = { name: '_', in: 'query', required: false, description: 'Ignored (cache-busters).', schema: {} };

const contentErrors = errorResponses({
  400: 'A bad parameter (`validation`, naming it and what it allows) or an unreadable query string (`bad-request`).',
  404: 'An unknown resource, or a single id that does not exist.',
  500: 'Anything unexpected.',
  503: 'The database cannot be opened or seeded (Retry-After).',
});

function pageSchema(item: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['items', 'total', 'page', 'pageSize', 'breakdowns'],
    properties: {
      items: { type: 'array', items: item },
      total: { type: 'integer', minimum: 0 },
      page: { type: 'integer', minimum: 1 },
      pageSize: { type: 'integer', minimum: 1 },
      breakdowns: {
        type: 'object',
        description: 'Counts per value of each field named in filterBreakdownDisplayFields, over the filtered set.',
        additionalProperties: {
          type: 'array',
          items: {
            type: 'object',
            required: ['value', 'count'],
            properties: { value: { type: ['string', 'number'] }, count: { type: 'integer' } },
          },
        },
      },
      sourceId: { type: 'string', description: 'The caller’s sourceId, echoed back.' },
    },
  };
}

function listOperation(resource: ListResource): OpenApiObject {
  const schemas = contentParameterSchemas(resource);
  const def = contentResources[resource];
  return {
    tags: ['Content'],
    operationId: `listContent_${resource.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`,
    summary: `List ${resource} (default sort ${def.defaultSort.field} ${def.defaultSort.order}; id field ${def.idField})`,
    ...(def.endField
      ? {
          description: `Only records live on the API's date (the UK date) unless \`ended=include\`: one whose ${def.endField} is before that date has ended and is left out of the items, the total, the breakdowns and id lookups.`,
        }
      : {}),
    parameters: [
      queryParameter('page', schemas.page),
      queryParameter('pageSize', schemas.pageSize),
      queryParameter('sortBy', schemas.sortBy),
      queryParameter('sort', schemas.sort),
      queryParameter('displayFields', schemas.displayFields, { commaList: true }),
      queryParameter('filterBreakdownDisplayFields', schemas.filterBreakdownDisplayFields, { commaList: true }),
      queryParameter('id', schemas.id, { commaList: true }),
      queryParameter('sourceId', schemas.sourceId),
      ...(schemas.ended ? [queryParameter('ended', schemas.ended)] : []),
      ...[...schemas.filters].map(([name, schema]) => queryParameter(name, schema, { commaList: true })),
      cacheBuster,
    ],
    responses: {
      200: { description: 'One page of items.', content: jsonContent(pageSchema(itemSchemaOf(def))) },
      304: { description: 'Not modified (If-None-Match matched the weak ETag).' },
      ...contentErrors,
    },
  };
}

/** Every Content API path, keyed as the document's `paths`. */
export function contentPaths(): Record<string, OpenApiObject> {
  const paths: Record<string, OpenApiObject> = {
    [`${apiPaths.content}/{resource}`]: {
      get: {
        tags: ['Content'],
        operationId: 'getContent',
        summary: 'Any Content API resource; each resource’s own path lists its filters and fields.',
        parameters: [
          pathParameter('resource', { type: 'string', enum: [...contentResourceNames] }),
          queryParameter('page', contentParameterSchemas('derivatives').page),
          queryParameter('pageSize', contentParameterSchemas('derivatives').pageSize),
          queryParameter('sourceId', ribbonParameterSchemas().sourceId),
          cacheBuster,
        ],
        responses: {
          200: { description: 'A page of items, or the ribbon configuration.', content: jsonContent(pageSchema({})) },
          304: { description: 'Not modified.' },
          ...contentErrors,
        },
      },
    },
  };
  for (const resource of listResources) paths[`${apiPaths.content}/${resource}`] = { get: listOperation(resource) };
  paths[`${apiPaths.content}/ribbon`] = {
    get: {
      tags: ['Content'],
      operationId: 'getRibbon',
      summary: 'The information ribbon configuration (RibbonConfig).',
      parameters: [queryParameter('sourceId', ribbonParameterSchemas().sourceId), cacheBuster],
      responses: {
        200: { description: 'The ribbon configuration.', content: jsonContent({ type: 'object' }) },
        304: { description: 'Not modified.' },
        ...contentErrors,
      },
    },
  };
  return paths;
}
