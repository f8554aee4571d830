/**
 * The search store: one per search instance (issue #6 item 1). It holds the widget state
 * (searchState.ts), runs searches through the search client, keeps the URL and history in step
 * (search, search_page, search_sort, search_filters; the first write replaces, later ones push;
 * the back button restores the previous state AND its results, which the original could not), and
 * sends statistics and analytics exactly per spec 7, through createSearchStats (searchAnalytics.ts,
 * the one home of that logic, which the header search shares):
 * - a search event 2500 ms after a keyword search (a newer keyword search replaces a pending one);
 *   searches made by filters, ranges, sort, paging or load more send none ("only filters changed");
 * - a click event on trackClick with the position (page - 1) * pageSize + index + 1, or 0;
 * - with analytics.sendSearchEventOnClick, a click also sends the search event (at once, in place
 *   of a pending one).
 * Each event goes to the client's sendStatsEvent (/v1/stats, and the client's onAnalytics, which
 * the site and the embed point at the data layer) and to analytics.onEvent.
 *
 * Safe on the server (the original crashed with "window is undefined"): nothing touches window at
 * import or creation. The browser side starts with `connect()` (SearchStoreProvider calls it in an
 * effect): it reads the URL, listens to popstate and runs the first search unless the server
 * already rendered its results.
 *
 * Changing filters, ranges or sort resets the page to 1 and searches again; every action returns
 * a promise that settles when its search is done (tests and stories await it). Only the newest
 * search's answer is applied.
 */
import { createSearchStats } from '#src/adapters/search/searchAnalytics';
import { isSearchError, type AnalyticsEvent, type SearchClient } from '#src/adapters/search/searchClient';
import { searchSettings } from '#src/lib/constants';
import type { SearchResponse } from '#src/domain/search/searchTypes';
import { searchWithFacetCounts, type FacetGroups } from './facetCounts';
import { finiteFieldStats, settingsFor, type SearchRequestConfig } from './searchRequest';
import {
  createSearchState,
  pageCount,
  withFilter,
  withoutFilter,
  withoutFilters,
  withoutGroup,
  withPage,
  withRange,
  withSort,
  type AutocompleteState,
  type FieldStatRange,
  type FilterChoiceOptions,
  type FilterObject,
  type RangeBounds,
  type SearchQueryState,
  type SearchState,
  type SortBy,
  type SortOrder,
} from './searchState';
import {
  defaultUrlParams,
  sameQueryState,
  widgetUrlFormat,
  type DefaultFilters,
  type SearchUrlFormat,
  type SearchUrlParams,
} from './searchUrl';

export type {
  AutocompleteState,
  FieldStatRange,
  FilterChoiceOptions,
  FilterObject,
  RangeBounds,
  SearchQueryState,
  SearchState,
  SortBy,
  SortOrder,
};

/** The client calls the store uses: search always; the others when present. */
export type SearchStoreClient = Pick<SearchClient, 'search'> &
  Partial<Pick<SearchClient, 'sendStatsEvent' | 'suggestions' | 'autocomplete' | 'searchSegmented'>>;

export interface UrlSyncOptions {
  /** Query parameter names; default search, search_page, search_sort, search_filters. */
  params?: Partial<SearchUrlParams>;

  /** connect() takes the state from the URL when it differs (default true). */
  readOnConnect?: boolean;
}

export interface SearchStoreAnalytics {
  /** Called with every search and click event (besides the client's stats and onAnalytics). */
  onEvent?(event: AnalyticsEvent): void;
  /** A click also sends the search event (spec 7 "when a flag says so"). */
  sendSearchEventOnClick?: boolean;
  /** Delay of the search event; spec 9's 2500 ms by default. */
  delayMs?: number;
}

