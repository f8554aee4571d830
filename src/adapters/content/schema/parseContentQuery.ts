/**
 * `parseContentQuery` turns a query string into a validated ParsedContentQuery, or throws a
 * ValidationError naming the parameter and what it allows (BadRequestError for an unreadable
 * query string). Pairs are checked in the order given, so the first bad one is the one named.
 */
import { ValidationError } from '../errors';
import {
  contentParameterSchemas,
  controlParameters,
  endedParameterName,
  ignoredParameters,
  ribbonParameterSchemas,
} from './contentParameterSchemas';
import { contentQueryLimits } from './contentQueryLimits';
import type { ParsedContentQuery, SortOrder } from './contentQueryTypes';
import { contentResources, filterableFields, type ListResource } from './contentResources';
import { decodeQueryString, quoteForMessage } from './decodeQueryString';
import { parseParameter } from './parameterProblem';
import { listOf, valueGuard } from './parameterSchemas';

/** The parameters a resource accepts, for messages and docs. */
export function allowedParameters(resource: ListResource): string[] {
  const def = contentResources[resource];
  return [...controlParameters, ...(def.endField ? [endedParameterName] : []), ...filterableFields(def).keys()];
}

/**
 * Validate a Content API query. `params` is the raw query string (strict decoding: preferred)
 * or already-decoded pairs. Throws ValidationError (naming the parameter and what it allows) or
 * BadRequestError; an empty value counts as an absent parameter.
 */
export function parseContentQuery(
  resource: ListResource,
  params: string | URLSearchParams | Iterable<readonly [string, string]>,
): ParsedContentQuery {
  const def = contentResources[resource];
  const pairs =
    typeof params === 'string' ? decodeQueryString(params) : (Array.from(params) as Array<[string, string]>);
  const schemas = contentParameterSchemas(resource);

  const query: ParsedContentQuery = {
    resource,
    page: 1,
    pageSize: contentQueryLimits.defaultPageSize,
    sortBy: def.defaultSort.field,
    sort: def.defaultSort.order,
    sortExplicit: false,
    displayFields: null,
    breakdownFields: [],
    ids: null,
    sourceId: null,
    filters: [],
  };
  let sortGiven: SortOrder | null = null;
  const seen = new Set<string>();

  for (const [name, value] of pairs) {
    if (ignoredParameters.has(name)) continue;
    const isControl =
      (controlParameters as readonly string[]).includes(name) ||
      (name === endedParameterName && schemas.ended !== undefined);
    if (!isControl && !schemas.filters.has(name)) {
      throw new ValidationError(
        quoteForMessage(name),
        `one of ${listOf(allowedParameters(resource))}`,
        `Unknown parameter '${quoteForMessage(name)}' for /${resource}; allowed: ${listOf(allowedParameters(resource))}.`,
      );
    }
    if (seen.has(name)) {
      throw new ValidationError(
        name,
        'a single occurrence (use one comma list)',
        `Invalid parameter '${name}': given more than once; send one comma-separated list instead.`,
      );
    }
    seen.add(name);
    parseParameter(valueGuard(name), name, value);
    if (value === '') continue;

    switch (name) {
      case 'page':
        query.page = parseParameter(schemas.page, name, value);
        break;
      case 'pageSize':
        query.pageSize = parseParameter(schemas.pageSize, name, value);
        break;
      case 'sortBy':
        query.sortBy = parseParameter(schemas.sortBy, name, value);
        query.sortExplicit = true;
        break;
      case 'sort':
        sortGiven = parseParameter(schemas.sort, name, value);
        break;
      case 'displayFields':
        query.displayFields = parseParameter(schemas.displayFields, name, value);
        break;
      case 'filterBreakdownDisplayFields':
        query.breakdownFields = parseParameter(schemas.filterBreakdownDisplayFields, name, value);
        break;
      case 'id':
        query.ids = parseParameter(schemas.id, name, value);
        break;
      case 'sourceId':
        query.sourceId = parseParameter(schemas.sourceId, name, value);
        break;
      case endedParameterName:
        if (parseParameter(schemas.ended!, name, value) === 'include') query.includeEnded = true;
        break;
      default:
        query.filters.push(parseParameter(schemas.filters.get(name)!, name, value));
    }
  }

  // sort without sortBy orders the default field; sortBy without sort is ascending.
  query.sort = sortGiven ?? (query.sortExplicit ? 'asc' : def.defaultSort.order);

  for (const [field, values] of Object.entries(def.fixedFilters)) {
    if (!query.filters.some((filter) => filter.field === field)) {
      query.filters.push({ field, kind: def.fields[field]!.kind, values: [...values], ranges: [] });
    }
  }
  query.filters.sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
  return query;
}

/** Only `sourceId` and the cache-buster are accepted by the ribbon endpoint. */
export function parseRibbonQuery(params: string | Iterable<readonly [string, string]>): { sourceId: string | null } {
  const pairs = typeof params === 'string' ? decodeQueryString(params) : Array.from(params);
  let sourceId: string | null = null;
  for (const [name, value] of pairs) {
    if (ignoredParameters.has(name)) continue;
    if (name !== 'sourceId') {
      throw new ValidationError(
        quoteForMessage(name),
        'sourceId',
        `Unknown parameter '${quoteForMessage(name)}' for /ribbon; allowed: sourceId.`,
      );
    }
    sourceId = value === '' ? null : parseParameter(ribbonParameterSchemas().sourceId, name, value);
  }
  return { sourceId };
}

/** A stable string for equal parsed queries (used as a cache key). */
export function canonicalQueryKey(query: ParsedContentQuery): string {
  return JSON.stringify(query);
}
