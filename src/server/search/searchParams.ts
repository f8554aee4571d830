/**
 * Validation of a search request (search-api.md): every parameter of the protocol, parsed into a
 * SearchParams, or a ValidationError that names the parameter and says what it accepts (the API
 * answers 400 with it). Nothing here touches the database, so a bad request never opens it.
 *
 * Decisions where the protocol leaves room:
 * - `categories`: a hit must carry every listed token (AND), so `0xkerbside,1xnews` means "the
 *   site's news"; empty items are skipped.
 * - `filter`: an object with several keys is the AND of them; an empty `and`/`or` list adds no
 *   condition (the widgets never send one, and `{}` means no filter); range bounds may be numbers
 *   or numeric strings, empty or null bounds are open, other keys (the widgets' `key`) are ignored.
 * - Unknown parameters are ignored (the official client sends a few we do not use: jwt,
 *   userToken, shuffleAndLimitTo, hierarchicalFacets ...), but a single-valued parameter given
 *   twice is an error, and so is `jsonp` (use CORS: the API allows every origin).
 */
import { ValidationError } from '../../adapters/content/errors';
import { searchSettings } from '../../lib/constants';
import type {
  CustomFieldScalar,
  FilterField,
  FilterNode,
  RangeBounds,
  RangeFacetRequest,
  SearchParams,
  SortField,
  SortOrder,
} from './searchTypes';

export const searchLimits = {
  maxTermLength: 1_000,
  maxPage: 1_000_000,
  maxCategories: 20,
  maxCategoryLength: 200,
  maxCustomFieldFilters: 50,
  maxValueLength: 200,
  maxFacets: 20,
  maxNumFacets: 1_000,
  maxRangeFacetFields: 20,
  maxRanges: 50,
  maxFieldStats: 20,
  maxSorts: 10,
  maxJsonLength: 20_000,
  maxFilterNodes: 500,
  maxFilterDepth: 16,
  maxAnalyticsTag: 50,
} as const;

const fieldNamePattern = /^[A-Za-z0-9_-]{1,64}$/;
const customFieldPrefix = 'custom_fields.';

/** Parameters that may be given once. */
const singleParameters = [
  'term',
  'lang',
  'fuzzy',
  'categories',
  'page',
  'limit',
  'numFacets',
  'rangeFacets',
  'filter',
  'resultType',
  'collectAnalytics',
  'postfixWildcard',
  'analyticsTag',
  'defaultOperator',
  'dateFrom',
  'dateTo',
  'priceFromCents',
  'priceToCents',
] as const;

const shown = (value: string) => (value.length > 64 ? `${value.slice(0, 64)}…` : value);

function fail(parameter: string, allowed: string, message?: string): never {
  throw new ValidationError(parameter, allowed, message);
}

/** 'custom_fields.<name>' -> name, else null. */
export function customFieldOf(field: string): string | null {
  if (!field.startsWith(customFieldPrefix)) return null;
  const name = field.slice(customFieldPrefix.length);
  return fieldNamePattern.test(name) ? name : null;
}

function wholeNumber(parameter: string, raw: string, min: number, max: number, message: string): number {
  if (!/^\d{1,10}$/.test(raw)) fail(parameter, `a whole number from ${min} to ${max}`, message);
  const value = Number(raw);
  if (value < min || value > max) fail(parameter, `a whole number from ${min} to ${max}`, message);
  return value;
}

function booleanParameter(parameter: string, raw: string | null, fallback: boolean): boolean {
  if (raw === null || raw === '') return fallback;
  const lower = raw.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  return fail(parameter, 'true or false', `${parameter} must be true or false.`);
}

function oneOf<T extends string>(parameter: string, raw: string, values: readonly T[], message: string): T {
  const lower = raw.toLowerCase();
  const found = values.find((value) => value === lower);
  if (found === undefined) fail(parameter, values.join(', '), message);
  return found;
}

function isoDay(parameter: string, raw: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const ts = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || !Number.isFinite(ts) || new Date(ts).toISOString().slice(0, 10) !== raw)
    fail(parameter, 'a date as yyyy-MM-dd', `${parameter} must be a date as yyyy-MM-dd.`);
  return ts;
}

