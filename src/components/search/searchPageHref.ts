/**
 * Addresses of the site search results page, `/search?search=<keyword>&page=<n>`: one builder so
 * the form, the pagination and the header search all link to the same URLs (page 1 carries no
 * page parameter, so each results page has one address).
 */
import { sitePaths } from '#src/domain/routes';

/** The path of the results page. */
export const SEARCH_PAGE_PATH = sitePaths.search;

/** The query parameters the results page reads. */
export const searchPageParams = { keyword: 'search', page: 'page' } as const;

/** The largest page the results page asks for (the API refuses more than this). */
export const maxSearchPage = 999_999;

/**
 * The URL of a results page.
 *
 * @example searchPageHref('vw golf', 3) // '/search?search=vw+golf&page=3'
 * @param keyword The search keyword, as typed.
 * @param page The page (1-based); 1 or less leaves the parameter out.
 */
export function searchPageHref(keyword: string, page = 1): string {
  const query = new URLSearchParams({ [searchPageParams.keyword]: keyword });
  if (Number.isInteger(page) && page > 1) query.set(searchPageParams.page, String(page));
  return `${SEARCH_PAGE_PATH}?${query.toString()}`;
}
