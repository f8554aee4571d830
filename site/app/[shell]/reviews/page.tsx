import type { Metadata } from 'next';
import { cache } from 'react';
import { ModelCard } from '#src/components/cards/ModelCard';
import { ReviewCard } from '#src/components/cards/ReviewCard';
import { BrowseLinks } from '#src/components/listing/BrowseLinks';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { pageHref, pagingUrls, readPageParam, sitePaths, type QueryValue } from '#src/domain/routes';
import { PagedCardList } from '#src/components/listing/PagedCardList';
import { capitalise, categoryNames, isCategory } from '#src/domain/vocabulary';
import { bandFilter, countByBand, priceBandBySlug, type PriceBand } from '#src/components/review/priceBands';
import { JsonLd } from '#src/components/seo/JsonLd';
import { PagingLinks } from '#src/components/seo/PagingLinks';
import { messages } from '#src/lib/errorMessages';
import { totalPages } from '#src/lib/paginationWindow';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container, Stack } from '#src/primitives/Layout';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { listAll, modelEntries } from '../[make]/_shared/catalogue';
import { siteOrigin } from '#site/siteOrigin';
import { shellQuery } from '#site/shellQuery';

/**
 * /reviews (spec 2.1, 2.2): browse the new-car reviews by make, by category and by price band
 * (the bands of the spec's price steps, spec 9), then the latest reviews, 12 to a page
 * (`?page=n`). `?price=20000-25000` lists the models whose cheapest list price falls in that band,
 * linking to their reviews. An unknown band is ignored (the whole list shows, canonical /reviews).
 */
interface Props {
  params: Promise<{ shell: string }>;
}

/** Reviews per page of the latest list; models per page of a price band. */
const reviewsPageSize = 12;
const modelsPageSize = 24;

/** The review types of new-car reviews (label REVIEW). */
const newCarReviewTypes = ['4-point', '16-point'] as const;

function readQuery(query: Record<string, QueryValue>): { page: number; band: PriceBand | undefined } {
  const price = Array.isArray(query.price) ? query.price[0] : query.price;
  return { page: readPageParam(query.page), band: priceBandBySlug(price) };
}

/** Makes, categories and price bands to browse by, with their counts. */
const loadBrowse = cache(() =>
  loadContent(async () => {
    const adapter = contentAdapter();
    const [makes, reviews, models] = await Promise.all([
      listAll('makes', { displayFields: ['slug', 'name'] }),
      adapter.list('reviews', {
        filters: { reviewType: [...newCarReviewTypes] },
        pageSize: 1,
        displayFields: ['cmsId'],
        filterBreakdownDisplayFields: ['makeSlug'],
      }),
      listAll('models', { filters: { comingSoon: false }, displayFields: ['priceFrom', 'categories'] }),
    ]);
    const reviewCounts = new Map((reviews.breakdowns.makeSlug ?? []).map(({ value, count }) => [String(value), count]));
    const categoryCounts = new Map<string, number>();
    for (const model of models) {
      for (const category of model.categories) categoryCounts.set(category, (categoryCounts.get(category) ?? 0) + 1);
    }
    return {
      makes: makes
        .filter((make) => reviewCounts.has(make.slug))
        .map((make) => ({ ...make, count: reviewCounts.get(make.slug)! })),
      categories: [...categoryCounts]
        .filter(([category]) => isCategory(category))
        .map(([category, count]) => ({ category: category as keyof typeof categoryNames, count }))
        .sort(
          (a, b) => Object.keys(categoryNames).indexOf(a.category) - Object.keys(categoryNames).indexOf(b.category),
        ),
      bands: countByBand(models.map((model) => model.priceFrom)),
    };
  }),
);

/** One page of the latest new-car reviews. */
const loadLatest = cache((page: number) =>
  loadContent(() =>
    contentAdapter().list('reviews', {
      filters: { reviewType: [...newCarReviewTypes] },
      sortBy: 'publishedAt',
      sort: 'desc',
      page,
      pageSize: reviewsPageSize,
    }),
  ),
);

/** One page of the models in a price band, cheapest first, with their reviews. */
const loadBand = cache((band: PriceBand, page: number) =>
  loadContent(async () => {
    const models = await contentAdapter().list('models', {
      filters: { comingSoon: false, priceFrom: bandFilter(band) },
      sortBy: 'priceFrom',
      sort: 'asc',
      page,
      pageSize: modelsPageSize,
    });
    return { entries: await modelEntries(models.items, [...newCarReviewTypes]), total: models.total };
  }),
);

const reviewsCrumb: Crumb = { name: 'Car reviews', path: sitePaths.reviews };
const homeCrumb: Crumb = { name: 'Home', path: '/' };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page, band } = readQuery(await shellQuery(params));
  const query = band ? { price: band.slug } : {};
  const hrefFor = (target: number) => pageHref(sitePaths.reviews, target, query);
  const loaded = band ? await loadBand(band, page) : await loadLatest(page);
  const pages = loaded.status === 'ok' ? totalPages(loaded.value.total, band ? modelsPageSize : reviewsPageSize) : 1;
  const title = band ? pageTitle('reviewsByPrice', { priceBand: band.label }) : pageTitle('reviews', {});
  const pastTheEnd = page > Math.max(pages, 1);
  return pageMetadata({
    seoTitle: page > 1 ? pageTitle('paged', { title, page }) : title,
    seoDescription: band
      ? `Reviews of every new car on sale in the UK priced from ${band.label}, with our ratings and prices.`
      : 'Expert reviews of every new car on sale in the UK: browse by make, by type of car or by price, or read the latest.',
    canonicalUrl: hrefFor(pastTheEnd ? 1 : page),
    ...pagingUrls(page, pages, hrefFor),
    noIndex: pastTheEnd,
  });
}

