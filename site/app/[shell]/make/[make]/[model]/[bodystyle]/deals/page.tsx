import type { Metadata } from 'next';
import { cache } from 'react';
import type { Deal, Dealer, Model } from '#src/domain/content/types';
import { DealEndedNotice } from '#src/components/deals/DealEndedNotice';
import { DealerContact } from '#src/components/deals/DealerContact';
import { DealersNearYou } from '#src/components/dealers/DealersNearYou';
import { DealTile } from '#src/components/deals/DealTile';
import { quoteRequestHref } from '#src/components/leads/leadLinks';
import { buttonTexts } from '#src/lib/constants';
import { modelShortlistItem } from '#src/tools/shortlist/shortlistItems';
import { modelDealsDescription } from '#src/components/deals/dealsCopy';
import { LeaseVatNote } from '#src/components/deals/LeaseVatNote';
import { ShortlistToggle } from '#src/tools/shortlist/ShortlistToggle';
import { CardGrid } from '#src/components/listing/CardGrid';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { EmptyState } from '#src/primitives/EmptyState';
import { ListSection } from '#src/components/listing/ListSection';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { RelatedLinks } from '#src/components/listing/RelatedLinks';
import { JsonLd } from '#src/components/seo/JsonLd';
import { isDealId, isDealLive } from '#src/domain/dealDates';
import { today } from '#src/lib/clock';
import { pageTitle } from '#src/lib/seo/titles';
import { Container, Grid, Stack } from '#src/primitives/Layout';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { allDeals, modelPage, modelPageMetadata, modelPageSchema, type ModelParams } from '../_shared/modelPages';
import { shellQuery } from '#site/shellQuery';
import { modelPaths, sitePaths } from '#src/domain/routes';

export { generateStaticParams } from '#site/onDemand';

/**
 * /make{base}/deals (spec 2.1 Model deals): every deal on one model: new-car deals (Kerbside
 * target price against the manufacturer price), then personal and business leasing deals, each
 * card with 'Add to shortlist'. The cards' 'Get quotes' and 'Get the best price' open the
 * quote-request form (#16); a link here with ?deal=<id> shows that deal first with its dealer's
 * contact details, reference and 'Get quotes' (the canonical URL stays the plain list).
 * JSON-LD: the model as a Product with an AggregateOffer over its new-car deal prices, and
 * breadcrumbs.
 *
 * Only live deals are listed (issue #18, src/domain/dealDates.ts). A ?deal= whose offer is no
 * longer live says so in place of the chosen deal and points to the current deals below (noindex):
 * - ended: the store still holds the deal for this model but its end date has passed: 200;
 * - gone: the id is written as a deal id (`deal-<digits>`) and the model exists, but the store
 *   holds no deal with that id for this model (any more): the notice carries the "gone" marker and
 *   the server answers 410 (src/lib/goneRender.ts). A ?deal= that is not a deal id is ignored.
 * The page is cached (ADR 0013), so a deal that ends leaves it within the hour of revalidation.
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

/** What the page's ?deal= names: nothing, a live deal, an ended one, one gone from the store, or unknown (store down). */
type ChosenDeal =
  { state: 'none' } | { state: 'live' | 'ended'; deal: Deal } | { state: 'gone' } | { state: 'unavailable' };

/** The deal with this id on this model, ended or not (NotFoundError when the store has none). */
const loadAnyDeal = cache((modelId: string, dealId: string) =>
  loadContent(() =>
    contentAdapter().list('deals', { id: [dealId], ended: 'include', filters: { modelId }, pageSize: 1 }),
  ),
);

