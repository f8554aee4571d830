import 'server-only';
import { cache } from 'react';
import { NotFoundError, ValidationError } from '#src/adapters/content/errors';
import type { ListItem } from '#src/adapters/content/ContentAdapter';
import type { ListResource } from '#src/adapters/content/schema/contentResources';
import type { QueryOf } from '#src/adapters/content/schema/contentQueryTypes';
import { contentQueryLimits } from '#src/adapters/content/schema/contentQueryLimits';
import type { Category, Make, Model, Review } from '#src/domain/content/types';
import { isCategory } from '#src/domain/vocabulary';
import type { ReviewType } from '#src/domain/content/enums';
import { contentAdapter } from '#src/server/content/contentAdapter';

/**
 * The content reads the make, category, coming-soon, used-review and reviews list pages share,
 * all through the content adapter: which a root slug names (a make, else a category), whole
 * lists paged through the API's limit, the review each model card links to with its rating, and
 * the used reviews of a category (a car belongs to a category by its `categories`, which
 * reviews do not carry, so they are found through the category's models).
 */

/** What a root slug (/:make or /:category, and under /coming-soon and /used-reviews) names. */
export type MakeOrCategory = { kind: 'make'; make: Make } | { kind: 'category'; category: Category };

/** The make with this slug, else the category, else null (spec 2.1: /make and /category share the root). */
export const findMakeOrCategory = cache(async (slug: string): Promise<MakeOrCategory | null> => {
  try {
    return { kind: 'make', make: await contentAdapter().get('makes', slug) };
  } catch (error) {
    // An unknown make, or a slug the API refuses as an id: not a make.
    if (!(error instanceof NotFoundError || error instanceof ValidationError)) throw error;
  }
  return isCategory(slug) ? { kind: 'category', category: slug } : null;
});

/** The largest page the Content API serves. */
const maxPageSize = contentQueryLimits.maxPageSize;

/** Every item of a list query, read page by page. */
export async function listAll<R extends ListResource, const Q extends QueryOf<R>>(
  resource: R,
  query: Q,
): Promise<Array<ListItem<R, Q>>> {
  const items: Array<ListItem<R, Q>> = [];
  for (let page = 1; page <= contentQueryLimits.maxPage; page += 1) {
    const response = await contentAdapter().list(resource, { ...query, page, pageSize: maxPageSize });
    // The same query with paging added: the items have the query's fields.
    items.push(...(response.items as Array<ListItem<R, Q>>));
    if (response.items.length < maxPageSize || items.length >= response.total) break;
  }
  return items;
}

/** Ids in slices short enough for one comma list of the API. */
function slices(ids: readonly string[]): string[][] {
  const result: string[][] = [];
  for (let start = 0; start < ids.length; start += contentQueryLimits.maxListItems) {
    result.push(ids.slice(start, start + contentQueryLimits.maxListItems));
  }
  return result;
}

/** A model as a list shows it: where its card links and its rating. */
export interface ModelEntry {
  model: Model;
  /** Kerbside's rating of the review it links to; null without one (previews). */
  rating: number | null;
  /** Its review, preview or used review page; {base} when it has none. */
  href: string;
}

/**
 * Each model with the review its card links to: the first review type of `preference` the
 * model has (e.g. its new-car review, or its preview for a car coming soon).
 */
export async function modelEntries(models: readonly Model[], preference: readonly ReviewType[]): Promise<ModelEntry[]> {
  const reviews = (
    await Promise.all(
      slices(models.map((model) => model.id)).map((ids) =>
        listAll('reviews', {
          filters: { modelId: ids, reviewType: [...preference] },
          displayFields: ['modelId', 'reviewType', 'verdictRating', 'url'],
        }),
      ),
    )
  ).flat();
  const best = new Map<string, (typeof reviews)[number]>();
  for (const review of reviews) {
    const current = best.get(review.modelId);
    if (!current || preference.indexOf(review.reviewType) < preference.indexOf(current.reviewType)) {
      best.set(review.modelId, review);
    }
  }
  return models.map((model) => {
    const review = best.get(model.id);
    return { model, rating: review?.verdictRating ?? null, href: review?.url ?? model.basePath };
  });
}

/** Model entries best-rated first (unrated last), then by name. */
export function byRating(entries: readonly ModelEntry[]): ModelEntry[] {
  return [...entries].sort(
    (a, b) =>
      (b.rating ?? -1) - (a.rating ?? -1) ||
      `${a.model.make} ${a.model.name}`.localeCompare(`${b.model.make} ${b.model.name}`),
  );
}

/** One page of reviews and how many there are. */
export interface ReviewsPage {
  reviews: Review[];
  total: number;
}

/**
 * One page of the reviews of a category's models (newest first): reviews carry only their main
 * category, so electric and hybrid cars are found through their models.
 */
export async function categoryReviewsPage(
  resource: 'reviews' | 'used-reviews',
  category: Category,
  reviewTypes: readonly ReviewType[] | null,
  page: number,
  pageSize: number,
): Promise<ReviewsPage> {
  const models = await listAll('models', { filters: { categories: category }, displayFields: ['id'] });
  const summaries = (
    await Promise.all(
      slices(models.map((model) => model.id)).map((ids) =>
        listAll(resource, {
          filters: { modelId: ids, ...(reviewTypes ? { reviewType: [...reviewTypes] } : {}) },
          displayFields: ['cmsId', 'publishedAt'],
        }),
      ),
    )
  )
    .flat()
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.cmsId.localeCompare(b.cmsId));
  const ids = summaries.slice((page - 1) * pageSize, page * pageSize).map((summary) => summary.cmsId);
  return { reviews: ids.length ? await contentAdapter().reviewsByIds(ids) : [], total: summaries.length };
}

/**
 * The cars coming soon (of a make or a category, or all of them), soonest first, each linking to
 * its preview.
 */
export async function comingSoonEntries(filter: { makeSlug?: string; category?: Category }): Promise<ModelEntry[]> {
  const models = await listAll('models', {
    filters: {
      comingSoon: true,
      ...(filter.makeSlug ? { makeSlug: filter.makeSlug } : {}),
      ...(filter.category ? { categories: filter.category } : {}),
    },
  });
  const sorted = [...models].sort(
    (a, b) => a.yearLaunched - b.yearLaunched || `${a.make} ${a.name}`.localeCompare(`${b.make} ${b.name}`),
  );
  return modelEntries(sorted, ['first-look']);
}
