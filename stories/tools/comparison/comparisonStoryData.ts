/**
 * Story data for the comparison tool: the real comparison reads (src/tools/comparison/
 * comparisonData.ts) over the sample catalogue through a small in-memory `list` (ids, equality
 * filters, sort, page size and display fields: the parts of the Content API those reads use),
 * so the stories show exactly the cars, versions, ratings and picker choices the site would.
 * Stores are kept in memory, never in the browser's real localStorage.
 */
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import type { ContentQuery } from '#src/adapters/content/schema/contentQueryTypes';
import { comparisonKey } from '#src/tools/comparison/comparisonKeys';
import { adapterComparisonSource, type ComparisonSource } from '#src/tools/comparison/comparisonSource';
import { createComparisonStore, type ComparisonStore } from '#src/tools/comparison/comparisonStore';
import { createShortlistStore, type ShortlistStore } from '#src/tools/shortlist/shortlistStore';
import { sampleCatalogue, storyImage } from '#stories/support/sampleContent';

type Row = Record<string, unknown>;

const idFields: Record<string, string> = { models: 'id', derivatives: 'capId', reviews: 'cmsId', makes: 'slug' };

function records(resource: string): Row[] {
  const catalogue = sampleCatalogue();
  switch (resource) {
    case 'models':
      return catalogue.models.map((model) => ({ ...model, image: storyImage(model.image) }));
    case 'derivatives':
      return catalogue.derivatives as unknown as Row[];
    case 'reviews':
      return catalogue.reviews as unknown as Row[];
    case 'makes':
      return catalogue.makes as unknown as Row[];
    default:
      throw new Error(`comparisonStoryData: no ${resource} in the story source`);
  }
}

const matches = (value: unknown, wanted: unknown) => String(value).toLowerCase() === String(wanted).toLowerCase();

/** An in-memory `list` over the sample catalogue. */
async function list(resource: string, query: ContentQuery = {}) {
  let items = records(resource);
  const idField = idFields[resource]!;
  if (query.id) items = query.id.flatMap((id) => items.filter((item) => item[idField] === id));
  for (const [field, filter] of Object.entries(query.filters ?? {})) {
    const wanted = ([] as unknown[]).concat(filter);
    items = items.filter((item) => wanted.some((value) => matches(item[field], value)));
  }
  const sortBy = query.sortBy;
  if (sortBy) {
    const direction = query.sort === 'desc' ? -1 : 1;
    items = [...items].sort((a, b) => {
      const [x, y] = [a[sortBy], b[sortBy]] as [string | number, string | number];
      return (x < y ? -1 : x > y ? 1 : 0) * direction;
    });
  }
  const pageSize = query.pageSize ?? 200;
  const page = items
    .slice(0, pageSize)
    .map((item) =>
      query.displayFields ? Object.fromEntries(query.displayFields.map((field) => [field, item[field]])) : item,
    );
  return { items: page, total: items.length, page: 1, pageSize, breakdowns: {} };
}

/** The comparison reads over the sample catalogue; `failing` makes every car read reject (service down). */
export function storyComparisonSource({ failing = false } = {}): ComparisonSource {
  const source = adapterComparisonSource({ list } as unknown as Pick<ContentAdapter, 'list'>);
  return failing ? { ...source, cars: () => Promise.reject(new Error('The Content API is not answering')) } : source;
}

/** Sample cars to compare: models on sale with a rated review, from different makes, in catalogue order. */
export function storyModels(count: number) {
  const catalogue = sampleCatalogue();
  const rated = new Set(
    catalogue.reviews
      .filter((review) => review.verdictRating !== null && review.reviewType !== 'used-review')
      .map((review) => review.modelId),
  );
  const makes = new Set<string>();
  const chosen = [];
  for (const model of catalogue.models) {
    if (model.comingSoon || !rated.has(model.id) || makes.has(model.makeSlug)) continue;
    if (!catalogue.derivatives.some((version) => version.modelId === model.id)) continue;
    makes.add(model.makeSlug);
    chosen.push(model);
    if (chosen.length === count) return chosen;
  }
  throw new Error(`comparisonStoryData: fewer than ${count} comparable models in the sample catalogue`);
}

/** The keys of `count` sample cars; the second names its dearest version, to show a chosen one. */
export function storyKeys(count: number): string[] {
  const catalogue = sampleCatalogue();
  return storyModels(count).map((model, index) => {
    if (index !== 1) return model.id;
    const versions = catalogue.derivatives.filter(
      (version) => version.modelId === model.id && version.dateDiscontinued === null,
    );
    const dearest = versions.reduce((a, b) => (b.cashPrice > a.cashPrice ? b : a));
    return comparisonKey({ modelId: model.id, capId: dearest.capId });
  });
}

/** The first model with no version on sale, or with no rated review (a car only previewed so far). */
export function storyModelWithout(what: 'version' | 'rating'): string {
  const catalogue = sampleCatalogue();
  const found = catalogue.models.find((model) =>
    what === 'version'
      ? !catalogue.derivatives.some((version) => version.modelId === model.id && version.dateDiscontinued === null)
      : !catalogue.reviews.some(
          (review) =>
            review.modelId === model.id && review.verdictRating !== null && review.reviewType !== 'used-review',
        ),
  );
  if (!found) throw new Error(`comparisonStoryData: every sample model has a ${what}`);
  return found.id;
}

/** The makes of the picker, by name. */
export function storyMakes() {
  return [...sampleCatalogue().makes]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ slug, name }) => ({ slug, name }));
}

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
  };
};

/** A comparison store in memory holding these keys. */
export function storyComparisonStore(keys: readonly string[] = []): ComparisonStore {
  const storage = memory();
  const store = createComparisonStore({
    storage: () => storage,
    events: undefined,
    now: () => new Date('2026-06-15T09:00:00Z'),
  });
  store.replace(keys);
  return store;
}

/** An empty shortlist store in memory. */
export function storyShortlistStore(): ShortlistStore {
  const storage = memory();
  return createShortlistStore({ storage: () => storage, events: undefined });
}
