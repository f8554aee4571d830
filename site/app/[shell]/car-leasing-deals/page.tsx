import type { Metadata } from 'next';
import { modelPaths, sitePaths } from '#src/domain/routes';
import { DealTile } from '#src/components/deals/DealTile';
import { leasingDealsDescription, monthlyFromText } from '#src/components/deals/dealsCopy';
import { dealListSchema } from '#src/components/deals/dealsSeo';
import { siteOrigin } from '#site/siteOrigin';
import { oneDealPerMake } from '#src/components/deals/dealSelection';
import { leaseQuickLinks } from '#src/components/deals/leaseQuickLinks';
import { LeaseVatNote } from '#src/components/deals/LeaseVatNote';
import { BrowseLinks } from '#src/components/listing/BrowseLinks';
import { CardGrid } from '#src/components/listing/CardGrid';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { EmptyState } from '#src/primitives/EmptyState';
import { ListSection } from '#src/components/listing/ListSection';
import { PageHeader } from '#src/components/listing/PageHeader';
import { RelatedLinks } from '#src/components/listing/RelatedLinks';
import { JsonLd } from '#src/components/seo/JsonLd';
import { leaseOptionCounts, noLeaseFilters } from '#src/lib/leasingFilters';
import { leaseMonthlyFor, type LeaseContractType } from '#src/lib/leasingVat';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container, Stack } from '#src/primitives/Layout';
import { Text } from '#src/primitives/Text';
import { loadLeasing } from '../car-leasing/deals/_shared/leasingData';

/**
 * /car-leasing-deals (spec 2.2 'Car leasing deals'): the leasing deals hub: the cheapest
 * personal deals (inc VAT) and business deals (ex VAT), one per make, each with its VAT note and
 * a link to the whole list, and ready-made searches by contract length, initial rental and
 * mileage into the filtered lists, with how many deals each finds.
 */

const path = sitePaths.leasingDeals;
const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Car leasing deals', path },
];
const title = pageTitle('leasing', { subject: 'Car' });

/** Cheapest deals shown per contract type (one per make). */
const dealsShown = 8;

const contracts = [
  { contract: 'personal', name: 'Personal' },
  { contract: 'business', name: 'Business' },
] as const satisfies ReadonlyArray<{ contract: LeaseContractType; name: string }>;

async function contractData(contract: LeaseContractType) {
  const loaded = await loadLeasing(contract);
  if (loaded.status !== 'ok') return null;
  const { deals } = loaded.value;
  return {
    total: deals.length,
    cheapest: deals[0] ? leaseMonthlyFor(deals[0].lease, contract) : null,
    deals: oneDealPerMake(deals, dealsShown),
    links: leaseQuickLinks(
      contract,
      leaseOptionCounts(
        deals.map((deal) => deal.lease),
        noLeaseFilters,
      ),
    ),
  };
}

export async function generateMetadata(): Promise<Metadata> {
  const personal = await contractData('personal');
  return pageMetadata({
    seoTitle: title,
    seoDescription: personal
      ? leasingDealsDescription('personal', personal.total, personal.cheapest)
      : 'Personal and business car leasing deals, filtered by contract length, initial rental and mileage.',
    canonicalUrl: path,
  });
}

export default async function CarLeasingDealsPage() {
  const [personal, business] = await Promise.all([contractData('personal'), contractData('business')]);
  const data = { personal, business };
  const origin = siteOrigin();
  return (
    <Container>
      <JsonLd
        schema={[
          breadcrumbSchema(crumbs, origin),
          dealListSchema([...(personal?.deals ?? []), ...(business?.deals ?? [])], {
            origin,
            listName: 'Cheapest car leasing deals',
          }),
        ]}
      />
      <PageHeader
        title={title}
        intro="Personal contract hire prices include VAT; business contract hire prices exclude it. Every deal shows its profile, contract length and annual mileage."
        crumbs={crumbs}
      >
        <RelatedLinks
          links={[
            { text: 'How car leasing works', href: sitePaths.leasing },
            { text: 'New car deals', href: sitePaths.newCarDeals },
          ]}
        />
      </PageHeader>
      <Stack gap={7}>
        {contracts.map(({ contract, name }) => {
          const section = data[contract];
          if (!section) return <ContentUnavailable key={contract} what={`the ${contract} leasing deals`} />;
          return (
            <ListSection
              key={contract}
              title={`${name} leasing deals`}
              id={contract}
              moreLink={{ text: `All ${section.total} ${contract} deals`, href: modelPaths.leasingDeals(contract) }}
            >
              {section.total === 0 ? (
                <EmptyState
                  message={`There are no ${contract} leasing deals right now.`}
                  action={{ text: 'See new car deals', href: sitePaths.newCarDeals }}
                />
              ) : (
                <>
                  <Text tone="muted">Cheapest first, {monthlyFromText(section.cheapest, contract)}.</Text>
                  <LeaseVatNote contract={contract} />
                  <CardGrid>
                    {section.deals.map((deal) => (
                      <DealTile key={deal.id} deal={deal} variant="lease" moreDealsHref={modelPaths.deals(deal)} />
                    ))}
                  </CardGrid>
                  <BrowseLinks
                    title={`Popular ${contract} leasing searches`}
                    id={`${contract}-searches`}
                    headingLevel={3}
                    links={section.links}
                  />
                </>
              )}
            </ListSection>
          );
        })}
      </Stack>
    </Container>
  );
}
