/**
 * The autocomplete's behaviour without React or the DOM (spec 3, 4 "Autocomplete"; issue #6), so
 * the React widget (Autocomplete.tsx) and the embed (src/widgets/embed) share it:
 * - when the store's autocomplete keyword changes it fetches every source: `SUGGESTIONS` (the
 *   client's suggest) and `SEARCH` (a search whose response lands in `searchResults[jsonKey]`);
 *   `setKeyword(k, { skipAutocomplete: true })` leaves that keyword null, which fetches nothing
 *   and hides the panel;
 * - `pendingRequests` counts the current keyword's requests in flight; the panel renders only when
 *   it is 0 and `visible` is set (hidden = an empty render); a late answer for an older keyword is
 *   dropped;
 * - arrow keys move the active option and wrap through none; hovering sets it;
 * - choosing a suggestion sets the keyword (without re-opening the autocomplete) and either
 *   navigates to the results page URL or runs the search;
 * - reaching the bottom of the panel loads the next page of the SEARCH sources (appendResults).
 */
import type { SearchClient, SearchResult } from '#src/adapters/search/searchClient';
import { isSearchError } from '#src/adapters/search/searchClient';
import { SearchSettings, type SearchSettingsState } from '#src/adapters/search/searchSettings';
import { isScrolledToBottom, NO_ACTIVE_OPTION, nextActiveIndex } from '#src/lib/combobox/combobox';
import { searchSettings } from '#src/lib/constants';
import { widgetCategoryLabel, type CategoryAliases } from '#src/lib/widgetCategories';
import type { SearchHit, SearchResponse } from '#src/domain/search/searchTypes';
import type { AutocompleteState } from '../store/searchState';

/** A source of suggestions (the client's suggest endpoint). */
export interface SuggestionsSource {
  type: 'SUGGESTIONS';
  /** How many suggestions; default 10. */
  size?: number;
  /** Suggestions from documents in this language only. */
  language?: string;
}

/** A source of grouped search results (a search with its own settings). */
export interface SearchSource {
  type: 'SEARCH';
  /** Where the response goes in `searchResults`; also the group's key. */
  jsonKey: string;
  /** The group's heading; default the jsonKey. */
  label?: string;
  /** Hits per page; default 5. */
  pageSize?: number;
  /** Anything else of the search (filter, categories, sort ...). */
  settings?: Partial<SearchSettingsState>;
}

export type AutocompleteSource = SuggestionsSource | SearchSource;

/** What the controller needs of the search store (W1's SearchStore satisfies it). */
export interface AutocompleteStore {
  getState(): { keyword: string | null; autocomplete: AutocompleteState };
  subscribe(listener: () => void): () => void;
  setKeyword(keyword: string | null, options?: { skipAutocomplete?: boolean }): void;
  setAutocomplete(patch: Partial<AutocompleteState>): void;
  /** A keyword search (page 1). */
  search(): Promise<void>;
}

/** The client calls the autocomplete makes. */
export type AutocompleteClient = Pick<SearchClient, 'search' | 'suggestions'>;

/** Picks the category a result shows (spec 9's rule by default). */
export type CategorySelectionFunction = (hit: SearchHit, aliases: CategoryAliases | undefined) => string;

export interface AutocompleteOptions {
  store: AutocompleteStore;
  client: AutocompleteClient;
  sources: readonly AutocompleteSource[];
  /** Called with the state each time the panel becomes visible. */
  onShow?: (state: AutocompleteState) => void;
  /** Choosing a suggestion goes to this page with `?search=`; without it the store searches in place. */
  resultsPageUrl?: string;
  /** Opens a URL; default `window.location.assign` (looked up when called). */
  navigate?: (url: string) => void;
}

/** One thing the arrow keys move through: a suggestion, then the hits of each SEARCH group. */
export type AutocompleteOption =
  | { kind: 'suggestion'; value: string; index: number }
  | { kind: 'hit'; hit: SearchHit; jsonKey: string; index: number };

/** A result option (one hit of a SEARCH group). */
export type AutocompleteHitOption = Extract<AutocompleteOption, { kind: 'hit' }>;