export default async function ReviewsPage({ params }: Props) {
  const { page, band } = readQuery(await shellQuery(params));
  const origin = await siteOrigin();
  return band ? <BandPage band={band} page={page} origin={origin} /> : <LatestPage page={page} origin={origin} />;
}

async function LatestPage({ page, origin }: { page: number; origin: string }) {
  const crumbs = [homeCrumb, reviewsCrumb];
  const [browse, latest] = await Promise.all([page === 1 ? loadBrowse() : null, loadLatest(page)]);
  const pages = latest.status === 'ok' ? totalPages(latest.value.total, reviewsPageSize) : 0;
  const hrefFor = (target: number) => pageHref(sitePaths.reviews, target);
  const { prevUrl, nextUrl } = pagingUrls(page, pages, hrefFor);
  return (
    <Container>
      <JsonLd schema={[breadcrumbSchema(crumbs, origin)]} />
      <PagingLinks prevUrl={prevUrl} nextUrl={nextUrl} />
      <PageHeader
        title={page > 1 ? pageTitle('paged', { title: pageTitle('reviews', {}), page }) : pageTitle('reviews', {})}
        intro="Our experts test every new car on sale in the UK. Browse their reviews by make, by type of car or by price, or read the latest."
        crumbs={crumbs}
      />
      <Stack gap={7}>
        {browse?.status === 'ok' && (
          <>
            <BrowseLinks
              title="Browse by make"
              links={browse.value.makes.map((make) => ({
                text: make.name,
                href: `/${make.slug}`,
                detail: `${make.count} ${make.count === 1 ? 'review' : 'reviews'}`,
              }))}
            />
            <BrowseLinks
              title="Browse by type of car"
              links={browse.value.categories.map(({ category, count }) => ({
                text: capitalise(categoryNames[category].plural),
                href: `/${category}`,
                detail: `${count} ${count === 1 ? 'model' : 'models'}`,
              }))}
            />
            <BrowseLinks
              title="Browse by price"
              links={browse.value.bands.map(({ band, count }) => ({
                text: band.label,
                href: pageHref(sitePaths.reviews, 1, { price: band.slug }),
                detail: `${count} ${count === 1 ? 'model' : 'models'}`,
              }))}
            />
          </>
        )}
        {browse?.status === 'unavailable' && <ContentUnavailable what="the makes and types of car" />}
        <PagedCardList
          title="Latest reviews"
          id="latest-reviews"
          items={latest.status === 'ok' ? latest.value.items : null}
          renderCard={(review) => <ReviewCard key={review.cmsId} review={review} />}
          page={page}
          totalPages={pages}
          basePath={sitePaths.reviews}
          paginationLabel="Pages of reviews"
          emptyMessage="There are currently no reviews."
          unavailableWhat="the latest reviews"
        />
      </Stack>
    </Container>
  );
}

async function BandPage({ band, page, origin }: { band: PriceBand; page: number; origin: string }) {
  const crumbs = [
    homeCrumb,
    reviewsCrumb,
    { name: band.label, path: pageHref(sitePaths.reviews, 1, { price: band.slug }) },
  ];
  const loaded = await loadBand(band, page);
  const pages = loaded.status === 'ok' ? totalPages(loaded.value.total, modelsPageSize) : 0;
  const query = { price: band.slug };
  const hrefFor = (target: number) => pageHref(sitePaths.reviews, target, query);
  const { prevUrl, nextUrl } = pagingUrls(page, pages, hrefFor);
  const title = pageTitle('reviewsByPrice', { priceBand: band.label });
  return (
    <Container>
      <JsonLd schema={[breadcrumbSchema(crumbs, origin)]} />
      <PagingLinks prevUrl={prevUrl} nextUrl={nextUrl} />
      <PageHeader
        title={page > 1 ? pageTitle('paged', { title, page }) : title}
        intro={`Every new car on sale in the UK whose list price starts in this band, cheapest first.`}
        crumbs={crumbs}
      />
      <PagedCardList
        title="Cars in this price band"
        id="models"
        moreLink={{ text: 'All car reviews', href: sitePaths.reviews }}
        items={loaded.status === 'ok' ? loaded.value.entries : null}
        renderCard={(entry) => (
          <ModelCard key={entry.model.id} model={entry.model} rating={entry.rating} href={entry.href} />
        )}
        page={page}
        totalPages={pages}
        basePath={sitePaths.reviews}
        query={query}
        paginationLabel="Pages of cars"
        emptyMessage={messages.noModelsForCategory}
        emptyAction={{ text: 'All car reviews', href: sitePaths.reviews }}
        unavailableWhat="these cars"
      />
    </Container>
  );
}
