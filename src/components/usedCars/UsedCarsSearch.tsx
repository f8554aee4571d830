'use client';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import type { SearchResponse } from '#src/adapters/search';
import { fromPriceOptions, toPriceOptions } from '#src/lib/priceSteps';
import { Button } from '#src/primitives/Button';
import { Heading } from '#src/primitives/Heading';
import { focusRing } from '#src/styles/focus';
import { mq } from '#src/styles/mq';
import { ActiveFilters, type ActiveFilterLabels } from '#src/widgets/activeFilters/ActiveFilters';
import { Filters } from '#src/widgets/filters/Filters';
import type { FilterOption } from '#src/widgets/filters/filterChoices';
import { LoadMore } from '#src/widgets/loadMore/LoadMore';
import { Range, type RangeChoices } from '#src/widgets/range/Range';
import { SortBy, type SortOption } from '#src/widgets/sort/SortBy';
import type { FacetCounts } from '#src/widgets/store/facetCounts';
import { SearchStoreProvider } from '#src/widgets/store/SearchStoreProvider';
import { createSearchStore, type SearchStore, type SearchStoreClient } from '#src/widgets/store/searchStore';
import type { SearchQueryState } from '#src/widgets/store/searchState';
import { useSearchStore } from '#src/widgets/store/useSearchStore';
import { useResultClicks } from '#src/widgets/store/resultClicks';
import { PaginationLinks } from '#src/primitives/PaginationLinks';
import { usedCarListings } from './usedCarHits';
import {
  ageChoices,
  conditionFilter,
  conditionTabs,
  makeFilter,
  mileageChoices,
  usedCarFacetGroups,
  usedCarGroups,
  usedCarRanges,
  usedCarSorts,
  usedCarsHref,
  usedCarsInitialState,
  usedCarsPageSize,
  usedCarsPath,
  usedCarsRequestConfig,
  usedCarsUrlFormat,
  type MakeOption,
} from './usedCarsQuery';
import { UsedCarsList } from './UsedCarsList';
import { ageLabel, mileageLabel, priceLabel, usedCarsTexts } from './usedCarsTexts';

/**
 * The search of /used-cars, made of the widget kit (src/widgets) over one search store: the
 * condition TABS (spec 2.1's used / nearly-new filter query), a make CHECKBOX_GROUP, a price RANGE
 * whose choices follow the price steps (spec 5), mileage and age RANGEs, the SortBy select, the
 * active filters with 'Clear all', and 'Load more'. The store writes the page's plain URLs
 * (usedCarsUrlFormat), so every widget link and form works without JavaScript and the server
 * renders the first page complete; once hydrated, the store takes every choice in place (filters
 * reset to page 1), 'Load more' appends the next page, and the URL follows (the first write
 * replaces, later ones push) so the back button brings the previous cars back.
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
  /** The make options' counts the server found with its results (searchWithFacetCounts). */
  facetCounts?: FacetCounts;
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

/** The car a card's own link opens (`/used-cars/<id>`, the hit's id), for the click statistics. */
export function usedCarIdOfLink(link: HTMLAnchorElement): string | null {
  const match = /^\/used-cars\/([^/?#]+)$/.exec(link.getAttribute('href') ?? '');
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

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
  facetCounts = {},
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
      initialState: { ...usedCarsInitialState(query), results, error, facetCounts },
      facetGroups: usedCarFacetGroups,
      urlSync: urlSync ? { readOnConnect: false } : false,
      urlFormat: usedCarsUrlFormat(currentYear),
      linkBase: { pathname: usedCarsPath },
    }),
  );
  useEffect(() => store.connect(), [store]);
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

/** The condition tabs as TABS options ('nofilter' is every car). */
const conditionOptions: Record<string, FilterOption> = Object.fromEntries(
  conditionTabs.map((tab) => [
    tab.key,
    tab.key === 'nofilter' ? { label: tab.label } : { label: tab.label, filter: conditionFilter(tab.key) },
  ]),
);

/** The sorts as SortBy options. */
const sortOptions: Record<string, SortOption> = Object.fromEntries(
  usedCarSorts.map((choice) => [
    choice.key,
    { label: choice.label, sortBy: choice.sort.field, order: choice.sort.order },
  ]),
);

const toChoices = (options: ReturnType<typeof fromPriceOptions>) =>
  options.map((option) => ({ value: option.value, label: option.text }));

/** Groups the tabs show: the active-filter chips leave them out and 'Clear all' keeps them. */
const tabGroups = [usedCarGroups.condition];

