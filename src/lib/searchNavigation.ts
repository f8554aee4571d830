/**
 * The keyboard and navigation rules of the header search (spec 2.5, 4), kept pure so they are
 * tested on their own: arrow keys move the active result and wrap through "none" (-1), and Enter
 * with no active result opens the site-search results page for the typed text.
 */

/** The site-search results page; its `search` query parameter carries the keyword (search-api.md URL sync). */
export const SEARCH_RESULTS_PATH = '/search';

/** The active-result index meaning "no result is active". */
export const NO_ACTIVE_RESULT = -1;

/**
 * The active result after an arrow key, wrapping through none: Down goes -1 -> 0 -> ... -> last
 * -> -1, Up goes the other way (-1 -> last).
 *
 * @example nextActiveIndex(-1, 3, 'down') // 0
 * @example nextActiveIndex(2, 3, 'down') // -1
 * @example nextActiveIndex(-1, 3, 'up') // 2
 * @param current The active index, or -1 for none (anything out of range counts as none).
 * @param count How many results there are; with none the answer is always -1.
 */
export function nextActiveIndex(current: number, count: number, direction: 'up' | 'down'): number {
  if (!Number.isInteger(count) || count <= 0) return NO_ACTIVE_RESULT;
  const from = Number.isInteger(current) && current >= 0 && current < count ? current : NO_ACTIVE_RESULT;
  // Positions 0..count are the results followed by "none"; step around that ring.
  const ring = count + 1;
  const position = from === NO_ACTIVE_RESULT ? count : from;
  const next = (position + (direction === 'down' ? 1 : -1) + ring) % ring;
  return next === count ? NO_ACTIVE_RESULT : next;
}

/**
 * The results-page URL for a keyword, or null when the text is only whitespace.
 *
 * @example searchResultsUrl(' golf gti ') // '/search?search=golf%20gti'
 */
export function searchResultsUrl(text: string): string | null {
  const keyword = text.trim();
  return keyword ? `${SEARCH_RESULTS_PATH}?search=${encodeURIComponent(keyword)}` : null;
}