function parseJson(parameter: string, raw: string): unknown {
  if (raw.length > searchLimits.maxJsonLength)
    fail(parameter, `JSON of at most ${searchLimits.maxJsonLength} characters`, `${parameter} is too long.`);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return fail(parameter, 'URL-encoded JSON', `${parameter} is not valid JSON.`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A bound or range end: a number or a numeric string; null/'' means none. */
function numberOrNone(parameter: string, value: unknown, what: string): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  if (!Number.isFinite(number)) fail(parameter, 'numbers', `${parameter}: ${what} must be a number.`);
  return number;
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

const boundNames = ['gte', 'gt', 'lte', 'lt'] as const;

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
            const bound = numberOrNone('filter', bounds[name], `range '${name}'`);
            if (bound !== undefined) parsed[name] = bound;
          }
          parts.push({ op: 'range', field, bounds: parsed });
        }
      } else {
        const field = filterField(key, false);
        let leaf: CustomFieldScalar | boolean;
        if (typeof inner === 'string') {
          if (inner.length > searchLimits.maxValueLength)
            fail(
              'filter',
              `values of at most ${searchLimits.maxValueLength} characters`,
              'filter: a value is too long.',
            );
          leaf = inner;
        } else if ((typeof inner === 'number' && Number.isFinite(inner)) || typeof inner === 'boolean') {
          leaf = inner;
        } else {
          return fail(
            'filter',
            'text, number or boolean values',
            `filter: the value of '${shown(key)}' must be text or a number.`,
          );
        }
        parts.push({ op: 'eq', field, value: leaf });
      }
    }
    if (parts.length === 0) return null;
    return parts.length === 1 ? parts[0]! : { op: 'and', nodes: parts };
  };
  return visit(raw, 0);
}

function parseRangeFacets(raw: unknown): RangeFacetRequest[] {
  const list = Array.isArray(raw) ? raw : isObject(raw) ? [raw] : null;
  if (!list) return fail('rangeFacets', 'a list of {field, ranges}', 'rangeFacets must be a list of {field, ranges}.');
  if (list.length > searchLimits.maxRangeFacetFields)
    fail('rangeFacets', `at most ${searchLimits.maxRangeFacetFields} fields`, 'rangeFacets has too many fields.');
  return list.map((entry) => {
    if (!isObject(entry) || typeof entry.field !== 'string')
      return fail('rangeFacets', '{field, ranges}', 'rangeFacets: every entry needs a field and ranges.');
    const name = customFieldOf(entry.field);
    if (!name)
      return fail(
        'rangeFacets',
        'custom_fields.<name>',
        `rangeFacets: unknown field '${shown(entry.field)}'; use custom_fields.<name>.`,
      );
    if (!Array.isArray(entry.ranges) || entry.ranges.length > searchLimits.maxRanges)
      return fail(
        'rangeFacets',
        `a list of at most ${searchLimits.maxRanges} ranges`,
        'rangeFacets: ranges must be a list.',
      );
    const ranges = entry.ranges.map((range: unknown) => {
      if (!isObject(range)) return fail('rangeFacets', '{from, to}', 'rangeFacets: every range must be {from, to}.');
      const from = numberOrNone('rangeFacets', range.from, 'from');
      const to = numberOrNone('rangeFacets', range.to, 'to');
      if (from !== undefined && to !== undefined && from > to)
        fail('rangeFacets', 'from <= to', 'rangeFacets: from must not be greater than to.');
      return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
    });
    return { field: name, ranges };
  });
}

function parseSorts(sorts: string[], orders: string[]): SearchParams['sort'] {
  if (sorts.length > searchLimits.maxSorts)
    fail('sort', `at most ${searchLimits.maxSorts} fields`, 'Too many sort fields.');
  const fields: SortField[] = sorts.map((raw) => {
    if (raw === 'relevance') return { kind: 'relevance' };
    if (raw === 'date') return { kind: 'date' };
    const name = customFieldOf(raw);
    if (name) return { kind: 'field', name };
    return fail(
      'sort',
      'relevance, date or custom_fields.<name>',
      `Unknown sort field '${shown(raw)}': use relevance, date or custom_fields.<name>.`,
    );
  });
  if (fields.length === 0) fields.push({ kind: 'relevance' });
  if (orders.length > fields.length)
    fail('order', 'one order per sort field', 'There are more order values than sort fields.');
  return fields.map((field, index) => {
    const raw = orders[index];
    const order: SortOrder = raw
      ? oneOf('order', raw, ['asc', 'desc'] as const, 'sortOrder must be asc or desc')
      : (searchSettings.defaultSortOrder as SortOrder);
    return { field, order };
  });
}

