/**
 * The `filter` grammar and `rangeFacets` of a search request, validated: {field: value},
 * {and: [...]}, {or: [...]}, {not: {...}}, {range: {field: {gte, gt, lte, lt}}}. The walk over the
 * tree (node count, depth, key order) is code; the leaves, bounds and range entries are zod schemas.
 */
import { z } from 'zod';
import { ValidationError } from '#src/adapters/content/errors';
import { parseParameter, problemIssue } from '#src/adapters/content/schema/parameterProblem';
import type {
  CustomFieldScalar,
  FilterField,
  FilterNode,
  RangeBounds,
  RangeFacetRequest,
} from '#src/domain/search/searchTypes';
import { customFieldOf, shown } from './searchFieldNames';
import { searchLimits } from './searchLimits';

function fail(parameter: string, allowed: string, message?: string): never {
  throw new ValidationError(parameter, allowed, message);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A bound or range end: a number or a numeric string; null, undefined or '' means none. */
function boundSchema(parameter: string, what: string): z.ZodType<number | undefined> {
  return z
    .unknown()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return undefined;
      const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
      if (!Number.isFinite(number)) {
        ctx.addIssue(problemIssue(`${parameter}: ${what} must be a number.`, { allowed: 'numbers' }));
        return z.NEVER;
      }
      return number;
    })
    .describe('numbers');
}

const boundNames = ['gte', 'gt', 'lte', 'lt'] as const;
const filterBounds = Object.fromEntries(boundNames.map((name) => [name, boundSchema('filter', `range '${name}'`)]));

/** A leaf's value: text, a finite number (z.number() refuses NaN and Infinity) or a boolean. */
const leafValueSchema = z.union([z.string(), z.number(), z.boolean()]);

function leafValue(key: string, value: unknown): CustomFieldScalar | boolean {
  if (typeof value === 'string' && value.length > searchLimits.maxValueLength)
    fail('filter', `values of at most ${searchLimits.maxValueLength} characters`, 'filter: a value is too long.');
  const result = leafValueSchema.safeParse(value);
  if (!result.success)
    fail('filter', 'text, number or boolean values', `filter: the value of '${shown(key)}' must be text or a number.`);
  return result.data;
}

function filterField(key: string, forRange: boolean): FilterField {
  const name = customFieldOf(key);
  if (name) return { kind: 'field', name };
  if (!forRange && (key === 'category' || key === 'categories')) return { kind: 'category' };
  return fail(
    'filter',
    forRange ? 'range fields custom_fields.<name>' : 'fields custom_fields.<name> or category',
    `filter: unknown field '${shown(key)}'; use custom_fields.<name>${forRange ? '' : ' or category'}.`,
  );
}

/** The filter grammar: {field: value}, {and: [...]}, {or: [...]}, {not: {...}}, {range: {field: {gte, lt ...}}}. */
export function parseFilter(raw: unknown): FilterNode | null {
  let nodes = 0;
  const visit = (value: unknown, depth: number): FilterNode | null => {
    nodes += 1;
    if (nodes > searchLimits.maxFilterNodes)
      fail('filter', `at most ${searchLimits.maxFilterNodes} conditions`, 'filter has too many conditions.');
    if (depth > searchLimits.maxFilterDepth)
      fail('filter', `nesting at most ${searchLimits.maxFilterDepth} deep`, 'filter is nested too deeply.');
    if (!isObject(value)) return fail('filter', 'an object', 'filter: every condition must be an object.');
    const parts: FilterNode[] = [];
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'and' || key === 'or') {
        if (!Array.isArray(inner)) fail('filter', 'a list', `filter: '${key}' needs a list of conditions.`);
        const children = inner.map((child) => visit(child, depth + 1)).filter((child) => child !== null);
        if (children.length === 1) parts.push(children[0]!);
        else if (children.length > 1) parts.push({ op: key, nodes: children });
      } else if (key === 'not') {
        const child = visit(inner, depth + 1);
        if (child) parts.push({ op: 'not', node: child });
      } else if (key === 'range') {
        if (!isObject(inner)) fail('filter', 'an object', "filter: 'range' needs {field: {gte, gt, lte, lt}}.");
        for (const [rangeKey, bounds] of Object.entries(inner)) {
          const field = filterField(rangeKey, true) as FilterField & { kind: 'field' };
          if (!isObject(bounds))
            fail('filter', 'an object', `filter: the range of '${shown(rangeKey)}' must be an object.`);
          const parsed: RangeBounds = {};
          for (const name of boundNames) {
            const bound = parseParameter(filterBounds[name]!, 'filter', bounds[name]);
            if (bound !== undefined) parsed[name] = bound;
          }
          parts.push({ op: 'range', field, bounds: parsed });
        }
      } else {
        parts.push({ op: 'eq', field: filterField(key, false), value: leafValue(key, inner) });
      }
    }
    if (parts.length === 0) return null;
    return parts.length === 1 ? parts[0]! : { op: 'and', nodes: parts };
  };
  return visit(raw, 0);
}

const rangeSchema = z
  .custom<Record<string, unknown>>(isObject, {
    message: 'rangeFacets: every range must be {from, to}.',
    params: { allowed: '{from, to}' },
  })
  .pipe(
    z.object({ from: boundSchema('rangeFacets', 'from').optional(), to: boundSchema('rangeFacets', 'to').optional() }),
  )
  .refine(({ from, to }) => from === undefined || to === undefined || from <= to, {
    message: 'rangeFacets: from must not be greater than to.',
    params: { allowed: 'from <= to' },
  })
  .transform(({ from, to }) => ({ ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) }));

/** One entry of rangeFacets: {field: 'custom_fields.<name>', ranges: [{from, to}, ...]}. */
const rangeFacetSchema = z
  .custom<{ field: string; ranges?: unknown }>((entry) => isObject(entry) && typeof entry.field === 'string', {
    message: 'rangeFacets: every entry needs a field and ranges.',
    params: { allowed: '{field, ranges}' },
  })
  .transform((entry, ctx) => {
    const name = customFieldOf(entry.field);
    if (!name) {
      ctx.addIssue(
        problemIssue(`rangeFacets: unknown field '${shown(entry.field)}'; use custom_fields.<name>.`, {
          allowed: 'custom_fields.<name>',
        }),
      );
      return z.NEVER;
    }
    if (!Array.isArray(entry.ranges) || entry.ranges.length > searchLimits.maxRanges) {
      ctx.addIssue(
        problemIssue('rangeFacets: ranges must be a list.', {
          allowed: `a list of at most ${searchLimits.maxRanges} ranges`,
        }),
      );
      return z.NEVER;
    }
    return { field: name, ranges: entry.ranges as unknown[] };
  });

/** rangeFacets (already JSON-parsed): one entry or a list of at most 20. */
export function parseRangeFacets(raw: unknown): RangeFacetRequest[] {
  const list = Array.isArray(raw) ? raw : isObject(raw) ? [raw] : null;
  if (!list) return fail('rangeFacets', 'a list of {field, ranges}', 'rangeFacets must be a list of {field, ranges}.');
  if (list.length > searchLimits.maxRangeFacetFields)
    fail('rangeFacets', `at most ${searchLimits.maxRangeFacetFields} fields`, 'rangeFacets has too many fields.');
  // Entry by entry, each entry's ranges before the next entry: the first bad one is named.
  return list.map((entry) => {
    const { field, ranges } = parseParameter(rangeFacetSchema, 'rangeFacets', entry, 'a list of {field, ranges}');
    return { field, ranges: ranges.map((range) => parseParameter(rangeSchema, 'rangeFacets', range, '{from, to}')) };
  });
}
