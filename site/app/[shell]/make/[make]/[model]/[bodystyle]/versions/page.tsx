import type { Metadata } from 'next';
import { cache } from 'react';
import { contentQueryLimits } from '#src/adapters/content/schema/contentQueryLimits';
import type { Model } from '#src/domain/content/types';
import { DerivativeTable } from '#src/components/cards/DerivativeRow';
import { modelShortlistItem } from '#src/tools/shortlist/shortlistItems';
import { versionsDescription } from '#src/components/deals/dealsCopy';
import { ShortlistToggle } from '#src/tools/shortlist/ShortlistToggle';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { EmptyState } from '#src/primitives/EmptyState';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { RelatedLinks } from '#src/components/listing/RelatedLinks';
import { JsonLd } from '#src/components/seo/JsonLd';
import { pageTitle } from '#src/lib/seo/titles';
import { Container } from '#src/primitives/Layout';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { modelPage, modelPageMetadata, modelPageSchema, type ModelParams } from '../_shared/modelPages';
import { sitePaths } from '#src/domain/routes';

export { generateStaticParams } from '#site/onDemand';

/**
 * /make{base}/versions (spec 2.1 Model versions): every version of a model on sale, cheapest
 * first, with its price, fuel, gearbox, CO2 and mpg (and electric range when any version has
 * one), each linking to its derivative page. 'Add to shortlist' saves the model. JSON-LD: the
 * model as a Product with an AggregateOffer over its versions' Kerbside prices, and breadcrumbs.
 */
interface Props {
  params: Promise<ModelParams>;
}

const loadVersions = cache((model: Model) =>
  loadContent(async () => {
    const page = await contentAdapter().list('derivatives', {
      filters: { modelId: model.id },
      sortBy: 'onTheRoadPrice',
      sort: 'asc',
      pageSize: contentQueryLimits.maxPageSize,
    });
    return page.items.filter((derivative) => derivative.dateDiscontinued === null);
  }),
);

const pageName = 'Versions and prices';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await modelPage(params, 'versions', pageName);
  if (page === 'unavailable') return { title: 'Car versions', robots: { index: false, follow: true } };
  const { model, car } = page;
  const loaded = await loadVersions(model);
  const versions = loaded.status === 'ok' ? loaded.value : [];
  return modelPageMetadata(page, {
    seoTitle: pageTitle('modelVersions', { car }),
    seoDescription: versionsDescription(
      car,
      versions.length,
      versions[0]?.onTheRoadPrice ?? model.priceFrom,
      versions.at(-1)?.onTheRoadPrice ?? model.priceTo,
    ),
  });
}

export default async function ModelVersionsPage({ params }: Props) {
  const page = await modelPage(params, 'versions', pageName);
  if (page === 'unavailable') {
    return (
      <Container>
        <ContentUnavailable what="the versions of this car" />
      </Container>
    );
  }
  const { model, car, paths, crumbs } = page;
  const loaded = await loadVersions(model);
  const versions = loaded.status === 'ok' ? loaded.value : [];
  return (
    <Container>
      <JsonLd
        schema={modelPageSchema(
          page,
          versions.map((version) => version.cashPrice),
        )}
      />
      <PageHeader
        title={pageTitle('modelVersions', { car })}
        intro={versionsDescription(
          car,
          versions.length,
          versions[0]?.onTheRoadPrice ?? model.priceFrom,
          versions.at(-1)?.onTheRoadPrice ?? model.priceTo,
        )}
        crumbs={crumbs}
      >
        <RelatedLinks
          label={`More on the ${car}`}
          links={[
            { text: `${car} deals`, href: paths.deals },
            { text: 'Partner dealer deals', href: paths.partnerDeals },
            { text: `${car} overview`, href: model.basePath },
          ]}
        />
        <ShortlistToggle item={modelShortlistItem(model)} />
      </PageHeader>
      {loaded.status === 'unavailable' ? (
        <ContentUnavailable what={`the versions of the ${car}`} />
      ) : versions.length > 0 ? (
        <DerivativeTable caption={`${car}: versions and prices`} derivatives={versions} basePath={model.basePath} />
      ) : (
        <EmptyState
          message={`There are no versions of the ${car} on sale at the moment.`}
          action={{ text: 'See all new car deals', href: sitePaths.newCarDeals }}
        />
      )}
    </Container>
  );
}