export interface SearchStoreOptions extends SearchRequestConfig {
  client: SearchStoreClient;
  /** Results per page: 10 by default, 1 to 300 (spec 9). */
  pageSize?: number;
  /** Facet fields requested with every search ('custom_fields.make'). */
  facets?: string[];
  /**
   * Filter groups whose options show result counts: group -> the facet field their option
   * filters set ({ make: 'custom_fields.make_slug' }). See facetCounts.ts.
   */
  facetGroups?: FacetGroups;
  /** From the URL or the server render; with `results` the first search is skipped. */
  initialState?: Partial<SearchState>;
  urlSync?: boolean | UrlSyncOptions;
  analytics?: SearchStoreAnalytics;
  /**
   * Where the widgets' no-JavaScript links and forms go: the page's path and its other query
   * parameters (kept in every link). Default: '' and '' (links are '?query', relative to the page).
   */
  linkBase?: { pathname?: string; search?: string };
  /**
   * The page's own URL format (e.g. the plain `?condition=used&price_to=20000` of /used-cars):
   * history entries and every widget link and form use it instead of the widgets' parameters
   * (search, search_page, search_sort, search_filters, named by urlSync.params).
   */
  urlFormat?: SearchUrlFormat;
  /**
   * Filters a page starts with (options configured `active`; see defaultActiveFilters): used when
   * initialState has no activeFilters, and for every group the URL does not name.
   */
  defaultFilters?: DefaultFilters;
}

export interface SearchStore {
  getState(): SearchState;
  /** The state the store was created with (the server snapshot for hydration). */
  getInitialState(): SearchState;
  subscribe(listener: () => void): () => void;
  /** A keyword search: page 1, no append; sends the search event 2500 ms later. */
  search(): Promise<void>;
  /** Searches the current state as it is (first load, retry); no search event. */
  load(): Promise<void>;
  /** Sets the keyword without searching; skipAutocomplete leaves the autocomplete keyword null. */
  setKeyword(keyword: string | null, options?: { skipAutocomplete?: boolean }): void;
  /** A filter choice (spec 4); 'nofilter' or a null filter clears the group. */
  setFilter(group: string, key: string, filter: FilterObject | null, options?: FilterChoiceOptions): Promise<void>;
  /** One option of a multi-select group switched off. */
  removeFilter(group: string, key: string): Promise<void>;
  clearFilter(group: string): Promise<void>;
  /** Non-finite bounds are no bound; no bound at all clears the range. */
  setRange(field: string, bounds: RangeBounds): Promise<void>;
  clearRange(field: string): Promise<void>;
  /** A sort; `then` adds further keys (several-field sorting; additive). */
  setSort(field: string, order: SortOrder, then?: readonly SortBy[]): Promise<void>;
  setPage(page: number): Promise<void>;
  /** The next page, appended; nothing while loading or on the last page. */
  loadMore(): Promise<void>;
  /** Every filter and range cleared, but the filter groups in `keep` (e.g. the tabs'). */
  clearAll(keep?: readonly string[]): Promise<void>;
  /** Click statistics for a hit of the current results (index is informational). */
  trackClick(documentId: string, index?: number): void;
  /** The autocomplete widget's state changes (merged). */
  setAutocomplete(patch: Partial<AutocompleteState>): void;
  /** Pages of the current results. */
  pageCount(): number;
  /** Browser only: URL sync, popstate and the first search. Returns the disconnect. */
  connect(): () => void;
  /** How the state sits in a URL: history entries, widget links and forms. */
  readonly urlFormat: SearchUrlFormat;
  /** What settingsFor needs besides the state (for a server render of the same search). */
  readonly requestConfig: SearchRequestConfig;
  /** Where widget links go (see SearchStoreOptions.linkBase). */
  readonly linkBase: { pathname: string; search: string };
  /** The groups whose options show counts (see SearchStoreOptions.facetGroups); {} for none. */
  readonly facetGroups: FacetGroups;
}

/** history.state key of the store's entries. */
export const HISTORY_STATE_KEY = 'kerbsideSearch';

type SearchKind = 'keyword' | 'filters' | 'page' | 'append' | 'restore';

interface CachedEntry {
  state: Pick<SearchState, keyof SearchQueryState | 'results' | 'fieldStats' | 'facetCounts' | 'appendResults'>;
  firstPage: number;
}

/** History entries whose results are kept for the back button. */
const maxCachedEntries = 50;

function validPageSize(size: number): number {
  if (!Number.isInteger(size) || size < 1 || size > searchSettings.maxPageSize) {
    throw new Error(`PageSize must be between 1 and ${searchSettings.maxPageSize}`);
  }
  return size;
}

