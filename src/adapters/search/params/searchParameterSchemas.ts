/**
 * The zod schemas of the search request's parameters (search-api.md), each with the exact 400
 * text of every check and, as its description, what it allows (the `allowed` of its 400 and its
 * description in the OpenAPI document). Lists arrive as every non-empty value given.
 */
import { z } from 'zod';
import { defaultOperators, fuzzyModes, sortOrders } from '#src/domain/search/searchTypes';
import { problemIssue } from '#src/adapters/content/schema/parameterProblem';
import { searchSettings } from '#src/lib/constants';
import { customFieldOf, fieldNamePattern, shown } from './searchFieldNames';
import { searchLimits } from './searchLimits';

const lowerCase = (value: unknown): unknown => (typeof value === 'string' ? value.toLowerCase() : value);

/** Ten digits at most, else NaN (which z.number() refuses with the parameter's message). */
const digits = (value: unknown): unknown =>
  typeof value === 'string' ? (/^\d{1,10}$/.test(value) ? Number(value) : Number.NaN) : value;

function wholeNumber(min: number, max: number, message: string): z.ZodType<number> {
  return z
    .preprocess(
      digits,
      z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
    )
    .describe(`a whole number from ${min} to ${max}`);
}

/** One of a closed set, case-insensitive; `allowed` is the set itself. */
function oneOf<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(lowerCase, z.enum(values, { error: message })).describe(values.join(', '));
}

function booleanParameter(parameter: string): z.ZodType<boolean> {
  return z
    .preprocess(lowerCase, z.enum(['true', 'false'], { error: `${parameter} must be true or false.` }))
    .transform((value) => value === 'true')
    .describe('true or false');
}

/** Midnight UTC of a real yyyy-MM-dd day, else NaN. */
function dayStart(raw: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const ts = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  return match && Number.isFinite(ts) && new Date(ts).toISOString().slice(0, 10) === raw ? ts : Number.NaN;
}

function isoDay(parameter: string): z.ZodType<number> {
  const message = `${parameter} must be a date as yyyy-MM-dd.`;
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message, abort: true })
    .refine((raw) => Number.isFinite(dayStart(raw)), { error: message })
    .transform(dayStart)
    .describe('a date as yyyy-MM-dd');
}

const cents = (parameter: string) =>
  wholeNumber(0, 1_000_000_000, `${parameter} must be a whole number of cents.`)
    .transform((value) => value / 100)
    .describe('a whole number from 0 to 1000000000');

const categoryToken = /^\d{1,3}x\S+$/;

/** A comma list of category tokens; empty items are skipped, the rest lower-cased. */
const categoriesParameter = z
  .string()
  .transform((raw, ctx) => {
    const tokens: string[] = [];
    for (const item of raw.split(',')) {
      const token = item.trim();
      if (!token) continue;
      if (!categoryToken.test(token) || token.length > searchLimits.maxCategoryLength) {
        ctx.addIssue(problemIssue(`categories: '${shown(token)}' is not a category like 1xnews.`));
        return z.NEVER;
      }
      tokens.push(token.toLowerCase());
    }
    return tokens;
  })
  .refine((tokens) => tokens.length <= searchLimits.maxCategories, {
    message: 'Too many categories.',
    params: { allowed: `at most ${searchLimits.maxCategories} categories` },
  })
  .describe('a comma list of tokens like 0xkerbside,1xnews');

/** A list whose length is checked before its items (the 400 for too many comes first). */
function boundedList<T>(
  max: number,
  allowed: string,
  message: string,
  item: z.ZodType<T, string>,
): z.ZodType<T[], string[]> {
  return z
    .array(z.string())
    .refine((list) => list.length <= max, { message, params: { allowed } })
    .pipe(z.array(item));
}

/** customField=name=value pairs, grouped by name (values unique, in order). */
const customFieldParameter = boundedList(
  searchLimits.maxCustomFieldFilters,
  `at most ${searchLimits.maxCustomFieldFilters} filters`,
  'Too many customField filters.',
  z.string().transform((raw, ctx) => {
    const at = raw.indexOf('=');
    const name = at > 0 ? raw.slice(0, at) : '';
    const value = at > 0 ? raw.slice(at + 1) : '';
    if (!fieldNamePattern.test(name) || !value || value.length > searchLimits.maxValueLength) {
      ctx.addIssue(problemIssue(`customField must be name=value, e.g. make=Ford; got '${shown(raw)}'.`));
      return z.NEVER;
    }
    return { name, value };
  }),
)
  .transform((pairs) => {
    const groups = new Map<string, string[]>();
    for (const { name, value } of pairs) {
      const values = groups.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      groups.set(name, values);
    }
    return [...groups].map(([name, values]) => ({ name, values }));
  })
  .describe('name=value (URL-encoded)');