/** Parse and validate a search query string. Throws ValidationError naming the parameter. */
export function parseSearchParams(query: URLSearchParams): SearchParams {
  for (const name of singleParameters) {
    if (query.getAll(name).length > 1) fail(name, 'one value', `'${name}' may be given only once.`);
  }
  if (query.has('jsonp'))
    fail('jsonp', 'nothing (use CORS)', 'jsonp is not supported; the API allows requests from any origin.');
  const get = (name: string) => {
    const value = query.get(name);
    return value === null || value === '' ? null : value;
  };

  const term = (query.get('term') ?? '*').trim();
  if (term.length > searchLimits.maxTermLength)
    fail(
      'term',
      `at most ${searchLimits.maxTermLength} characters`,
      `term must be at most ${searchLimits.maxTermLength} characters.`,
    );

  const langRaw = get('lang');
  if (langRaw !== null && !/^[A-Za-z]{2}$/.test(langRaw))
    fail('lang', 'a 2-letter language code', 'lang must be a 2-letter language code, e.g. en.');

  const fuzzyRaw = get('fuzzy');
  const fuzzy = fuzzyRaw
    ? oneOf(
        'fuzzy',
        fuzzyRaw,
        ['true', 'false', 'auto'] as const,
        "fuzzy must be true, false or auto ('retry' is done by the client: false first, then true when nothing is found).",
      )
    : 'auto';

  const categories: string[] = [];
  for (const item of (get('categories') ?? '').split(',')) {
    const token = item.trim();
    if (!token) continue;
    if (!/^\d{1,3}x\S+$/.test(token) || token.length > searchLimits.maxCategoryLength)
      fail(
        'categories',
        'a comma list of tokens like 0xkerbside,1xnews',
        `categories: '${shown(token)}' is not a category like 1xnews.`,
      );
    categories.push(token.toLowerCase());
  }
  if (categories.length > searchLimits.maxCategories)
    fail('categories', `at most ${searchLimits.maxCategories} categories`, 'Too many categories.');

  const pageRaw = get('page');
  const page = pageRaw ? wholeNumber('page', pageRaw, 1, searchLimits.maxPage, 'Page must be 1 or bigger') : 1;
  const limitRaw = get('limit');
  const limit = limitRaw
    ? wholeNumber(
        'limit',
        limitRaw,
        1,
        searchSettings.maxPageSize,
        `limit must be between 1 and ${searchSettings.maxPageSize}`,
      )
    : searchSettings.defaultPageSize;

  const sort = parseSorts(
    query.getAll('sort').filter((value) => value !== ''),
    query.getAll('order').filter((value) => value !== ''),
  );

  const customFieldRaw = query.getAll('customField').filter((value) => value !== '');
  if (customFieldRaw.length > searchLimits.maxCustomFieldFilters)
    fail('customField', `at most ${searchLimits.maxCustomFieldFilters} filters`, 'Too many customField filters.');
  const groups = new Map<string, string[]>();
  for (const raw of customFieldRaw) {
    const at = raw.indexOf('=');
    const name = at > 0 ? raw.slice(0, at) : '';
    const value = at > 0 ? raw.slice(at + 1) : '';
    if (!fieldNamePattern.test(name) || !value || value.length > searchLimits.maxValueLength)
      fail(
        'customField',
        'name=value (URL-encoded)',
        `customField must be name=value, e.g. make=Ford; got '${shown(raw)}'.`,
      );
    const values = groups.get(name) ?? [];
    if (!values.includes(value)) values.push(value);
    groups.set(name, values);
  }

  const facets: SearchParams['facets'] = [];
  const facetKeys = new Set<string>();
  for (const raw of query.getAll('facet').filter((value) => value !== '')) {
    const name = customFieldOf(raw);
    if (!name && raw !== 'category')
      fail(
        'facet',
        'custom_fields.<name> or category',
        `Unknown facet field '${shown(raw)}': use custom_fields.<name> or category.`,
      );
    if (facetKeys.has(raw)) continue;
    facetKeys.add(raw);
    facets.push(name ? { kind: 'field', name } : { kind: 'category' });
  }
  if (facets.length > searchLimits.maxFacets)
    fail('facet', `at most ${searchLimits.maxFacets} facets`, 'Too many facets.');
  const numFacetsRaw = get('numFacets');
  const numFacets = numFacetsRaw
    ? wholeNumber(
        'numFacets',
        numFacetsRaw,
        1,
        searchLimits.maxNumFacets,
        `numFacets must be between 1 and ${searchLimits.maxNumFacets}`,
      )
    : 10;

  const rangeFacetsRaw = get('rangeFacets');
  const rangeFacets = rangeFacetsRaw ? parseRangeFacets(parseJson('rangeFacets', rangeFacetsRaw)) : [];

  const fieldStats: string[] = [];
  for (const raw of query.getAll('fieldStat').filter((value) => value !== '')) {
    const name = customFieldOf(raw);
    if (!name)
      fail('fieldStat', 'custom_fields.<name>', `Unknown fieldStat field '${shown(raw)}': use custom_fields.<name>.`);
    if (!fieldStats.includes(name)) fieldStats.push(name);
  }
  if (fieldStats.length > searchLimits.maxFieldStats)
    fail('fieldStat', `at most ${searchLimits.maxFieldStats} fields`, 'Too many fieldStat fields.');

  const filterRaw = get('filter');
  const filter = filterRaw ? parseFilter(parseJson('filter', filterRaw)) : null;

  const resultTypeRaw = get('resultType');
  const resultType = resultTypeRaw
    ? oneOf('resultType', resultTypeRaw, ['all', 'organic'] as const, 'resultType must be organic (or all).')
    : 'all';

  const analyticsTag = get('analyticsTag');
  if (analyticsTag !== null && analyticsTag.length > searchLimits.maxAnalyticsTag)
    fail(
      'analyticsTag',
      `at most ${searchLimits.maxAnalyticsTag} characters`,
      `analyticsTag must be at most ${searchLimits.maxAnalyticsTag} characters.`,
    );

  const operatorRaw = get('defaultOperator');
  const defaultOperator = operatorRaw
    ? oneOf('defaultOperator', operatorRaw, ['and', 'or'] as const, 'defaultOperator must be and or or.')
    : 'and';

  const dateFromRaw = get('dateFrom');
  const dateToRaw = get('dateTo');
  const priceFromRaw = get('priceFromCents');
  const priceToRaw = get('priceToCents');
  const cents = (name: string, raw: string | null) =>
    raw === null ? null : wholeNumber(name, raw, 0, 1_000_000_000, `${name} must be a whole number of cents.`) / 100;

  return {
    term,
    lang: langRaw ? langRaw.toLowerCase() : null,
    fuzzy,
    categories,
    page,
    limit,
    sort,
    customFields: [...groups].map(([name, values]) => ({ name, values })),
    facets,
    numFacets,
    rangeFacets,
    fieldStats,
    filter,
    organicOnly: resultType === 'organic',
    collectAnalytics: booleanParameter('collectAnalytics', get('collectAnalytics'), true),
    postfixWildcard: booleanParameter('postfixWildcard', get('postfixWildcard'), true),
    analyticsTag,
    defaultOperator,
    dateFrom: dateFromRaw ? isoDay('dateFrom', dateFromRaw) : null,
    // dateTo is a whole day: everything before the next midnight.
    dateTo: dateToRaw ? isoDay('dateTo', dateToRaw) + 86_400_000 : null,
    priceFrom: cents('priceFromCents', priceFromRaw),
    priceTo: cents('priceToCents', priceToRaw),
  };
}

