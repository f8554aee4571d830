/**
 * The search state in the query string (search-api.md "URL sync"): `search` (keyword),
 * `search_page`, `search_sort` ('field:order', several keys comma-separated) and `search_filters` (JSON of the active filters and
 * ranges). Defaults are left out, other query parameters are kept. Pure and server-safe: the
 * server reads a request's query with `stateFromQuery` to render the first page, the widgets
 * write their no-JavaScript links with `hrefFor`, and the store syncs history with both.
 * The URL is untrusted: anything malformed is ignored, never thrown on.
 *
 * The range widget's no-JavaScript form sends plain bounds beside that JSON:
 * `search_filters:gte:<field>` and `search_filters:lte:<field>` (rangeParamName); a bound there
 * (read as the range inputs read it, '£20,000' too: src/domain/rangeBounds.ts) sets it, an empty
 * value removes it, and either one replaces the JSON's range of the field.
 *
 * That is the widgets' own format (widgetUrlFormat). A page may bring another SearchUrlFormat (the
 * plain `?condition=used&price_to=20000` of /used-cars): the store's history entries and every
 * widget's links and forms then follow it.
 */
import { readPageNumber } from '#src/domain/pageNumber';
import { readBound } from '#src/domain/rangeBounds';
import type { FilterObject, RangeBounds, SearchQueryState, SortBy } from './searchState';
import { cleanBounds, defaultSort } from './searchState';

/** The query parameter names (configurable, e.g. two stores on one page). */
export interface SearchUrlParams {
  keyword: string;
  page: string;
  sort: string;
  filters: string;
}

export const defaultUrlParams: SearchUrlParams = Object.freeze({
  keyword: 'search',
  page: 'search_page',
  sort: 'search_sort',
  filters: 'search_filters',
});

/** search_filters longer than this is ignored as junk. */
const maxFiltersLength = 4000;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type QueryInput = URLSearchParams | string | Record<string, string | string[] | undefined>;

/** Any query input as URLSearchParams (a copy). */
export function toParams(query: QueryInput): URLSearchParams {
  if (query instanceof URLSearchParams) return new URLSearchParams(query);
  if (typeof query === 'string') return new URLSearchParams(query);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((v) => params.append(name, v));
    else if (typeof value === 'string') params.append(name, value);
  }
  return params;
}

/** The sort as the URL writes it: 'custom_fields.price:asc', or 'custom_fields.price:asc,date:desc'. */
export function sortToParam(sort: SortBy, then: readonly SortBy[] = []): string {
  return [sort, ...then].map((key) => `${key.field}:${key.order}`).join(',');
}

/** Every sort key of a search_sort value; [] when any key is malformed. */
export function sortsFromParam(value: string | null): SortBy[] {
  if (!value) return [];
  const keys = value.split(',').map(sortFromParam);
  return keys.every((key): key is SortBy => key !== undefined) ? keys : [];
}

export function sortFromParam(value: string | null): SortBy | undefined {
  if (!value) return undefined;
  const at = value.lastIndexOf(':');
  const field = value.slice(0, at);
  const order = value.slice(at + 1);
  if (at < 1 || (order !== 'asc' && order !== 'desc')) return undefined;
  return { field, order };
}

function filtersFromParam(value: string | null): Pick<SearchQueryState, 'activeFilters' | 'activeRangeFilters'> {
  const empty = { activeFilters: {}, activeRangeFilters: {} };
  if (!value || value.length > maxFiltersLength) return empty;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return empty;
  }
  if (!isPlainObject(parsed)) return empty;
  const activeFilters: Record<string, Record<string, FilterObject>> = {};
  if (isPlainObject(parsed.filters)) {
    for (const [group, options] of Object.entries(parsed.filters)) {
      if (!isPlainObject(options)) continue;
      const kept = Object.entries(options).filter((entry): entry is [string, FilterObject] => isPlainObject(entry[1]));
      // An empty group is kept: with default filters it means "none chosen" (see DefaultFilters).
      activeFilters[group] = Object.fromEntries(kept);
    }
  }
  const activeRangeFilters: Record<string, RangeBounds> = {};
  if (isPlainObject(parsed.ranges)) {
    for (const [field, bounds] of Object.entries(parsed.ranges)) {
      const clean = cleanBounds(isPlainObject(bounds) ? bounds : null);
      if (clean.gte !== undefined || clean.lte !== undefined) activeRangeFilters[field] = clean;
    }
  }
  return { activeFilters, activeRangeFilters };
}

/** The name of a range form input: `search_filters:gte:custom_fields.price`. */
export function rangeParamName(field: string, bound: 'gte' | 'lte', names: SearchUrlParams = defaultUrlParams): string {
  return `${names.filters}:${bound}:${field}`;
}

/** The plain range bounds of a no-JavaScript range form, field by field. */
function rangesFromForm(params: URLSearchParams, names: SearchUrlParams): Map<string, RangeBounds> {
  const ranges = new Map<string, RangeBounds>();
  const prefix = `${names.filters}:`;
  for (const [name, value] of params) {
    if (!name.startsWith(prefix)) continue;
    const rest = name.slice(prefix.length);
    const bound = rest.slice(0, 3);
    const field = rest.slice(4);
    if ((bound !== 'gte' && bound !== 'lte') || rest[3] !== ':' || field === '') continue;
    const bounds = ranges.get(field) ?? {};
    const read = readBound(value);
    if (read !== null) bounds[bound] = read;
    ranges.set(field, bounds);
  }
  return ranges;
}

