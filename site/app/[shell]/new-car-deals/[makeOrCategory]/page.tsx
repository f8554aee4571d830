import type { Metadata } from 'next';
import { cache } from 'react';
import { contentQueryLimits } from '#src/adapters/content/schema/contentQueryLimits';
import { modelPaths, pageHref, pagingUrls, readPageParam, sitePaths, subjectPaths } from '#src/domain/routes';
import { DealTile } from '#src/components/deals/DealTile';
import { modelRecordTitle } from '#src/domain/carTitles';
import { countOf, newCarDealsDescription } from '#src/components/deals/dealsCopy';
import { dealListSchema } from '#src/components/deals/dealsSeo';
import { siteOrigin } from '#site/siteOrigin';
import { BrowseLinks } from '#src/components/listing/BrowseLinks';
import { CardGrid } from '#src/components/listing/CardGrid';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { EmptyState } from '#src/primitives/EmptyState';
import { ListSection } from '#src/components/listing/ListSection';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { PaginationLinks } from '#src/primitives/PaginationLinks';
import { capitalise } from '#src/domain/vocabulary';
import { RelatedLinks } from '#src/components/listing/RelatedLinks';
import { JsonLd } from '#src/components/seo/JsonLd';
import { PagingLinks } from '#src/components/seo/PagingLinks';
import { messages } from '#src/lib/errorMessages';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container, Stack } from '#src/primitives/Layout';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { foundSubject, subjectFilters, type DealsSubject } from './dealsSubject';
import { shellQuery } from '#site/shellQuery';

export { generateStaticParams } from '#site/onDemand';

/**
 * /new-car-deals/:make and /new-car-deals/:category (spec 2.1): the new-car deals of a make or
 * of a category, biggest saving first, 24 to a page with page links, canonical and prev/next per
 * page. A make's list also links to the deals of each of its models. Empty lists say exactly
 * 'There are currently no models available for this manufacturer' (or 'category'); a page past
 * the end of the list says so, links to the first page and is kept out of search engines.
 */
interface Props {
  params: Promise<{ shell: string; makeOrCategory: string }>;
}

/** Deals per page. */
const pageSize = 24;

const loadDeals = cache((subject: DealsSubject, page: number) =>
  loadContent(() => contentAdapter().list('deals', { filters: subjectFilters(subject), page, pageSize })),
);

/** A make's models that have new-car deals, with how many, A to Z. */
const loadMakeModels = cache((subject: DealsSubject) =>
  loadContent(async () => {
    if (subject.kind !== 'make') return [];
    const adapter = contentAdapter();
    const [deals, models] = await Promise.all([
      adapter.list('deals', {
        filters: subjectFilters(subject),
        pageSize: 1,
        filterBreakdownDisplayFields: ['modelId'],
      }),
      adapter.list('models', { filters: { makeSlug: subject.make.slug }, pageSize: contentQueryLimits.maxPageSize }),
    ]);
    const counts = new Map((deals.breakdowns.modelId ?? []).map(({ value, count }) => [String(value), count]));
    return models.items
      .filter((model) => (counts.get(model.id) ?? 0) > 0)
      .map((model) => ({ model, count: counts.get(model.id) ?? 0 }))
      .sort((a, b) => modelRecordTitle(a.model).localeCompare(modelRecordTitle(b.model)));
  }),
);

function crumbsOf(subject: DealsSubject): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'New car deals', path: sitePaths.newCarDeals },
    { name: `${capitalise(subject.name)} deals`, path: basePath(subject) },
  ];
}

