/** Small builders of OpenAPI 3.1 objects shared by the Content API and search API paths. */
import type { z } from 'zod';
import { jsonSchemaOf, type JsonSchema } from './jsonSchemas';

export type OpenApiObject = Record<string, unknown>;

export const errorRef = { $ref: '#/components/schemas/ErrorBody' };

/** A query parameter from its zod schema; `commaList`: an array sent as one comma-separated value. */
export function queryParameter(name: string, schema: z.ZodType, { commaList = false } = {}): OpenApiObject {
  const json = jsonSchemaOf(schema);
  const { description, ...rest } = json;
  const isArray = rest.type === 'array';
  return {
    name,
    in: 'query',
    required: false,
    ...(description ? { description } : {}),
    schema: rest,
    ...(isArray ? { style: 'form', explode: !commaList } : {}),
  };
}

export function pathParameter(
  name: string,
  schema: JsonSchema = { type: 'string' },
  description?: string,
): OpenApiObject {
  return { name, in: 'path', required: true, ...(description ? { description } : {}), schema };
}

export const jsonContent = (schema: JsonSchema | OpenApiObject) => ({ 'application/json': { schema } });

/** The error responses an operation may give, by status. */
export function errorResponses(statuses: Record<number, string>): OpenApiObject {
  return Object.fromEntries(
    Object.entries(statuses).map(([status, description]) => [status, { description, content: jsonContent(errorRef) }]),
  );
}
