/**
 * POST /v1/search/{sitekey}: the same parameters as a JSON body. Each body field has a zod schema
 * by kind that turns its value into the query-string values it stands for; the query then goes
 * through parseSearchParams, and its errors are named after the body field.
 */
import { z } from 'zod';
import { ValidationError } from '#src/adapters/content/errors';
import { parseParameter, problemIssue } from '#src/adapters/content/schema/parameterProblem';
import type { SearchParams } from '#src/domain/search/searchTypes';
import { parseSearchParams } from './parseSearchParams';
import { shown } from './searchFieldNames';
import { searchLimits } from './searchLimits';

/** Largest accepted POST search body, in bytes. */
export const searchBodyLimit = 64 * 1024;

type BodyKind = 'text' | 'number' | 'boolean' | 'list' | 'json' | 'customField' | 'fuzzy';

/**
 * The body's fields: the GET parameter names, and the names the official client sends when it
 * posts (`language`, `paging: {page, pageSize, sortByField, sortOrder}`, `statsFields`, and
 * `customField` as an object of name -> value). `to` is the GET parameter each one becomes.
 */
export const bodyFields: ReadonlyArray<{ path: string; to: string; kind: BodyKind }> = [
  { path: 'term', to: 'term', kind: 'text' },
  { path: 'lang', to: 'lang', kind: 'text' },
  { path: 'language', to: 'lang', kind: 'text' },
  { path: 'fuzzy', to: 'fuzzy', kind: 'fuzzy' },
  { path: 'categories', to: 'categories', kind: 'list' },
  { path: 'page', to: 'page', kind: 'number' },
  { path: 'paging.page', to: 'page', kind: 'number' },
  { path: 'limit', to: 'limit', kind: 'number' },
  { path: 'paging.pageSize', to: 'limit', kind: 'number' },
  { path: 'sort', to: 'sort', kind: 'list' },
  { path: 'paging.sortByField', to: 'sort', kind: 'list' },
  { path: 'order', to: 'order', kind: 'list' },
  { path: 'paging.sortOrder', to: 'order', kind: 'list' },
  { path: 'customField', to: 'customField', kind: 'customField' },
  { path: 'facet', to: 'facet', kind: 'list' },
  { path: 'numFacets', to: 'numFacets', kind: 'number' },
  { path: 'rangeFacets', to: 'rangeFacets', kind: 'json' },
  { path: 'fieldStat', to: 'fieldStat', kind: 'list' },
  { path: 'statsFields', to: 'fieldStat', kind: 'list' },
  { path: 'filter', to: 'filter', kind: 'json' },
  { path: 'resultType', to: 'resultType', kind: 'text' },
  { path: 'collectAnalytics', to: 'collectAnalytics', kind: 'boolean' },
  { path: 'postfixWildcard', to: 'postfixWildcard', kind: 'boolean' },
  { path: 'analyticsTag', to: 'analyticsTag', kind: 'text' },
  { path: 'defaultOperator', to: 'defaultOperator', kind: 'text' },
  { path: 'dateFrom', to: 'dateFrom', kind: 'text' },
  { path: 'dateTo', to: 'dateTo', kind: 'text' },
  { path: 'priceFromCents', to: 'priceFromCents', kind: 'number' },
  { path: 'priceToCents', to: 'priceToCents', kind: 'number' },
];

/** Most items in one list of the body (sort fields, facets, customField values ...). */
const maxBodyListItems = 100;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The issue for a body field of the wrong shape: "<path> must be <allowed>." */
const mustBe = (path: string, allowed: string) => problemIssue(`${path} must be ${allowed}.`, { allowed });
/** The same as the options of a check. */
const mustBeCheck = (path: string, allowed: string) => ({
  message: `${path} must be ${allowed}.`,
  params: { allowed },
});

function listSchema(path: string): z.ZodType<string[]> {
  return z
    .preprocess(
      (value) => (Array.isArray(value) ? value : [value]),
      z
        .array(z.unknown())
        .refine(
          (items) => items.length <= maxBodyListItems,
          mustBeCheck(path, `a list of at most ${maxBodyListItems} texts`),
        )
        .pipe(z.array(z.string({ error: `${path} must be a text or a list of texts.` }))),
    )
    .describe('a text or a list of texts');
}

function customFieldSchema(path: string): z.ZodType<string[]> {
  const list = listSchema(path);
  // The official client: {name: value}; also {name: [values]} and the GET form ['name=value', ...].
  // Entries of the value as given (a record schema would rebuild the object, own __proto__ keys and all).
  const object = z.custom<Record<string, unknown>>(isObject).transform((value, ctx) => {
    const pairs: string[] = [];
    for (const [name, inner] of Object.entries(value)) {
      const values = Array.isArray(inner) ? inner : [inner];
      if (pairs.length + values.length > maxBodyListItems) {
        ctx.addIssue(mustBe(path, `at most ${maxBodyListItems} values`));
        return z.NEVER;
      }
      for (const item of values) {
        if (typeof item !== 'string' && !(typeof item === 'number' && Number.isFinite(item))) {
          const at = `${path}.${shown(name)}`;
          ctx.addIssue(problemIssue(`${at} must be text or a number.`, { parameter: at, allowed: 'text or a number' }));
          return z.NEVER;
        }
        pairs.push(`${name}=${String(item)}`);
      }
    }
    return pairs;
  });
  return z
    .unknown()
    .transform((value, ctx) => {
      if (typeof value === 'string' || Array.isArray(value)) return parseParameter(list, path, value);
      if (!isObject(value)) {
        ctx.addIssue(mustBe(path, 'an object of name: value'));
        return z.NEVER;
      }
      return parseParameter(object, path, value);
    })
    .describe('an object of name: value');
}

