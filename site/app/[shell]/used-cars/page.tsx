import type { Metadata } from 'next';
import { cache } from 'react';
import { isSearchError, SearchSettings, type SearchResponse } from '#src/adapters/search';
import { siteOrigin } from '#site/siteOrigin';
import { PageHeader } from '#src/components/listing/PageHeader';
import { pagingUrls } from '#src/domain/routes';
import { JsonLd } from '#src/components/seo/JsonLd';
import { PagingLinks } from '#src/components/seo/PagingLinks';
import { usedCarListings } from '#src/components/usedCars/usedCarHits';
import {
  activeCondition,
  defaultUsedCarSort,
  isRefined,
  makeSlugOf,
  usedCarFacetGroups,
  usedCarRanges,
  usedCarsHref,
  usedCarsInitialState,
  usedCarsPageSize,
  usedCarsPath,
  usedCarsRequestConfig,
  usedCarsStateFromQuery,
  type MakeOption,
  type UsedCarsQuery,
} from '#src/components/usedCars/usedCarsQuery';
import { conditionSubjects, usedCarListSchema, usedCarsDescription } from '#src/components/usedCars/usedCarsSeo';
import { usedCarsTexts } from '#src/components/usedCars/usedCarsTexts';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container } from '#src/primitives/Layout';
import { siteSearch } from '#src/server/search/siteSearch';
import { onlyUsedCarsFilter, usedCarFields } from '#src/domain/search/usedCars';
import { searchWithFacetCounts, type FacetCounts } from '#src/widgets/store/facetCounts';
import type { SearchQueryState } from '#src/widgets/store/searchState';
import { siteConfig } from '#site/app/siteConfig';
import { UsedCarsIsland } from './UsedCarsIsland';

/** Driven by its query string: rendered per request (src/lib/pageShell.ts queryDrivenPaths). */
export const dynamic = 'force-dynamic';

/**
 * /used-cars (spec 2.1, with its used / nearly-new filter query; issue #6): the used and
 * nearly-new cars for sale, read from the search index (ADR 0011). The first page is searched
 * here from the query string (plain `?condition=nearly-new&make=Ford&page=2`, or the widgets'
 * search_filters / search_sort / search_page) and rendered complete into the HTML, usable
 * without JavaScript; the search store then hydrates over it. A failed search shows a clear
 * message and the page stays 200. The condition tabs are the indexable lists; any other filter
 * or sort is noindex with the tab's list as its canonical.
 */
interface Props {
  searchParams: Promise<UsedCarsQuery>;
}

const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: usedCarsTexts.heading, path: usedCarsPath },
];

/** The makes on offer and the cheapest and dearest car, for the filter choices. */
interface Overview {
  makes: MakeOption[];
  priceStats: { min: number; max: number } | null;
}

const makeField = `custom_fields.${usedCarFields.make}`;

const loadOverview = cache(async (): Promise<Overview | null> => {
  const result = await siteSearch().search(
    new SearchSettings({
      keyword: '*',
      pageSize: 1,
      filter: onlyUsedCarsFilter,
      facets: [makeField],
      numFacets: 200,
      fieldStats: [usedCarRanges.price],
    }),
  );
  if (isSearchError(result)) return null;
  const makes = (result.facets[makeField] ?? [])
    .map((facet) => ({ slug: makeSlugOf(String(facet.value)), name: String(facet.value) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  const stat = result.fieldStats[usedCarRanges.price];
  const priceStats =
    stat && typeof stat.min === 'number' && typeof stat.max === 'number' ? { min: stat.min, max: stat.max } : null;
  return { makes, priceStats };
});

type Outcome =
  | { results: SearchResponse; error: null; facetCounts: FacetCounts }
  | { results: null; error: string; facetCounts: FacetCounts };

const loadCars = cache(async (key: string): Promise<Outcome> => {
  const state = JSON.parse(key) as SearchQueryState;
  const { result, facetCounts } = await searchWithFacetCounts(
    siteSearch(),
    usedCarsInitialState(state),
    usedCarsRequestConfig,
    usedCarFacetGroups,
  );
  return isSearchError(result)
    ? { results: null, error: result.error.message, facetCounts }
    : { results: result, error: null, facetCounts };
});

const currentYear = () => new Date().getUTCFullYear();

function read(query: UsedCarsQuery) {
  const year = currentYear();
  const state = usedCarsStateFromQuery(query, year);
  const condition = activeCondition(state);
  // The tab's own list (no other filter, default sort) at a page: the canonical address.
  const tabHref = (page: number) =>
    usedCarsHref(
      {
        ...usedCarsInitialState({ ...state, sort: defaultUsedCarSort.sort, activeFilters: {}, activeRangeFilters: {} }),
        activeFilters: condition === 'nofilter' ? {} : { condition: state.activeFilters.condition! },
        page,
      },
      year,
    );
  return { year, state, condition, tabHref };
}

function titleOf(condition: keyof typeof conditionSubjects, page: number): string {
  const base = pageTitle('usedCarsForSale', { subject: conditionSubjects[condition] });
  return page > 1 ? pageTitle('paged', { title: base, page }) : base;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { state, condition, tabHref } = read(await searchParams);
  const outcome = await loadCars(JSON.stringify(state));
  const title = titleOf(condition, state.page);
  const total = outcome.results?.total_hits ?? 0;
  const pages = Math.ceil(total / usedCarsPageSize);
  const cheapest = (await loadOverview())?.priceStats?.min ?? null;
  const refined = isRefined(state);
  return pageMetadata({
    seoTitle: title,
    seoDescription: usedCarsDescription(condition, total, cheapest),
    canonicalUrl: tabHref(refined || state.page > Math.max(pages, 1) ? 1 : state.page),
    ...(!refined && outcome.results && state.page <= pages ? pagingUrls(state.page, pages, tabHref) : {}),
    noIndex: refined || outcome.error !== null,
  });
}

export default async function UsedCarsPage({ searchParams }: Props) {
  const { year, state, condition, tabHref } = read(await searchParams);
  const [outcome, overview] = await Promise.all([loadCars(JSON.stringify(state)), loadOverview()]);
  const { searchHost, searchSitekey } = siteConfig();
  const origin = siteOrigin();
  const title = titleOf(condition, 1);
  const total = outcome.results?.total_hits ?? 0;
  const pages = Math.ceil(total / usedCarsPageSize);
  const refined = isRefined(state);
  const { prevUrl, nextUrl } =
    !refined && outcome.results && state.page <= pages ? pagingUrls(state.page, pages, tabHref) : {};
  return (
    <Container>
      <JsonLd
        schema={[
          breadcrumbSchema(crumbs, origin),
          usedCarListSchema(usedCarListings(outcome.results?.hits ?? []), {
            origin,
            listName: title,
            startPosition: (state.page - 1) * usedCarsPageSize + 1,
          }),
        ]}
      />
      <PagingLinks prevUrl={prevUrl} nextUrl={nextUrl} />
      <PageHeader title={title} intro={usedCarsTexts.intro} crumbs={crumbs} />
      <UsedCarsIsland
        // A navigation to another list (a link such as 'Clear filters') starts a fresh store.
        key={JSON.stringify(state)}
        searchHost={searchHost}
        searchSitekey={searchSitekey}
        query={state}
        results={outcome.results}
        error={outcome.error}
        facetCounts={outcome.facetCounts}
        makes={overview?.makes ?? []}
        priceStats={overview?.priceStats ?? null}
        currentYear={year}
      />
    </Container>
  );
}
