import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ReviewCard } from '#src/components/cards/ReviewCard';
import { CardGrid } from '#src/components/listing/CardGrid';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { EmptyState } from '#src/primitives/EmptyState';
import { ListSection } from '#src/components/listing/ListSection';
import { loadContent } from '#src/components/listing/loadContent';
import { PageHeader } from '#src/components/listing/PageHeader';
import { pageHref, pagingUrls, readPageParam, sitePaths, subjectPaths } from '#src/domain/routes';
import { PaginationLinks, paginationTexts } from '#src/primitives/PaginationLinks';
import { RelatedLinks } from '#src/components/listing/RelatedLinks';
import { capitalise, categoryNames } from '#src/domain/vocabulary';
import { JsonLd } from '#src/components/seo/JsonLd';
import { PagingLinks } from '#src/components/seo/PagingLinks';
import { messages } from '#src/lib/errorMessages';
import { totalPages } from '#src/lib/paginationWindow';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { Container } from '#src/primitives/Layout';
import { contentAdapter } from '#src/server/content/contentAdapter';
import {
  categoryReviewsPage,
  findMakeOrCategory,
  type MakeOrCategory,
  type ReviewsPage,
} from '#site/app/[shell]/[make]/_shared/catalogue';
import { siteOrigin } from '#site/siteOrigin';
import { shellQuery } from '#site/shellQuery';

export { generateStaticParams } from '#site/onDemand';

/**
 * /used-reviews/:make and /used-reviews/:category (spec 2.1): the used reviews of the make or of
 * the category's cars, newest first, 12 to a page. An empty list says exactly 'There are
 * currently no models available for this manufacturer' (or 'category').
 */
interface Props {
  params: Promise<{ shell: string; slug: string }>;
}

const pageSize = 12;

const lookup = cache((slug: string) => loadContent(() => findMakeOrCategory(slug)));

const loadPage = cache((subject: MakeOrCategory, page: number) =>
  loadContent(async (): Promise<ReviewsPage> => {
    if (subject.kind === 'category') {
      return categoryReviewsPage('used-reviews', subject.category, null, page, pageSize);
    }
    const response = await contentAdapter().list('used-reviews', {
      filters: { makeSlug: subject.make.slug },
      sortBy: 'publishedAt',
      sort: 'desc',
      page,
      pageSize,
    });
    return { reviews: response.items, total: response.total };
  }),
);

function describe(subject: MakeOrCategory) {
  if (subject.kind === 'make') {
    const { make } = subject;
    return {
      slug: make.slug,
      title: pageTitle('makeUsedReviews', { make: make.name }),
      crumb: make.name,
      intro: `Our experts' reviews of used ${make.name} cars: what goes wrong, what to pay and which versions to buy.`,
      empty: messages.noModelsForManufacturer,
      related: [
        { text: `${make.name} reviews`, href: `/${make.slug}` },
        { text: 'Used cars for sale', href: sitePaths.usedCars },
      ],
    };
  }
  const name = categoryNames[subject.category];
  return {
    slug: subject.category,
    title: pageTitle('categoryUsedReviewList', { categorySingular: name.singular }),
    crumb: capitalise(name.plural),
    intro: `Our experts' reviews of used ${name.plural}: what goes wrong, what to pay and which versions to buy.`,
    empty: messages.noModelsForCategory,
    related: [
      { text: pageTitle('categoryBest', { categoryPlural: name.plural }), href: `/${subject.category}` },
      { text: 'Used cars for sale', href: sitePaths.usedCars },
    ],
  };
}

async function subjectOf(params: Props['params']) {
  const { slug } = await params;
  const found = await lookup(slug);
  if (found.status === 'not-found' || (found.status === 'ok' && found.value === null)) notFound();
  return found.status === 'ok' ? found.value! : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const subject = await subjectOf(params);
  if (!subject) return { title: 'Used car reviews', robots: { index: false, follow: true } };
  const names = describe(subject);
  const page = readPageParam((await shellQuery(params)).page);
  const loaded = await loadPage(subject, page);
  const pages = loaded.status === 'ok' ? totalPages(loaded.value.total, pageSize) : 1;
  const hrefFor = (target: number) => pageHref(subjectPaths.usedReviews(names.slug), target);
  const pastTheEnd = page > Math.max(pages, 1);
  return pageMetadata({
    seoTitle: page > 1 ? pageTitle('paged', { title: names.title, page }) : names.title,
    seoDescription: names.intro,
    canonicalUrl: hrefFor(pastTheEnd ? 1 : page),
    ...pagingUrls(page, pages, hrefFor),
    noIndex: pastTheEnd,
  });
}

export default async function UsedReviewListPage({ params }: Props) {
  const subject = await subjectOf(params);
  if (!subject) {
    return (
      <Container>
        <ContentUnavailable what="these used car reviews" />
      </Container>
    );
  }
  const names = describe(subject);
  const page = readPageParam((await shellQuery(params)).page);
  const basePath = subjectPaths.usedReviews(names.slug);
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Used car reviews', path: sitePaths.usedReviews },
    { name: names.crumb, path: basePath },
  ];
  const [loaded, origin] = await Promise.all([loadPage(subject, page), siteOrigin()]);
  const pages = loaded.status === 'ok' ? totalPages(loaded.value.total, pageSize) : 0;
  const { prevUrl, nextUrl } = pagingUrls(page, pages, (target) => pageHref(basePath, target));
  return (
    <Container>
      <JsonLd schema={[breadcrumbSchema(crumbs, origin)]} />
      <PagingLinks prevUrl={prevUrl} nextUrl={nextUrl} />
      <PageHeader
        title={page > 1 ? pageTitle('paged', { title: names.title, page }) : names.title}
        intro={names.intro}
        crumbs={crumbs}
      >
        <RelatedLinks links={names.related} />
      </PageHeader>
      {loaded.status === 'ok' ? (
        <ListSection
          title="Used car reviews"
          id="used-reviews"
          moreLink={{ text: 'All used car reviews', href: sitePaths.usedReviews }}
        >
          {page > Math.max(pages, 1) && pages > 0 ? (
            <EmptyState
              message={paginationTexts.pastTheEnd(page)}
              action={{ text: paginationTexts.firstPage, href: basePath }}
            />
          ) : loaded.value.reviews.length ? (
            <CardGrid>
              {loaded.value.reviews.map((review) => (
                <ReviewCard key={review.cmsId} review={review} />
              ))}
            </CardGrid>
          ) : (
            <EmptyState message={names.empty} action={{ text: 'All used car reviews', href: sitePaths.usedReviews }} />
          )}
          <PaginationLinks page={page} totalPages={pages} basePath={basePath} label="Pages of used reviews" />
        </ListSection>
      ) : (
        <ContentUnavailable what="these used car reviews" />
      )}
    </Container>
  );
}
