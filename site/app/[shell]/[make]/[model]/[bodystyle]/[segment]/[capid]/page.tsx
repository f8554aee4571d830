import type { Metadata } from 'next';
import type { Derivative } from '#src/domain/content/types';
import { DealTile } from '#src/components/deals/DealTile';
import { derivativeDescription } from '#src/components/deals/dealsCopy';
import { derivativePath, derivativeTitle, modelTitle, versionName } from '#src/domain/carTitles';
import { productOfferSchema } from '#src/components/deals/dealsSeo';
import { siteOrigin } from '#site/siteOrigin';
import { DerivativeSpecTable } from '#src/components/deals/DerivativeSpecTable';
import { DerivativeSummary } from '#src/components/deals/DerivativeSummary';
import { modelPaths, sitePaths, subjectPaths } from '#src/domain/routes';
import { vehicleLabels } from '#src/domain/vocabulary';
import { CardGrid } from '#src/components/listing/CardGrid';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { EmptyState } from '#src/primitives/EmptyState';
import { ListSection } from '#src/components/listing/ListSection';
import { PageHeader } from '#src/components/listing/PageHeader';
import { JsonLd } from '#src/components/seo/JsonLd';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container, Stack } from '#src/primitives/Layout';
import { foundDerivative, type DerivativeParams } from './derivativeRoute';

export { generateStaticParams } from '#site/onDemand';

/**
 * The derivative page {base}/:edition/:capid (spec 2.1): the full specification of one version,
 * its Kerbside and manufacturer prices, 'Get the best price' to the model's deals, 'Add to
 * shortlist', and the deals on this exact version. The cap id finds the version; the make, model,
 * body style and edition of the path must be its own, else the page is a 404 (an unknown cap id
 * too). JSON-LD: the version as a Product with an Offer at its Kerbside price, and the breadcrumbs.
 *
 * This folder is the [capid] child of the shared level-4 segment [segment] (which also serves
 * {base}/:date/used-review/:id), so `segment` is the edition here.
 */
interface Props {
  params: Promise<DerivativeParams>;
}

function crumbsOf(derivative: Derivative): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'New car deals', path: sitePaths.newCarDeals },
    { name: derivative.make, path: subjectPaths.newCarDeals(derivative.makeSlug) },
    { name: `${modelTitle(derivative)} versions`, path: modelPaths.versions(derivative) },
    { name: versionName(derivative), path: derivativePath(derivative) },
  ];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await foundDerivative(await params);
  if (loaded === 'unavailable') return { title: 'Car specification', robots: { index: false, follow: true } };
  const { derivative, model } = loaded;
  return pageMetadata({
    seoTitle: pageTitle('derivativeSpec', { car: modelTitle(derivative), version: versionName(derivative) }),
    seoDescription: derivativeDescription(derivative),
    seoImage: model.image,
    seoImageAlt: modelTitle(derivative),
    canonicalUrl: derivativePath(derivative),
  });
}

export default async function DerivativePage({ params }: Props) {
  const loaded = await foundDerivative(await params);
  if (loaded === 'unavailable') {
    return (
      <Container>
        <ContentUnavailable what="this car's specification" />
      </Container>
    );
  }
  const { derivative, model, modelDealCount, versionDeals } = loaded;
  const crumbs = crumbsOf(derivative);
  const origin = siteOrigin();
  const title = derivativeTitle(derivative);
  const car = modelTitle(derivative);
  return (
    <Container>
      <JsonLd
        schema={[
          breadcrumbSchema(crumbs, origin),
          productOfferSchema(
            {
              name: title,
              brand: derivative.make,
              url: derivativePath(derivative),
              origin,
              image: model.image,
              sku: derivative.capId,
              category: derivative.wcCategory,
              description: derivativeDescription(derivative),
            },
            { price: derivative.cashPrice },
          ),
        ]}
      />
      <PageHeader
        title={title}
        intro={`${vehicleLabels.bodyStyle[derivative.bodyStyle]}, ${vehicleLabels.fuelType[derivative.fuelType].toLowerCase()}, ${vehicleLabels.transmission[derivative.transmission].toLowerCase()} gearbox: the full specification of this version.`}
        crumbs={crumbs}
      />
      <Stack gap={7}>
        <DerivativeSummary derivative={derivative} image={model.image} dealCount={modelDealCount} />
        <ListSection title="Full specification" id="specification">
          <DerivativeSpecTable derivative={derivative} headingLevel={3} />
        </ListSection>
        <ListSection
          title="Deals on this version"
          id="deals"
          moreLink={modelDealCount > 0 ? { text: `Every ${car} deal`, href: modelPaths.deals(derivative) } : undefined}
        >
          {versionDeals.length > 0 ? (
            <CardGrid>
              {versionDeals.map((deal) => (
                <DealTile key={deal.id} deal={deal} headingLevel={3} />
              ))}
            </CardGrid>
          ) : (
            <EmptyState
              message={`There are no deals on this version of the ${car} right now.`}
              action={
                modelDealCount > 0
                  ? { text: `See every ${car} deal`, href: modelPaths.deals(derivative) }
                  : { text: 'See all new car deals', href: sitePaths.newCarDeals }
              }
            />
          )}
        </ListSection>
      </Stack>
    </Container>
  );
}
