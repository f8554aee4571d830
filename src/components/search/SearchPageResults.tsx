'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import type { SearchResponse } from '#src/adapters/search';
import { totalPages } from '#src/lib/paginationWindow';
import { Link } from '#src/primitives/Link';
import { Stack } from '#src/primitives/Layout';
import { Text } from '#src/primitives/Text';
import { mq } from '#src/styles/mq';
import { Filters } from '#src/widgets/filters/Filters';
import { Pagination } from '#src/widgets/pagination/Pagination';
import { SortBy } from '#src/widgets/sort/SortBy';
import { SearchStoreProvider } from '#src/widgets/store/SearchStoreProvider';
import { createSearchStore, type SearchStore, type SearchStoreClient } from '#src/widgets/store/searchStore';
import { createSearchState, type SearchQueryState } from '#src/widgets/store/searchState';
import { useSearchStore } from '#src/widgets/store/useSearchStore';
import { hitIdOfListItem, useResultClicks } from '#src/widgets/store/resultClicks';
import { SearchErrorMessage } from './SearchErrorMessage';
import { SearchNoResults } from './SearchNoResults';
import { SEARCH_PAGE_PATH, searchPageHref } from './searchPageHref';
import { SearchResultCount } from './SearchResultCount';
import { SearchResultsList } from './SearchResultsList';
import { pastLastPageText, searchTexts } from './searchTexts';
import {
  siteSearchGroups,
  siteSearchRequestConfig,
  siteSearchSorts,
  siteSearchUrlParams,
  type SiteSearchOption,
} from './siteSearchQuery';

/**
 * The results part of /search for a keyword, driven by the widgets' search store: section and
 * make filters (Filters), the sort (SortBy), the results (count and list) and the pages
 * (Pagination). The server renders it with the first page already in the store, as links that
 * work without JavaScript (`/search?search=golf&page=2`, filters in search_filters); once
 * hydrated the store runs each choice in place (page back to 1) and keeps the URL and Back in step.
 * Every search leaves used-car adverts out (ADR 0011). The store sends the statistics (spec 7): the
 * search event 2500 ms after the page's search, and a click event on pointer-down or Enter on a
 * result, with its position over all pages ((page - 1) * pageSize + index within the hits + 1).
 */
export interface SearchPageResultsProps {
  /** The search client (createSearchClient on the site, the in-memory one in stories). */
  client: SearchStoreClient;
  /** The state the server searched (keyword set). */
  query: SearchQueryState;
  /** The server's answer; null when it failed. */
  results: SearchResponse | null;
  /** The server's failure (status and message), else null. */
  error?: { response: number; message: string } | null;
  /** Section choices ('nofilter' first). */
  sections: Readonly<Record<string, SiteSearchOption>>;
  /** Make choices. */
  makes: Readonly<Record<string, SiteSearchOption>>;
  /** Results per page. */
  pageSize: number;
  /** Keep the URL in step (the page: true; stories: false). */
  urlSync?: boolean;
}

const countId = 'search-result-count';

export function SearchPageResults({
  client,
  query,
  results,
  error = null,
  sections,
  makes,
  pageSize,
  urlSync = true,
}: SearchPageResultsProps) {
  const [store] = useState<SearchStore>(() =>
    createSearchStore({
      ...siteSearchRequestConfig,
      client,
      pageSize,
      initialState: { ...createSearchState({ ...query, pageSize }), results, error: error?.message ?? null },
      urlSync: urlSync ? { params: siteSearchUrlParams, readOnConnect: false } : false,
      linkBase: { pathname: SEARCH_PAGE_PATH },
    }),
  );
  useEffect(() => store.connect(), [store]);
  const mainRef = useRef<HTMLDivElement>(null);
  const trackClick = useCallback((id: string) => store.trackClick(id), [store]);
  useResultClicks(mainRef, hitIdOfListItem, trackClick);
  return (
    <SearchStoreProvider store={store} connect={false}>
      <Layout>
        {(Object.keys(sections).length > 1 || Object.keys(makes).length > 0) && (
          <Aside aria-label="Refine the results">
            <Stack gap={4}>
              <SortBy type="SELECT_LIST" label="Sort by" options={siteSearchSorts} />
              {Object.keys(sections).length > 1 && (
                <Filters type="RADIO_GROUP" group={siteSearchGroups.section} label="Section" options={sections} />
              )}
              {Object.keys(makes).length > 0 && (
                <Filters type="CHECKBOX_GROUP" group={siteSearchGroups.make} label="Make" options={makes} />
              )}
            </Stack>
          </Aside>
        )}
        <Main ref={mainRef}>
          <Outcome store={store} serverError={error} />
        </Main>
      </Layout>
    </SearchStoreProvider>
  );
}

function Outcome({ store, serverError }: { store: SearchStore; serverError: SearchPageResultsProps['error'] }) {
  const state = useSearchStore(undefined, store);
  const keyword = state.keyword ?? '';
  if (state.error !== null && !state.loading) {
    const response = serverError && serverError.message === state.error ? serverError.response : 500;
    return <SearchErrorMessage error={{ response, message: state.error }} />;
  }
  const response = state.results;
  if (!response) return <Text aria-live="polite">{searchTexts.loading}</Text>;
  if (response.total_hits <= 0) return <SearchNoResults keyword={keyword} />;
  const pages = totalPages(response.total_hits, state.pageSize);
  if (response.hits.length === 0) {
    return (
      <Stack gap={4} align="start">
        <SearchResultCount totalHits={response.total_hits} keyword={keyword} id={countId} />
        <Text>{pastLastPageText(state.page)}</Text>
        <Link href={searchPageHref(keyword)} variant="standalone">
          {searchTexts.firstPageLink}
        </Link>
        {pages > 0 && <Pagination label={searchTexts.paginationLabel} />}
      </Stack>
    );
  }
  return (
    <Stack gap={5}>
      <SearchResultCount totalHits={response.total_hits} keyword={keyword} id={countId} />
      <Busy aria-busy={state.loading || undefined}>
        {/* Numbered from the page of the hits shown (a newer page's number arrives with its hits). */}
        <SearchResultsList hits={response.hits} start={(Math.max(response.page, 1) - 1) * state.pageSize + 1} />
      </Busy>
      <Pagination label={searchTexts.paginationLabel} />
    </Stack>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[5]};

  ${mq.from.md} {
    grid-template-columns: 240px minmax(0, 1fr);
  }
`;

const Aside = styled.section`
  min-width: 0;
`;

const Main = styled.div`
  min-width: 0;
`;

/** Marks the list busy while a search runs (no dimming: the text keeps its contrast). */
const Busy = styled.div``;
