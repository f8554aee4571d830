'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { vars } from '../../../tokens';
import type { SearchResponse } from '../../adapters/search';
import { Button } from '../../primitives/Button';
import { mq } from '../../styles/mq';
import { LoadMore } from '../../widgets/loadMore/LoadMore';
import { SearchStoreProvider } from '../../widgets/store/SearchStoreProvider';
import { createSearchStore, type SearchStore, type SearchStoreClient } from '../../widgets/store/searchStore';
import type { SearchQueryState } from '../../widgets/store/searchState';
import { useSearchStore } from '../../widgets/store/useSearchStore';
import { PaginationLinks } from '../listing/PaginationLinks';
import { usedCarListings } from './usedCarHits';
import {
  activeCondition,
  activeMakes,
  activeModel,
  ageOf,
  conditionFilter,
  makeFilter,
  sortChoiceOf,
  usedCarGroups,
  usedCarRanges,
  usedCarSorts,
  usedCarsHref,
  usedCarsInitialState,
  usedCarsPageSize,
  usedCarsRequestConfig,
  withoutPlainParams,
  type MakeOption,
} from './usedCarsQuery';
import { UsedCarsFilters, type UsedCarsFilterChange } from './UsedCarsFilters';
import { UsedCarsList } from './UsedCarsList';
import { UsedCarsTabs, type ConditionTabKey } from './UsedCarsTabs';
import { usedCarsTexts } from './usedCarsTexts';

/**
 * The search of /used-cars: condition tabs, the filter form and the cars, driven by one search
 * store (src/widgets/store). The server renders it with the first page's results already in the
 * store, as links and a GET form that work without JavaScript (pagination links, plain URLs);
 * once hydrated, the store takes every choice in place (filters reset to page 1), 'Load more'
 * appends the next page, and the URL follows (search_filters, search_sort, search_page: the first
 * write replaces, later ones push) so the back button brings the previous cars back.
 */
export interface UsedCarsSearchProps {
  /** The search client (createSearchClient on the site, createMemorySearchClient in stories). */
  client: SearchStoreClient;
  /** The state the server searched (from the request's query). */
  query: SearchQueryState;
  /** The server's answer for it; null when the search failed. */
  results: SearchResponse | null;
  /** The server's failure message, else null. */
  error?: string | null;
  /** The makes on offer, in display order. */
  makes: readonly MakeOption[];
  /** Cheapest and dearest car on offer; null when unknown. */
  priceStats: { min: number; max: number } | null;
  /** The year ages count from (the server's, so the HTML and hydration agree). */
  currentYear: number;
  /** Keep the URL in step with the state (the page: true; stories: false). */
  urlSync?: boolean;
}

const noSubscription = () => () => {};

