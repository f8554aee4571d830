/**
 * The visible texts of the site search results page in one place, built from the spec's own
 * messages ('No search results with keyword', spec 8) and the result-count rule ('10000+', spec 9),
 * so components, stories and tests read the same words.
 */
import { PRODUCT_NAME } from '#src/lib/constants';
import { messages } from '#src/lib/errorMessages';
import { formatResultCount } from '#src/lib/formatResultCount';

export const searchTexts = {
  /** The h1 once a keyword is given. */
  heading: 'Search results',
  /** The h1 with no keyword. */
  promptHeading: `Search ${PRODUCT_NAME}`,
  formLabel: `Search ${PRODUCT_NAME}`,
  submit: 'Search',
  prompt: 'Type a make, model or topic to search our reviews, news, advice and deals.',
  noResultsHint: 'Check the spelling, or try a make or model name such as "Ford Puma".',
  errorHeading: 'Search is unavailable',
  errorText: messages.searchUnavailable,
  badRequestHeading: 'That search could not be run',
  promoted: 'Promoted',
  paginationLabel: 'Search results pages',
  firstPageLink: 'Go to the first page of results',
  loading: 'Loading search results',
} as const;

/** The no-results message: the spec's text followed by the keyword in quotes. */
export function noResultsMessage(keyword: string): string {
  return `${messages.noSearchResults} "${keyword}"`;
}

/**
 * The result-count line, e.g. '42 results for "golf"', '1 result for "golf"' or, at the cap,
 * '10000+ results for "golf"'.
 */
export function resultCountText(totalHits: number, keyword: string): string {
  const count = formatResultCount(totalHits);
  return `${count} ${count === '1' ? 'result' : 'results'} for "${keyword}"`;
}

/** Shown for a page past the last one. */
export function pastLastPageText(page: number): string {
  return `There are no results on page ${page}.`;
}

/** The page's <title> text (before the site template adds the product name). */
export function searchPageTitle(keyword: string): string {
  return keyword ? `Search results for "${keyword}"` : 'Search';
}
