/**
 * The /search page's search as data (issue #6 item 6): the widgets' URL parameters (`search`,
 * `page` as the page has always used them, plus `search_sort` and `search_filters`), the section
 * and make filter groups, the sorts, and the request every /search search sends: fuzzy 'auto' and
 * the exclusion of used-car adverts (ADR 0011). The server reads a request's query with
 * `readSiteSearchState` (unknown groups, keys and sorts dropped; filter objects rebuilt from their
 * keys) and renders the first page; the widgets' store then uses the same names in the browser.
 */
import type { FacetValue } from '#src/adapters/search';
import type { SearchRequestConfig } from '#src/widgets/store/searchRequest';
import { defaultSort, type FilterObject, type SearchQueryState, type SortBy } from '#src/widgets/store/searchState';
import { defaultUrlParams, stateFromQuery, type SearchUrlParams } from '#src/widgets/store/searchUrl';
import { excludeUsedCarsFilter, usedCarCategory } from '#src/domain/search/usedCars';
import { maxSearchPage, searchPageParams } from './searchPageHref';

/** The query parameters of /search: `search` and `page` as before, the widgets' own for the rest. */
export const siteSearchUrlParams: SearchUrlParams = {
  ...defaultUrlParams,
  keyword: searchPageParams.keyword,
  page: searchPageParams.page,
};

/** Filter groups of /search. */
export const siteSearchGroups = { section: 'section', make: 'make' } as const;

/** Facets asked for the filter choices. */
export const siteSearchFacets = { section: 'category', make: 'custom_fields.make' } as const;

/** What every /search search sends besides the widget state. */
export const siteSearchRequestConfig: SearchRequestConfig = {
  baseFilter: excludeUsedCarsFilter,
  settings: { fuzzy: 'auto' },
};

/** The sorts of /search: relevance (the default, spec 9) and newest first. */
export const siteSearchSorts: Readonly<Record<string, { label: string; sortBy: string; order: 'asc' | 'desc' }>> = {
  relevance: { label: 'Most relevant', sortBy: defaultSort.field, order: defaultSort.order },
  newest: { label: 'Newest first', sortBy: 'date', order: 'desc' },
};

/** Readable names of the site's sections (depth-1 category tokens). */
const sectionLabels: Readonly<Record<string, string>> = {
  'new-car-reviews': 'New car reviews',
  'used-car-reviews': 'Used car reviews',
  'coming-soon': 'Coming soon',
  news: 'News',
  advice: 'Advice',
  best: 'Best cars',
  features: 'Features',
  makes: 'Makes',
  models: 'Models',
  categories: 'Types of car',
  'new-car-deals': 'New car deals',
  'tools-and-services': 'Tools and services',
};

/** A section token's slug ('1xnews' -> 'news'); null for tokens of other depths. */
function sectionSlug(token: string): string | null {
  const match = /^1x([a-z0-9-]{1,60})$/.exec(token);
  return match && `1x${match[1]}` !== usedCarCategory ? match[1]! : null;
}

/** The section filter of a slug. */
export const sectionFilter = (slug: string): FilterObject => ({ category: `1x${slug}` });

/** The make filter of a make name. */
export const makeFilter = (make: string): FilterObject => ({ [siteSearchFacets.make]: make });

/** A filter option of the widgets ('nofilter' first). */
export interface SiteSearchOption {
  label: string;
  filter?: FilterObject;
}

/** The section choices from the category facet: 'Everything', then the sections most found first. */
export function sectionOptions(facet: readonly FacetValue[] | undefined): Record<string, SiteSearchOption> {
  const options: Record<string, SiteSearchOption> = { nofilter: { label: 'Everything' } };
  for (const { value } of facet ?? []) {
    const slug = sectionSlug(String(value));
    if (!slug) continue;
    const label = sectionLabels[slug] ?? slug.charAt(0).toUpperCase() + slug.slice(1).replaceAll('-', ' ');
    options[slug] = { label, filter: sectionFilter(slug) };
  }
  return options;
}

/** The make choices from the make facet, alphabetically. */
export function makeOptions(facet: readonly FacetValue[] | undefined): Record<string, SiteSearchOption> {
  const names = [...new Set((facet ?? []).map(({ value }) => String(value)).filter((name) => name.length <= 60))];
  names.sort((a, b) => a.localeCompare(b, 'en-GB'));
  return Object.fromEntries(names.map((name) => [name, { label: name, filter: makeFilter(name) }]));
}

/** Next's searchParams values. */
export type SiteSearchQuery = Readonly<Record<string, string | string[] | undefined>>;

const isSort = (sort: SortBy) =>
  Object.values(siteSearchSorts).some((choice) => choice.sortBy === sort.field && choice.order === sort.order);

/**
 * The state of a /search request: keyword (trimmed), page (1 to maxSearchPage), a known sort, and
 * only section and make filters, rebuilt from their keys.
 */
export function readSiteSearchState(query: SiteSearchQuery): SearchQueryState {
  const raw = stateFromQuery(query, siteSearchUrlParams);
  const activeFilters: SearchQueryState['activeFilters'] = {};
  const section = Object.keys(raw.activeFilters[siteSearchGroups.section] ?? {}).find(
    (slug) => sectionSlug(`1x${slug}`) !== null,
  );
  if (section) activeFilters[siteSearchGroups.section] = { [section]: sectionFilter(section) };
  const makes = Object.keys(raw.activeFilters[siteSearchGroups.make] ?? {})
    .filter((make) => make.length > 0 && make.length <= 60)
    .slice(0, 20);
  if (makes.length > 0)
    activeFilters[siteSearchGroups.make] = Object.fromEntries(makes.map((make) => [make, makeFilter(make)]));
  const keyword = raw.keyword?.trim() ?? '';
  return {
    keyword: keyword === '' ? null : keyword,
    page: raw.page <= maxSearchPage ? raw.page : 1,
    sort: isSort(raw.sort) ? raw.sort : defaultSort,
    activeFilters,
    activeRangeFilters: {},
  };
}