/** false in the server HTML and during hydration, true once JavaScript runs. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function UsedCarsSearch({
  client,
  query,
  results,
  error = null,
  makes,
  priceStats,
  currentYear,
  urlSync = true,
}: UsedCarsSearchProps) {
  const [store] = useState<SearchStore>(() =>
    createSearchStore({
      ...usedCarsRequestConfig,
      client,
      pageSize: usedCarsPageSize,
      initialState: { ...usedCarsInitialState(query), results, error },
      urlSync: urlSync ? { readOnConnect: false } : false,
    }),
  );
  useEffect(() => {
    if (urlSync) {
      // The plain parameters of the no-JavaScript links give way to the store's own.
      const search = withoutPlainParams(window.location.search);
      if (search !== window.location.search) {
        window.history.replaceState(
          window.history.state,
          '',
          `${window.location.pathname}${search}${window.location.hash}`,
        );
      }
    }
    return store.connect();
  }, [store, urlSync]);
  return (
    <SearchStoreProvider store={store} connect={false}>
      <UsedCarsView store={store} makes={makes} priceStats={priceStats} currentYear={currentYear} />
    </SearchStoreProvider>
  );
}

interface ViewProps {
  store: SearchStore;
  makes: readonly MakeOption[];
  priceStats: { min: number; max: number } | null;
  currentYear: number;
}

function UsedCarsView({ store, makes, priceStats, currentYear }: ViewProps) {
  const state = useSearchStore(undefined, store);
  const hydrated = useHydrated();
  const hrefOf = (next: SearchQueryState) => usedCarsHref(next, currentYear);
  const condition = activeCondition(state);
  const tabState = (key: ConditionTabKey): SearchQueryState => ({
    ...state,
    page: 1,
    activeFilters:
      key === 'nofilter'
        ? Object.fromEntries(Object.entries(state.activeFilters).filter(([group]) => group !== usedCarGroups.condition))
        : { ...state.activeFilters, [usedCarGroups.condition]: { [key]: conditionFilter(key) } },
  });
  const onSelectTab = (key: ConditionTabKey) =>
    void store.setFilter(usedCarGroups.condition, key, key === 'nofilter' ? null : conditionFilter(key));
  const onChange = (change: UsedCarsFilterChange) => {
    switch (change.kind) {
      case 'make':
        void (change.checked
          ? store.setFilter(usedCarGroups.make, change.make, makeFilter(change.make), { multi: true })
          : store.removeFilter(usedCarGroups.make, change.make));
        return;
      case 'price':
        void store.setRange(usedCarRanges.price, { gte: change.from, lte: change.to });
        return;
      case 'mileage':
        void store.setRange(usedCarRanges.mileage, { lte: change.to });
        return;
      case 'age':
        void store.setRange(usedCarRanges.year, { gte: change.to === undefined ? undefined : currentYear - change.to });
        return;
      case 'sort': {
        const choice = usedCarSorts.find((option) => option.key === change.key);
        if (choice) void store.setSort(choice.sort.field, choice.sort.order);
      }
    }
  };
  const price = state.activeRangeFilters[usedCarRanges.price];
  const hits = state.results?.hits ?? [];
  const listings = usedCarListings(hits);
  const total = state.results?.total_hits ?? 0;
  const pages = Math.ceil(total / state.pageSize);
  // With 'Load more' the hits are every page loaded so far; all but the last are full.
  const firstPage = Math.max(1, state.page - Math.max(1, Math.ceil(hits.length / state.pageSize)) + 1);
  const failed = state.error !== null && !state.loading;
  // Without JavaScript: page links; with it, the widgets' 'Load more' appends the next page.
  const more = hydrated ? (
    failed ? null : (
      <MoreRow>
        <LoadMore type="BUTTON" label={usedCarsTexts.loadMore} loadingLabel={usedCarsTexts.loadingMore} />
      </MoreRow>
    )
  ) : (
    <PaginationLinks
      page={state.page}
      totalPages={pages}
      hrefFor={(page) => hrefOf({ ...state, page })}
      label="Pages of cars"
    />
  );
  return (
    <Layout>
      <TabsRow>
        <UsedCarsTabs active={condition} hrefFor={(key) => hrefOf(tabState(key))} onSelect={onSelectTab} />
      </TabsRow>
      <Aside>
        <UsedCarsFilters
          values={{
            condition,
            makes: activeMakes(state),
            model: activeModel(state),
            priceFrom: price?.gte,
            priceTo: price?.lte,
            mileageTo: state.activeRangeFilters[usedCarRanges.mileage]?.lte,
            ageTo: ageOf(state, currentYear),
            sort: sortChoiceOf(state.sort).key,
          }}
          makes={makes}
          priceStats={priceStats}
          clearHref={hrefOf({
            ...state,
            page: 1,
            activeRangeFilters: {},
            activeFilters:
              condition === 'nofilter'
                ? {}
                : { [usedCarGroups.condition]: { [condition]: conditionFilter(condition) } },
          })}
          onChange={onChange}
        />
      </Aside>
      <Main>
        <UsedCarsList
          listings={listings}
          total={total}
          from={(firstPage - 1) * state.pageSize + 1}
          loading={state.loading}
          failed={failed}
          emptyHref={hrefOf({ ...state, page: 1, activeFilters: {}, activeRangeFilters: {} })}
          more={more}
        />
        {failed && hydrated && (
          <MoreRow>
            <Button variant="secondary" onClick={() => void store.load()}>
              {usedCarsTexts.retry}
            </Button>
          </MoreRow>
        )}
      </Main>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[5]};

  ${mq.from.md} {
    grid-template-columns: 280px minmax(0, 1fr);
    grid-template-areas:
      'tabs tabs'
      'aside main';
  }
`;

const TabsRow = styled.div`
  ${mq.from.md} {
    grid-area: tabs;
  }
`;

const Aside = styled.div`
  ${mq.from.md} {
    grid-area: aside;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;

  ${mq.from.md} {
    grid-area: main;
  }
`;

const MoreRow = styled.div`
  display: flex;
  justify-content: center;
`;