export interface AutocompleteController {
  /** Starts following the store's keyword; returns the stop. */
  connect(): () => void;
  /** Fetches every source for a keyword now (connect() calls it on keyword changes). */
  fetch(keyword: string | null): Promise<void>;
  /** Next page of every SEARCH source that has one, appended. */
  loadMoreResults(): Promise<void>;
  /** Arrow key: 1 down, -1 up; wraps through none. */
  move(direction: 1 | -1): void;
  setActiveIndex(index: number | null): void;
  /** The options in keyboard order. */
  options(): AutocompleteOption[];
  /** The option at the active index, if any. */
  activeOption(): AutocompleteOption | undefined;
  /** A suggestion (or typed text) chosen: keyword set, panel hidden, then navigate (with `navigate`, else the configured one) or search. */
  select(value: string, navigate?: (url: string) => void): Promise<void>;
  /** Hides the panel (Escape, blur with hideAutomatically). */
  hide(): void;
}

export const defaultSearchSourcePageSize = 5;

/** The results page URL for a keyword. */
export function resultsUrlFor(resultsPageUrl: string, keyword: string): string {
  const [path, query = ''] = resultsPageUrl.split('?');
  const params = new URLSearchParams(query);
  params.set('search', keyword);
  return `${path}?${params.toString()}`;
}

/** The options of a state, in keyboard order. */
export function autocompleteOptions(
  state: AutocompleteState,
  sources: readonly AutocompleteSource[],
): AutocompleteOption[] {
  const options: AutocompleteOption[] = state.suggestions.map((suggestion, index) => ({
    kind: 'suggestion' as const,
    value: suggestion.value,
    index,
  }));
  for (const source of sources) {
    if (source.type !== 'SEARCH') continue;
    for (const hit of state.searchResults[source.jsonKey]?.hits ?? []) {
      options.push({ kind: 'hit', hit, jsonKey: source.jsonKey, index: options.length });
    }
  }
  return options;
}

/** Whether the panel shows: visible and nothing pending (spec 4). */
export function isAutocompleteShown(state: AutocompleteState): boolean {
  return state.visible && state.pendingRequests === 0;
}

/** The default category rule of a hit (spec 9). */
export const defaultCategorySelection: CategorySelectionFunction = (hit, aliases) =>
  widgetCategoryLabel(hit.categories, aliases);

/** Bottom reached (spec 9): the combobox core's rule, kept under its name here for the widgets. */
export { isScrolledToBottom };

const hasContent = (state: AutocompleteState) =>
  state.suggestions.length > 0 || Object.values(state.searchResults).some((response) => response.hits.length > 0);

