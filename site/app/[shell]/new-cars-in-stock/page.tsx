import type { Metadata } from 'next';
import { cache } from 'react';
import { fuelTypes } from '#src/domain/content/enums';
import type { Dealer, FuelType } from '#src/domain/content/types';
import { vehicleLabels } from '#src/domain/vocabulary';
import { countOf, showingText, stockDescription } from '#src/components/deals/dealsCopy';
import { dealListSchema } from '#src/components/deals/dealsSeo';
import { siteOrigin } from '#site/siteOrigin';
import { StockList } from '#src/components/deals/StockList';
import { BrowseLinks } from '#src/components/listing/BrowseLinks';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { EmptyState } from '#src/primitives/EmptyState';
import { ListSection } from '#src/components/listing/ListSection';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { pageHref, pagingUrls, readPageParam, sitePaths, type QueryValue } from '#src/domain/routes';
import { PaginationLinks } from '#src/primitives/PaginationLinks';
import { RelatedLinks } from '#src/components/listing/RelatedLinks';
import { JsonLd } from '#src/components/seo/JsonLd';
import { PagingLinks } from '#src/components/seo/PagingLinks';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container, Stack } from '#src/primitives/Layout';
import { Text } from '#src/primitives/Text';
import { contentAdapter } from '#src/server/content/contentAdapter';

/** Driven by its query string: rendered per request (src/lib/pageShell.ts queryDrivenPaths). */
export const dynamic = 'force-dynamic';

/**
 * /new-cars-in-stock (spec 2.2): new cars dealers have ready to sell, cheapest first, 24 to a
 * page, each with its dealer and town, Kerbside and manufacturer prices and monthly PCP price;
 * narrowed by fuel through plain links (?fuel=electric), with how many cars each finds. This is
 * the site's noindex deals path (src/lib/noIndexPaths.ts): the proxy sends X-Robots-Tag and the
 * page's metadata the robots meta tag.
 */
interface Props {
  searchParams: Promise<Record<string, QueryValue>>;
}

const path = sitePaths.newCarsInStock;
const pageSize = 24;
const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'New car deals', path: sitePaths.newCarDeals },
  { name: 'New cars in stock', path },
];

/** The fuel of the query: a fuel type, null for all; `bad` holds a value that is not a fuel type. */
function readFuel(value: QueryValue): { fuel: FuelType | null; bad: string | null } {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  if (raw === '') return { fuel: null, bad: null };
  const fuel = fuelTypes.find((type) => type === raw.toLowerCase());
  return fuel ? { fuel, bad: null } : { fuel: null, bad: raw.length > 24 ? `${raw.slice(0, 24)}…` : raw };
}

const hrefOf = (fuel: FuelType | null, page: number) => pageHref(path, page, { fuel: fuel ?? undefined });

const loadStock = cache((fuel: FuelType | null, page: number) =>
  loadContent(async () => {
    const adapter = contentAdapter();
    const [deals, all] = await Promise.all([
      adapter.list('deals', {
        filters: { dealType: 'new-car', ...(fuel ? { fuelType: fuel } : {}) },
        sortBy: 'targetPrice',
        sort: 'asc',
        page,
        pageSize,
      }),
      adapter.list('deals', {
        filters: { dealType: 'new-car' },
        pageSize: 1,
        filterBreakdownDisplayFields: ['fuelType'],
      }),
    ]);
    const ids = [...new Set(deals.items.map((deal) => deal.dealerId))];
    const dealers = new Map<string, Dealer>();
    if (ids.length > 0) {
      const found = await adapter.list('dealers', { id: ids, pageSize: ids.length });
      for (const dealer of found.items) dealers.set(dealer.id, dealer);
    }
    const byFuel = new Map((all.breakdowns.fuelType ?? []).map(({ value, count }) => [String(value), count]));
    return {
      items: deals.items.map((deal) => ({ deal, dealer: dealers.get(deal.dealerId) ?? null })),
      total: deals.total,
      allTotal: all.total,
      byFuel,
    };
  }),
);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = await searchParams;
  const { fuel } = readFuel(query.fuel);
  const page = readPageParam(query.page);
  const loaded = await loadStock(fuel, page);
  const base = pageTitle('inStock', {
    subject: fuel ? `New ${vehicleLabels.fuelType[fuel].toLowerCase()} cars` : 'New cars',
  });
  const title = page > 1 ? pageTitle('paged', { title: base, page }) : base;
  if (loaded.status !== 'ok') return { title, robots: noIndexRobots };
  const pages = Math.ceil(loaded.value.total / pageSize);
  const hrefFor = (target: number) => hrefOf(fuel, target);
  const metadata = pageMetadata({
    seoTitle: title,
    seoDescription: stockDescription(
      loaded.value.total,
      page === 1 ? (loaded.value.items[0]?.deal.targetPrice ?? null) : null,
    ),
    canonicalUrl: hrefFor(page > Math.max(pages, 1) ? 1 : page),
    ...(page <= pages ? pagingUrls(page, pages, hrefFor) : {}),
  });
  return { ...metadata, robots: noIndexRobots };
}

