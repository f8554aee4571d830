'use client';
import { useMemo } from 'react';
import { Header } from '../../src/components/header/Header';
import { HeaderSearch } from '../../src/components/header/HeaderSearch';
import type { UserDisplayState } from '../../src/components/header/parseUserInfoCookie';
import { createSearchClient } from '../../src/adapters/search';

/**
 * The site's header: the UI-kit Header with the header search wired to the search API (the
 * embedded one under /api/search by default, or SEARCH_HOST). A client component because the
 * search client is made in the browser; everything it receives is serialisable.
 */
export function SiteHeader({
  user,
  isUsedExternal,
  searchHost,
  searchSitekey,
}: {
  user: UserDisplayState;
  isUsedExternal: boolean;
  searchHost: string;
  searchSitekey: string;
}) {
  const client = useMemo(
    () => createSearchClient({ host: searchHost, sitekey: searchSitekey }),
    [searchHost, searchSitekey],
  );
  return <Header user={user} isUsedExternal={isUsedExternal} search={<HeaderSearch client={client} />} />;
}
