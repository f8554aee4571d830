/**
 * Where Enter with no active result takes the header search (spec 2.5, 4): the site-search results
 * page for the typed text. The arrow keys' rule (wrap through "none") is the combobox core's,
 * src/lib/combobox.
 */
import { sitePaths } from '../domain/routes';

/**
 * The results-page URL for a keyword, or null when the text is only whitespace.
 *
 * @example searchResultsUrl(' golf gti ') // '/search?search=golf%20gti'
 */
export function searchResultsUrl(text: string): string | null {
  const keyword = text.trim();
  return keyword ? `${sitePaths.search}?search=${encodeURIComponent(keyword)}` : null;
}
