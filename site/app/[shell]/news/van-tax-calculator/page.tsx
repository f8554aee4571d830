import { PageHeader } from '#src/components/listing/PageHeader';
import { JsonLd } from '#src/components/seo/JsonLd';
import { pageTitle } from '#src/lib/seo/titles';
import { Container } from '#src/primitives/Layout';
import { calculatorPageParts } from '#src/tools/calculators/calculatorPage';
import { calculatorPages } from '#src/tools/calculators/calculatorTexts';
import type { QueryParams } from '#src/tools/calculators/formInput';
import { vanTaxYears } from '#src/tools/calculators/taxYears/taxYears';
import { vanRawFromQuery } from '#src/tools/calculators/vanForm';
import { VanTaxCalculator } from '#src/tools/calculators/VanTaxCalculator';
import { siteOrigin } from '#site/siteOrigin';
import { hubPaths } from '#src/domain/routes';

/** Driven by its query string: rendered per request (src/lib/pageShell.ts queryDrivenPaths). */
export const dynamic = 'force-dynamic';

/**
 * /news/van-tax-calculator (spec 2.2): the van benefit tax calculator. A static folder, so it
 * wins over the /news/:title/:id article route. A GET form to this page: server-rendered from
 * the query string, live once JavaScript runs.
 */

const page = calculatorPages.van;
const parts = calculatorPageParts(
  page,
  { name: 'Vans', path: hubPaths.vans },
  pageTitle('vanTaxCalculator', { year: vanTaxYears.at(-1)?.label ?? '' }),
);

export const metadata = parts.metadata;

export default async function VanTaxCalculatorPage({ searchParams }: { searchParams: Promise<QueryParams> }) {
  const { raw, submitted } = vanRawFromQuery(await searchParams, new Date());
  return (
    <Container>
      <JsonLd schema={parts.schema(await siteOrigin())} />
      <PageHeader title={page.title} intro={page.intro} crumbs={parts.crumbs} />
      <VanTaxCalculator action={page.path} initial={raw} submitted={submitted} />
    </Container>
  );
}
