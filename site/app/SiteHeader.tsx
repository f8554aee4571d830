'use client';
import { useMemo } from 'react';
import { Header } from '../../src/components/header/Header';
import { HeaderSearch } from '../../src/components/header/HeaderSearch';
import { useUserInfoCookie } from '../../src/components/header/useUserInfoCookie';
import { createSearchClient } from '../../src/adapters/search';

/**
 * The site's header: the UI-kit Header with the header search wired to the search API (the
 * embedded one under /api/search by default, or SEARCH_HOST), and the login area following the
 * visitor's userInfo cookie. A client component: pages are cached and shared, so the cookie is
 * read in the browser (logged out in the server HTML), and the search client is made there too.
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
  const client = useMemo(
    () => createSearchClient({ host: searchHost, sitekey: searchSitekey }),
    [searchHost, searchSitekey],
  );
  return <Header user={user} isUsedExternal={isUsedExternal} search={<HeaderSearch client={client} />} />;
}
