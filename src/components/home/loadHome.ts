/**
 * The reads of the home page's sections, through the ContentAdapter the page passes in: the
 * latest new-car reviews, the top new-car deals (biggest saving, one per model), the latest news
 * and advice, this year's new car award winners, and the makes and categories to browse by.
 * Each is read on its own, so the page can show every section that loaded and a clear message
 * for any that did not. Errors are left to the caller (loadContent sorts them).
 */
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import { contentQueryLimits } from '#src/adapters/content/schema/contentQueryLimits';
import type { Article, Category, Deal, Review } from '#src/domain/content/types';
import type { BrowseLink } from '../listing/BrowseLinks';
import { capitalise, categoryNames, isCategory } from '#src/domain/vocabulary';
import { loadAwardYear, loadAwardYears, type AwardYear } from '../hub/loadAwards';

/** How many cards each section shows (one row of four at lg). */
export const HOME_CARDS = 4;

/** The review types of new-car reviews (label REVIEW). */
const newCarReviewTypes = ['4-point', '16-point'] as const;

/** The article types of 'news and advice'. */
const newsAndAdviceTypes = ['news', 'advice', 'feature', 'first_drive'] as const;

/** The latest new-car reviews, newest first. */
export async function loadLatestReviews(adapter: ContentAdapter): Promise<Review[]> {
  const page = await adapter.list('reviews', {
    filters: { reviewType: [...newCarReviewTypes] },
    sortBy: 'publishedAt',
    sort: 'desc',
    pageSize: HOME_CARDS,
  });
  return page.items;
}

/** The first deal of each model, in the order given, up to `count`. */
export function onePerModel(deals: readonly Deal[], count = HOME_CARDS): Deal[] {
  const seen = new Set<string>();
  const picked: Deal[] = [];
  for (const deal of deals) {
    if (seen.has(deal.modelId)) continue;
    seen.add(deal.modelId);
    picked.push(deal);
    if (picked.length === count) break;
  }
  return picked;
}

/** The new-car deals with the biggest savings, one per model. */
export async function loadTopDeals(adapter: ContentAdapter): Promise<Deal[]> {
  const page = await adapter.list('deals', {
    filters: { dealType: 'new-car' },
    sortBy: 'saving',
    sort: 'desc',
    pageSize: HOME_CARDS * 8,
  });
  return onePerModel(page.items);
}

/** The latest news and advice, newest first. */
export async function loadLatestArticles(adapter: ContentAdapter): Promise<Article[]> {
  const page = await adapter.list('articles', {
    filters: { articleType: [...newsAndAdviceTypes] },
    sortBy: 'publishedAt',
    sort: 'desc',
    pageSize: HOME_CARDS,
  });
  return page.items;
}

/** The latest year of the new car awards with its first winners, or null when there are none. */
export async function loadAwardWinners(adapter: ContentAdapter): Promise<{ year: number; winners: AwardYear } | null> {
  const [year] = await loadAwardYears(adapter, 'new-car-awards');
  if (year === undefined) return null;
  const winners = await loadAwardYear(adapter, 'new-car-awards', year);
  return { year, winners: { ...winners, awards: winners.awards.slice(0, HOME_CARDS) } };
}

const countText = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The makes with new-car reviews (A to Z, with how many) and the categories with cars on sale
 * (in the content model's order, with how many), as browse links.
 */
export async function loadBrowseLinks(
  adapter: ContentAdapter,
): Promise<{ makes: BrowseLink[]; categories: BrowseLink[] }> {
  const [makes, reviews, models] = await Promise.all([
    adapter.list('makes', {
      displayFields: ['slug', 'name'],
      sortBy: 'name',
      pageSize: contentQueryLimits.maxPageSize,
    }),
    adapter.list('reviews', {
      filters: { reviewType: [...newCarReviewTypes] },
      pageSize: 1,
      displayFields: ['cmsId'],
      filterBreakdownDisplayFields: ['makeSlug'],
    }),
    adapter.list('models', {
      filters: { comingSoon: false },
      pageSize: 1,
      displayFields: ['id'],
      filterBreakdownDisplayFields: ['categories'],
    }),
  ]);
  const reviewCounts = new Map((reviews.breakdowns.makeSlug ?? []).map(({ value, count }) => [String(value), count]));
  const modelCounts = new Map((models.breakdowns.categories ?? []).map(({ value, count }) => [String(value), count]));
  const categoryOrder = Object.keys(categoryNames) as Category[];
  return {
    makes: makes.items
      .filter((make) => (reviewCounts.get(make.slug) ?? 0) > 0)
      .map((make) => ({
        text: make.name,
        href: `/${make.slug}`,
        detail: countText(reviewCounts.get(make.slug)!, 'review', 'reviews'),
      })),
    categories: categoryOrder
      .filter((category) => isCategory(category) && (modelCounts.get(category) ?? 0) > 0)
      .map((category) => ({
        text: capitalise(categoryNames[category].plural),
        href: `/${category}`,
        detail: countText(modelCounts.get(category)!, 'model', 'models'),
      })),
  };
}
