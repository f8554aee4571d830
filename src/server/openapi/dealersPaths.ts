/**
 * The dealer finder's path (#16): GET /api/dealers, its parameters from the zod schemas the
 * handler validates with (src/server/dealers/dealerParams.ts) and its answer's shape.
 */
import { dealerParameterSchemas } from '../dealers/dealerParams';
import { errorResponses, jsonContent, queryParameter, type OpenApiObject } from './openApiParts';
import { apiPaths } from '#src/domain/routes';

const hitSchema = {
  type: 'object',
  required: ['id', 'name', 'distance', 'lat', 'lng', 'town', 'postcode', 'phone', 'franchises', 'contentHtml'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    distance: { type: 'number', minimum: 0, description: 'Miles from the origin, to 2 decimals.' },
    lat: { type: 'number' },
    lng: { type: 'number' },
    town: { type: 'string' },
    postcode: { type: 'string' },
    phone: { type: 'string' },
    franchises: { type: 'array', items: { type: 'string' }, description: 'Makes’ slugs; empty for an independent.' },
    contentHtml: {
      type: 'string',
      description: 'The map popup: escaped text in <strong> and <br> only. Sanitise before display all the same.',
    },
  },
};

const resultSchema = {
  type: 'object',
  required: ['items', 'origin', 'make'],
  properties: {
    items: { type: 'array', items: hitSchema, description: 'Nearest first (then by name).' },
    origin: {
      type: 'object',
      required: ['lat', 'lng', 'label', 'kind'],
      properties: {
        lat: { type: 'number' },
        lng: { type: 'number' },
        label: { type: 'string', description: 'The normalised postcode, or "your location".' },
        kind: { type: 'string', enum: ['postcode', 'location'] },
      },
    },
    make: { type: ['string', 'null'], description: 'The make searched for, or null for every make.' },
  },
};

/** The dealer finder's paths, keyed as the document's `paths`. */
export function dealersPaths(): Record<string, OpenApiObject> {
  return {
    [apiPaths.dealers]: {
      get: {
        tags: ['Dealers'],
        operationId: 'findDealers',
        summary: 'The dealers nearest a postcode (its district’s centroid) or a point, nearest first',
        description:
          'Give `postcode`, or `lat` and `lng` (not both). Empty values count as absent. A make search lists only dealers franchised for that make.',
        parameters: (['postcode', 'lat', 'lng', 'make', 'limit'] as const).map((name) =>
          queryParameter(name, dealerParameterSchemas[name]),
        ),
        responses: {
          200: { description: 'The nearest dealers.', content: jsonContent(resultSchema) },
          ...errorResponses({
            400: "A bad or missing parameter, naming it: 'Invalid postcode', an unknown district, a point outside the UK, 'Unknown make', a bad limit.",
            500: 'Anything unexpected.',
            503: 'The catalogue cannot be read (Retry-After).',
          }),
        },
      },
    },
  };
}
