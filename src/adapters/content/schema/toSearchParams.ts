/** The URL form of a Content API query: the inverse of parseContentQuery. */
import type { ContentQuery, FilterInput, FilterScalar, RangeFilter } from './contentQueryTypes';
import type { ListResource } from './contentResources';

function serialiseFilter(input: FilterInput): string {
  const one = (item: FilterScalar | RangeFilter): string =>
    typeof item === 'object' && item !== null ? `${item.min ?? ''}-${item.max ?? ''}` : String(item);
  return Array.isArray(input) ? input.map(one).join(',') : one(input as FilterScalar | RangeFilter);
}

/**
 * The URL form of a query (the inverse of parseContentQuery). It does not validate: a bad value
 * is sent as it is and the API answers with the same ValidationError the local adapter throws.
 */
export function toSearchParams(_resource: ListResource, query: ContentQuery = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  if (query.sortBy !== undefined) params.set('sortBy', query.sortBy);
  if (query.sort !== undefined) params.set('sort', query.sort);
  if (query.displayFields?.length) params.set('displayFields', query.displayFields.join(','));
  if (query.filterBreakdownDisplayFields?.length) {
    params.set('filterBreakdownDisplayFields', query.filterBreakdownDisplayFields.join(','));
  }
  if (query.id?.length) params.set('id', query.id.join(','));
  if (query.sourceId !== undefined) params.set('sourceId', query.sourceId);
  if (query.ended !== undefined) params.set('ended', query.ended);
  for (const [field, input] of Object.entries(query.filters ?? {}) as Array<[string, FilterInput | undefined]>) {
    if (input !== undefined) params.set(field, serialiseFilter(input));
  }
  return params;
}
