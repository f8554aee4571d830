import type { Metadata } from 'next';
import { cache } from 'react';
import { ReviewCard } from '#src/components/cards/ReviewCard';
import { BrowseLinks } from '#src/components/listing/BrowseLinks';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { pageHref, pagingUrls, readPageParam, sitePaths, subjectPaths } from '#src/domain/routes';
import { PagedCardList } from '#src/components/listing/PagedCardList';
import { capitalise, categoryNames, isCategory, powertrainCategories } from '#src/domain/vocabulary';
import { JsonLd } from '#src/components/seo/JsonLd';
import { PagingLinks } from '#src/components/seo/PagingLinks';
import { totalPages } from '#src/lib/paginationWindow';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container, Stack } from '#src/primitives/Layout';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { listAll } from '#site/app/[shell]/[make]/_shared/catalogue';
import { siteOrigin } from '#site/siteOrigin';
import { shellQuery } from '#site/shellQuery';

/**
 * /used-reviews (spec 2.1, 2.2): browse the used car reviews by make and by type of car (to
 * /used-reviews/:make and /used-reviews/:category), then the latest used reviews, 12 to a page.
 */
interface Props {
  params: Promise<{ shell: string }>;
}

const pageSize = 12;

const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Used car reviews', path: sitePaths.usedReviews },
];

/** The makes and types of car that have used reviews. */
const loadBrowse = cache(() =>
  loadContent(async () => {
    const [makes, counts] = await Promise.all([
      listAll('makes', { displayFields: ['slug', 'name'] }),
      contentAdapter().list('used-reviews', {
        pageSize: 1,
        displayFields: ['cmsId'],
        filterBreakdownDisplayFields: ['makeSlug', 'category'],
      }),
    ]);
    const byMake = new Map((counts.breakdowns.makeSlug ?? []).map(({ value, count }) => [String(value), count]));
    const mainCategories = new Set((counts.breakdowns.category ?? []).map(({ value }) => String(value)));
    return {
      makes: makes.filter((make) => byMake.has(make.slug)).map((make) => ({ ...make, count: byMake.get(make.slug)! })),
      // Electric and hybrid cars are never a review's main category; they have lists of their own.
      categories: Object.keys(categoryNames).filter(
        (category) =>
          isCategory(category) &&
          (mainCategories.has(category) || (powertrainCategories as readonly string[]).includes(category)),
      ) as Array<keyof typeof categoryNames>,
    };
  }),
);

const loadLatest = cache((page: number) =>
  loadContent(() => contentAdapter().list('used-reviews', { sortBy: 'publishedAt', sort: 'desc', page, pageSize })),
);

const hrefFor = (page: number) => pageHref(sitePaths.usedReviews, page);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = readPageParam((await shellQuery(params)).page);
  const latest = await loadLatest(page);
  const pages = latest.status === 'ok' ? totalPages(latest.value.total, pageSize) : 1;
  const title = pageTitle('usedReviews', {});
  const pastTheEnd = page > Math.max(pages, 1);
  return pageMetadata({
    seoTitle: page > 1 ? pageTitle('paged', { title, page }) : title,
    seoDescription:
      'Expert reviews of used cars: what goes wrong, what to pay and which versions to buy, by make and by type of car.',
    canonicalUrl: hrefFor(pastTheEnd ? 1 : page),
    ...pagingUrls(page, pages, hrefFor),
    noIndex: pastTheEnd,
  });
}

export default async function UsedReviewsPage({ params }: Props) {
  const page = readPageParam((await shellQuery(params)).page);
  const [browse, latest, origin] = await Promise.all([
    page === 1 ? loadBrowse() : null,
    loadLatest(page),
    siteOrigin(),
  ]);
  const pages = latest.status === 'ok' ? totalPages(latest.value.total, pageSize) : 0;
  const { prevUrl, nextUrl } = pagingUrls(page, pages, hrefFor);
  const title = pageTitle('usedReviews', {});
  return (
    <Container>
      <JsonLd schema={[breadcrumbSchema(crumbs, origin)]} />
      <PagingLinks prevUrl={prevUrl} nextUrl={nextUrl} />
      <PageHeader
        title={page > 1 ? pageTitle('paged', { title, page }) : title}
        intro="What to look for, what goes wrong and what to pay: our experts' reviews of used cars, by make and by type of car."
        crumbs={crumbs}
      />
      <Stack gap={7}>
        {browse?.status === 'ok' && (
          <>
            <BrowseLinks
              title="Used reviews by make"
              links={browse.value.makes.map((make) => ({
                text: make.name,
                href: subjectPaths.usedReviews(make.slug),
                detail: `${make.count} ${make.count === 1 ? 'review' : 'reviews'}`,
              }))}
            />
            <BrowseLinks
              title="Used reviews by type of car"
              links={browse.value.categories.map((category) => ({
                text: capitalise(categoryNames[category].plural),
                href: subjectPaths.usedReviews(category),
              }))}
            />
          </>
        )}
        {browse?.status === 'unavailable' && <ContentUnavailable what="the makes and types of car" />}
        <PagedCardList
          title="Latest used car reviews"
          id="latest-reviews"
          items={latest.status === 'ok' ? latest.value.items : null}
          renderCard={(review) => <ReviewCard key={review.cmsId} review={review} />}
          page={page}
          totalPages={pages}
          basePath={sitePaths.usedReviews}
          paginationLabel="Pages of used reviews"
          emptyMessage="There are currently no used car reviews."
          unavailableWhat="the latest used car reviews"
        />
      </Stack>
    </Container>
  );
}