export function createSearchStore(options: SearchStoreOptions): SearchStore {
  const { client } = options;
  const requestConfig: SearchRequestConfig = {
    baseFilter: options.baseFilter ?? null,
    statsFields: options.statsFields ?? [],
    settings: options.settings ?? {},
  };
  const urlSync = options.urlSync ? (options.urlSync === true ? {} : options.urlSync) : null;
  const urlParams: SearchUrlParams = { ...defaultUrlParams, ...urlSync?.params };
  const analyticsDelay = options.analytics?.delayMs ?? searchSettings.analyticsDelayMs;
  const defaultFilters: DefaultFilters = options.defaultFilters ?? {};
  const facetGroups: FacetGroups = options.facetGroups ?? {};
  const urlFormat: SearchUrlFormat = options.urlFormat ?? widgetUrlFormat(urlParams, defaultFilters);

  const initial = createSearchState({
    pageSize: validPageSize(options.pageSize ?? options.initialState?.pageSize ?? searchSettings.defaultPageSize),
    facets: options.facets ?? [],
    activeFilters: structuredClone(defaultFilters) as SearchState['activeFilters'],
    ...options.initialState,
  });
  if (initial.results && Object.keys(initial.fieldStats).length === 0) {
    initial.fieldStats = finiteFieldStats(initial.results.fieldStats);
  }
  let state = initial;
  const listeners = new Set<() => void>();
  let sequence = 0;
  /** The page the first hit of `results` belongs to (load more appends later pages). */
  let firstPage = state.page;
  /** The keyword `results` were searched with (the box may hold a newer, unsearched one). */
  let resultsKeyword = state.keyword;

  let connected = false;
  let connectedPath = '';
  let urlWrites = 0;
  let entryCounter = 0;
  let currentEntry = 0;
  const cache = new Map<number, CachedEntry>();

  const stats = createSearchStats({
    client,
    delayMs: analyticsDelay,
    ...(options.analytics?.onEvent ? { onEvent: options.analytics.onEvent } : {}),
    sendSearchEventOnClick: options.analytics?.sendSearchEventOnClick ?? false,
  });

  function set(next: SearchState) {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function patch(partial: Partial<SearchState>) {
    set({ ...state, ...partial });
  }

  // ---- analytics (createSearchStats) ----

  function trackClick(documentId: string) {
    stats.click({
      keyword: resultsKeyword,
      documentId,
      page: firstPage,
      pageSize: state.pageSize,
      results: state.results,
    });
  }

  // ---- URL and history ----

  const browser = () => (connected && urlSync && typeof window !== 'undefined' ? window : null);

  function remember(entry: number, firstOfResults: number) {
    if (entry === 0 || !state.results) return;
    cache.delete(entry);
    cache.set(entry, {
      state: {
        keyword: state.keyword,
        page: state.page,
        sort: state.sort,
        sortThen: state.sortThen,
        activeFilters: state.activeFilters,
        activeRangeFilters: state.activeRangeFilters,
        results: state.results,
        fieldStats: state.fieldStats,
        facetCounts: state.facetCounts,
        appendResults: state.appendResults,
      },
      firstPage: firstOfResults,
    });
    while (cache.size > maxCachedEntries) cache.delete(cache.keys().next().value!);
  }

  /** Writes the state to the URL: the first write (and `replace`) replaces the entry, later ones push. */
  function writeUrl(replace = false) {
    const w = browser();
    if (!w) return;
    const query = urlFormat.write(state, w.location.search).toString();
    const url = `${w.location.pathname}${query ? `?${query}` : ''}${w.location.hash}`;
    const same = url === `${w.location.pathname}${w.location.search}${w.location.hash}`;
    currentEntry = ++entryCounter;
    const data = { [HISTORY_STATE_KEY]: { id: currentEntry } };
    if (replace || urlWrites === 0 || same) w.history.replaceState(data, '', url);
    else w.history.pushState(data, '', url);
    urlWrites += 1;
  }

  function onPopState(event: PopStateEvent) {
    const w = browser();
    if (!w || w.location.pathname !== connectedPath) return;
    const entry = (event.state as Record<string, { id?: unknown } | undefined> | null)?.[HISTORY_STATE_KEY]?.id;
    const cached = typeof entry === 'number' ? cache.get(entry) : undefined;
    if (cached && typeof entry === 'number') {
      sequence += 1;
      currentEntry = entry;
      firstPage = cached.firstPage;
      resultsKeyword = cached.state.keyword;
      patch({ ...cached.state, loading: false, error: null });
      return;
    }
    const fromUrl = urlFormat.read(w.location.search);
    currentEntry = ++entryCounter;
    w.history.replaceState({ ...(event.state as object | null), [HISTORY_STATE_KEY]: { id: currentEntry } }, '');
    void run({ ...state, ...fromUrl }, 'restore');
  }

  // ---- searching ----

  /** Searches `next`; `write` puts it in the URL first (not for load more, restores or the first load). */
  async function run(
    next: SearchState,
    kind: SearchKind,
    write = kind !== 'restore' && kind !== 'append',
  ): Promise<void> {
    const id = ++sequence;
    const append = kind === 'append';
    set({ ...next, loading: true, error: null, appendResults: append });
    if (write) writeUrl();
    const entry = currentEntry;
    const searched = state;
    let result;
    let facetCounts = state.facetCounts;
    try {
      // Load more keeps the counts: the filters did not change.
      if (append) result = await client.search(settingsFor(searched, requestConfig));
      else ({ result, facetCounts } = await searchWithFacetCounts(client, searched, requestConfig, facetGroups));
    } catch (error) {
      // Settings validation (e.g. a page size out of range) or a client that rejects.
      if (id === sequence) patch({ loading: false, error: error instanceof Error ? error.message : String(error) });
      return;
    }
    if (id !== sequence) return;
    if (isSearchError(result)) {
      patch({ loading: false, error: result.error.message });
      return;
    }
    const previous = state.results;
    const results: SearchResponse =
      append && previous ? { ...result, hits: [...previous.hits, ...result.hits] } : result;
    if (!append) firstPage = searched.page;
    resultsKeyword = searched.keyword;
    patch({ loading: false, results, fieldStats: finiteFieldStats(result.fieldStats), facetCounts });
    remember(entry, firstPage);
    if (kind === 'keyword') stats.searched(searched.keyword, result);
  }

  /** Runs a search when a transition changed the state; resolves at once otherwise. */
  const searchIfChanged = (next: SearchState, kind: SearchKind) =>
    next === state ? Promise.resolve() : run(next, kind);

  const store: SearchStore = {
    getState: () => state,
    getInitialState: () => initial,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    search: () => run({ ...state, page: 1 }, 'keyword'),
    load: () => run(state, 'restore'),
    setKeyword(keyword, { skipAutocomplete = false } = {}) {
      const value = keyword === null || keyword === '' ? null : keyword;
      set({
        ...state,
        keyword: value,
        autocomplete: { ...state.autocomplete, keyword: skipAutocomplete ? null : value },
      });
    },
    setFilter: (group, key, filter, choice = {}) =>
      searchIfChanged(withFilter(state, group, key, filter, choice), 'filters'),
    removeFilter: (group, key) => searchIfChanged(withoutFilter(state, group, key), 'filters'),
    clearFilter: (group) => searchIfChanged(withoutGroup(state, group), 'filters'),
    setRange: (field, bounds) => searchIfChanged(withRange(state, field, bounds), 'filters'),
    clearRange: (field) => searchIfChanged(withRange(state, field, null), 'filters'),
    setSort: (field, order, then) => searchIfChanged(withSort(state, field, order, then), 'filters'),
    setPage: (page) => searchIfChanged(withPage(state, page), 'page'),
    loadMore() {
      if (state.loading || state.page >= pageCount(state)) return Promise.resolve();
      return run({ ...state, page: state.page + 1 }, 'append');
    },
    clearAll: (keep) => searchIfChanged(withoutFilters(state, keep), 'filters'),
    trackClick: (documentId) => trackClick(documentId),
    setAutocomplete(change) {
      set({ ...state, autocomplete: { ...state.autocomplete, ...change } });
    },
    pageCount: () => pageCount(state),
    connect() {
      if (typeof window === 'undefined') return () => {};
      connected = true;
      connectedPath = window.location.pathname;
      let changed = false;
      if (urlSync) {
        const fromUrl = urlFormat.read(window.location.search);
        if (urlSync.readOnConnect !== false && !sameQueryState(state, fromUrl, urlFormat)) {
          set({ ...state, ...fromUrl });
          changed = true;
        }
        window.addEventListener('popstate', onPopState);
      }
      // The first write replaces the entry the page was loaded with, so Back comes back to it.
      writeUrl(true);
      if (changed || (!state.results && !state.loading)) {
        void run(state, 'keyword', false);
      } else if (state.results) {
        remember(currentEntry, firstPage);
        stats.searched(state.keyword, state.results);
      }
      return () => {
        connected = false;
        window.removeEventListener('popstate', onPopState);
      };
    },
    urlFormat,
    requestConfig,
    linkBase: { pathname: options.linkBase?.pathname ?? '', search: options.linkBase?.search ?? '' },
    facetGroups,
  };
  return store;
}
