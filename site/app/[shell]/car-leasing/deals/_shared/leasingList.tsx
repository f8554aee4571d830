import 'server-only';
import type { Metadata } from 'next';
import { modelPaths, pagingUrls, sitePaths } from '#src/domain/routes';
import { DealTile } from '#src/components/deals/DealTile';
import { leasingDealsDescription, showingText } from '#src/components/deals/dealsCopy';
import { dealListSchema } from '#src/components/deals/dealsSeo';
import { siteOrigin } from '#site/siteOrigin';
import { LeaseFilterForm } from '#src/components/deals/LeaseFilterForm';
import { LeaseVatNote } from '#src/components/deals/LeaseVatNote';
import { CardGrid } from '#src/components/listing/CardGrid';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { EmptyState } from '#src/primitives/EmptyState';
import { ListSection } from '#src/components/listing/ListSection';
import { PageHeader } from '#src/components/listing/PageHeader';
import { PaginationLinks } from '#src/primitives/PaginationLinks';
import { RelatedLinks } from '#src/components/listing/RelatedLinks';
import { JsonLd } from '#src/components/seo/JsonLd';
import { PagingLinks } from '#src/components/seo/PagingLinks';
import { filterLeaseDeals } from '#src/adapters/content/leasingDeals';
import {
  describeLeaseFilters,
  hasLeaseFilters,
  leaseOptionCounts,
  leaseQueryString,
  pageOfList,
  parseLeaseQuery,
  type LeaseFilters,
  type QueryValue,
} from '#src/lib/leasingFilters';
import { leaseMonthlyFor, type LeaseContractType } from '#src/lib/leasingVat';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container, Stack } from '#src/primitives/Layout';
import { Text } from '#src/primitives/Text';
import { loadLeasing } from './leasingData';

/**
 * The two leasing deals lists, /car-leasing/deals/business (prices ex VAT) and
 * /car-leasing/deals/personal (prices inc VAT), spec 2.1: every leasing deal of the contract
 * type, cheapest monthly rental first, 24 to a page, narrowed by contract length, initial rental
 * and annual mileage from a GET form, so filtering and paging work without JavaScript and every
 * list state has its own URL (canonical and prev/next keep the filters). Query values the list
 * cannot use are explained above the form, never an error page.
 */

/** A query as Next gives it to a page. */
export type LeasingSearchParams = Promise<Record<string, QueryValue>>;

/** Deals per page. */
const pageSize = 24;

const names = {
  business: { subject: 'Business car', short: 'Business', other: 'personal' },
  personal: { subject: 'Personal car', short: 'Personal', other: 'business' },
} as const satisfies Record<LeaseContractType, { subject: string; short: string; other: LeaseContractType }>;

const pathOf = (contract: LeaseContractType) => modelPaths.leasingDeals(contract);
const hrefOf = (contract: LeaseContractType, filters: LeaseFilters, page: number) =>
  `${pathOf(contract)}${leaseQueryString(filters, page)}`;

/** Everything a list state needs, from the contract type and its query. */
async function listState(contract: LeaseContractType, searchParams: LeasingSearchParams) {
  const query = parseLeaseQuery(await searchParams);
  const loaded = await loadLeasing(contract);
  if (loaded.status !== 'ok') return { query, loaded: null };
  const all = loaded.value.deals;
  const filtered = filterLeaseDeals(all, query.filters);
  const shown = pageOfList(filtered, query.page, pageSize);
  const cheapest = all[0] ? leaseMonthlyFor(all[0].lease, contract) : null;
  return { query, loaded: { all, filtered, shown, cheapest, truncated: loaded.value.truncated } };
}

function crumbsOf(contract: LeaseContractType): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Car leasing', path: sitePaths.leasing },
    { name: pageTitle('leasing', { subject: names[contract].subject }), path: pathOf(contract) },
  ];
}

const titleOf = (contract: LeaseContractType, filters: LeaseFilters) => {
  const title = pageTitle('leasing', { subject: names[contract].subject });
  const chosen = describeLeaseFilters(filters);
  return chosen ? `${title}: ${chosen}` : title;
};

