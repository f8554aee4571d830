import type { Metadata } from 'next';
import { cache } from 'react';
import { contentQueryLimits } from '#src/adapters/content/schema/contentQueryLimits';
import { categoryDealCounts } from '#src/components/deals/dealCategories';
import { DealTile } from '#src/components/deals/DealTile';
import { oneDealPerMake } from '#src/components/deals/dealSelection';
import { countOf, newCarDealsDescription } from '#src/components/deals/dealsCopy';
import { dealListSchema } from '#src/components/deals/dealsSeo';
import { siteOrigin } from '#site/siteOrigin';
import { BrowseLinks } from '#src/components/listing/BrowseLinks';
import { CardGrid } from '#src/components/listing/CardGrid';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { EmptyState } from '#src/primitives/EmptyState';
import { ListSection } from '#src/components/listing/ListSection';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { capitalise, categoryNames } from '#src/domain/vocabulary';
import { RelatedLinks } from '#src/components/listing/RelatedLinks';
import { JsonLd } from '#src/components/seo/JsonLd';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container, Stack } from '#src/primitives/Layout';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { sitePaths } from '#src/domain/routes';

/**
 * /new-car-deals (spec 2.1 New-car deals): the top new-car deals (the biggest savings on list
 * price), the cheapest monthly PCP deals, and the ways into the make and category lists
 * (/new-car-deals/:make, /new-car-deals/:category) with how many deals each has.
 */

/** Cards in the top deals and PCP sections. */
const topDealsShown = 8;
const pcpDealsShown = 4;

const path = sitePaths.newCarDeals;
const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'New car deals', path },
];

const load = cache(() =>
  loadContent(async () => {
    const adapter = contentAdapter();
    const [top, pcp, makes] = await Promise.all([
      adapter.list('deals', {
        filters: { dealType: 'new-car' },
        // Enough of the biggest savings to pick one deal per make from.
        pageSize: topDealsShown * 8,
        filterBreakdownDisplayFields: ['makeSlug', 'category', 'fuelType'],
      }),
      adapter.list('deals', {
        filters: { dealType: 'new-car', monthly: { min: 0 } },
        sortBy: 'monthly',
        sort: 'asc',
        pageSize: pcpDealsShown * 8,
      }),
      adapter.list('makes', { pageSize: contentQueryLimits.maxPageSize, displayFields: ['slug', 'name'] }),
    ]);
    const makeNames = new Map(makes.items.map((make) => [make.slug, make.name]));
    const byMake = (top.breakdowns.makeSlug ?? [])
      .flatMap(({ value, count }) => {
        const name = makeNames.get(String(value));
        return name && count > 0 ? [{ slug: String(value), name, count }] : [];
      })
      .sort((a, b) => a.name.localeCompare(b.name));
    const byCategory = categoryDealCounts(top.breakdowns.category, top.breakdowns.fuelType);
    const biggestSaving = top.items[0]?.saving ?? null;
    return {
      top: oneDealPerMake(top.items, topDealsShown),
      pcp: oneDealPerMake(pcp.items, pcpDealsShown),
      total: top.total,
      byMake,
      byCategory,
      biggestSaving,
    };
  }),
);

export async function generateMetadata(): Promise<Metadata> {
  const loaded = await load();
  const title = pageTitle('deals', { subject: 'New car' });
  return pageMetadata({
    seoTitle: title,
    seoDescription:
      loaded.status === 'ok'
        ? newCarDealsDescription('new cars', loaded.value.total, loaded.value.biggestSaving)
        : 'New car deals from UK dealers: Kerbside target prices and monthly PCP finance.',
    canonicalUrl: path,
  });
}

export default async function NewCarDealsPage() {
  const loaded = await load();
  const origin = siteOrigin();
  const title = pageTitle('deals', { subject: 'New car' });
  return (
    <Container>
      <JsonLd
        schema={[
          breadcrumbSchema(crumbs, origin),
          ...(loaded.status === 'ok'
            ? [dealListSchema(loaded.value.top, { origin, listName: 'Top new car deals' })]
            : []),
        ]}
      />
      <PageHeader
        title={title}
        intro={
          loaded.status === 'ok'
            ? newCarDealsDescription('new cars', loaded.value.total, loaded.value.biggestSaving)
            : undefined
        }
        crumbs={crumbs}
      >
        <RelatedLinks
          links={[
            { text: 'New cars in stock', href: sitePaths.newCarsInStock },
            { text: 'Car leasing deals', href: sitePaths.leasingDeals },
          ]}
        />
      </PageHeader>
      {loaded.status !== 'ok' ? (
        <ContentUnavailable what="the new car deals" />
      ) : loaded.value.total === 0 ? (
        <EmptyState
          message="There are no new car deals right now."
          action={{ text: 'See car leasing deals', href: sitePaths.leasingDeals }}
        />
      ) : (
        <Stack gap={7}>
          <ListSection
            title="Top deals"
            id="top-deals"
            moreLink={{ text: 'All new cars in stock', href: sitePaths.newCarsInStock }}
          >
            <CardGrid>
              {loaded.value.top.map((deal, index) => (
                <DealTile key={deal.id} deal={deal} variant="cash" priority={index < 2} />
              ))}
            </CardGrid>
          </ListSection>
          {loaded.value.pcp.length > 0 && (
            <ListSection title="Lowest monthly PCP prices" id="pcp-deals">
              <CardGrid>
                {loaded.value.pcp.map((deal) => (
                  <DealTile key={deal.id} deal={deal} variant="pcp" />
                ))}
              </CardGrid>
            </ListSection>
          )}
          <BrowseLinks
            title="Browse deals by make"
            id="deals-by-make"
            links={loaded.value.byMake.map(({ slug, name, count }) => ({
              text: name,
              href: `${path}/${slug}`,
              detail: countOf(count, 'deal'),
            }))}
          />
          <BrowseLinks
            title="Browse deals by category"
            id="deals-by-category"
            links={loaded.value.byCategory.map(([category, count]) => ({
              text: capitalise(categoryNames[category].plural),
              href: `${path}/${category}`,
              detail: countOf(count, 'deal'),
            }))}
          />
        </Stack>
      )}
    </Container>
  );
}
