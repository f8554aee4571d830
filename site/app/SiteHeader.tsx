'use client';
import { useCallback } from 'react';
import { Header } from '#src/components/header/Header';
import { LazyHeaderSearch } from '#src/components/header/LazyHeaderSearch';
import { useUserInfoCookie } from '#src/components/header/useUserInfoCookie';
import { searchSettings } from '#src/lib/constants';

/**
 * The site's header: the UI-kit Header with the header search wired to the search API (the
 * embedded one under /api/search by default, or SEARCH_HOST), and the login area following the
 * visitor's userInfo cookie. A client component: pages are cached and shared, so the cookie is
 * read in the browser (logged out in the server HTML), and the search client is made there too.
 * The search box and its client load on interaction (LazyHeaderSearch), not with the page.
 */
export function SiteHeader({
  isUsedExternal,
  searchHost,
  searchSitekey,
}: {
  isUsedExternal: boolean;
  searchHost: string;
  searchSitekey: string;
}) {
  const user = useUserInfoCookie();
  const loadClient = useCallback(async () => {
    const { createSearchClient, dataLayerAnalytics, searchAnalyticsNamespaces } = await import('#src/adapters/search');
    return createSearchClient({
      host: searchHost,
      sitekey: searchSitekey,
      // Spec 7 and search-api.md "Client behaviour" give two throttles: 200 ms "in one place" and
      // 3000 ms "in the page layout". This client is the page layout's (site/app/layout.tsx renders
      // SiteHeader on every page), so it takes the layout's 3000 ms; the clients the pages make
      // themselves (/search, /used-cars, the widgets) keep the 200 ms default.
      throttleMs: searchSettings.layoutThrottleMs,
      // The header search's statistics also reach the data layer (ng.headerSearch, ng.headerSearchClick).
      onAnalytics: dataLayerAnalytics(searchAnalyticsNamespaces.header),
    });
  }, [searchHost, searchSitekey]);
  return <Header user={user} isUsedExternal={isUsedExternal} search={<LazyHeaderSearch loadClient={loadClient} />} />;
}
