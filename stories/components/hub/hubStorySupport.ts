/**
 * Hub story data: articles of a tag and models of a category from the sample catalogue (seed
 * 2026), with images made self-contained for Storybook.
 */
import type { Article, AwardHub, Category, Model } from '#src/domain/content/types';
import type { AwardYear } from '#src/components/hub/loadAwards';
import { sampleCatalogue, storyImage } from '#stories/support/sampleContent';

const withImages = (article: Article): Article => ({
  ...article,
  heroImage: storyImage(article.heroImage),
  author: { ...article.author, image: storyImage(article.author.image) },
});

/** The newest articles with a tag, as a tag list shows them. */
export function storyTagArticles(tag: string, count: number): Article[] {
  return sampleCatalogue()
    .articles.filter((article) => article.tags.includes(tag))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, count)
    .map(withImages);
}

/** How many articles have a tag. */
export function storyTagTotal(tag: string): number {
  return sampleCatalogue().articles.filter((article) => article.tags.includes(tag)).length;
}

/** Models of a category, on sale first. */
export function storyCategoryModels(category: Category, count: number): Model[] {
  return sampleCatalogue()
    .models.filter((model) => model.categories.includes(category))
    .sort((a, b) => Number(a.comingSoon) - Number(b.comingSoon) || a.name.localeCompare(b.name))
    .slice(0, count)
    .map((model) => ({ ...model, image: storyImage(model.image) }));
}

/** The first review rating of each model, as a hub shows it on model cards. */
export function storyRatings(models: readonly Model[]): Record<string, number> {
  const ids = new Set(models.map((model) => model.id));
  const ratings: Record<string, number> = {};
  for (const review of sampleCatalogue().reviews) {
    if (ids.has(review.modelId) && review.verdictRating !== null && ratings[review.modelId] === undefined) {
      ratings[review.modelId] = review.verdictRating;
    }
  }
  return ratings;
}

/** One year of an award hub from the sample catalogue, as the award page reads it. */
export function storyAwardYear(hub: AwardHub, year: number): AwardYear {
  const { awards, models, reviews, articles } = sampleCatalogue();
  const chosen = awards.filter((award) => award.hub === hub && award.year === year);
  const ids = new Set(chosen.map((award) => award.modelId));
  const reviewLinks: Record<string, string> = {};
  for (const review of reviews) {
    const wanted =
      hub === 'used-car-awards' ? review.reviewType === 'used-review' : review.reviewType !== 'used-review';
    if (ids.has(review.modelId) && wanted && review.reviewType !== 'first-look')
      reviewLinks[review.modelId] ??= review.url;
  }
  const roundUp = articles.find(
    (article) => article.articleType === 'awards' && article.tags.includes(hub) && article.title.includes(String(year)),
  );
  return {
    awards: chosen,
    models: Object.fromEntries(
      models
        .filter((model) => ids.has(model.id))
        .map((model) => [model.id, { ...model, image: storyImage(model.image) }]),
    ),
    reviewLinks,
    roundUp: roundUp ? withImages(roundUp) : null,
  };
}