/** Followed, never indexed (src/lib/noIndexPaths.ts). */
const noIndexRobots = { index: false, follow: true } as const;

export default async function NewCarsInStockPage({ searchParams }: Props) {
  const query = await searchParams;
  const { fuel, bad } = readFuel(query.fuel);
  const page = readPageParam(query.page);
  const loaded = await loadStock(fuel, page);
  const origin = siteOrigin();
  const title = pageTitle('inStock', {
    subject: fuel ? `New ${vehicleLabels.fuelType[fuel].toLowerCase()} cars` : 'New cars',
  });
  if (loaded.status !== 'ok') {
    return (
      <Container>
        <PageHeader title={title} crumbs={crumbs} />
        <ContentUnavailable what="the cars in stock" />
      </Container>
    );
  }
  const { items, total, allTotal, byFuel } = loaded.value;
  const pages = Math.ceil(total / pageSize);
  const hrefFor = (target: number) => hrefOf(fuel, target);
  const { prevUrl, nextUrl } = page <= pages ? pagingUrls(page, pages, hrefFor) : {};
  return (
    <Container>
      <JsonLd
        schema={[
          breadcrumbSchema(crumbs, origin),
          dealListSchema(
            items.map(({ deal }) => deal),
            { origin, listName: title, startPosition: (page - 1) * pageSize + 1 },
          ),
        ]}
      />
      <PagingLinks prevUrl={prevUrl} nextUrl={nextUrl} />
      <PageHeader title={title} intro={stockDescription(allTotal, null)} crumbs={crumbs}>
        <RelatedLinks
          links={[
            { text: 'New car deals', href: sitePaths.newCarDeals },
            { text: 'Car leasing deals', href: sitePaths.leasingDeals },
          ]}
        />
      </PageHeader>
      <Stack gap={6}>
        {bad !== null && (
          <Text tone="danger">{`'${bad}' is not a fuel type we list, so cars of every fuel are shown.`}</Text>
        )}
        <BrowseLinks
          title="Cars in stock by fuel"
          id="stock-by-fuel"
          links={[
            ...(fuel ? [{ text: 'Every fuel', href: path, detail: countOf(allTotal, 'car') }] : []),
            ...fuelTypes
              .filter((type) => type !== fuel && (byFuel.get(type) ?? 0) > 0)
              .map((type) => ({
                text: vehicleLabels.fuelType[type],
                href: hrefOf(type, 1),
                detail: countOf(byFuel.get(type) ?? 0, 'car'),
              })),
          ]}
        />
        <ListSection
          title={fuel ? `${vehicleLabels.fuelType[fuel]} cars, cheapest first` : 'Cheapest first'}
          id="stock"
        >
          <Text tone="muted" size="sm">
            {showingText(page, pageSize, total, 'car')}
          </Text>
          {total === 0 ? (
            <EmptyState
              message="There are no new cars in stock that match right now."
              action={{ text: 'See every car in stock', href: path }}
            />
          ) : items.length === 0 ? (
            <EmptyState
              message={`There is no page ${page} of this list: it has ${countOf(pages, 'page')}.`}
              action={{ text: 'Go to the first page', href: hrefFor(1) }}
            />
          ) : (
            <>
              <StockList items={items} label={title} priorityCount={2} />
              <PaginationLinks page={page} totalPages={pages} hrefFor={hrefFor} />
            </>
          )}
        </ListSection>
      </Stack>
    </Container>
  );
}