/**
 * Filters a page starts with (a filter option configured `active`): group -> key -> filter. In the
 * URL a group that is absent takes its default, and an empty group (`"make":{}`) means the visitor
 * chose none, so 'nofilter' survives a reload.
 */
export type DefaultFilters = Readonly<Record<string, Readonly<Record<string, FilterObject>>>>;

/** The search part of a query string; anything absent or malformed is the default. */
export function stateFromQuery(
  query: QueryInput,
  names: SearchUrlParams = defaultUrlParams,
  defaults: DefaultFilters = {},
): SearchQueryState {
  const params = toParams(query);
  const keyword = params.get(names.keyword);
  const page = readPageNumber(params.get(names.page)) ?? 1;
  const filters = filtersFromParam(params.get(names.filters));
  for (const [group, options] of Object.entries(defaults)) {
    if (!Object.hasOwn(filters.activeFilters, group)) filters.activeFilters[group] = { ...options };
  }
  for (const [group, options] of Object.entries(filters.activeFilters)) {
    if (Object.keys(options).length === 0) delete filters.activeFilters[group];
  }
  const [sort = defaultSort, ...sortThen] = sortsFromParam(params.get(names.sort));
  for (const [field, bounds] of rangesFromForm(params, names)) {
    if (bounds.gte === undefined && bounds.lte === undefined) delete filters.activeRangeFilters[field];
    else filters.activeRangeFilters[field] = bounds;
  }
  return {
    keyword: keyword === null || keyword === '' ? null : keyword,
    page,
    sort,
    ...(sortThen.length > 0 ? { sortThen } : {}),
    ...filters,
  };
}

/** The query string with the state written in (defaults removed, other parameters kept). */
export function queryFor(
  state: SearchQueryState,
  current: QueryInput = '',
  names: SearchUrlParams = defaultUrlParams,
  defaults: DefaultFilters = {},
): URLSearchParams {
  const params = toParams(current);
  // A range form's plain bounds are folded into the state; the written URL holds only the JSON.
  for (const name of [...params.keys()]) if (name.startsWith(`${names.filters}:`)) params.delete(name);
  const set = (name: string, value: string | null) => {
    if (value === null) params.delete(name);
    else params.set(name, value);
  };
  set(names.keyword, state.keyword ? state.keyword : null);
  set(names.page, state.page > 1 ? String(state.page) : null);
  const then = state.sortThen ?? [];
  const sortIsDefault =
    state.sort.field === defaultSort.field && state.sort.order === defaultSort.order && then.length === 0;
  set(names.sort, sortIsDefault ? null : sortToParam(state.sort, then));
  // A group with a default that has nothing chosen is written as empty (absent would mean the default).
  const groups: Record<string, Record<string, FilterObject>> = { ...state.activeFilters };
  for (const group of Object.keys(defaults)) groups[group] ??= {};
  const hasFilters = Object.keys(groups).length > 0;
  const hasRanges = Object.keys(state.activeRangeFilters).length > 0;
  set(
    names.filters,
    hasFilters || hasRanges
      ? JSON.stringify({
          ...(hasFilters ? { filters: groups } : {}),
          ...(hasRanges ? { ranges: state.activeRangeFilters } : {}),
        })
      : null,
  );
  return params;
}

/** The form input of one range bound in a URL format: its name, and how a bound is written there. */
export interface RangeInputParam {
  name: string;
  value(bound: number): string;
}

/**
 * How a store's search state sits in a query string. Both ways are pure and server-safe; `read`
 * takes untrusted input and ignores what it does not understand.
 */
export interface SearchUrlFormat {
  /** The search state of a query string. */
  read(query: QueryInput): SearchQueryState;
  /** `current` with the state written in: the format's own parameters replaced, the others kept. */
  write(state: SearchQueryState, current?: QueryInput): URLSearchParams;
  /**
   * The input a range widget's no-JavaScript form sends for a bound of `field`; null when the
   * format has no parameter for it.
   */
  rangeInput(field: string, bound: 'gte' | 'lte'): RangeInputParam | null;
}

/** The widgets' own format: search, search_page, search_sort and search_filters (names configurable). */
export function widgetUrlFormat(
  names: SearchUrlParams = defaultUrlParams,
  defaults: DefaultFilters = {},
): SearchUrlFormat {
  return {
    read: (query) => stateFromQuery(query, names, defaults),
    write: (state, current = '') => queryFor(state, current, names, defaults),
    rangeInput: (field, bound) => ({ name: rangeParamName(field, bound, names), value: String }),
  };
}

/** Where a link to a state goes: `pathname?query` (just `?` plus the query when no pathname). */
export function hrefFor(
  state: SearchQueryState,
  options: {
    pathname?: string;
    search?: QueryInput;
    /** The URL format; the widgets' own by default. */
    format?: SearchUrlFormat;
  } = {},
): string {
  const format = options.format ?? widgetUrlFormat();
  const query = format.write(state, options.search ?? '').toString();
  const pathname = options.pathname ?? '';
  if (query === '') return pathname === '' ? '?' : pathname;
  return `${pathname}?${query}`;
}

/** Whether two states put the same thing in the URL (of `format`; the widgets' own by default). */
export function sameQueryState(
  a: SearchQueryState,
  b: SearchQueryState,
  format: SearchUrlFormat = widgetUrlFormat(),
): boolean {
  return format.write(a).toString() === format.write(b).toString();
}
