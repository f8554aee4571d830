'use client';
import { useMemo } from 'react';
import { createSearchClient, dataLayerAnalytics, searchAnalyticsNamespaces } from '#src/adapters/search';
import { SearchPageResults, type SearchPageResultsProps } from '#src/components/search/SearchPageResults';

/**
 * The /search results wired to the site's search API (the embedded one under /api/search, or
 * SEARCH_HOST), as SiteHeader does for the header search: the client is made in the browser, and
 * everything this receives from the page is serialisable.
 */
export function SearchIsland({
  searchHost,
  searchSitekey,
  ...props
}: Omit<SearchPageResultsProps, 'client'> & { searchHost: string; searchSitekey: string }) {
  const client = useMemo(
    () =>
      createSearchClient({
        host: searchHost,
        sitekey: searchSitekey,
        // No throttleMs: a page's own client keeps the 200 ms of spec 7 ("200 ms in one place");
        // the 3000 ms reading is the page layout's client (SiteHeader).
        // The store's statistics also reach the data layer (ng.searchPageSearch, ng.searchPageSearchClick).
        onAnalytics: dataLayerAnalytics(searchAnalyticsNamespaces.searchPage),
      }),
    [searchHost, searchSitekey],
  );
  return <SearchPageResults client={client} {...props} />;
}
