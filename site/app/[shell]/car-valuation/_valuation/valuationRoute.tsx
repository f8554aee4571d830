import 'server-only';
import type { Metadata } from 'next';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { RelatedLinks } from '#src/components/listing/RelatedLinks';
import { JsonLd } from '#src/components/seo/JsonLd';
import { now } from '#src/lib/clock';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Heading } from '#src/primitives/Heading';
import { Container, Stack } from '#src/primitives/Layout';
import { Text } from '#src/primitives/Text';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { estimateValue, nearestDealers, valuationModels } from '#src/server/valuation';
import { postcodeDistrictAttribution } from '#src/server/geo/postcodeDistricts';
import { toolPageSchema } from '#src/tools/finance/toolPageSchema';
import { sellingSteps, valuationCopy } from '#src/tools/valuation/valuationCopy';
import {
  readValuationQuery,
  registrationYears,
  valuationFields,
  type QueryValue,
} from '#src/tools/valuation/valuationForm';
import { ValuationForm } from '#src/tools/valuation/ValuationForm';
import { ValuationResult } from '#src/tools/valuation/ValuationResult';
import { siteOrigin } from '#site/siteOrigin';
import { hubPaths, sitePaths, toolPaths } from '#src/domain/routes';

/**
 * The two valuation pages, /car-valuation/ and /class/sell-my-car (spec 2.1, 2.2): the entry form
 * as a GET form, and after a valid submission the estimated value range (and, for selling, the
 * dealers nearest the optional postcode; /car-valuation/ does not ask for one) in the server HTML, so both work without JavaScript. Whatever the query string
 * holds, the answer is the page with a message on each field to correct, never an error page; an
 * unreachable content service gives a clear message instead of the form.
 */

/** Valuing or selling. */
export type ValuationPurpose = 'valuation' | 'sell';

/** A query as Next gives it to a page. */
export type ValuationSearchParams = Promise<Record<string, QueryValue>>;

const paths: Record<ValuationPurpose, string> = { valuation: toolPaths.valuation, sell: hubPaths.sellMyCar };

const crumbsOf = (purpose: ValuationPurpose): Crumb[] => [
  { name: 'Home', path: '/' },
  { name: 'Tools and services', path: sitePaths.toolsAndServices },
  { name: valuationCopy[purpose].crumb, path: paths[purpose] },
];

/** The metadata of a valuation page; a submitted form (any field in the query) is kept out of search engines. */
export async function valuationMetadata(
  purpose: ValuationPurpose,
  searchParams: ValuationSearchParams,
): Promise<Metadata> {
  const query = await searchParams;
  const submitted = valuationFields.some((field) => query[field] !== undefined);
  return pageMetadata({
    seoTitle: pageTitle(purpose === 'sell' ? 'sellMyCar' : 'carValuation', {}),
    seoDescription: valuationCopy[purpose].description,
    canonicalUrl: paths[purpose],
    noIndex: submitted,
  });
}

/** The result of a valid submission, or why there is none. */
async function resultFor(
  purpose: ValuationPurpose,
  input: NonNullable<ReturnType<typeof readValuationQuery>['input']>,
) {
  const content = contentAdapter();
  const estimate = await loadContent(() => estimateValue(content, input, now()));
  if (estimate.status !== 'ok') return estimate.status === 'unavailable' ? 'unavailable' : 'no-estimate';
  if (!estimate.value) return 'no-estimate';
  // The postcode is optional and only places the visitor for the dealer list of a sale.
  const postcode = input.postcode;
  if (purpose !== 'sell' || postcode === null) return { estimate: estimate.value, nearby: null };
  const nearby = await loadContent(() => nearestDealers(content, postcode, estimate.value!.makeSlug));
  return { estimate: estimate.value, nearby: nearby.status === 'ok' ? nearby.value : null };
}

/** The page of a valuation route. */
export async function ValuationRoutePage({
  purpose,
  searchParams,
}: {
  purpose: ValuationPurpose;
  searchParams: ValuationSearchParams;
}) {
  const copy = valuationCopy[purpose];
  const crumbs = crumbsOf(purpose);
  const [query, origin, makes] = await Promise.all([
    searchParams,
    siteOrigin(),
    loadContent(() => valuationModels(contentAdapter())),
  ]);
  const today = now();
  const schema = [
    breadcrumbSchema(crumbs, origin),
    toolPageSchema(
      {
        name: `Kerbside ${copy.crumb.toLowerCase()}`,
        description: copy.description,
        path: paths[purpose],
        category: 'UtilitiesApplication',
      },
      origin,
    ),
  ];

  let body;
  if (makes.status !== 'ok') {
    body = <ContentUnavailable what="the valuation form" />;
  } else {
    const modelIds = new Set(makes.value.flatMap((group) => group.models.map((model) => model.id)));
    const { values, errors, input } = readValuationQuery(query, (id) => modelIds.has(id), today, purpose === 'sell');
    const result = input ? await resultFor(purpose, input) : null;
    body = (
      <Stack gap={6}>
        <ValuationForm
          action={paths[purpose]}
          purpose={purpose}
          makes={makes.value}
          years={registrationYears(today)}
          values={values}
          errors={errors}
        />
        {result === 'unavailable' && <ContentUnavailable what="your valuation" />}
        {result === 'no-estimate' && <Text>We do not have prices for that model yet, so we cannot value it.</Text>}
        {input && result && typeof result === 'object' && (
          <ValuationResult
            estimate={result.estimate}
            postcode={input.postcode}
            registration={input.registration}
            nearby={result.nearby}
            showDealers={purpose === 'sell'}
            postcodeDataCredit={postcodeDistrictAttribution}
          />
        )}
      </Stack>
    );
  }

  return (
    <Container>
      <JsonLd schema={schema} />
      <PageHeader title={copy.heading} intro={copy.intro} crumbs={crumbs} />
      <Stack gap={8}>
        {body}
        {purpose === 'sell' && (
          <section aria-labelledby="selling-steps-title">
            <Stack gap={4}>
              <Heading level={2} size="medium" id="selling-steps-title">
                How to get the best price for your car
              </Heading>
              <Stack gap={4} as="ol">
                {sellingSteps.map((step) => (
                  <li key={step.title}>
                    <Heading level={3} size="small">
                      {step.title}
                    </Heading>
                    <Text>{step.text}</Text>
                  </li>
                ))}
              </Stack>
            </Stack>
          </section>
        )}
        <RelatedLinks links={copy.links} label="More car tools" />
      </Stack>
    </Container>
  );
}
