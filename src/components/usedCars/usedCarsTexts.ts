/**
 * The visible texts of the /used-cars page in one place, so the components, stories, the page's
 * metadata and the tests read the same words. 'Load more' and 'Loading more..' are spec 2.11's.
 */
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { contentUnavailableTexts } from '../listing/ContentUnavailable';
import { formatResultCount } from '#src/lib/formatResultCount';

const grouped = new Intl.NumberFormat('en-GB');

export const usedCarsTexts = {
  heading: 'Used cars for sale',
  intro: 'Used and nearly-new cars from UK dealers, with the price, age and mileage of every one.',
  filtersHeading: 'Filter cars',
  showFilters: 'Filter and sort cars',
  conditionTabs: 'Used or nearly new',
  activeFilters: 'Filters applied',
  make: 'Make',
  model: 'Model',
  registered: 'Registered',
  price: 'Price',
  priceFrom: 'Price from',
  priceTo: 'Price to',
  mileage: 'Mileage',
  maxMileage: 'Maximum mileage',
  age: 'Age',
  maxAge: 'Maximum age',
  sort: 'Sort by',
  any: 'Any',
  noMin: 'No minimum',
  noMax: 'No maximum',
  loadMore: 'Load more',
  loadingMore: 'Loading more..',
  loading: 'Finding cars…',
  listLabel: 'Cars for sale',
  empty: 'There are no cars for sale that match these filters.',
  emptyAction: 'See every car for sale',
  /** What the failure message says cannot be shown (ContentUnavailable's heading). */
  errorSubject: 'the cars for sale',
  errorHeading: contentUnavailableTexts.heading('the cars for sale'),
  retry: 'Try again',
} as const;

/** 'Up to 20,000 miles'. */
export const mileageLabel = (miles: number) => `Up to ${grouped.format(miles)} miles`;

/** 'Up to 1 year old', 'Up to 3 years old'. */
export const ageLabel = (years: number) => `Up to ${years} ${years === 1 ? 'year' : 'years'} old`;

/** '£12,000'. */
export const priceLabel = (pounds: number) => formatPoundPrice(pounds);

/** '1 car', '2,143 cars', '10000+ cars'. */
export function carCount(total: number): string {
  const count = total >= 10_000 ? formatResultCount(total) : grouped.format(total);
  return `${count} ${total === 1 ? 'car' : 'cars'}`;
}

/** 'Showing 1 to 12 of 2,143 cars'. */
export function showingCars(shown: number, total: number, from = 1): string {
  if (total <= 0 || shown <= 0) return carCount(0);
  return `Showing ${grouped.format(from)} to ${grouped.format(from + shown - 1)} of ${carCount(total)}`;
}
