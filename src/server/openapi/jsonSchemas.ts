/**
 * JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) from the APIs' own zod schemas and
 * field tables, so the OpenAPI document describes exactly what the handlers accept.
 */
import { z } from 'zod';
import { contentErrorTypes } from '#src/adapters/content/errors';
import type { FieldDef } from '#src/adapters/content/schema/fieldDefs';
import type { ResourceDef } from '#src/adapters/content/schema/contentResources';

export type JsonSchema = Record<string, unknown>;

/**
 * The wire form a client sends (`io: 'input'`): a comma list is an array of its items, a number
 * parameter a number. Checks zod cannot express (refinements, transforms) are left to the
 * description; `z.custom` becomes `{}`.
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json;
}

/** The body of every error response of the Content API and the search API. */
export const errorBodySchema = z
  .object({
    error: z.object({
      status: z.int().min(400).max(599),
      type: z.enum(contentErrorTypes),
      message: z.string(),
      parameter: z.string().optional().describe('The parameter or body field at fault (validation errors).'),
      allowed: z.string().optional().describe('What that parameter accepts, in words (validation errors).'),
    }),
  })
  .describe('One JSON shape for every error.');

function fieldSchema(field: FieldDef): JsonSchema {
  const values = field.values ? { enum: [...field.values] } : {};
  const nullable = (type: string) => (field.nullable ? [type, 'null'] : type);
  switch (field.kind) {
    case 'number':
      return { type: nullable('number') };
    case 'boolean':
      return { type: nullable('boolean') };
    case 'date':
      return { type: nullable('string'), description: 'An ISO 8601 date.' };
    case 'string[]':
      return { type: 'array', items: { type: 'string', ...values } };
    case 'json':
      return {};
    default:
      return { type: nullable('string'), ...values };
  }
}

/** An item of a list resource, from its field table (items may be partial: displayFields). */
export function itemSchemaOf(def: ResourceDef): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(def.fields).map(([name, field]) => [name, fieldSchema(field)])),
  };
}