/** A list of custom field names (and maybe 'category'), repeats dropped, then counted. */
function fieldList<T>(
  parameter: string,
  item: (raw: string) => T | null,
  unknown: (raw: string) => string,
  max: number,
  tooMany: string,
) {
  return z
    .array(
      z.string().transform((raw, ctx) => {
        const field = item(raw);
        if (field === null) {
          ctx.addIssue(problemIssue(unknown(raw)));
          return z.NEVER;
        }
        return { raw, field };
      }),
    )
    .transform((entries) => {
      const seen = new Set<string>();
      return entries.filter(({ raw }) => !seen.has(raw) && Boolean(seen.add(raw))).map(({ field }) => field);
    })
    .refine((fields) => fields.length <= max, { message: tooMany, params: { allowed: `at most ${max} ${parameter}` } });
}

const facetParameter = fieldList(
  'facets',
  (raw) => {
    const name = customFieldOf(raw);
    if (name) return { kind: 'field' as const, name };
    return raw === 'category' ? { kind: 'category' as const } : null;
  },
  (raw) => `Unknown facet field '${shown(raw)}': use custom_fields.<name> or category.`,
  searchLimits.maxFacets,
  'Too many facets.',
).describe('custom_fields.<name> or category');

// Names, not raw values, are what repeat here ('custom_fields.a' twice is one field).
const fieldStatParameter = z
  .array(
    z.string().transform((raw, ctx) => {
      const name = customFieldOf(raw);
      if (!name) {
        ctx.addIssue(problemIssue(`Unknown fieldStat field '${shown(raw)}': use custom_fields.<name>.`));
        return z.NEVER;
      }
      return name;
    }),
  )
  .transform((names) => [...new Set(names)])
  .refine((names) => names.length <= searchLimits.maxFieldStats, {
    message: 'Too many fieldStat fields.',
    params: { allowed: `at most ${searchLimits.maxFieldStats} fields` },
  })
  .describe('custom_fields.<name>');

const sortParameter = boundedList(
  searchLimits.maxSorts,
  `at most ${searchLimits.maxSorts} fields`,
  'Too many sort fields.',
  z.string().transform((raw, ctx) => {
    if (raw === 'relevance') return { kind: 'relevance' as const };
    if (raw === 'date') return { kind: 'date' as const };
    const name = customFieldOf(raw);
    if (name) return { kind: 'field' as const, name };
    ctx.addIssue(problemIssue(`Unknown sort field '${shown(raw)}': use relevance, date or custom_fields.<name>.`));
    return z.NEVER;
  }),
).describe('relevance, date or custom_fields.<name>');

/** JSON text of a structured parameter (filter, rangeFacets), length-checked before it is parsed. */
function jsonText(parameter: string): z.ZodType<unknown> {
  return z
    .string()
    .max(searchLimits.maxJsonLength, { error: `${parameter} is too long.`, abort: true })
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue(problemIssue(`${parameter} is not valid JSON.`, { allowed: 'URL-encoded JSON' }));
        return z.NEVER;
      }
    })
    .describe(`JSON of at most ${searchLimits.maxJsonLength} characters`);
}

/** Every parameter of GET /v1/search/{sitekey}, by name. */
export const searchParameterSchemas = {
  term: z
    .string()
    .trim()
    .max(searchLimits.maxTermLength, { error: `term must be at most ${searchLimits.maxTermLength} characters.` })
    .describe(`at most ${searchLimits.maxTermLength} characters`),
  lang: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: 'lang must be a 2-letter language code, e.g. en.' })
    .toLowerCase()
    .describe('a 2-letter language code'),
  fuzzy: oneOf(
    fuzzyModes,
    "fuzzy must be true, false or auto ('retry' is done by the client: false first, then true when nothing is found).",
  ),
  categories: categoriesParameter,
  page: wholeNumber(1, searchLimits.maxPage, 'Page must be 1 or bigger'),
  limit: wholeNumber(1, searchSettings.maxPageSize, `limit must be between 1 and ${searchSettings.maxPageSize}`),
  sort: sortParameter,
  order: z.array(oneOf(sortOrders, 'sortOrder must be asc or desc')).describe('asc, desc'),
  customField: customFieldParameter,
  facet: facetParameter,
  numFacets: wholeNumber(1, searchLimits.maxNumFacets, `numFacets must be between 1 and ${searchLimits.maxNumFacets}`),
  rangeFacets: jsonText('rangeFacets'),
  fieldStat: fieldStatParameter,
  filter: jsonText('filter'),
  resultType: oneOf(['all', 'organic'], 'resultType must be organic (or all).'),
  collectAnalytics: booleanParameter('collectAnalytics'),
  postfixWildcard: booleanParameter('postfixWildcard'),
  analyticsTag: z
    .string()
    .max(searchLimits.maxAnalyticsTag, {
      error: `analyticsTag must be at most ${searchLimits.maxAnalyticsTag} characters.`,
    })
    .describe(`at most ${searchLimits.maxAnalyticsTag} characters`),
  defaultOperator: oneOf(defaultOperators, 'defaultOperator must be and or or.'),
  dateFrom: isoDay('dateFrom'),
  dateTo: isoDay('dateTo'),
  priceFromCents: cents('priceFromCents'),
  priceToCents: cents('priceToCents'),
} as const;

export type SearchParameter = keyof typeof searchParameterSchemas;