/** A search term that warms the service up: answered at once, never recorded. */
export function isWarmUpTerm(term: string | null | undefined): boolean {
  return typeof term === 'string' && term.trim().startsWith('_addsearch_');
}

/* ------------------------------------------------------------------------------------------------
 * POST /v1/search/{sitekey}: the same parameters as a JSON body.
 * --------------------------------------------------------------------------------------------- */

/** Largest accepted POST search body, in bytes. */
export const searchBodyLimit = 64 * 1024;

type BodyKind = 'text' | 'number' | 'boolean' | 'list' | 'json' | 'customField' | 'fuzzy';

/**
 * The body's fields: the GET parameter names, and the names the official client sends when it
 * posts (`language`, `paging: {page, pageSize, sortByField, sortOrder}`, `statsFields`, and
 * `customField` as an object of name -> value). `to` is the GET parameter each one becomes.
 */
const bodyFields: ReadonlyArray<{ path: string; to: string; kind: BodyKind }> = [
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

function bodyValue(body: Record<string, unknown>, path: string): unknown {
  const [head, tail] = path.split('.') as [string, string | undefined];
  const value = Object.hasOwn(body, head) ? body[head] : undefined;
  if (tail === undefined) return value;
  return isObject(value) && Object.hasOwn(value, tail) ? value[tail] : undefined;
}

function bodyScalars(path: string, value: unknown, kind: BodyKind): string[] {
  const wrong = (allowed: string): never => fail(path, allowed, `${path} must be ${allowed}.`);
  switch (kind) {
    case 'text':
      return typeof value === 'string' ? [value] : wrong('text');
    case 'number':
      if (typeof value === 'number' && Number.isFinite(value)) return [String(value)];
      return typeof value === 'string' ? [value] : wrong('a number');
    case 'boolean':
      return typeof value === 'boolean' || typeof value === 'string' ? [String(value)] : wrong('true or false');
    case 'fuzzy':
      return typeof value === 'boolean' || typeof value === 'string' ? [String(value)] : wrong('true, false or auto');
    case 'list': {
      const items = Array.isArray(value) ? value : [value];
      if (items.length > maxBodyListItems) wrong(`a list of at most ${maxBodyListItems} texts`);
      return items.map((item) => (typeof item === 'string' ? item : wrong('a text or a list of texts')));
    }
    case 'json': {
      if (typeof value === 'string') return [value];
      if (typeof value !== 'object') return wrong('a JSON object or list');
      let text: string | undefined;
      try {
        text = JSON.stringify(value);
      } catch {
        // Nested past the stack: far beyond any limit below.
      }
      if (text === undefined || text.length > searchLimits.maxJsonLength)
        wrong(`JSON of at most ${searchLimits.maxJsonLength} characters`);
      return [text!];
    }
    case 'customField': {
      // The official client: {name: value}; also {name: [values]} and the GET form ['name=value', ...].
      if (typeof value === 'string' || Array.isArray(value)) return bodyScalars(path, value, 'list');
      if (!isObject(value)) return wrong('an object of name: value');
      const pairs: string[] = [];
      for (const [name, inner] of Object.entries(value)) {
        const values = Array.isArray(inner) ? inner : [inner];
        if (pairs.length + values.length > maxBodyListItems) wrong(`at most ${maxBodyListItems} values`);
        for (const item of values) {
          if (typeof item !== 'string' && !(typeof item === 'number' && Number.isFinite(item)))
            fail(`${path}.${shown(name)}`, 'text or a number', `${path}.${shown(name)} must be text or a number.`);
          pairs.push(`${name}=${String(item)}`);
        }
      }
      return pairs;
    }
  }
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
    fail('paging', 'an object', 'paging must be an object {page, pageSize, sortByField, sortOrder}.');
  const query = new URLSearchParams();
  const sources = new Map<string, string>();
  for (const { path, to, kind } of bodyFields) {
    const value = bodyValue(body, path);
    if (value === undefined || value === null) continue;
    const earlier = sources.get(to);
    if (earlier !== undefined)
      fail(path, 'one of the two', `Give ${earlier} or ${path}, not both (they are the same parameter).`);
    sources.set(to, path);
    for (const scalar of bodyScalars(path, value, kind)) query.append(to, scalar);
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
