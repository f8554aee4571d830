import 'server-only';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache, type ReactNode } from 'react';
import type { Review } from '#src/domain/content/types';
import { carNames } from '#src/domain/vocabulary';
import { ContentUnavailable } from '#src/components/listing/ContentUnavailable';
import { loadContent } from '#src/components/listing/loadContent';
import { metaDescription } from '#src/components/listing/metaDescription';
import { adSettings } from '#src/components/ads/adPlacement';
import { ReviewPage } from '#src/components/review/ReviewPage';
import { isUsedReviewDate, reviewMatchesPath, type ReviewRoute } from '#src/components/review/reviewPaths';
import { reviewSchema } from '#src/components/review/reviewSchema';
import { JsonLd } from '#src/components/seo/JsonLd';
import { Container } from '#src/primitives/Layout';
import { breadcrumbSchema, pageMetadata, type Crumb } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import { readShellSegment } from '#src/lib/pageShell';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { siteConfig } from '#site/app/siteConfig';
import { siteOrigin } from '#site/siteOrigin';
import { sitePaths, subjectPaths } from '#src/domain/routes';

/**
 * What the review routes share: {base}/review/:id, {base}/preview/:id and
 * {base}/:date?/used-review/:id read the review, check that the path names it (a review asked
 * for under another path is sent to its own URL with a permanent redirect; an unknown id or a
 * malformed date is a 404), then read the model's versions and deals and the make's and rivals'
 * reviews, and render ReviewPage with its SEO props: title template, description from the
 * verdict, canonical URL, share image, Review (or Article) and BreadcrumbList JSON-LD.
 */

/** The route parameters of a review page. */
export interface ReviewRouteParams {
  make: string;
  model: string;
  bodystyle: string;
  id: string;
  /** The optional date segment of a used review ({base}/:date/used-review/:id). */
  segment?: string;
  /** The page shell segment (src/lib/pageShell.ts): the layout, large or phone, the ad slots are for. */
  shell?: string;
}

/** The reviews the MAKE and CATEGORY tabs list for each route. */
const listedTypes: Record<
  ReviewRoute,
  { make: readonly Review['reviewType'][]; rivals: readonly Review['reviewType'][] }
> = {
  review: { make: ['4-point', '16-point', 'first-look'], rivals: ['4-point', '16-point'] },
  preview: { make: ['4-point', '16-point', 'first-look'], rivals: ['4-point', '16-point'] },
  'used-review': { make: ['used-review'], rivals: ['used-review'] },
};

/** How many reviews each tab lists. */
const tabListSize = 8;

/** The review of the id, once per request (metadata and page share it). */
const loadReview = cache((id: string) => loadContent(() => contentAdapter().get('reviews', id)));

/** The model's versions and deals and the tabs' reviews, once per request. */
const loadSurroundings = cache(async (review: Review, route: ReviewRoute) => {
  const adapter = contentAdapter();
  const types = listedTypes[route];
  const [derivatives, deals, makeReviews, rivals] = await Promise.all([
    adapter.list('derivatives', { filters: { modelId: review.modelId }, pageSize: 500 }),
    route === 'used-review'
      ? Promise.resolve({ items: [] })
      : adapter.list('deals', {
          filters: { modelId: review.modelId, dealType: 'new-car' },
          sortBy: 'monthly',
          sort: 'asc',
          pageSize: 1,
        }),
    adapter.list('reviews', {
      filters: { makeSlug: review.makeSlug, reviewType: [...types.make] },
      pageSize: tabListSize + 2,
    }),
    adapter.list('reviews', {
      filters: { category: review.category, reviewType: [...types.rivals] },
      sortBy: 'verdictRating',
      sort: 'desc',
      pageSize: tabListSize + 2,
    }),
  ]);
  const others = (reviews: Review[]) =>
    reviews.filter((other) => other.modelId !== review.modelId).slice(0, tabListSize);
  return {
    derivatives: derivatives.items,
    deals: deals.items,
    makeReviews: others(makeReviews.items),
    rivals: others(rivals.items),
  };
});

/** The breadcrumb trail of a review: through the reviews, previews or used reviews of the make. */
function reviewCrumbs(review: Review, route: ReviewRoute): Crumb[] {
  const section =
    route === 'used-review'
      ? { name: 'Used car reviews', path: sitePaths.usedReviews, make: subjectPaths.usedReviews(review.makeSlug) }
      : route === 'preview'
        ? { name: 'Coming soon', path: sitePaths.comingSoon, make: subjectPaths.comingSoon(review.makeSlug) }
        : { name: 'Car reviews', path: sitePaths.reviews, make: `/${review.makeSlug}` };
  return [
    { name: 'Home', path: '/' },
    { name: section.name, path: section.path },
    { name: review.make, path: section.make },
    { name: review.title, path: review.url },
  ];
}

/** The page title of a review by its route's template. */
function reviewTitle(review: Review, route: ReviewRoute): string {
  const template = route === 'used-review' ? 'usedReview' : route === 'preview' ? 'preview' : 'review';
  return pageTitle(template, { make: review.make, model: review.range });
}

/**
 * The review a request names, or the outcome that replaces the page: notFound() for an unknown
 * id or a malformed date, a permanent redirect when the id is known but the path is another.
 */
async function resolve(route: ReviewRoute, params: ReviewRouteParams) {
  if (params.segment !== undefined && (route !== 'used-review' || !isUsedReviewDate(params.segment))) notFound();
  const result = await loadReview(params.id);
  if (result.status === 'not-found') notFound();
  if (result.status === 'unavailable') return null;
  const review = result.value;
  if (!reviewMatchesPath(review, { make: params.make, model: params.model, bodystyle: params.bodystyle, route })) {
    permanentRedirect(review.url);
  }
  return review;
}

/**
 * The layout of each review route: answers 404 or redirects before the page streams its loading
 * state (after that the status is already sent); the page reads the same cached review.
 */
export async function ReviewAddressLayout({
  route,
  params,
  children,
}: {
  route: ReviewRoute;
  params: ReviewRouteParams;
  children: ReactNode;
}) {
  await resolve(route, params);
  return children;
}

/** The metadata of a review page. */
export async function reviewPageMetadata(route: ReviewRoute, params: ReviewRouteParams): Promise<Metadata> {
  const review = await resolve(route, params);
  if (!review) return { title: 'Review unavailable', robots: { index: false, follow: true } };
  const name = carNames.model(review.make, review.range);
  return pageMetadata({
    seoTitle: reviewTitle(review, route),
    seoDescription: metaDescription(review.verdict),
    seoImage: review.heroImage,
    seoImageAlt: name,
    canonicalUrl: review.url,
  });
}

/** The review page itself. */
export async function ReviewRoutePage({ route, params }: { route: ReviewRoute; params: ReviewRouteParams }) {
  const review = await resolve(route, params);
  const surroundings = review ? await loadContent(() => loadSurroundings(review, route)) : null;
  if (!review || !surroundings || surroundings.status !== 'ok') {
    return (
      <Container>
        <ContentUnavailable what="this review" />
      </Container>
    );
  }
  const crumbs = reviewCrumbs(review, route);
  const origin = await siteOrigin();
  // From the config and the shell segment, never the request, so the page stays cached.
  const ads = adSettings(siteConfig().adServer, readShellSegment(params.shell).shell);
  return (
    <>
      <JsonLd schema={[reviewSchema(review, origin), breadcrumbSchema(crumbs, origin)]} />
      <ReviewPage review={review} crumbs={crumbs} ads={ads} {...surroundings.value} />
    </>
  );
}
