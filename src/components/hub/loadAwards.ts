/**
 * Reads an award page through the ContentAdapter the page passes in: the years a hub has
 * winners in (newest first), the winners of one year in class order, the winning models, a
 * review of each to link to (a used review for the used-car awards), and that year's round-up
 * article. Errors are left to the caller (loadContent turns an outage into the error state).
 */
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import type { Article, Award, AwardHub, Model } from '#src/domain/content/types';
import { contentQueryLimits } from '#src/adapters/content/schema/contentQueryLimits';

/** The years a hub has winners in, newest first. */
export async function loadAwardYears(adapter: ContentAdapter, hub: AwardHub): Promise<number[]> {
  const page = await adapter.list('awards', {
    filters: { hub },
    displayFields: ['id'],
    pageSize: 1,
    filterBreakdownDisplayFields: ['year'],
  });
  return (page.breakdowns.year ?? [])
    .map(({ value }) => Number(value))
    .filter(Number.isInteger)
    .sort((a, b) => b - a);
}

/** One year of a hub, ready to render. */
export interface AwardYear {
  awards: Award[];
  /** The winning models by id. */
  models: Record<string, Model>;
  /** Where each winner links (its review), by modelId. */
  reviewLinks: Record<string, string>;
  /** The year's round-up article, when there is one. */
  roundUp: Article | null;
}

export async function loadAwardYear(adapter: ContentAdapter, hub: AwardHub, year: number): Promise<AwardYear> {
  const [awardsPage, roundUps] = await Promise.all([
    // The default order (year, then as created) keeps the classes in their order.
    adapter.list('awards', { filters: { hub, year }, pageSize: contentQueryLimits.maxListItems }),
    adapter.list('articles', { filters: { tags: hub, articleType: 'awards' }, pageSize: 10 }),
  ]);
  const awards = awardsPage.items;
  const modelIds = [...new Set(awards.map((award) => award.modelId))].slice(0, contentQueryLimits.maxListItems);
  const [modelsPage, reviewsPage] =
    modelIds.length > 0
      ? await Promise.all([
          adapter.list('models', { id: modelIds, pageSize: modelIds.length }),
          adapter.list('reviews', {
            filters: {
              modelId: modelIds,
              reviewType: hub === 'used-car-awards' ? ['used-review'] : ['4-point', '16-point'],
            },
            displayFields: ['modelId', 'url'],
            pageSize: contentQueryLimits.maxListItems,
          }),
        ])
      : [null, null];
  const reviewLinks: Record<string, string> = {};
  for (const review of reviewsPage?.items ?? []) reviewLinks[review.modelId] ??= review.url;
  return {
    awards,
    models: Object.fromEntries((modelsPage?.items ?? []).map((model) => [model.id, model])),
    reviewLinks,
    roundUp: roundUps.items.find((article) => article.title.includes(String(year))) ?? null,
  };
}
