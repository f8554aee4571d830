/**
 * Where a review page's buttons and links go (spec 2.1): the model's deals pages under the
 * literal /make prefix (/make{base}/deals, /make{base}/autocardeals, /make{base}/versions), the
 * make's new-car deals, used cars for sale and the comparison tool; and which review types each
 * review route serves ({base}/review/:id, {base}/preview/:id, {base}/:date?/used-review/:id).
 */
import type { Review } from '#src/domain/content/types';
import type { ReviewType } from '#src/domain/content/enums';
import { modelPaths, sitePaths, subjectPaths, type ModelSlugs } from '#src/domain/routes';

export const reviewPaths = {
  /** /make{base}/deals. */
  deals: (slugs: ModelSlugs) => modelPaths.deals(slugs),
  /** /make{base}/autocardeals. */
  autoCarDeals: (slugs: ModelSlugs) => modelPaths.autoCarDeals(slugs),
  /** /make{base}/versions. */
  versions: (slugs: ModelSlugs) => modelPaths.versions(slugs),
  /** /new-car-deals/:make. */
  makeDeals: (makeSlug: string) => subjectPaths.newCarDeals(makeSlug),
  /** Used cars for sale. */
  usedCars: () => sitePaths.usedCars,
  /** The comparison tool with a car added. */
  compare: (id: string) => modelPaths.compare(id),
} as const;

/** The review routes under {base}. */
export type ReviewRoute = 'review' | 'preview' | 'used-review';

/** The review types each route serves. */
export const reviewRouteTypes: Readonly<Record<ReviewRoute, readonly ReviewType[]>> = {
  review: ['4-point', '16-point'],
  preview: ['first-look'],
  'used-review': ['used-review'],
};

/** The route a review type is served under, or null (derivative reviews have no page of their own). */
export function reviewRouteOf(type: ReviewType): ReviewRoute | null {
  for (const [route, types] of Object.entries(reviewRouteTypes) as Array<[ReviewRoute, readonly ReviewType[]]>) {
    if (types.includes(type)) return route;
  }
  return null;
}

/**
 * Whether a request path's parts name this review: the same make, model and body style slugs
 * and a route that serves its type. A review asked for under another path is redirected to its
 * own URL instead.
 */
export function reviewMatchesPath(
  review: Pick<Review, 'makeSlug' | 'rangeSlug' | 'bodyStyle' | 'reviewType'>,
  path: { make: string; model: string; bodystyle: string; route: ReviewRoute },
): boolean {
  return (
    review.makeSlug === path.make &&
    review.rangeSlug === path.model &&
    review.bodyStyle === path.bodystyle &&
    reviewRouteOf(review.reviewType) === path.route
  );
}

/**
 * Whether the optional date segment of a used review URL ({base}/:date/used-review/:id) is a
 * year or a span of years: '2019', '2019-2024', '2019-present'.
 */
export function isUsedReviewDate(segment: string): boolean {
  return /^(19|20)\d{2}(?:-(?:(19|20)\d{2}|present))?$/.test(segment);
}
