import type { Metadata } from 'next';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { RelatedLinks } from '#src/components/listing/RelatedLinks';
import { JsonLd } from '#src/components/seo/JsonLd';
import { PartnerOfferCard } from '#src/components/tools-hub/PartnerOfferCard';
import { partnerOffers } from '#src/components/tools-hub/toolsHubLinks';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container, Grid, Stack } from '#src/primitives/Layout';
import { Heading } from '#src/primitives/Heading';
import { Text } from '#src/primitives/Text';
import { FinanceCalculator } from '#src/tools/finance/FinanceCalculator';
import { financeValuesFromQuery, firstQueryValue, type QueryValue } from '#src/domain/finance';
import { financeGuide, financeNextLinks } from '#src/tools/finance/financeGuide';
import { prefillFromDeal, prefillFromDerivative, type FinancePrefill } from '#src/tools/finance/financePrefill';
import { toolPageSchema } from '#src/tools/finance/toolPageSchema';
import { siteOrigin } from '#site/siteOrigin';
import { sitePaths, toolPaths } from '#src/domain/routes';

/** Driven by its query string: rendered per request (src/lib/pageShell.ts queryDrivenPaths). */
export const dynamic = 'force-dynamic';

/**
 * /car-finance (spec 2.1, 2.2): the PCP and hire-purchase calculator (a GET form the server
 * answers, live once hydrated), what PCP, HP and PCH mean, the partner offers of spec 1 and ways
 * on to deals. `?deal=` or `?capid=` opens the calculator for a car, from the deal's own PCP quote
 * or the car's price; an unknown car or an unreachable content service falls back to the
 * representative example with a note, never an error page.
 */

type SearchParams = Promise<Record<string, QueryValue>>;

const path = toolPaths.finance;
const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Tools and services', path: sitePaths.toolsAndServices },
  { name: 'Car finance', path },
];
const description =
  'Work out monthly PCP and hire purchase payments with our car finance calculator, see what PCP, HP and PCH mean, and save with our partner offers.';

/** The car the calculator was opened for, from `?deal=` or `?capid=`; 'missing' when it cannot be found. */
async function prefillFor(query: Record<string, QueryValue>): Promise<FinancePrefill | 'missing' | null> {
  const dealId = firstQueryValue(query.deal);
  const capId = firstQueryValue(query.capid);
  if (!dealId && !capId) return null;
  const content = contentAdapter();
  if (dealId) {
    const deal = await loadContent(() => content.get('deals', dealId));
    const prefill = deal.status === 'ok' ? prefillFromDeal(deal.value) : null;
    if (prefill) return prefill;
    if (!capId) return 'missing';
  }
  const derivative = await loadContent(() => content.get('derivatives', capId));
  if (derivative.status !== 'ok') return 'missing';
  const deals = await loadContent(() =>
    content.list('deals', { filters: { capId: derivative.value.capId, dealType: 'new-car' }, pageSize: 1 }),
  );
  const deal = deals.status === 'ok' ? deals.value.items[0] : undefined;
  return (deal && prefillFromDeal(deal)) || prefillFromDerivative(derivative.value);
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const prefill = await prefillFor(await searchParams);
  const car = prefill && prefill !== 'missing' ? prefill.carName : null;
  return pageMetadata({
    seoTitle: car ? pageTitle('carFinanceFor', { car }) : pageTitle('carFinance', {}),
    seoDescription: description,
    canonicalUrl: path,
  });
}

export default async function CarFinancePage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const [origin, prefill] = await Promise.all([siteOrigin(), prefillFor(query)]);
  const car = prefill && prefill !== 'missing' ? prefill : null;
  const { values, submitted } = financeValuesFromQuery(query, car?.values);
  const hiddenFields: Record<string, string> = {};
  for (const name of ['deal', 'capid'] as const) {
    const value = firstQueryValue(query[name]);
    if (value && car) hiddenFields[name] = value;
  }
  const offers = partnerOffers.filter((offer) => offer.href !== path);
  const schema = toolPageSchema(
    { name: 'Kerbside car finance calculator', description, path, category: 'FinanceApplication' },
    origin,
  );

  return (
    <Container>
      <JsonLd schema={[breadcrumbSchema(crumbs, origin), schema]} />
      <PageHeader
        title="Car finance"
        intro="See what a car would cost each month on PCP or hire purchase: change the price, deposit, APR and term and the figures update."
        crumbs={crumbs}
      />
      <Stack gap={8}>
        <section aria-labelledby="calculator-title">
          <Stack gap={4}>
            <Heading level={2} size="medium" id="calculator-title">
              Car finance calculator
            </Heading>
            {prefill === 'missing' && (
              <Text>We could not find that car, so the calculator shows our representative example instead.</Text>
            )}
            <FinanceCalculator
              action={path}
              initialValues={values}
              submitted={submitted}
              hiddenFields={hiddenFields}
              carName={car?.carName}
              headingLevel={3}
            />
          </Stack>
        </section>
        <section aria-labelledby="guide-title">
          <Stack gap={4}>
            <Heading level={2} size="medium" id="guide-title">
              PCP, HP and PCH explained
            </Heading>
            <Grid columns={{ xs: 1, lg: 3 }} gap={6}>
              {financeGuide.map((entry) => (
                <section key={entry.id} aria-labelledby={`guide-${entry.id}`}>
                  <Stack gap={2}>
                    <Heading level={3} size="small" id={`guide-${entry.id}`}>
                      {entry.title}
                    </Heading>
                    {entry.paragraphs.map((paragraph) => (
                      <Text key={paragraph}>{paragraph}</Text>
                    ))}
                  </Stack>
                </section>
              ))}
            </Grid>
          </Stack>
        </section>
        <section aria-labelledby="offers-title">
          <Stack gap={4}>
            <Heading level={2} size="medium" id="offers-title">
              Partner offers
            </Heading>
            <Grid columns={{ xs: 1, sm: 2 }} gap={5}>
              {offers.map((offer) => (
                <PartnerOfferCard key={offer.title} offer={offer} />
              ))}
            </Grid>
          </Stack>
        </section>
        <section aria-labelledby="next-title">
          <Stack gap={4}>
            <Heading level={2} size="medium" id="next-title">
              Find a car to finance
            </Heading>
            <RelatedLinks links={financeNextLinks} label="Deals and money tools" />
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
