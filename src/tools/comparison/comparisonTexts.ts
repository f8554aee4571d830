/**
 * The words of the car comparison tool (/car-comparison) in one place, so the view, the page,
 * the stories and the end-to-end test agree on them, and the notices of a URL's `add` can be
 * unit tested without rendering.
 */
import { MAX_COMPARED_CARS, type AddOutcome } from './comparisonKeys';

export const comparisonTexts = {
  title: 'Car comparison',
  intro: `Line up to ${MAX_COMPARED_CARS} cars side by side: prices, running costs, performance and practicality, with the best of each row marked.`,
  description: `Compare up to ${MAX_COMPARED_CARS} new cars side by side on Kerbside: prices, ratings, CO2, mpg, 0-62mph, power, boot space and insurance groups.`,
  caption: 'Your cars side by side',
  scrollHint: 'Scroll sideways to see every car.',
  emptyTitle: 'No cars to compare yet',
  emptyMessage:
    'Choose a make and model below, or use Add to comparison on any car review, and the car will appear here.',
  browseReviews: 'Browse car reviews',
  oneCar: 'Add at least one more car to see which is best in each row.',
  pickerHeading: 'Add a car',
  make: 'Make',
  model: 'Model',
  version: 'Version',
  chooseMake: 'Choose a make',
  chooseModel: 'Choose a model',
  cheapestVersion: 'Cheapest version',
  showModels: 'Show models',
  add: 'Add to comparison',
  adding: 'Adding…',
  full: `Your comparison is full: it holds ${MAX_COMPARED_CARS} cars. Remove one to add another.`,
  remove: 'Remove',
  clear: 'Clear all',
  cleared: 'Your comparison has been cleared',
  best: 'Best',
  cheapestNote: 'Cheapest version:',
  chosenNote: 'Version:',
  noVersion: 'No version on sale',
  readReview: 'Read the review',
  noReview: 'No review yet',
  seeDeals: 'See deals',
  loadFailed: 'We could not load the cars just now. Please try again in a few minutes.',
  pickerFailed: 'We could not load that list just now. Please try again.',
  loading: 'Loading the cars…',
  storedNote: 'Your comparison is kept in this browser, and this page’s address shares it.',
  added: (name: string) => `${name} added to your comparison`,
  removed: (name: string) => `${name} removed from your comparison`,
  unknownCar: (key: string) =>
    `We couldn't find the car '${key}', so it was not added. It may no longer be on sale: choose a car below instead.`,
  already: (name: string) => `${name} is already in your comparison.`,
  fullFor: (name: string) =>
    `${name} was not added: your comparison already holds ${MAX_COMPARED_CARS} cars. Remove one to make room.`,
} as const;

/** A notice above the table, about a car that was or was not added. */
export interface ComparisonNotice {
  tone: 'info' | 'warning';
  text: string;
}

/**
 * The notice for what happened to an `add` (from the URL or the picker): none when the car was
 * added (the table shows it); `name` is the car's name when it is known.
 */
export function addNotice(outcome: AddOutcome | 'unknown', key: string, name?: string): ComparisonNotice | undefined {
  switch (outcome) {
    case 'added':
      return undefined;
    case 'already':
      return { tone: 'info', text: comparisonTexts.already(name ?? 'That car') };
    case 'full':
      return { tone: 'warning', text: comparisonTexts.fullFor(name ?? 'That car') };
    case 'invalid':
    case 'unknown':
      return { tone: 'warning', text: comparisonTexts.unknownCar(key.slice(0, 80)) };
  }
}

/** The count sentence above the table. */
export function comparisonCountText(count: number): string {
  return `Comparing ${count} ${count === 1 ? 'car' : 'cars'} of ${MAX_COMPARED_CARS}.`;
}
