import type { Metadata } from 'next';
import { PageHeader } from '../../../../src/components/listing/PageHeader';
import { JsonLd } from '../../../../src/components/seo/JsonLd';
import { breadcrumbSchema, pageMetadata, type Crumb } from '../../../../src/lib/seo/pageMetadata';
import { pageTitle } from '../../../../src/lib/seo/titles';
import { Container } from '../../../../src/primitives/Layout';
import { calculatorPages } from '../../../../src/tools/calculators/calculatorTexts';
import type { QueryParams } from '../../../../src/tools/calculators/formInput';
import { webApplicationSchema } from '../../../../src/tools/calculators/fuel/toolSeo';
import { vanTaxYears } from '../../../../src/tools/calculators/taxYears/taxYears';
import { vanRawFromQuery } from '../../../../src/tools/calculators/vanForm';
import { VanTaxCalculator } from '../../../../src/tools/calculators/VanTaxCalculator';
import { requestOrigin } from '../_article/requestOrigin';

/**
 * /news/van-tax-calculator (spec 2.2): the van benefit tax calculator. A static folder, so it
 * wins over the /news/:title/:id article route. A GET form to this page: server-rendered from
 * the query string, live once JavaScript runs.
 */

const page = calculatorPages.van;
const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Vans', path: '/class/vans' },
  { name: page.title, path: page.path },
];

export const metadata: Metadata = pageMetadata({
  seoTitle: pageTitle('vanTaxCalculator', { year: vanTaxYears.at(-1)?.label ?? '' }),
  seoDescription: page.description,
  canonicalUrl: page.path,
});

export default async function VanTaxCalculatorPage({ searchParams }: { searchParams: Promise<QueryParams> }) {
  const { raw, submitted } = vanRawFromQuery(await searchParams, new Date());
  const origin = await requestOrigin();
  return (
    <Container>
      <JsonLd
        schema={[
          webApplicationSchema({ name: page.title, description: page.description, path: page.path }, origin),
          breadcrumbSchema(crumbs, origin),
        ]}
      />
      <PageHeader title={page.title} intro={page.intro} crumbs={crumbs} />
      <VanTaxCalculator action={page.path} initial={raw} submitted={submitted} />
    </Container>
  );
}
