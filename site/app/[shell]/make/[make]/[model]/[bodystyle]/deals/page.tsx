import type { Metadata } from 'next';
import { cache } from 'react';
import type { Deal, Dealer, Model } from '../../../../../../../../src/domain/content/types';
import { DealerContact } from '../../../../../../../../src/components/deals/DealerContact';
import { DealTile } from '../../../../../../../../src/components/deals/DealTile';
import { modelShortlistItem } from '../../../../../../../../src/tools/shortlist/shortlistItems';
import { modelDealsDescription } from '../../../../../../../../src/components/deals/dealsCopy';
import { LeaseVatNote } from '../../../../../../../../src/components/deals/LeaseVatNote';
import { ShortlistToggle } from '../../../../../../../../src/tools/shortlist/ShortlistToggle';
import { CardGrid } from '../../../../../../../../src/components/listing/CardGrid';
import { ContentUnavailable } from '../../../../../../../../src/components/listing/ContentUnavailable';
import { EmptyState } from '../../../../../../../../src/primitives/EmptyState';
import { ListSection } from '../../../../../../../../src/components/listing/ListSection';
import { loadContent } from '../../../../../../../../src/components/listing/loadContent';
import { PageHeader } from '../../../../../../../../src/components/listing/PageHeader';
import { RelatedLinks } from '../../../../../../../../src/components/listing/RelatedLinks';
import { JsonLd } from '../../../../../../../../src/components/seo/JsonLd';
import { pageTitle } from '../../../../../../../../src/lib/seo/titles';
import { Container, Grid, Stack } from '../../../../../../../../src/primitives/Layout';
import { contentAdapter } from '../../../../../../../../src/server/content/contentAdapter';
import { allDeals, modelPage, modelPageMetadata, modelPageSchema, type ModelParams } from '../_shared/modelPages';
import { shellQuery } from '../../../../../../../shellQuery';

export { generateStaticParams } from '../../../../../../../onDemand';

/**
 * /make{base}/deals (spec 2.1 Model deals): every deal on one model: new-car deals (Kerbside
 * target price against the manufacturer price), then personal and business leasing deals, each
 * card with 'Add to shortlist'. The cards' 'Get quotes' and 'Get the best price' come back here
 * with ?deal=<id>: that deal is shown first with its dealer's contact details and reference (the
 * canonical URL stays the plain list). JSON-LD: the model as a Product with an AggregateOffer over
 * its new-car deal prices, and breadcrumbs.
 */
interface Props {
  params: Promise<ModelParams & { shell: string }>;
}

const loadDeals = cache((model: Model) => loadContent(() => allDeals({ modelId: model.id })));

const loadDealer = cache((dealerId: string) =>
  loadContent(() => contentAdapter().get('dealers', dealerId)).then((result): Dealer | null =>
    result.status === 'ok' ? result.value : null,
  ),
);

function byType(deals: readonly Deal[]) {
  return {
    newCar: deals.filter((deal) => deal.dealType === 'new-car'),
    personal: deals.filter((deal) => deal.dealType === 'lease-personal' && deal.lease),
    business: deals.filter((deal) => deal.dealType === 'lease-business' && deal.lease),
  };
}

/** The lowest new-car price among the deals, or null. */
function lowestPrice(deals: readonly Deal[]): number | null {
  const prices = deals.flatMap((deal) => (deal.targetPrice === null ? [] : [deal.targetPrice]));
  return prices.length ? Math.min(...prices) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await modelPage(params, 'deals', 'Deals');
  if (page === 'unavailable') return { title: 'Car deals', robots: { index: false, follow: true } };
  const { model, car } = page;
  const loaded = await loadDeals(model);
  const deals = loaded.status === 'ok' ? loaded.value : [];
  return modelPageMetadata(page, {
    seoTitle: pageTitle('deals', { subject: car }),
    seoDescription: modelDealsDescription(car, deals.length, lowestPrice(byType(deals).newCar)),
  });
}

export default async function ModelDealsPage({ params }: Props) {
  const page = await modelPage(params, 'deals', 'Deals');
  if (page === 'unavailable') {
    return (
      <Container>
        <ContentUnavailable what="the deals on this car" />
      </Container>
    );
  }
  const { model, car, paths, crumbs } = page;
  const [loaded, query] = await Promise.all([loadDeals(model), shellQuery(params)]);
  const deals = loaded.status === 'ok' ? loaded.value : [];
  const { newCar, personal, business } = byType(deals);
  const chosenId = typeof query.deal === 'string' ? query.deal : undefined;
  const chosen = chosenId ? deals.find((deal) => deal.id === chosenId) : undefined;
  const dealer = chosen ? await loadDealer(chosen.dealerId) : null;
  return (
    <Container>
      <JsonLd
        schema={modelPageSchema(
          page,
          newCar.flatMap((deal) => (deal.targetPrice === null ? [] : [deal.targetPrice])),
        )}
      />
      <PageHeader
        title={pageTitle('deals', { subject: car })}
        intro={modelDealsDescription(car, deals.length, lowestPrice(newCar))}
        crumbs={crumbs}
      >
        <RelatedLinks
          label={`More on the ${car}`}
          links={[
            { text: 'Partner dealer deals', href: paths.partnerDeals },
            { text: 'Versions and prices', href: paths.versions },
            { text: `${car} overview`, href: model.basePath },
          ]}
        />
        <ShortlistToggle item={modelShortlistItem(model)} />
      </PageHeader>
      {loaded.status === 'unavailable' ? (
        <ContentUnavailable what={`the deals on the ${car}`} />
      ) : deals.length === 0 ? (
        <EmptyState
          message={`There are no deals on the ${car} right now.`}
          action={{ text: 'See all new car deals', href: '/new-car-deals' }}
        />
      ) : (
        <Stack gap={7}>
          {chosen && (
            <ListSection title="Your chosen deal" id="chosen-deal">
              <Grid columns={{ xs: 1, sm: 2, lg: 3 }}>
                <DealTile deal={chosen} headingLevel={3} priority />
                <DealerContact dealer={dealer} reference={chosen.id} expiresAt={chosen.expiresAt} />
              </Grid>
            </ListSection>
          )}
          {newCar.length > 0 && (
            <ListSection title="New car deals" id="new-car-deals">
              <CardGrid>
                {newCar.map((deal, index) => (
                  <DealTile key={deal.id} deal={deal} variant="cash" priority={!chosen && index < 2} />
                ))}
              </CardGrid>
            </ListSection>
          )}
          {personal.length > 0 && (
            <ListSection
              title="Personal leasing deals"
              id="personal-leasing"
              moreLink={{ text: 'All personal leasing deals', href: '/car-leasing/deals/personal' }}
            >
              <LeaseVatNote contract="personal" />
              <CardGrid>
                {personal.map((deal) => (
                  <DealTile key={deal.id} deal={deal} variant="lease" />
                ))}
              </CardGrid>
            </ListSection>
          )}
          {business.length > 0 && (
            <ListSection
              title="Business leasing deals"
              id="business-leasing"
              moreLink={{ text: 'All business leasing deals', href: '/car-leasing/deals/business' }}
            >
              <LeaseVatNote contract="business" />
              <CardGrid>
                {business.map((deal) => (
                  <DealTile key={deal.id} deal={deal} variant="lease" />
                ))}
              </CardGrid>
            </ListSection>
          )}
        </Stack>
      )}
    </Container>
  );
}