function jsonSchema(path: string): z.ZodType<string[]> {
  return z
    .unknown()
    .transform((value, ctx) => {
      if (typeof value === 'string') return [value];
      if (typeof value !== 'object') {
        ctx.addIssue(mustBe(path, 'a JSON object or list'));
        return z.NEVER;
      }
      let text: string | undefined;
      try {
        text = JSON.stringify(value);
      } catch {
        // Nested past the stack: far beyond any limit below.
      }
      if (text === undefined || text.length > searchLimits.maxJsonLength) {
        ctx.addIssue(mustBe(path, `JSON of at most ${searchLimits.maxJsonLength} characters`));
        return z.NEVER;
      }
      return [text];
    })
    .describe('a JSON object or list');
}

/** The schema of one body field: its value as the query-string values it stands for. */
function bodyFieldSchema(path: string, kind: BodyKind): z.ZodType<string[]> {
  const toText = (value: string | number | boolean) => [String(value)];
  switch (kind) {
    case 'text':
      return z
        .string({ error: `${path} must be text.` })
        .transform(toText)
        .describe('text');
    case 'number':
      // z.number() refuses NaN and Infinity.
      return z
        .union([z.number(), z.string()], { error: `${path} must be a number.` })
        .transform(toText)
        .describe('a number');
    case 'boolean':
      return z
        .union([z.boolean(), z.string()], { error: `${path} must be true or false.` })
        .transform(toText)
        .describe('true or false');
    case 'fuzzy':
      return z
        .union([z.boolean(), z.string()], { error: `${path} must be true, false or auto.` })
        .transform(toText)
        .describe('true, false or auto');
    case 'list':
      return listSchema(path);
    case 'json':
      return jsonSchema(path);
    case 'customField':
      return customFieldSchema(path);
  }
}

/** Every body field's schema, by path (for the OpenAPI document too). */
export const searchBodySchemas: ReadonlyMap<string, z.ZodType<string[]>> = new Map(
  bodyFields.map(({ path, kind }) => [path, bodyFieldSchema(path, kind)]),
);

function bodyValue(body: Record<string, unknown>, path: string): unknown {
  const [head, tail] = path.split('.') as [string, string | undefined];
  const value = Object.hasOwn(body, head) ? body[head] : undefined;
  if (tail === undefined) return value;
  return isObject(value) && Object.hasOwn(value, tail) ? value[tail] : undefined;
}

/**
 * The query a POST body stands for, and for each GET parameter the body field it came from (for
 * error messages). Unknown fields are ignored, as unknown GET parameters are (the official client
 * posts jwt, userToken, hierarchicalFacets, personalizationEvents ... too); null means "not given".
 * Throws ValidationError naming the body field.
 */
export function searchQueryFromBody(body: unknown): { query: URLSearchParams; sources: Map<string, string> } {
  if (!isObject(body))
    throw new ValidationError('body', 'a JSON object', 'The body must be a JSON object of search parameters.');
  if (body.paging !== undefined && body.paging !== null && !isObject(body.paging))
    throw new ValidationError(
      'paging',
      'an object',
      'paging must be an object {page, pageSize, sortByField, sortOrder}.',
    );
  const query = new URLSearchParams();
  const sources = new Map<string, string>();
  for (const { path, to } of bodyFields) {
    const value = bodyValue(body, path);
    if (value === undefined || value === null) continue;
    const earlier = sources.get(to);
    if (earlier !== undefined)
      throw new ValidationError(
        path,
        'one of the two',
        `Give ${earlier} or ${path}, not both (they are the same parameter).`,
      );
    sources.set(to, path);
    for (const scalar of parseParameter(searchBodySchemas.get(path)!, path, value)) query.append(to, scalar);
  }
  // The list form of categories is joined as the query string carries it.
  const categories = query.getAll('categories');
  if (categories.length > 1) query.set('categories', categories.join(','));
  return { query, sources };
}

/** Parse and validate a POST body (already JSON-parsed). Errors name the body field at fault. */
export function parseSearchBody(body: unknown): SearchParams {
  const { query, sources } = searchQueryFromBody(body);
  try {
    return parseSearchParams(query);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const source = sources.get(error.parameter);
    if (!source || source === error.parameter) throw error;
    throw new ValidationError(source, error.allowed, `${source}: ${error.message}`);
  }
}
