import type { Metadata } from 'next';
import { cache } from 'react';
import { contentQueryLimits } from '#src/adapters/content/schema/contentQueryLimits';
import type { Dealer, Model } from '#src/domain/content/types';
import { partnerDealsDescription } from '#src/components/deals/dealsCopy';
import { StockList } from '#src/components/deals/StockList';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { EmptyState } from '#src/primitives/EmptyState';
import { ListSection } from '#src/components/listing/ListSection';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { RelatedLinks } from '#src/components/listing/RelatedLinks';
import { JsonLd } from '#src/components/seo/JsonLd';
import { PRODUCT_NAME } from '#src/lib/constants';
import { pageTitle } from '#src/lib/seo/titles';
import { Container } from '#src/primitives/Layout';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { allDeals, modelPage, modelPageMetadata, modelPageSchema, type ModelParams } from '../_shared/modelPages';

export { generateStaticParams } from '#site/onDemand';

/**
 * /make{base}/autocardeals (spec 2.1 Auto-car deals): the model's new-car offers from Kerbside's
 * partner dealers, i.e. the franchised dealers of its make, one row per car with the dealer and
 * town, the Kerbside price against the manufacturer price and the monthly PCP price, cheapest
 * first. JSON-LD: the model as a Product with an AggregateOffer over these prices, and breadcrumbs.
 */
interface Props {
  params: Promise<ModelParams>;
}

/** The model's new-car deals sold by a franchised dealer of its make, cheapest first, with the dealers. */
const loadPartnerDeals = cache((model: Model) =>
  loadContent(async () => {
    const deals = await allDeals({ modelId: model.id, dealType: 'new-car' });
    const dealerIds = [...new Set(deals.map((deal) => deal.dealerId))];
    const dealers = new Map<string, Dealer>();
    for (let start = 0; start < dealerIds.length; start += contentQueryLimits.maxListItems) {
      const ids = dealerIds.slice(start, start + contentQueryLimits.maxListItems);
      const page = await contentAdapter().list('dealers', { id: ids, pageSize: ids.length });
      for (const dealer of page.items) dealers.set(dealer.id, dealer);
    }
    return deals
      .flatMap((deal) => {
        const dealer = dealers.get(deal.dealerId);
        return dealer && dealer.franchises.includes(model.makeSlug) ? [{ deal, dealer }] : [];
      })
      .sort(
        (a, b) =>
          (a.deal.targetPrice ?? Number.POSITIVE_INFINITY) - (b.deal.targetPrice ?? Number.POSITIVE_INFINITY) ||
          a.deal.id.localeCompare(b.deal.id),
      );
  }),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await modelPage(params, 'partnerDeals', 'Partner dealer deals');
  if (page === 'unavailable') return { title: 'Partner dealer deals', robots: { index: false, follow: true } };
  const { model, car } = page;
  const loaded = await loadPartnerDeals(model);
  const items = loaded.status === 'ok' ? loaded.value : [];
  return modelPageMetadata(page, {
    seoTitle: pageTitle('partnerDeals', { car }),
    seoDescription: partnerDealsDescription(car, items.length, items[0]?.deal.targetPrice ?? null),
  });
}

export default async function PartnerDealsPage({ params }: Props) {
  const page = await modelPage(params, 'partnerDeals', 'Partner dealer deals');
  if (page === 'unavailable') {
    return (
      <Container>
        <ContentUnavailable what="the partner deals on this car" />
      </Container>
    );
  }
  const { model, car, paths, crumbs } = page;
  const loaded = await loadPartnerDeals(model);
  const items = loaded.status === 'ok' ? loaded.value : [];
  return (
    <Container>
      <JsonLd
        schema={modelPageSchema(
          page,
          items.flatMap(({ deal }) => (deal.targetPrice === null ? [] : [deal.targetPrice])),
        )}
      />
      <PageHeader
        title={pageTitle('partnerDeals', { car })}
        intro={`Offers on the ${car} from ${PRODUCT_NAME}'s partner dealers: franchised ${model.make} dealers who honour the ${PRODUCT_NAME} target price.`}
        crumbs={crumbs}
      >
        <RelatedLinks
          label={`More on the ${car}`}
          links={[
            { text: `All ${car} deals`, href: paths.deals },
            { text: 'Versions and prices', href: paths.versions },
          ]}
        />
      </PageHeader>
      {loaded.status === 'unavailable' ? (
        <ContentUnavailable what={`the partner deals on the ${car}`} />
      ) : (
        <ListSection title="Offers from partner dealers" id="partner-deals">
          {items.length > 0 ? (
            <StockList items={items} label={`Partner dealer offers on the ${car}`} priorityCount={2} />
          ) : (
            <EmptyState
              message={`No partner dealer has an offer on the ${car} right now.`}
              action={{ text: `See every ${car} deal`, href: paths.deals }}
            />
          )}
        </ListSection>
      )}
    </Container>
  );
}