/** The metadata of a leasing list state. */
export async function leasingListMetadata(
  contract: LeaseContractType,
  searchParams: LeasingSearchParams,
): Promise<Metadata> {
  const { query, loaded } = await listState(contract, searchParams);
  const { filters, page } = query;
  const title = titleOf(contract, filters);
  if (!loaded) return { title, robots: { index: false, follow: true } };
  const { totalPages } = loaded.shown;
  const pastTheEnd = page > Math.max(totalPages, 1);
  const hrefFor = (target: number) => hrefOf(contract, filters, target);
  return pageMetadata({
    seoTitle: page > 1 ? pageTitle('paged', { title, page }) : title,
    seoDescription: leasingDealsDescription(contract, loaded.all.length, loaded.cheapest),
    canonicalUrl: hrefFor(pastTheEnd ? 1 : page),
    ...(pastTheEnd ? { noIndex: true } : pagingUrls(page, totalPages, hrefFor)),
  });
}

/** The page of a leasing list state. */
export async function LeasingListPage({
  contract,
  searchParams,
}: {
  contract: LeaseContractType;
  searchParams: LeasingSearchParams;
}) {
  const { query, loaded } = await listState(contract, searchParams);
  const origin = siteOrigin();
  const { filters, page, problems } = query;
  const crumbs = crumbsOf(contract);
  const path = pathOf(contract);
  const other = names[contract].other;
  const header = (
    <PageHeader
      title={pageTitle('leasing', { subject: names[contract].subject })}
      intro={loaded ? leasingDealsDescription(contract, loaded.all.length, loaded.cheapest) : undefined}
      crumbs={crumbs}
    >
      <RelatedLinks
        links={[
          { text: pageTitle('leasing', { subject: names[other].subject }), href: pathOf(other) },
          { text: 'How car leasing works', href: sitePaths.leasing },
          { text: 'All car leasing deals', href: sitePaths.leasingDeals },
        ]}
      />
    </PageHeader>
  );
  if (!loaded) {
    return (
      <Container>
        <JsonLd schema={[breadcrumbSchema(crumbs, origin)]} />
        {header}
        <ContentUnavailable what="these leasing deals" />
      </Container>
    );
  }
  const { shown, filtered } = loaded;
  const hrefFor = (target: number) => hrefOf(contract, filters, target);
  const { prevUrl, nextUrl } = page <= shown.totalPages ? pagingUrls(page, shown.totalPages, hrefFor) : {};
  const chosen = describeLeaseFilters(filters);
  return (
    <Container>
      <JsonLd
        schema={[
          breadcrumbSchema(crumbs, origin),
          dealListSchema(shown.items, {
            origin,
            listName: titleOf(contract, filters),
            startPosition: (shown.page - 1) * pageSize + 1,
          }),
        ]}
      />
      <PagingLinks prevUrl={prevUrl} nextUrl={nextUrl} />
      {header}
      <Stack gap={6}>
        <LeaseVatNote contract={contract} />
        <LeaseFilterForm
          action={path}
          filters={filters}
          counts={leaseOptionCounts(
            loaded.all.map((deal) => deal.lease),
            filters,
          )}
          problems={problems}
        />
        <ListSection
          title={
            chosen ? `${names[contract].short} deals: ${chosen}` : `${names[contract].short} deals, cheapest first`
          }
          id="deals"
        >
          <Text tone="muted" size="sm">
            {showingText(shown.page, pageSize, filtered.length)}
            {loaded.truncated ? ' (the cheapest deals only)' : ''}
          </Text>
          {filtered.length === 0 ? (
            <EmptyState
              message={`No ${names[contract].short.toLowerCase()} leasing deals match ${hasLeaseFilters(filters) ? 'these filters' : 'right now'}.`}
              action={
                hasLeaseFilters(filters)
                  ? { text: 'Clear the filters', href: path }
                  : { text: 'See new car deals', href: sitePaths.newCarDeals }
              }
            />
          ) : shown.items.length === 0 ? (
            <EmptyState
              message={`There is no page ${page} of these deals: the list has ${shown.totalPages} ${shown.totalPages === 1 ? 'page' : 'pages'}.`}
              action={{ text: 'Go to the first page', href: hrefFor(1) }}
            />
          ) : (
            <>
              <CardGrid>
                {shown.items.map((deal, index) => (
                  <DealTile
                    key={deal.id}
                    deal={deal}
                    variant="lease"
                    moreDealsHref={modelPaths.deals(deal)}
                    priority={index < 2}
                  />
                ))}
              </CardGrid>
              <PaginationLinks page={shown.page} totalPages={shown.totalPages} hrefFor={hrefFor} />
            </>
          )}
        </ListSection>
      </Stack>
    </Container>
  );
}
