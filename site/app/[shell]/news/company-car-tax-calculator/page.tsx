import { PageHeader } from '#src/components/listing/PageHeader';
import { JsonLd } from '#src/components/seo/JsonLd';
import { pageTitle } from '#src/lib/seo/titles';
import { Container } from '#src/primitives/Layout';
import { calculatorPageParts } from '#src/tools/calculators/calculatorPage';
import { calculatorPages } from '#src/tools/calculators/calculatorTexts';
import { companyCarRawFromQuery } from '#src/tools/calculators/companyCarForm';
import { companyCarsHub } from '#src/components/hub/companyCarsHub';
import { CompanyCarTaxCalculator } from '#src/tools/calculators/CompanyCarTaxCalculator';
import type { QueryParams } from '#src/tools/calculators/formInput';
import { taxYears } from '#src/tools/calculators/taxYears/taxYears';
import { siteOrigin } from '#site/siteOrigin';

/** Driven by its query string: rendered per request (src/lib/pageShell.ts queryDrivenPaths). */
export const dynamic = 'force-dynamic';

/**
 * /news/company-car-tax-calculator (spec 2.1, 2.2): the company car tax calculator. A static
 * folder, so it wins over the /news/:title/:id article route. The form is a GET form to this
 * page: the calculator is server-rendered from the query string (a result, or the validation
 * messages of a bad query) and recalculates live once JavaScript runs.
 */

const page = calculatorPages.companyCar;
const parts = calculatorPageParts(
  page,
  { name: companyCarsHub.title, path: companyCarsHub.path },
  pageTitle('companyCarTaxCalculator', { year: taxYears.at(-1)?.label ?? '' }),
);

export const metadata = parts.metadata;

export default async function CompanyCarTaxCalculatorPage({ searchParams }: { searchParams: Promise<QueryParams> }) {
  const { raw, submitted } = companyCarRawFromQuery(await searchParams, new Date());
  return (
    <Container>
      <JsonLd schema={parts.schema(await siteOrigin())} />
      <PageHeader title={page.title} intro={page.intro} crumbs={parts.crumbs} />
      <CompanyCarTaxCalculator action={page.path} initial={raw} submitted={submitted} />
    </Container>
  );
}