function UsedCarsView({ store, makes, priceStats, currentYear }: ViewProps) {
  const state = useSearchStore(undefined, store);
  const hydrated = useHydrated();
  // Click statistics (spec 7) on pointer-down or Enter on a car's link; /used-cars has no keyword.
  const mainRef = useRef<HTMLDivElement>(null);
  const trackClick = useCallback((id: string) => store.trackClick(id), [store]);
  useResultClicks(mainRef, usedCarIdOfLink, trackClick);
  const makeOptions = useMemo<Record<string, FilterOption>>(
    () => Object.fromEntries(makes.map((make) => [make.slug, { label: make.name, filter: makeFilter(make.slug) }])),
    [makes],
  );
  // Spec 5: 'from' choices stop below the chosen 'to'; 'to' choices start above the chosen 'from'.
  const priceChoices: RangeChoices = (side, other) =>
    toChoices(
      side === 'from'
        ? fromPriceOptions(priceStats?.min, other ?? priceStats?.max)
        : toPriceOptions(other ?? priceStats?.min, priceStats?.max),
    );
  const mileageRangeChoices: RangeChoices = () =>
    mileageChoices.map((miles) => ({ value: miles, label: mileageLabel(miles) }));
  // Age is a registration-year bound: 'Up to 3 years old' is year >= currentYear - 3.
  const yearOfAge = (years: number) => currentYear - years;
  const ageOfYear = (year: number) => ageLabel(Math.max(0, currentYear - year));
  const ageRangeChoices: RangeChoices = () =>
    ageChoices.map((years) => ({ value: yearOfAge(years), label: ageLabel(years) }));
  const chipLabels: Record<string, ActiveFilterLabels> = {
    [usedCarGroups.make]: {
      label: usedCarsTexts.make,
      options: Object.fromEntries(makes.map((make) => [make.slug, make.name])),
    },
    [usedCarGroups.model]: { label: usedCarsTexts.model },
    [usedCarRanges.price]: { label: usedCarsTexts.price, format: priceLabel },
    [usedCarRanges.mileage]: {
      label: usedCarsTexts.mileage,
      format: (miles) => mileageLabel(miles).replace(/^Up to /, ''),
    },
    [usedCarRanges.year]: { label: usedCarsTexts.registered, format: String },
  };
  const hrefOf = (next: SearchQueryState) => usedCarsHref(next, currentYear);
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
        <Filters
          type="TABS"
          group={usedCarGroups.condition}
          label={usedCarsTexts.conditionTabs}
          labelHidden
          options={conditionOptions}
        />
      </TabsRow>
      <Aside aria-labelledby="used-cars-filters-heading">
        {/* On small screens the filters fold away under a summary (open or closed without
            JavaScript); from md up they are always shown and the summary is hidden. */}
        <Disclosure>
          <Summary>{usedCarsTexts.showFilters}</Summary>
          <FilterBody>
            <Heading level={2} size="small" id="used-cars-filters-heading">
              {usedCarsTexts.filtersHeading}
            </Heading>
            <SortBy type="SELECT_LIST" label={usedCarsTexts.sort} options={sortOptions} />
            <Range
              field={usedCarRanges.price}
              label={usedCarsTexts.price}
              fromLabel={usedCarsTexts.priceFrom}
              toLabel={usedCarsTexts.priceTo}
              choices={priceChoices}
              formatStat={priceLabel}
            />
            <Range
              field={usedCarRanges.mileage}
              label={usedCarsTexts.mileage}
              sides={['to']}
              toLabel={usedCarsTexts.maxMileage}
              anyLabels={{ to: usedCarsTexts.any }}
              choices={mileageRangeChoices}
              formatStat={mileageLabel}
            />
            <Range
              field={usedCarRanges.year}
              label={usedCarsTexts.age}
              sides={['from']}
              fromLabel={usedCarsTexts.maxAge}
              anyLabels={{ from: usedCarsTexts.any }}
              choices={ageRangeChoices}
              formatStat={ageOfYear}
            />
            {makes.length > 0 && (
              <MakeBox>
                <Filters
                  type="CHECKBOX_GROUP"
                  group={usedCarGroups.make}
                  label={usedCarsTexts.make}
                  options={makeOptions}
                />
              </MakeBox>
            )}
          </FilterBody>
        </Disclosure>
      </Aside>
      <Main ref={mainRef}>
        <ActiveFilters labels={chipLabels} keep={tabGroups} heading={usedCarsTexts.activeFilters} />
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

const Aside = styled.section`
  align-self: start;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};

  ${mq.from.md} {
    grid-area: aside;
  }
`;

const Disclosure = styled.details`
  ${mq.from.md} {
    &::details-content {
      content-visibility: visible;
    }
  }
`;

const Summary = styled.summary`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${vars.space[4]};
  color: ${vars.color.brand};
  font-weight: ${vars.weight.bold};
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }

  ${mq.from.md} {
    display: none;
  }
`;

const FilterBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  padding: ${vars.space[4]};
`;

/** The makes scroll in their own box (dozens of them), as the old form did. */
const MakeBox = styled.div`
  max-height: 360px;
  overflow-y: auto;
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
