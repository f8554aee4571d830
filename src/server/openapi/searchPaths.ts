/**
 * The search API's paths (docs/search-api.md): the parameters and bodies of
 * search (GET and POST), suggest, autocomplete, stats, the document API and the insights API
 * from the zod schemas the handlers validate with.
 */
import { apiDocumentSchema, batchBodySchemas } from '../search/apiDocument';
import { insightsParameterSchemas } from '#src/adapters/search/params/insightsParams';
import { searchBodySchemas } from '#src/adapters/search/params/searchBody';
import { insightsListSize } from '#src/domain/search/searchInsights';
import { apiPaths } from '#src/domain/routes';
import { searchParameterSchemas } from '#src/adapters/search/params/searchParameterSchemas';
import { statsEventSchema } from '#src/adapters/search/params/statsParams';
import { autocompleteParameterSchemas, suggestParameterSchemas } from '#src/adapters/search/params/suggestParams';
import { jsonSchemaOf, type JsonSchema } from './jsonSchemas';
import { errorResponses, jsonContent, pathParameter, queryParameter, type OpenApiObject } from './openApiParts';

const sitekey = pathParameter('sitekey', { type: 'string' }, 'The site’s key (the server answers to one).');

const searchErrors = errorResponses({
  400: 'A bad parameter or body field (`parameter` names it, `allowed` says what it accepts).',
  404: 'An unknown sitekey.',
  405: 'A method the endpoint does not take.',
  500: 'Anything unexpected.',
});

const searchResponse = {
  description: 'The hits, facets, range facets and field stats of the request.',
  content: jsonContent({
    type: 'object',
    required: ['page', 'total_hits', 'processing_time_ms', 'hits', 'facets', 'rangeFacets', 'fieldStats'],
    properties: {
      page: { type: 'integer' },
      total_hits: { type: 'integer', description: 'Capped at 10,000.' },
      processing_time_ms: { type: 'number' },
      hits: { type: 'array', items: { type: 'object' } },
      facets: { type: 'object' },
      rangeFacets: { type: 'object' },
      fieldStats: { type: 'object' },
    },
  }),
};

/** The POST body: the GET names, and the official client's `paging` object. */
function searchBodySchema(): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const paging: Record<string, JsonSchema> = {};
  for (const [path, schema] of searchBodySchemas) {
    const [head, tail] = path.split('.') as [string, string | undefined];
    if (tail) paging[tail] = jsonSchemaOf(schema);
    else properties[head] = jsonSchemaOf(schema);
  }
  properties.paging = { type: 'object', properties: paging };
  return {
    type: 'object',
    description: 'The search parameters as JSON; unknown fields are ignored.',
    properties,
  };
}

const adminErrors = errorResponses({
  400: 'A bad body or field (`parameter` names it, e.g. `documents[3].url`).',
  401: 'Missing or wrong basic credentials (WWW-Authenticate).',
  404: 'An unknown sitekey, path or document.',
  405: 'A method the path does not take.',
  413: 'A body over 1 MiB.',
  429: 'Too many failed authentications (Retry-After).',
  503: 'The document API is disabled (no SEARCH_ADMIN_SECRET).',
});

const insightsErrors = errorResponses({
  400: 'A bad `from`, `to` or `contains` (`parameter` names it): not a yyyy-MM-dd day, `from` after `to`, over 366 days, or a `contains` over 100 characters.',
  401: 'Missing or wrong basic credentials (WWW-Authenticate).',
  404: 'An unknown sitekey.',
  405: 'A method other than GET.',
  429: 'Too many failed authentications (Retry-After).',
  500: 'Anything unexpected.',
  503: 'The insights API is disabled (no SEARCH_ADMIN_SECRET), or the store is unavailable.',
});

const queryCount: JsonSchema = {
  type: 'object',
  required: ['query', 'searches'],
  properties: { query: { type: 'string' }, searches: { type: 'integer' } },
};
const meanPosition: JsonSchema = {
  type: ['number', 'null'],
  description: 'The mean position clicked (1 = first hit), to 2 decimals; clicks at position 0 are left out.',
};

