'use client';
import { useMemo } from 'react';
import { createSearchClient } from '../../../../src/adapters/search';
import { SearchPageResults, type SearchPageResultsProps } from '../../../../src/components/search/SearchPageResults';

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
    () => createSearchClient({ host: searchHost, sitekey: searchSitekey }),
    [searchHost, searchSitekey],
  );
  return <SearchPageResults client={client} {...props} />;
}