/** The deal of ?deal=, from the live deals already read or, when it is not among them, the store. */
async function chosenDeal(model: Model, live: readonly Deal[], dealId: string | undefined): Promise<ChosenDeal> {
  if (!dealId) return { state: 'none' };
  const listed = live.find((deal) => deal.id === dealId);
  if (listed) return { state: 'live', deal: listed };
  if (!isDealId(dealId)) return { state: 'none' };
  const found = await loadAnyDeal(model.id, dealId);
  if (found.status === 'unavailable') return { state: 'unavailable' };
  const deal = found.status === 'ok' ? found.value.items[0] : undefined;
  if (!deal) return { state: 'gone' };
  // Not among the live deals: ended (unless it was read across midnight, when the later read wins).
  return { state: isDealLive(deal, today()) ? 'live' : 'ended', deal };
}

/** The page's deals and its chosen deal, read once for the metadata and the page. */
const loadPageDeals = cache(async (model: Model, dealId: string | undefined) => {
  const loaded = await loadDeals(model);
  const deals = loaded.status === 'ok' ? loaded.value : [];
  const chosen: ChosenDeal = loaded.status === 'ok' ? await chosenDeal(model, deals, dealId) : { state: 'none' };
  return { loaded, deals, chosen };
});

const chosenIdOf = (query: Record<string, string | string[]>) =>
  typeof query.deal === 'string' ? query.deal : undefined;

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
  const { deals, chosen } = await loadPageDeals(model, chosenIdOf(await shellQuery(params)));
  return modelPageMetadata(page, {
    seoTitle: pageTitle('deals', { subject: car }),
    seoDescription: modelDealsDescription(car, deals.length, lowestPrice(byType(deals).newCar)),
    // An offer that has ended or gone is no page for search engines; the plain list is canonical anyway.
    noIndex: chosen.state === 'ended' || chosen.state === 'gone',
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
  const { loaded, deals, chosen: choice } = await loadPageDeals(model, chosenIdOf(await shellQuery(params)));
  const { newCar, personal, business } = byType(deals);
  const chosen = choice.state === 'live' ? choice.deal : undefined;
  const dealer = chosen ? await loadDealer(chosen.dealerId) : null;
  const firstList = newCar.length ? '#new-car-deals' : personal.length ? '#personal-leasing' : '#business-leasing';
  // In the chosen deal's place when it is no longer live (or could not be read).
  const notice =
    choice.state === 'ended' || choice.state === 'gone' ? (
      <DealEndedNotice
        state={choice.state}
        car={car}
        deal={choice.state === 'ended' ? choice.deal : null}
        currentDealsHref={deals.length ? firstList : null}
      />
    ) : choice.state === 'unavailable' ? (
      <ContentUnavailable what="the deal you chose" />
    ) : null;
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
        (notice ?? (
          <EmptyState
            message={`There are no deals on the ${car} right now.`}
            action={{ text: 'See all new car deals', href: sitePaths.newCarDeals }}
          />
        ))
      ) : (
        <Stack gap={7}>
          {notice}
          {chosen && (
            <ListSection title="Your chosen deal" id="chosen-deal">
              <Grid columns={{ xs: 1, sm: 2, lg: 3 }}>
                <DealTile deal={chosen} headingLevel={3} priority />
                <DealerContact
                  dealer={dealer}
                  reference={chosen.id}
                  expiresAt={chosen.expiresAt}
                  action={{
                    text: buttonTexts.getQuotes,
                    // The quote-request form for this deal (#16); the make's dealer finder without a dealer.
                    href: quoteRequestHref({
                      kind: 'quote',
                      dealerId: dealer ? chosen.dealerId : null,
                      dealId: chosen.id,
                      makeSlug: chosen.makeSlug,
                    }),
                    label: `for this ${car} deal`,
                  }}
                />
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
              moreLink={{ text: 'All personal leasing deals', href: modelPaths.leasingDeals('personal') }}
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
              moreLink={{ text: 'All business leasing deals', href: modelPaths.leasingDeals('business') }}
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
      {/* A client island: the page stays cached, and the block asks /api/dealers from the browser. */}
      <DealersNearYou makeSlug={model.makeSlug} makeName={model.make} separated />
    </Container>
  );
}