/** SearchInsights (src/domain/search/searchInsights.ts). */
const insightsResponse = {
  description: 'The insights of the range: totals, top queries, queries without results and click-through.',
  content: jsonContent({
    type: 'object',
    required: ['from', 'to', 'contains', 'totals', 'topQueries', 'noResultQueries', 'clickThrough'],
    properties: {
      from: { type: 'string', format: 'date' },
      to: { type: 'string', format: 'date' },
      contains: { type: ['string', 'null'], description: 'The text the queries were narrowed to, or null.' },
      totals: {
        type: 'object',
        required: ['searches', 'clicks', 'noResultSearches', 'queries', 'clickThroughRate', 'meanClickPosition'],
        properties: {
          searches: { type: 'integer' },
          clicks: { type: 'integer' },
          noResultSearches: { type: 'integer' },
          queries: { type: 'integer', description: 'Distinct non-blank queries (trimmed, lower-cased).' },
          clickThroughRate: { type: 'number', description: 'clicks ÷ searches, to 4 decimals.' },
          meanClickPosition: meanPosition,
        },
      },
      topQueries: { type: 'array', maxItems: insightsListSize, items: queryCount, description: 'Most searched first.' },
      noResultQueries: {
        type: 'array',
        maxItems: insightsListSize,
        items: queryCount,
        description: 'Queries counted by their searches that found nothing.',
      },
      clickThrough: {
        type: 'array',
        maxItems: insightsListSize,
        description: 'The most searched queries with their clicks.',
        items: {
          type: 'object',
          required: ['query', 'searches', 'clicks', 'clickThroughRate', 'meanClickPosition'],
          properties: {
            query: { type: 'string' },
            searches: { type: 'integer' },
            clicks: { type: 'integer' },
            clickThroughRate: { type: 'number', description: 'clicks ÷ searches, to 4 decimals (may pass 1).' },
            meanClickPosition: meanPosition,
          },
        },
      },
    },
  }),
};

const accepted = (properties: Record<string, JsonSchema>) => ({
  202: { description: 'Accepted: written in one transaction.', content: jsonContent({ type: 'object', properties }) },
});

const documentsBase = `${apiPaths.search}/v2/indices/{sitekey}`;

