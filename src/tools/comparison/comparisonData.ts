/**
 * Reading the cars of a comparison, and the choices of its make -> model -> version picker, from
 * the Content API through any ContentAdapter: the server page passes the in-process adapter (so a
 * shared URL renders without JavaScript) and the client island the HTTP adapter over the site's
 * own /api/content (see ./comparisonSource.ts). Three list calls cover up to four cars, whatever
 * their number: the models by id, all their versions, and their reviews.
 *
 * A car without a chosen version is shown with its cheapest version on sale, so every figure in
 * a column belongs to one real version, and the column says which.
 */
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import { NotFoundError } from '#src/adapters/content/errors';
import { contentQueryLimits } from '#src/adapters/content/schema/contentQueryLimits';
import type { Derivative, Model, Review } from '#src/domain/content/types';
import { modelRecordTitle, versionName } from '#src/domain/carTitles';
import { parseComparisonKey, type ComparisonEntry } from './comparisonKeys';

/** The review a column links to, with its verdict rating. */
export type ComparedReview = Pick<Review, 'cmsId' | 'title' | 'url' | 'verdictRating' | 'reviewType'>;

/** One car of the comparison, ready to show. */
export interface ComparedCar {
  /** Its comparison key. */
  key: string;
  model: Model;
  /** The version the figures are for: the chosen one, else the cheapest on sale; null when none is on sale. */
  version: Derivative | null;
  /** Whether the visitor chose the version (else it is the cheapest). */
  versionChosen: boolean;
  /** Its newest review (a rated one first), when there is one. */
  review: ComparedReview | null;
}

/** The name a comparison gives a car: 'Ford Puma SUV'. */
export function comparedCarName(car: Pick<ComparedCar, 'model'>): string {
  return modelRecordTitle(car.model);
}

/** The cars found for a list of keys, in the keys' order, and the keys that named no car. */
export interface LoadedComparison {
  cars: ComparedCar[];
  missing: string[];
}

type Lister = Pick<ContentAdapter, 'list'>;

const unique = (values: readonly string[]) => [...new Set(values)];

/** A list call where an unknown single id (a 404) just means "nothing found". */
async function itemsOrNone<T>(load: () => Promise<{ items: T[] }>): Promise<T[]> {
  try {
    return (await load()).items;
  } catch (error) {
    if (error instanceof NotFoundError) return [];
    throw error;
  }
}

const reviewFields = ['cmsId', 'modelId', 'title', 'url', 'verdictRating', 'reviewType'] as const;
type ReviewSummary = Pick<Review, (typeof reviewFields)[number]>;

/** The newest rated review (4-point or 16-point) of a model, else its newest first look. */
function reviewOf(modelId: string, reviews: readonly ReviewSummary[]): ComparedReview | null {
  const own = reviews.filter((review) => review.modelId === modelId);
  const found = own.find((review) => review.reviewType !== 'first-look') ?? own[0];
  if (!found) return null;
  const { modelId: _modelId, ...review } = found;
  return review;
}

/**
 * The cars of these comparison keys. Throws what the adapter throws when the service is down
 * (ServiceUnavailableError); unknown models or versions are returned in `missing`.
 */
export async function loadComparison(adapter: Lister, keys: readonly string[]): Promise<LoadedComparison> {
  const entries = keys.map((key) => ({ key, entry: parseComparisonKey(key) }));
  const valid = entries.filter((item): item is { key: string; entry: ComparisonEntry } => item.entry !== undefined);
  const modelIds = unique(valid.map(({ entry }) => entry.modelId)).slice(0, contentQueryLimits.maxListItems);
  if (modelIds.length === 0) return { cars: [], missing: [...keys] };

  const [models, versions, reviews] = await Promise.all([
    itemsOrNone(() => adapter.list('models', { id: modelIds, pageSize: modelIds.length })),
    adapter
      .list('derivatives', {
        filters: { modelId: modelIds },
        sortBy: 'cashPrice',
        sort: 'asc',
        pageSize: contentQueryLimits.maxPageSize,
      })
      .then((page) => page.items),
    adapter
      .list('reviews', {
        filters: { modelId: modelIds, reviewType: ['4-point', '16-point', 'first-look'] },
        sortBy: 'publishedAt',
        sort: 'desc',
        pageSize: contentQueryLimits.maxPageSize,
        displayFields: reviewFields,
      })
      .then((page) => page.items),
  ]);

  const cars: ComparedCar[] = [];
  const missing: string[] = [];
  for (const { key, entry } of entries) {
    const model = entry && models.find((candidate) => candidate.id === entry.modelId);
    if (!entry || !model) {
      missing.push(key);
      continue;
    }
    const own = versions.filter((version) => version.modelId === model.id);
    let version: Derivative | null;
    if (entry.capId) {
      version = own.find((candidate) => candidate.capId === entry.capId) ?? null;
      if (!version) {
        missing.push(key);
        continue;
      }
    } else {
      version = own.find((candidate) => candidate.dateDiscontinued === null) ?? null;
    }
    cars.push({ key, model, version, versionChosen: Boolean(entry.capId), review: reviewOf(model.id, reviews) });
  }
  return { cars, missing };
}

/** A make in the picker. */
export interface PickerMake {
  slug: string;
  name: string;
}

/** A model in the picker. */
export interface PickerModel {
  id: string;
  /** 'Ford Puma SUV'. */
  name: string;
}

/** A version in the picker. */
export interface PickerVersion {
  capId: string;
  /** 'Titanium 1.0 EcoBoost 125 auto'. */
  name: string;
  /** Kerbside price in pounds. */
  price: number;
}

/** Every make, by name. */
export async function loadPickerMakes(adapter: Lister): Promise<PickerMake[]> {
  const page = await adapter.list('makes', {
    sortBy: 'name',
    sort: 'asc',
    pageSize: contentQueryLimits.maxPageSize,
    displayFields: ['slug', 'name'],
  });
  return page.items.map(({ slug, name }) => ({ slug, name }));
}

/** The models of a make on sale now (coming-soon models have no versions to compare), by name. */
export async function loadPickerModels(adapter: Lister, makeSlug: string): Promise<PickerModel[]> {
  const page = await adapter.list('models', {
    filters: { makeSlug, comingSoon: false },
    sortBy: 'name',
    sort: 'asc',
    pageSize: contentQueryLimits.maxPageSize,
    displayFields: ['id', 'make', 'name', 'bodyStyle'],
  });
  return page.items.map((model) => ({ id: model.id, name: modelRecordTitle(model) }));
}

/** The versions of a model on sale, cheapest first. */
export async function loadPickerVersions(adapter: Lister, modelId: string): Promise<PickerVersion[]> {
  const page = await adapter.list('derivatives', {
    filters: { modelId },
    sortBy: 'cashPrice',
    sort: 'asc',
    pageSize: contentQueryLimits.maxPageSize,
    displayFields: ['capId', 'trim', 'engineName', 'transmission', 'cashPrice', 'dateDiscontinued'],
  });
  return page.items
    .filter((version) => version.dateDiscontinued === null)
    .map((version) => ({ capId: version.capId, name: versionName(version), price: version.cashPrice }));
}
