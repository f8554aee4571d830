import type { Metadata } from 'next';
import { PageHeader } from '#src/components/listing/PageHeader';
import { JsonLd } from '#src/components/seo/JsonLd';
import { ToolsHub } from '#src/components/tools-hub/ToolsHub';
import { partnerOffers, toolsHubSections } from '#src/components/tools-hub/toolsHubLinks';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { Container } from '#src/primitives/Layout';
import { siteOrigin } from '#site/siteOrigin';
import { sitePaths } from '#src/domain/routes';

/**
 * /tools-and-services (spec 2.1 and 2.2): the hub of the site's tools and services (comparison,
 * calculators, finance, valuation, deals, the shortlist) and the partner offers of spec 1. The
 * list is data (src/components/tools-hub/toolsHubLinks.ts); this page only composes it.
 */

const path = sitePaths.toolsAndServices;
const title = 'Tools and services';
const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: title, path },
];

export const metadata: Metadata = pageMetadata({
  seoTitle: title,
  seoDescription:
    'Car comparison, real MPG, company car and van tax calculators, car finance, valuations, deals and partner offers: every Kerbside tool in one place.',
  canonicalUrl: path,
});

export default async function ToolsAndServicesPage() {
  const origin = await siteOrigin();
  return (
    <Container>
      <JsonLd schema={[breadcrumbSchema(crumbs, origin)]} />
      <PageHeader
        title={title}
        intro="Tools to help you choose, pay for, run and sell a car, and savings from our partners."
        crumbs={crumbs}
      />
      <ToolsHub sections={toolsHubSections} offers={partnerOffers} />
    </Container>
  );
}
