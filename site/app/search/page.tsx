import type { Metadata } from 'next';
import { isSearchError, SearchSettings } from '../../../src/adapters/search';
import { readSearchPageQuery, type QueryValue } from '../../../src/components/search/readSearchPageQuery';
import { SearchResultsView, type SearchOutcome } from '../../../src/components/search/SearchResultsView';
import { searchPageTitle } from '../../../src/components/search/searchTexts';
import { searchSettings } from '../../../src/lib/constants';
import { siteSearch } from '../../../src/server/search/siteSearch';
import { excludeUsedCarsFilter } from '../../../src/server/search/usedCarSearch';

/**
 * The site search results page, `/search?search=<keyword>&page=<n>`: a Server Component that
 * searches through the site's search adapter (the embedded engine, or SEARCH_HOST) and renders the
 * results into the HTML, so it works without JavaScript and for crawlers. A bad page number shows
 * page 1; a failed search shows a clear message (never a 500 page). Results pages are noindex.
 */
interface Props {
  searchParams: Promise<Record<string, QueryValue>>;
}

/** Keywords longer than this are cut in the page title (the results still use the whole keyword). */
const titleKeywordLength = 80;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { keyword } = readSearchPageQuery(await searchParams);
  const shown = keyword.length > titleKeywordLength ? `${keyword.slice(0, titleKeywordLength)}…` : keyword;
  return { title: searchPageTitle(shown), robots: { index: false, follow: true } };
}

async function outcomeOf(keyword: string, page: number): Promise<SearchOutcome> {
  if (keyword === '') return { kind: 'prompt' };
  const settings = new SearchSettings({
    keyword,
    page,
    pageSize: searchSettings.defaultPageSize,
    fuzzy: 'auto',
    // Used-car adverts have their own page: they never crowd ordinary results (ADR 0011).
    filter: excludeUsedCarsFilter,
  });
  const result = await siteSearch().search(settings);
  return isSearchError(result) ? { kind: 'error', error: result.error } : { kind: 'results', response: result };
}

export default async function SearchPage({ searchParams }: Props) {
  const { keyword, page } = readSearchPageQuery(await searchParams);
  const outcome = await outcomeOf(keyword, page);
  return (
    <SearchResultsView keyword={keyword} page={page} pageSize={searchSettings.defaultPageSize} outcome={outcome} />
  );
}
