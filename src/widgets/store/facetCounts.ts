/**
 * Option counts of multi-select filter groups ('Ford (12)'), counted the way shoppers expect:
 * a group's counts come from the search WITHOUT that group's own choices ("disjunctive" facets),
 * so ticking Ford leaves every other make's count as it was instead of dropping them to 0, while
 * the other groups' choices and ranges still narrow them. A group with nothing chosen reads the
 * main search's facets; each group with choices costs one small extra search, run alongside the
 * main one. Server-safe and shared: the store runs it in the browser, a page on the server (so the
 * first page's counts are in the HTML).
 */
import { isSearchError, type SearchClient, type SearchResult } from '#src/adapters/search/searchClient';
import type { SearchResponse } from '#src/domain/search/searchTypes';
import { settingsFor, type SearchRequestConfig } from './searchRequest';
import type { SearchState } from './searchState';

/** Filter groups whose options show counts: group -> the facet field their option filters set. */
export type FacetGroups = Readonly<Record<string, string>>;

/** group -> facet value (as text) -> matching results. */
export type FacetCounts = Record<string, Record<string, number>>;

/** Facet values read per field: enough for every make on offer. */
export const facetCountLimit = 200;

type CountedState = Pick<
  SearchState,
  'keyword' | 'page' | 'pageSize' | 'sort' | 'sortThen' | 'activeFilters' | 'activeRangeFilters' | 'facets'
>;

/** The state's facets plus every facet group's field. */
const withFacetFields = <S extends CountedState>(state: S, groups: FacetGroups): S => ({
  ...state,
  facets: [...new Set([...state.facets, ...Object.values(groups)])],
});

/** A response's counts of one field, by value as text. */
function countsOf(response: SearchResponse, field: string): Record<string, number> {
  return Object.fromEntries((response.facets[field] ?? []).map((facet) => [String(facet.value), facet.count]));
}

/** The settings of the main search of a state, with the facet groups' fields requested. */
export function mainSettings(state: CountedState, config: SearchRequestConfig, groups: FacetGroups) {
  const settings = settingsFor(withFacetFields(state, groups), config);
  return Object.keys(groups).length > 0 ? settings.setNumberOfFacets(facetCountLimit) : settings;
}

/** The settings of the count search of a group with choices: the state without them, one hit. */
export function groupCountSettings(state: CountedState, config: SearchRequestConfig, group: string, field: string) {
  const activeFilters = Object.fromEntries(Object.entries(state.activeFilters).filter(([name]) => name !== group));
  return settingsFor(
    { ...state, activeFilters, page: 1, pageSize: 1, facets: [field] },
    { ...config, statsFields: [] },
  ).setNumberOfFacets(facetCountLimit);
}

/** A client the counts can run on; `searchSegmented`, when it has one, keeps each count search apart. */
export type FacetCountClient = Pick<SearchClient, 'search'> & Partial<Pick<SearchClient, 'searchSegmented'>>;

/**
 * The throttle key of a group's count search. The browser client collapses calls of one kind
 * inside its throttle window and answers every collapsed call with the last one's result, so a
 * count search sent as a plain `search` right after the main one would hand the main search its
 * own one-hit answer (seen as a single car after ticking a make). As a segmented source of its
 * own, each count search is throttled apart from the main search.
 */
export const facetCountSource = (group: string) => `facet-count:${group}`;

function countSearch(client: FacetCountClient, group: string, settings: ReturnType<typeof groupCountSettings>) {
  return client.searchSegmented ? client.searchSegmented(facetCountSource(group), settings) : client.search(settings);
}

/**
 * Runs the main search and the groups' count searches together. A failed count search leaves its
 * group without counts (the options simply show none); a failed main search is the result.
 */
export async function searchWithFacetCounts(
  client: FacetCountClient,
  state: CountedState,
  config: SearchRequestConfig,
  groups: FacetGroups = {},
): Promise<{ result: SearchResult; facetCounts: FacetCounts }> {
  const chosen = Object.entries(groups).filter(([group]) => Object.keys(state.activeFilters[group] ?? {}).length > 0);
  const [result, ...counted] = await Promise.all([
    client.search(mainSettings(state, config, groups)),
    ...chosen.map(([group, field]) =>
      countSearch(client, group, groupCountSettings(state, config, group, field)).catch(
        (): SearchResult | null => null,
      ),
    ),
  ]);
  const facetCounts: FacetCounts = {};
  if (isSearchError(result)) return { result, facetCounts };
  for (const [group, field] of Object.entries(groups)) {
    const index = chosen.findIndex(([name]) => name === group);
    const source = index === -1 ? result : counted[index];
    if (source && !isSearchError(source)) facetCounts[group] = countsOf(source, field);
  }
  return { result, facetCounts };
}
