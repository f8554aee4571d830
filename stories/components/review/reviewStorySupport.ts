/**
 * Review page props for the stories, sampled from the catalogue generator (seed 2026) the same
 * way the site reads them: the model's versions and new-car deals, other reviews of the make and
 * rivals in the category; and a shortlist store kept in memory, so stories never touch the
 * browser's real shortlist.
 */
import type { Review } from '#src/domain/content/types';
import type { ReviewPageProps } from '#src/components/review/ReviewPage';
import type { ReviewType } from '#src/domain/content/enums';
import { createShortlistStore, type ShortlistStorage, type ShortlistStore } from '#src/tools/shortlist/shortlistStore';
import { sampleCatalogue, sampleReview, storyImage } from '#stories/support/sampleContent';

const withImage = (review: Review): Review => ({ ...review, heroImage: storyImage(review.heroImage) });

/** A shortlist store over an in-memory storage, fresh for each story. */
export function memoryShortlistStore(): ShortlistStore {
  const values = new Map<string, string>();
  const storage: ShortlistStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
  return createShortlistStore({ storage: () => storage, events: undefined });
}

/** The ReviewPage props of the first sample review of a kind. */
export function reviewPageProps(kind: ReviewType): Omit<ReviewPageProps, 'shortlistStore'> {
  const catalogue = sampleCatalogue();
  const review = sampleReview(kind);
  const used = kind === 'used-review';
  const family = (type: ReviewType) =>
    used ? type === 'used-review' : type !== 'used-review' && type !== 'derivative';
  const others = (matches: (other: Review) => boolean) =>
    catalogue.reviews
      .filter((other) => other.modelId !== review.modelId && family(other.reviewType) && matches(other))
      .slice(0, 8)
      .map(withImage);
  return {
    review,
    crumbs: [
      { name: 'Home', path: '/' },
      { name: used ? 'Used car reviews' : 'Car reviews', path: used ? '/used-reviews' : '/reviews' },
      { name: review.make, path: `/${review.makeSlug}` },
      { name: review.title, path: review.url },
    ],
    derivatives: catalogue.derivatives.filter((derivative) => derivative.modelId === review.modelId),
    deals: catalogue.deals.filter((deal) => deal.modelId === review.modelId && deal.dealType === 'new-car'),
    makeReviews: others((other) => other.makeSlug === review.makeSlug),
    rivals: others((other) => other.category === review.category && other.verdictRating !== null).sort(
      (a, b) => (b.verdictRating ?? 0) - (a.verdictRating ?? 0),
    ),
  };
}

/**
 * Loads every picture of a story at once and waits for it (at most 2 s each), so screenshots
 * never catch a half-loaded page: long pages have images far below the fold that native lazy
 * loading would otherwise leave unloaded.
 */
export async function imagesSettled(root: HTMLElement): Promise<void> {
  const images = Array.from(root.querySelectorAll('img'));
  for (const image of images) image.loading = 'eager';
  const settle = (image: HTMLImageElement) =>
    Promise.race([image.decode().catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, 2000))]);
  await Promise.all(images.filter((image) => image.getAttribute('src')).map(settle));
}
