import type { Metadata } from 'next';
import { modelPaths, sitePaths } from '#src/domain/routes';
import { DealTile } from '#src/components/deals/DealTile';
import { dealListSchema } from '#src/components/deals/dealsSeo';
import { siteOrigin } from '#site/siteOrigin';
import { oneDealPerMake } from '#src/components/deals/dealSelection';
import { leaseQuickLinks } from '#src/components/deals/leaseQuickLinks';
import { LeasingExplainer } from '#src/components/deals/LeasingExplainer';
import { BrowseLinks } from '#src/components/listing/BrowseLinks';
import { CardGrid } from '#src/components/listing/CardGrid';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { ListSection } from '#src/components/listing/ListSection';
import { PageHeader } from '#src/components/listing/PageHeader';
import { RelatedLinks } from '#src/components/listing/RelatedLinks';
import { JsonLd } from '#src/components/seo/JsonLd';
import { leaseOptionCounts, noLeaseFilters } from '#src/lib/leasingFilters';
import type { LeaseContractType } from '#src/lib/leasingVat';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container, Stack } from '#src/primitives/Layout';
import { loadLeasing } from './deals/_shared/leasingData';

/**
 * /car-leasing (spec 2.2 'Car leasing'): how car leasing works (personal against business
 * contract hire and VAT, the '3+35' profile, contract length and mileage), the cheapest personal
 * and business deals, and ready-made searches by contract length into both leasing lists.
 */

const path = sitePaths.leasing;
const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Car leasing', path },
];
const title = pageTitle('leasingGuide', { subject: 'personal and business contract hire' });
const description =
  'How car leasing works: personal contract hire (prices inc VAT) against business contract hire (ex VAT), what 3+35 means, contract lengths, mileage and the cheapest deals.';

/** Cheapest deals shown per contract type (one per make). */
const dealsShown = 4;

export function generateMetadata(): Metadata {
  return pageMetadata({ seoTitle: title, seoDescription: description, canonicalUrl: path });
}

async function contractSection(contract: LeaseContractType) {
  const loaded = await loadLeasing(contract);
  if (loaded.status !== 'ok') return null;
  const deals = loaded.value.deals;
  return {
    deals: oneDealPerMake(deals, dealsShown),
    links: leaseQuickLinks(
      contract,
      leaseOptionCounts(
        deals.map((deal) => deal.lease),
        noLeaseFilters,
      ),
      ['term'],
    ),
  };
}

export default async function CarLeasingPage() {
  const [personal, business] = await Promise.all([contractSection('personal'), contractSection('business')]);
  const origin = siteOrigin();
  const shown = [...(personal?.deals ?? []), ...(business?.deals ?? [])];
  // One section per contract type, in this order; their texts differ only by its name.
  const contracts = [
    { contract: 'personal', name: 'Personal', section: personal },
    { contract: 'business', name: 'Business', section: business },
  ] as const;
  return (
    <Container>
      <JsonLd
        schema={[
          breadcrumbSchema(crumbs, origin),
          dealListSchema(shown, { origin, listName: 'Cheapest leasing deals' }),
        ]}
      />
      <PageHeader
        title="Car leasing"
        intro="Leasing is a long-term rental: an initial rental, a fixed monthly rental for the contract, and the car goes back at the end."
        crumbs={crumbs}
      >
        <RelatedLinks
          links={[
            { text: 'Personal leasing deals', href: modelPaths.leasingDeals('personal') },
            { text: 'Business leasing deals', href: modelPaths.leasingDeals('business') },
            { text: 'All car leasing deals', href: sitePaths.leasingDeals },
          ]}
        />
      </PageHeader>
      <Stack gap={7}>
        <LeasingExplainer />
        {contracts.map(({ contract, name, section }) =>
          section ? (
            <ListSection
              key={contract}
              title={`Cheapest ${contract} leasing deals`}
              id={contract}
              moreLink={{ text: `All ${contract} leasing deals`, href: modelPaths.leasingDeals(contract) }}
            >
              <CardGrid>
                {section.deals.map((deal) => (
                  <DealTile key={deal.id} deal={deal} variant="lease" moreDealsHref={modelPaths.deals(deal)} />
                ))}
              </CardGrid>
              <BrowseLinks
                title={`${name} leasing by contract length`}
                id={`${contract}-by-term`}
                headingLevel={3}
                links={section.links}
              />
            </ListSection>
          ) : (
            <ContentUnavailable key={contract} what={`the ${contract} leasing deals`} />
          ),
        )}
      </Stack>
    </Container>
  );
}
