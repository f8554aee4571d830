/**
 * The keyboard and navigation rules of the header search (spec 2.5, 4), kept pure so they are
 * tested on their own: arrow keys move the active result and wrap through "none" (-1; the
 * combobox core in src/lib/combobox), and Enter with no active result opens the site-search
 * results page for the typed text.
 */
import { NO_ACTIVE_OPTION, nextActiveIndex } from './combobox/combobox';
import { sitePaths } from '../domain/routes';

/** The site-search results page; its `search` query parameter carries the keyword (search-api.md URL sync). */
export const SEARCH_RESULTS_PATH = sitePaths.search;

/** The active-result index meaning "no result is active" (the combobox's none). */
export const NO_ACTIVE_RESULT = NO_ACTIVE_OPTION;

/** Arrow keys wrap through none: the combobox core's rule (src/lib/combobox). */
export { nextActiveIndex };

/**
 * The results-page URL for a keyword, or null when the text is only whitespace.
 *
 * @example searchResultsUrl(' golf gti ') // '/search?search=golf%20gti'
 */
export function searchResultsUrl(text: string): string | null {
  const keyword = text.trim();
  return keyword ? `${SEARCH_RESULTS_PATH}?search=${encodeURIComponent(keyword)}` : null;
}