const basePath = (subject: DealsSubject) => subjectPaths.newCarDeals(subject.slug);
const titleOf = (subject: DealsSubject) => pageTitle('deals', { subject: `New ${subject.name}` });
const describedAs = (subject: DealsSubject) =>
  subject.kind === 'make' ? `new ${subject.name} cars` : `new ${subject.name}s`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const subject = await foundSubject((await params).makeOrCategory);
  if (subject === 'unavailable') return { title: 'New car deals', robots: { index: false, follow: true } };
  const page = readPageParam((await shellQuery(params)).page);
  const loaded = await loadDeals(subject, page);
  const total = loaded.status === 'ok' ? loaded.value.total : 0;
  const pages = Math.ceil(total / pageSize);
  const hrefFor = (target: number) => pageHref(basePath(subject), target);
  const title = titleOf(subject);
  const pastTheEnd = loaded.status === 'ok' && page > Math.max(pages, 1);
  return pageMetadata({
    seoTitle: page > 1 ? pageTitle('paged', { title, page }) : title,
    seoDescription: newCarDealsDescription(
      describedAs(subject),
      total,
      loaded.status === 'ok' && page === 1 ? (loaded.value.items[0]?.saving ?? null) : null,
    ),
    canonicalUrl: hrefFor(pastTheEnd ? 1 : page),
    ...(pastTheEnd ? { noIndex: true } : pagingUrls(page, pages, hrefFor)),
  });
}

export default async function DealsSubjectPage({ params }: Props) {
  const subject = await foundSubject((await params).makeOrCategory);
  if (subject === 'unavailable') {
    return (
      <Container>
        <ContentUnavailable what="these deals" />
      </Container>
    );
  }
  const page = readPageParam((await shellQuery(params)).page);
  const [loaded, models] = await Promise.all([loadDeals(subject, page), loadMakeModels(subject)]);
  const origin = siteOrigin();
  const crumbs = crumbsOf(subject);
  const total = loaded.status === 'ok' ? loaded.value.total : 0;
  const pages = Math.ceil(total / pageSize);
  const hrefFor = (target: number) => pageHref(basePath(subject), target);
  const { prevUrl, nextUrl } = page <= pages ? pagingUrls(page, pages, hrefFor) : {};
  const deals = loaded.status === 'ok' ? loaded.value.items : [];
  return (
    <Container>
      <JsonLd
        schema={[
          breadcrumbSchema(crumbs, origin),
          dealListSchema(deals, { origin, listName: titleOf(subject), startPosition: (page - 1) * pageSize + 1 }),
        ]}
      />
      <PagingLinks prevUrl={prevUrl} nextUrl={nextUrl} />
      <PageHeader
        title={titleOf(subject)}
        intro={
          loaded.status === 'ok' && total > 0 ? newCarDealsDescription(describedAs(subject), total, null) : undefined
        }
        crumbs={crumbs}
      >
        <RelatedLinks
          links={[
            { text: 'All new car deals', href: sitePaths.newCarDeals },
            subject.kind === 'make'
              ? { text: `${subject.name} reviews`, href: `/${subject.slug}` }
              : { text: `Best ${subject.plural}`, href: `/${subject.slug}` },
            { text: 'Car leasing deals', href: sitePaths.leasingDeals },
          ]}
        />
      </PageHeader>
      {loaded.status !== 'ok' ? (
        <ContentUnavailable what="these deals" />
      ) : total === 0 ? (
        <EmptyState
          message={subject.kind === 'make' ? messages.noModelsForManufacturer : messages.noModelsForCategory}
          action={{ text: 'See all new car deals', href: sitePaths.newCarDeals }}
        />
      ) : deals.length === 0 ? (
        <EmptyState
          message={`There is no page ${page} of these deals: the list has ${countOf(pages, 'page')}.`}
          action={{ text: 'Go to the first page', href: hrefFor(1) }}
        />
      ) : (
        <Stack gap={7}>
          <ListSection title={page > 1 ? `Deals, page ${page} of ${pages}` : 'Biggest savings first'} id="deals">
            <CardGrid>
              {deals.map((deal, index) => (
                <DealTile key={deal.id} deal={deal} variant="cash" priority={index < 2} />
              ))}
            </CardGrid>
            <PaginationLinks page={page} totalPages={pages} basePath={basePath(subject)} />
          </ListSection>
          {models.status === 'ok' && models.value.length > 0 && (
            <BrowseLinks
              title={`${subject.name} deals by model`}
              id="deals-by-model"
              links={models.value.map(({ model, count }) => ({
                text: modelRecordTitle(model),
                href: modelPaths.deals({ makeSlug: model.makeSlug, rangeSlug: model.slug, bodyStyle: model.bodyStyle }),
                detail: countOf(count, 'deal'),
              }))}
            />
          )}
        </Stack>
      )}
    </Container>
  );
}