/** Every search API path, keyed as the document's `paths`. */
export function searchPaths(): Record<string, OpenApiObject> {
  const getParameters = Object.entries(searchParameterSchemas).map(([name, schema]) => queryParameter(name, schema));
  const admin = { tags: ['Search documents'], security: [{ basicAuth: [] }] };
  return {
    [`${apiPaths.search}/v1/search/{sitekey}`]: {
      parameters: [sitekey],
      get: {
        tags: ['Search'],
        operationId: 'search',
        summary: 'Search the site; unknown parameters are ignored.',
        parameters: getParameters,
        responses: { 200: searchResponse, ...searchErrors },
      },
      post: {
        tags: ['Search'],
        operationId: 'searchPost',
        summary: 'The same search with its parameters as a JSON body (at most 64 kB).',
        requestBody: { required: true, content: jsonContent(searchBodySchema()) },
        responses: { 200: searchResponse, ...searchErrors, ...errorResponses({ 413: 'A body over 64 kB.' }) },
      },
    },
    [`${apiPaths.search}/v1/suggest/{sitekey}`]: {
      parameters: [sitekey],
      get: {
        tags: ['Search'],
        operationId: 'suggest',
        summary: 'Search suggestions for a prefix.',
        parameters: Object.entries(suggestParameterSchemas).map(([name, schema]) => queryParameter(name, schema)),
        responses: { 200: { description: '`{ suggestions: [{ value }] }`' }, ...searchErrors },
      },
    },
    [`${apiPaths.search}/v1/autocomplete/document-field/{sitekey}`]: {
      parameters: [sitekey],
      get: {
        tags: ['Search'],
        operationId: 'autocompleteField',
        summary: 'Values of one custom field that start with a prefix.',
        parameters: Object.entries(autocompleteParameterSchemas).map(([name, schema]) => queryParameter(name, schema)),
        responses: { 200: { description: '`{ autocomplete: [{ value }] }`' }, ...searchErrors },
      },
    },
    [`${apiPaths.search}/v1/stats/{sitekey}`]: {
      parameters: [sitekey],
      post: {
        tags: ['Search'],
        operationId: 'searchStats',
        summary: 'A search or click event (text/plain or sendBeacon; at most 10 kB).',
        requestBody: { required: true, content: jsonContent(jsonSchemaOf(statsEventSchema)) },
        responses: {
          204: { description: 'Recorded (warm-up keywords are accepted and not recorded).' },
          ...searchErrors,
        },
      },
    },
    [`${apiPaths.search}/v1/insights/{sitekey}`]: {
      parameters: [sitekey],
      get: {
        tags: ['Search insights'],
        security: [{ basicAuth: [] }],
        operationId: 'searchInsights',
        summary: 'What the recorded searches and clicks of a range of days (UTC, both included) add up to.',
        parameters: [
          queryParameter(
            'from',
            insightsParameterSchemas.from.describe('a date as yyyy-MM-dd; default: 29 days before to'),
          ),
          queryParameter('to', insightsParameterSchemas.to.describe('a date as yyyy-MM-dd; default: today')),
          queryParameter(
            'contains',
            insightsParameterSchemas.contains.describe(
              'only the queries containing this text (letters in any case), at most 100 characters',
            ),
          ),
        ],
        responses: { 200: insightsResponse, ...insightsErrors },
      },
    },
    [`${documentsBase}/documents/{id}`]: {
      parameters: [sitekey, pathParameter('id', { type: 'string', maxLength: 32 })],
      get: {
        ...admin,
        operationId: 'getDocument',
        responses: {
          200: { description: 'The document.', content: jsonContent({ $ref: '#/components/schemas/ApiDocument' }) },
          ...adminErrors,
        },
      },
      delete: {
        ...admin,
        operationId: 'deleteDocument',
        responses: { ...accepted({ removed: { type: 'integer' } }), ...adminErrors },
      },
    },
    [`${documentsBase}/documents`]: {
      parameters: [sitekey],
      put: {
        ...admin,
        operationId: 'putDocument',
        summary: 'Index a document with an id (or one derived from its url).',
        requestBody: { required: true, content: jsonContent({ $ref: '#/components/schemas/ApiDocument' }) },
        responses: { ...accepted({ id: { type: 'string' } }), ...adminErrors },
      },
      post: {
        ...admin,
        operationId: 'postDocument',
        summary: 'Index a document without an id: it is derived from the url.',
        requestBody: { required: true, content: jsonContent({ $ref: '#/components/schemas/ApiDocument' }) },
        responses: { ...accepted({ id: { type: 'string' } }), ...adminErrors },
      },
    },
    [`${documentsBase}/documents:batch`]: {
      parameters: [sitekey],
      put: {
        ...admin,
        operationId: 'putDocuments',
        summary: 'Index up to 1,000 documents, all or nothing.',
        requestBody: { required: true, content: jsonContent(jsonSchemaOf(batchBodySchemas.put)) },
        responses: { ...accepted({ documents: { type: 'integer' } }), ...adminErrors },
      },
      delete: {
        ...admin,
        operationId: 'deleteDocuments',
        summary: 'Remove up to 1,000 documents by id.',
        requestBody: { required: true, content: jsonContent(jsonSchemaOf(batchBodySchemas.delete)) },
        responses: { ...accepted({ removed: { type: 'integer' } }), ...adminErrors },
      },
    },
  };
}

/** The wire document, for components.schemas. */
export const apiDocumentJsonSchema = (): JsonSchema => jsonSchemaOf(apiDocumentSchema);