export function createAutocompleteController(config: AutocompleteOptions): AutocompleteController {
  const { store, client, sources } = config;
  const searchSources = sources.filter((source): source is SearchSource => source.type === 'SEARCH');
  let generation = 0;
  let fetchedKeyword: string | null = null;
  /** The last page loaded per SEARCH source of the current keyword. */
  const pages = new Map<string, number>();
  let loadingMore = false;

  const auto = () => store.getState().autocomplete;

  function settle(patch: Partial<AutocompleteState>) {
    const before = auto();
    const next = { ...before, ...patch };
    const becameVisible = !isAutocompleteShown(before) && isAutocompleteShown(next);
    store.setAutocomplete(patch);
    if (becameVisible) config.onShow?.(auto());
  }

  function searchFor(source: SearchSource, keyword: string, page: number): Promise<SearchResult> {
    return client.search(
      new SearchSettings({
        ...source.settings,
        keyword,
        page,
        pageSize: source.pageSize ?? defaultSearchSourcePageSize,
      }),
    );
  }

  async function fetch(keyword: string | null): Promise<void> {
    const current = ++generation;
    fetchedKeyword = keyword;
    pages.clear();
    const term = keyword?.trim() ?? '';
    if (keyword === null || term === '') {
      settle({ suggestions: [], searchResults: {}, activeSuggestionIndex: null, pendingRequests: 0, visible: false });
      return;
    }
    settle({ pendingRequests: sources.length, activeSuggestionIndex: null, appendResults: false });
    const requests = sources.map(async (source) => {
      if (source.type === 'SUGGESTIONS') {
        const answer = await client.suggestions(term, {
          size: source.size ?? searchSettings.defaultPageSize,
          ...(source.language ? { language: source.language } : {}),
        });
        if (current !== generation) return;
        settle({
          suggestions: isSearchError(answer) ? [] : answer.suggestions,
          pendingRequests: Math.max(0, auto().pendingRequests - 1),
        });
      } else {
        const answer = await searchFor(source, term, 1);
        if (current !== generation) return;
        const searchResults = { ...auto().searchResults };
        if (isSearchError(answer)) delete searchResults[source.jsonKey];
        else searchResults[source.jsonKey] = answer;
        pages.set(source.jsonKey, 1);
        settle({ searchResults, pendingRequests: Math.max(0, auto().pendingRequests - 1) });
      }
    });
    await Promise.all(requests);
    if (current !== generation) return;
    settle({ visible: hasContent(auto()) });
  }

  async function loadMoreResults(): Promise<void> {
    const keyword = fetchedKeyword?.trim();
    if (!keyword || loadingMore || auto().pendingRequests > 0) return;
    const more = searchSources.filter((source) => {
      const response = auto().searchResults[source.jsonKey];
      const page = pages.get(source.jsonKey) ?? 1;
      return response && page * (source.pageSize ?? defaultSearchSourcePageSize) < response.total_hits;
    });
    if (more.length === 0) return;
    const current = generation;
    loadingMore = true;
    settle({ appendResults: true });
    try {
      await Promise.all(
        more.map(async (source) => {
          const page = (pages.get(source.jsonKey) ?? 1) + 1;
          const answer = await searchFor(source, keyword, page);
          if (current !== generation || isSearchError(answer)) return;
          const previous: SearchResponse | undefined = auto().searchResults[source.jsonKey];
          pages.set(source.jsonKey, page);
          settle({
            searchResults: {
              ...auto().searchResults,
              [source.jsonKey]: { ...answer, hits: [...(previous?.hits ?? []), ...answer.hits] },
            },
          });
        }),
      );
    } finally {
      loadingMore = false;
      if (current === generation) settle({ appendResults: false });
    }
  }

  const options = () => autocompleteOptions(auto(), sources);

  function setActiveIndex(index: number | null) {
    const count = options().length;
    const valid = index !== null && Number.isInteger(index) && index >= 0 && index < count ? index : null;
    if (auto().activeSuggestionIndex !== valid) settle({ activeSuggestionIndex: valid });
  }

  return {
    connect() {
      let last = auto().keyword;
      if (last !== null && last !== fetchedKeyword) void fetch(last);
      return store.subscribe(() => {
        const keyword = auto().keyword;
        if (keyword === last) return;
        last = keyword;
        void fetch(keyword);
      });
    },
    fetch,
    loadMoreResults,
    move(direction) {
      const list = options();
      const current = auto().activeSuggestionIndex ?? NO_ACTIVE_OPTION;
      const next = nextActiveIndex(current, list.length, direction === 1 ? 'down' : 'up');
      setActiveIndex(next === NO_ACTIVE_OPTION ? null : next);
    },
    setActiveIndex,
    options,
    activeOption() {
      const index = auto().activeSuggestionIndex;
      return index === null ? undefined : options()[index];
    },
    async select(value, navigate) {
      const keyword = value.trim();
      generation += 1;
      fetchedKeyword = null;
      store.setKeyword(keyword, { skipAutocomplete: true });
      settle({ activeSuggestionIndex: null, visible: false, pendingRequests: 0 });
      if (config.resultsPageUrl) {
        const go = navigate ?? config.navigate ?? ((url: string) => window.location.assign(url));
        go(resultsUrlFor(config.resultsPageUrl, keyword));
        return;
      }
      await store.search();
    },
    hide() {
      if (auto().visible || auto().activeSuggestionIndex !== null)
        settle({ visible: false, activeSuggestionIndex: null });
    },
  };
}
