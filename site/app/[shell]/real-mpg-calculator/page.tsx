import type { Metadata } from 'next';
import { PageHeader } from '#src/components/listing/PageHeader';
import { JsonLd } from '#src/components/seo/JsonLd';
import { breadcrumbSchema, pageMetadata } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container } from '#src/primitives/Layout';
import type { QueryParams } from '#src/tools/calculators/formInput';
import { webApplicationSchema } from '#src/tools/calculators/fuel/toolSeo';
import { readRealMpgQuery } from '#src/tools/calculators/mpg/realMpgQuery';
import { realMpgTexts } from '#src/tools/calculators/mpg/realMpgTexts';
import { siteOrigin } from '#site/siteOrigin';
import { realMpgCrumbs, realMpgDescription, RealMpgFormSection, realMpgPath } from './_shared/realMpgRoute';

/** Driven by its query string: rendered per request (src/lib/pageShell.ts queryDrivenPaths). */
export const dynamic = 'force-dynamic';

/**
 * /real-mpg-calculator (spec 2.1): pick a car (make, model, version; without JavaScript each
 * step is a GET reload) or type an official mpg, add your mileage and fuel price, and the form
 * sends you to /real-mpg-calculator/results.
 */

export const metadata: Metadata = pageMetadata({
  seoTitle: pageTitle('realMpgCalculator', {}),
  seoDescription: realMpgDescription,
  canonicalUrl: realMpgPath,
});

export default async function RealMpgCalculatorPage({ searchParams }: { searchParams: Promise<QueryParams> }) {
  const query = readRealMpgQuery(await searchParams);
  const origin = await siteOrigin();
  const crumbs = realMpgCrumbs(false);
  return (
    <Container>
      <JsonLd
        schema={[
          webApplicationSchema(
            { name: realMpgTexts.title, description: realMpgDescription, path: realMpgPath },
            origin,
          ),
          breadcrumbSchema(crumbs, origin),
        ]}
      />
      <PageHeader title={realMpgTexts.title} intro={realMpgTexts.intro} crumbs={crumbs} />
      <RealMpgFormSection query={query} />
    </Container>
  );
}
