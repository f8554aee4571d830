import type { Metadata } from 'next';
import { PageHeader } from '#src/components/listing/PageHeader';
import { JsonLd } from '#src/components/seo/JsonLd';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container } from '#src/primitives/Layout';
import { energyPricesDateText } from '#src/tools/calculators/fuel/energyPrices';
import { FuelComparison } from '#src/tools/calculators/fuel/FuelComparison';
import { compareFuels, readFuelComparisonQuery } from '#src/tools/calculators/fuel/fuelComparison';
import { fuelComparisonTexts } from '#src/tools/calculators/fuel/fuelComparisonTexts';
import type { QueryParams } from '#src/tools/calculators/formInput';
import { webApplicationSchema } from '#src/tools/calculators/fuel/toolSeo';
import { siteOrigin } from '#site/siteOrigin';
import { sitePaths, toolPaths } from '#src/domain/routes';

/** Driven by its query string: rendered per request (src/lib/pageShell.ts queryDrivenPaths). */
export const dynamic = 'force-dynamic';

/**
 * /fuel-comparison-tool (spec 1, 2.2): petrol, diesel, hybrid and electric running costs side by
 * side for the visitor's mileage and prices (a GET form to this page, so it works without
 * JavaScript), the cheapest marked. Without a query it compares at the dated default prices.
 */

const path = toolPaths.fuelComparison;
const description =
  'Compare the running costs of petrol, diesel, hybrid and electric cars at your mileage and your fuel and electricity prices.';
const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Tools and services', path: sitePaths.toolsAndServices },
  { name: fuelComparisonTexts.title, path },
];

export const metadata: Metadata = pageMetadata({
  seoTitle: pageTitle('fuelComparison', {}),
  seoDescription: description,
  canonicalUrl: path,
});

export default async function FuelComparisonPage({ searchParams }: { searchParams: Promise<QueryParams> }) {
  const input = readFuelComparisonQuery(await searchParams);
  const rows = Object.keys(input.errors).length > 0 ? null : compareFuels(input.values);
  const origin = await siteOrigin();
  return (
    <Container>
      <JsonLd
        schema={[
          webApplicationSchema({ name: fuelComparisonTexts.title, description, path }, origin),
          breadcrumbSchema(crumbs, origin),
        ]}
      />
      <PageHeader title={fuelComparisonTexts.title} intro={fuelComparisonTexts.intro} crumbs={crumbs} />
      <FuelComparison input={input} rows={rows} pricesDate={energyPricesDateText()} />
    </Container>
  );
}
