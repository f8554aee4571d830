/**
 * The state of one search-widget instance (spec 3 "Filter state", "Sort state", "Autocomplete
 * state") and its pure transitions. The store (searchStore.ts) applies them and searches; the
 * widgets use them too, to work out the URL of a choice for the no-JavaScript links and forms
 * (hrefFor in searchUrl.ts), so a link and a click always mean the same state. No React, no DOM.
 */
import type { FilterObject, SortBy, SortOrder } from '#src/adapters/search/searchSettings';
import type { SearchResponse } from '#src/domain/search/searchTypes';
import { searchSettings } from '#src/lib/constants';
import { totalPages } from '#src/lib/paginationWindow';

export type { FilterObject, SortBy, SortOrder };

/** The bounds of a range filter; an absent bound is open (spec 5: empty means no bound). */
export interface RangeBounds {
  gte?: number;
  lte?: number;
}

/** Finite min and max of a field over the matching hits; absent when no hit has the field. */
export interface FieldStatRange {
  min: number;
  max: number;
}

/** Autocomplete state (spec 3); the autocomplete widget (issue #6, W3) drives it through `setAutocomplete`. */
export interface AutocompleteState {
  /** The keyword the autocomplete fetches for; null when the keyword was set with skipAutocomplete. */
  keyword: string | null;
  suggestions: Array<{ value: string }>;
  /** SEARCH source results keyed by the source's jsonKey. */
  searchResults: Record<string, SearchResponse>;
  /** The highlighted suggestion; null is "none" (arrow keys wrap through it). */
  activeSuggestionIndex: number | null;
  pendingRequests: number;
  visible: boolean;
  /** The next SEARCH source answer is appended (infinite scroll of the suggestion panel). */
  appendResults: boolean;
}

export interface SearchState {
  /** null or '' searches everything. */
  keyword: string | null;
  /** 1-based. With appendResults this is the last page loaded. */
  page: number;
  pageSize: number;
  sort: SortBy;
  /** Further sort keys after `sort` (ties of the first broken by these); absent or [] for none. */
  sortThen?: SortBy[];
  /** group -> option key -> filter; groups are ANDed, options inside a group ORed. */
  activeFilters: Record<string, Record<string, FilterObject>>;
  /** field ('custom_fields.price') -> bounds. */
  activeRangeFilters: Record<string, RangeBounds>;
  /** Facet fields requested with every search. */
  facets: string[];
  /** The last response; with appendResults its hits are every page loaded so far. */
  results: SearchResponse | null;
  /** From the last response; a field is missing when no hit has it ('Infinity' stats). */
  fieldStats: Record<string, FieldStatRange>;
  /** Option counts of the store's facet groups: group -> facet value -> results (facetCounts.ts). */
  facetCounts: Record<string, Record<string, number>>;
  loading: boolean;
  /** The client's error message of the last search, else null. */
  error: string | null;
  /** The search in flight (or last done) appends its hits (load more). */
  appendResults: boolean;
  autocomplete: AutocompleteState;
}

/** The special option key that means "no filter" (spec 3). */
export const NO_FILTER = 'nofilter';

export const defaultSort: SortBy = Object.freeze({
  field: searchSettings.defaultSortBy,
  order: searchSettings.defaultSortOrder,
}) as SortBy;

export const initialAutocompleteState: AutocompleteState = Object.freeze({
  keyword: null,
  suggestions: [],
  searchResults: {},
  activeSuggestionIndex: null,
  pendingRequests: 0,
  visible: false,
  appendResults: false,
}) as AutocompleteState;

/** A full state from a partial one (URL, server render). */
export function createSearchState(initial: Partial<SearchState> = {}): SearchState {
  return {
    keyword: null,
    page: 1,
    pageSize: searchSettings.defaultPageSize,
    sort: defaultSort,
    activeFilters: {},
    activeRangeFilters: {},
    facets: [],
    results: null,
    fieldStats: {},
    facetCounts: {},
    loading: false,
    error: null,
    appendResults: false,
    ...initial,
    autocomplete: { ...initialAutocompleteState, ...initial.autocomplete },
  };
}

/** Options of a filter choice (spec 3 widget filter config). */
export interface FilterChoiceOptions {
  /** CHECKBOX_GROUP: the option is added to (or kept beside) the group's others; else it is the only one. */
  multi?: boolean;
  /** Sort applied when the choice changes the filters. */
  setSorting?: SortBy;
  /** Every other filter (groups and ranges) is cleared. */
  clearOtherFilters?: boolean;
}

/** The part of the state a search is made from (what the URL holds). */
export type SearchQueryState = Pick<
  SearchState,
  'keyword' | 'page' | 'sort' | 'sortThen' | 'activeFilters' | 'activeRangeFilters'
>;

/** Whether an option is active in a group. */
export function isFilterActive(state: Pick<SearchState, 'activeFilters'>, group: string, key: string): boolean {
  const active = state.activeFilters[group];
  if (key === NO_FILTER) return !active || Object.keys(active).length === 0;
  return !!active && Object.hasOwn(active, key);
}

/**
 * A filter choice (spec 4): 'nofilter' clears the group; a single-select choice makes the option
 * the only active one; a multi-select choice adds it. When the filters change, setSorting applies
 * and the page goes back to 1; when nothing changes, the same state object is returned.
 */
