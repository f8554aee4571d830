/**
 * How used and nearly-new cars for sale live in the search index (ADR 0011): the category token
 * that tells them apart, the custom fields their documents carry, the advert's URL, the filter that keeps them out of ordinary site search and the filter that selects only them. No
 * Node imports: the /search page, the header search, the /used-cars page (server or browser) and
 * the stories (an in-memory index of adverts) all read the same names.
 *
 * An advert has no date of its own; its `ts` is the first day of its registration year, so the
 * date order is "newest car first" too. Its relevance boost is below every page's: a keyword
 * search over everything still puts the review before a hundred adverts.
 */
import { usedCarPath } from '../routes';

/** The depth-1 category token of every used-car document. */
export const usedCarCategory = '1xused-cars-for-sale';

/** The pageType custom field value of a used-car document. */
export const usedCarPageType = 'used-car';

/** The custom fields of a used-car document (filters, facets, sorting and the card). */
export const usedCarFields = {
  pageType: 'pageType',
  condition: 'condition',
  make: 'make',
  makeSlug: 'makeSlug',
  model: 'model',
  modelSlug: 'modelSlug',
  derivative: 'derivative',
  price: 'price',
  mileage: 'mileage',
  year: 'year',
  fuelType: 'fuelType',
  bodyStyle: 'bodyStyle',
  transmission: 'transmission',
  colour: 'colour',
  dealer: 'dealer',
  dealerId: 'dealerId',
  dealerTown: 'dealerTown',
} as const;

/** A filter in the protocol's grammar (the store's and the client's FilterObject). */
export type UsedCarFilter = Record<string, unknown>;

/** Only used-car documents. */
export const onlyUsedCarsFilter: UsedCarFilter = { category: usedCarCategory };

/**
 * Everything but used-car documents: ordinary site search (the /search page and the header
 * search) sends this, so 2,000 adverts never crowd out reviews, news and guides.
 */
export const excludeUsedCarsFilter: UsedCarFilter = { not: { category: usedCarCategory } };

/** `filter` ANDed with the exclusion (the exclusion alone when there is no other filter). */
export function withoutUsedCars(filter: UsedCarFilter | null | undefined): UsedCarFilter {
  if (!filter || Object.keys(filter).length === 0) return excludeUsedCarsFilter;
  return { and: [excludeUsedCarsFilter, filter] };
}

/** Below every page of the catalogue (the lowest there is 0.8). */
export const usedCarBoost = 0.5;

/** The URL of an advert: the card's 'View car' link. */
export function usedCarUrl(id: string): string {
  return usedCarPath(id);
}
