/**
 * Story (and unit test) data for /used-cars: the first adverts of the sample catalogue as the
 * search index holds them (usedCarDocument, with self-contained images), the makes they cover and
 * their price range, and an in-memory search client over them. Results are computed from the
 * documents by the real in-memory client, never canned.
 */
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import { makeSlugOf, usedCarsStateFromQuery, type MakeOption } from '#src/components/usedCars/usedCarsQuery';
import type { SearchDocument } from '#src/domain/search/searchTypes';
import { usedCarDocument } from '#src/adapters/search/usedCarDocument';
import type { SearchStoreClient } from '#src/widgets/store/searchStore';
import type { SearchQueryState } from '#src/widgets/store/searchState';
import { sampleCatalogue, storyImage } from '#stories/support/sampleContent';

/** The year ages count from in stories (fixed, so screenshots stay the same). */
export const storyYear = 2026;

/** The first `count` adverts of the sample catalogue as search documents. */
export function usedCarStoryDocuments(count = 40): SearchDocument[] {
  const catalogue = sampleCatalogue();
  const dealers = new Map(catalogue.dealers.map((dealer) => [dealer.id, dealer]));
  return catalogue.usedCars
    .slice(0, count)
    .map((car) => usedCarDocument({ ...car, image: storyImage(car.image) }, dealers.get(car.dealerId) ?? null));
}

/** The makes of documents, by name. */
export function storyMakes(documents: readonly SearchDocument[]): MakeOption[] {
  const names = [...new Set(documents.map((document) => String(document.customFields?.make)))];
  return names.sort((a, b) => a.localeCompare(b, 'en-GB')).map((name) => ({ slug: makeSlugOf(name), name }));
}

/** The cheapest and dearest advert of documents. */
export function storyPriceStats(documents: readonly SearchDocument[]): { min: number; max: number } {
  const prices = documents.map((document) => Number(document.customFields?.price));
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** An in-memory client over the documents (optionally slow, to show loading). */
export function usedCarStoryClient(documents: readonly SearchDocument[], latencyMs = 0): SearchStoreClient {
  return createMemorySearchClient({ documents, latencyMs });
}

/** The search state of a plain query string ('condition=nearly-new&make=ford'). */
export function storyQuery(query = ''): SearchQueryState {
  return usedCarsStateFromQuery(Object.fromEntries(new URLSearchParams(query)), storyYear);
}