export function withFilter<S extends SearchQueryState>(
  state: S,
  group: string,
  key: string,
  filter: FilterObject | null,
  options: FilterChoiceOptions = {},
): S {
  const current = state.activeFilters[group] ?? {};
  let next: Record<string, FilterObject> | null;
  if (key === NO_FILTER || filter === null) next = null;
  else if (options.multi) next = { ...current, [key]: filter };
  else next = { [key]: filter };
  const others = options.clearOtherFilters;
  const sameGroup = sameKeys(current, next ?? {});
  const othersEmpty =
    Object.keys(state.activeFilters).every((name) => name === group) &&
    Object.keys(state.activeRangeFilters).length === 0;
  if (sameGroup && (!others || othersEmpty)) return state;
  const activeFilters = others ? {} : { ...state.activeFilters };
  if (next) activeFilters[group] = next;
  else delete activeFilters[group];
  return {
    ...state,
    activeFilters,
    activeRangeFilters: others ? {} : state.activeRangeFilters,
    sort: options.setSorting ? { field: options.setSorting.field, order: options.setSorting.order } : state.sort,
    sortThen: options.setSorting ? undefined : state.sortThen,
    page: 1,
  };
}

/** One option of a multi-select group switched off (page back to 1); unchanged when it was not on. */
export function withoutFilter<S extends SearchQueryState>(state: S, group: string, key: string): S {
  const current = state.activeFilters[group];
  if (!current || !Object.hasOwn(current, key)) return state;
  const rest = { ...current };
  delete rest[key];
  const activeFilters = { ...state.activeFilters };
  if (Object.keys(rest).length === 0) delete activeFilters[group];
  else activeFilters[group] = rest;
  return { ...state, activeFilters, page: 1 };
}

/** A whole group cleared (page back to 1); unchanged when it had nothing. */
export function withoutGroup<S extends SearchQueryState>(state: S, group: string): S {
  if (!state.activeFilters[group]) return state;
  const activeFilters = { ...state.activeFilters };
  delete activeFilters[group];
  return { ...state, activeFilters, page: 1 };
}

/** Keeps only finite numbers: anything else is "no bound". */
export function cleanBounds(bounds: RangeBounds | null | undefined): RangeBounds {
  const out: RangeBounds = {};
  if (typeof bounds?.gte === 'number' && Number.isFinite(bounds.gte)) out.gte = bounds.gte;
  if (typeof bounds?.lte === 'number' && Number.isFinite(bounds.lte)) out.lte = bounds.lte;
  return out;
}

/** A range filter set (no bound at all clears it); page back to 1 when it changes. */
export function withRange<S extends SearchQueryState>(state: S, field: string, bounds: RangeBounds | null): S {
  const clean = cleanBounds(bounds);
  const current = state.activeRangeFilters[field];
  const empty = clean.gte === undefined && clean.lte === undefined;
  if (empty && !current) return state;
  if (current && current.gte === clean.gte && current.lte === clean.lte) return state;
  const activeRangeFilters = { ...state.activeRangeFilters };
  if (empty) delete activeRangeFilters[field];
  else activeRangeFilters[field] = clean;
  return { ...state, activeRangeFilters, page: 1 };
}

function checkSort({ field, order }: SortBy) {
  if (order !== 'asc' && order !== 'desc') throw new Error('sortOrder must be asc or desc');
  if (typeof field !== 'string' || field.trim() === '') throw new Error('Sort field must be non-empty text');
}

/** Whether two lists of sort keys are the same. */
export function sameSorts(a: readonly SortBy[], b: readonly SortBy[]): boolean {
  return (
    a.length === b.length && a.every((sort, index) => sort.field === b[index]!.field && sort.order === b[index]!.order)
  );
}

/**
 * A sort applied (page back to 1), with optional further keys (`then`: several-field sorting, a
 * gap of the original); unchanged when it is the current one.
 */
export function withSort<S extends SearchQueryState>(
  state: S,
  field: string,
  order: SortOrder,
  then: readonly SortBy[] = [],
): S {
  checkSort({ field, order });
  then.forEach(checkSort);
  if (sameSorts([state.sort, ...(state.sortThen ?? [])], [{ field, order }, ...then])) return state;
  return {
    ...state,
    sort: { field, order },
    sortThen: then.length > 0 ? then.map((sort) => ({ field: sort.field, order: sort.order })) : undefined,
    page: 1,
  };
}

/** A page (1 or bigger). */
export function withPage<S extends SearchQueryState>(state: S, page: number): S {
  if (!Number.isInteger(page) || page < 1) throw new Error('Page must be 1 or bigger');
  return state.page === page ? state : { ...state, page };
}

/** Every filter and range cleared (page back to 1), but the filter groups in `keep`. */
export function withoutFilters<S extends SearchQueryState>(state: S, keep: readonly string[] = []): S {
  const activeFilters = Object.fromEntries(
    Object.entries(state.activeFilters).filter(([group]) => keep.includes(group)),
  );
  if (
    Object.keys(activeFilters).length === Object.keys(state.activeFilters).length &&
    Object.keys(state.activeRangeFilters).length === 0
  )
    return state;
  return { ...state, activeFilters, activeRangeFilters: {}, page: 1 };
}

function sameKeys(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const x = Object.keys(a);
  const y = Object.keys(b);
  return x.length === y.length && x.every((key) => Object.hasOwn(b, key));
}

/** The number of pages of the current results (spec 4: total_hits / pageSize rounded up). */
export function pageCount(state: Pick<SearchState, 'results' | 'pageSize'>): number {
  return totalPages(state.results?.total_hits ?? 0, state.pageSize);
}
