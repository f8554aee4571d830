import type { Metadata } from 'next';
import { isSearchError, SearchSettings } from '#src/adapters/search';
import type { QueryValue } from '#src/components/search/readSearchPageQuery';
import { SearchResultsView, type SearchOutcome } from '#src/components/search/SearchResultsView';
import { searchPageTitle } from '#src/components/search/searchTexts';
import {
  makeOptions,
  readSiteSearchState,
  sectionOptions,
  siteSearchFacets,
  siteSearchRequestConfig,
} from '#src/components/search/siteSearchQuery';
import { searchSettings } from '#src/lib/constants';
import { siteSearch } from '#src/server/search/siteSearch';
import { excludeUsedCarsFilter } from '#src/domain/search/usedCars';
import { settingsFor } from '#src/widgets/store/searchRequest';
import { createSearchState, type SearchQueryState } from '#src/widgets/store/searchState';
import { siteConfig } from '#site/app/siteConfig';
import { SearchIsland } from './SearchIsland';

/** Driven by its query string: rendered per request (src/lib/pageShell.ts queryDrivenPaths). */
export const dynamic = 'force-dynamic';

/**
 * The site search results page, `/search?search=<keyword>&page=<n>` (plus the widgets'
 * search_sort and search_filters): a Server Component that searches through the site's search
 * adapter (the embedded engine, or SEARCH_HOST) and renders the results, the section and make
 * filters, the sort and the pages into the HTML, so it works without JavaScript and for crawlers;
 * the widgets' store then hydrates over it. A bad page number shows page 1; a failed search shows
 * a clear message (never a 500 page). Used-car adverts are left out (ADR 0011). Results pages are
 * noindex.
 */
interface Props {
  searchParams: Promise<Record<string, QueryValue>>;
}

/** Keywords longer than this are cut in the page title (the results still use the whole keyword). */
const titleKeywordLength = 80;
const pageSize = searchSettings.defaultPageSize;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const keyword = readSiteSearchState(await searchParams).keyword ?? '';
  const shown = keyword.length > titleKeywordLength ? `${keyword.slice(0, titleKeywordLength)}…` : keyword;
  return { title: searchPageTitle(shown), robots: { index: false, follow: true } };
}

async function outcomeOf(state: SearchQueryState): Promise<SearchOutcome> {
  if (!state.keyword) return { kind: 'prompt' };
  const result = await siteSearch().search(
    settingsFor(createSearchState({ ...state, pageSize }), siteSearchRequestConfig),
  );
  return isSearchError(result) ? { kind: 'error', error: result.error } : { kind: 'results', response: result };
}

/** The section and make choices for a keyword: facets of the whole search, whatever is filtered. */
async function choicesOf(keyword: string) {
  const result = await siteSearch().search(
    new SearchSettings({
      keyword,
      pageSize: 1,
      fuzzy: 'auto',
      // Used-car adverts have their own page: they never crowd ordinary results (ADR 0011).
      filter: excludeUsedCarsFilter,
      facets: [siteSearchFacets.section, siteSearchFacets.make],
      numFacets: 200,
    }),
  );
  const facets = isSearchError(result) ? {} : result.facets;
  return {
    sections: sectionOptions(facets[siteSearchFacets.section]),
    makes: makeOptions(facets[siteSearchFacets.make]),
  };
}

export default async function SearchPage({ searchParams }: Props) {
  const state = readSiteSearchState(await searchParams);
  const keyword = state.keyword ?? '';
  const [outcome, choices] = await Promise.all([
    outcomeOf(state),
    keyword ? choicesOf(keyword) : Promise.resolve(null),
  ]);
  const { searchHost, searchSitekey } = siteConfig();
  return (
    <SearchResultsView
      keyword={keyword}
      page={state.page}
      pageSize={pageSize}
      outcome={outcome}
      results={
        outcome.kind === 'prompt' || !choices ? undefined : (
          <SearchIsland
            // A navigation to another search (a link, not the store) starts a fresh store.
            key={JSON.stringify(state)}
            searchHost={searchHost}
            searchSitekey={searchSitekey}
            query={state}
            results={outcome.kind === 'results' ? outcome.response : null}
            error={outcome.kind === 'error' ? outcome.error : null}
            sections={choices.sections}
            makes={choices.makes}
            pageSize={pageSize}
          />
        )
      }
    />
  );
}
