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
 *
 * Parameters are checked in a fixed order, so a request with several faults is told the same one.
 */
import type { z } from 'zod';
import { ValidationError } from '#src/adapters/content/errors';
import { parseParameter } from '#src/adapters/content/schema/parameterProblem';
import type { SearchParams, SortOrder } from '#src/domain/search/searchTypes';
import { searchSettings } from '#src/lib/constants';
import { parseFilter, parseRangeFacets } from './searchFilter';
import { searchParameterSchemas as schemas } from './searchParameterSchemas';

/** Parameters that may be given once. */
export const singleParameters = [
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

function fail(parameter: string, allowed: string, message?: string): never {
  throw new ValidationError(parameter, allowed, message);
}

function parseSorts(sorts: string[], orders: string[]): SearchParams['sort'] {
  const fields = parseParameter(schemas.sort, 'sort', sorts);
  if (fields.length === 0) fields.push({ kind: 'relevance' });
  if (orders.length > fields.length)
    fail('order', 'one order per sort field', 'There are more order values than sort fields.');
  const given = parseParameter(schemas.order, 'order', orders);
  return fields.map((field, index) => ({
    field,
    order: given[index] ?? (searchSettings.defaultSortOrder as SortOrder),
  }));
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
  const all = (name: string) => query.getAll(name).filter((value) => value !== '');
  /** A single parameter through its schema; absent or empty gives the fallback. */
  const one = <K extends keyof typeof schemas, F>(name: K, fallback: F): z.output<(typeof schemas)[K]> | F => {
    const raw = get(name);
    return raw === null
      ? fallback
      : parseParameter(schemas[name] as z.ZodType<z.output<(typeof schemas)[K]>>, name, raw);
  };

  const term = parseParameter(schemas.term, 'term', query.get('term') ?? '*');
  const lang = one('lang', null);
  const fuzzy = one('fuzzy', 'auto' as const);
  const categories = parseParameter(schemas.categories, 'categories', get('categories') ?? '');
  const page = one('page', 1);
  const limit = one('limit', searchSettings.defaultPageSize);
  const sort = parseSorts(all('sort'), all('order'));
  const customFields = parseParameter(schemas.customField, 'customField', all('customField'));
  const facets = parseParameter(schemas.facet, 'facet', all('facet'));
  const numFacets = one('numFacets', 10);
  const rangeFacetsJson = one('rangeFacets', undefined);
  const rangeFacets = rangeFacetsJson === undefined ? [] : parseRangeFacets(rangeFacetsJson);
  const fieldStats = parseParameter(schemas.fieldStat, 'fieldStat', all('fieldStat'));
  const filterJson = one('filter', undefined);
  const filter = filterJson === undefined ? null : parseFilter(filterJson);
  const resultType = one('resultType', 'all' as const);
  const analyticsTag = one('analyticsTag', null);
  const defaultOperator = one('defaultOperator', 'and' as const);
  const collectAnalytics = one('collectAnalytics', true);
  const postfixWildcard = one('postfixWildcard', true);
  const dateFrom = one('dateFrom', null);
  const dateTo = one('dateTo', null);

  return {
    term,
    lang,
    fuzzy,
    categories,
    page,
    limit,
    sort,
    customFields,
    facets,
    numFacets,
    rangeFacets,
    fieldStats,
    filter,
    organicOnly: resultType === 'organic',
    collectAnalytics,
    postfixWildcard,
    analyticsTag,
    defaultOperator,
    dateFrom,
    // dateTo is a whole day: everything before the next midnight.
    dateTo: dateTo === null ? null : dateTo + 86_400_000,
    priceFrom: one('priceFromCents', null),
    priceTo: one('priceToCents', null),
  };
}

/** A search term that warms the service up: answered at once, never recorded. */
export function isWarmUpTerm(term: string | null | undefined): boolean {
  return typeof term === 'string' && term.trim().startsWith('_addsearch_');
}
