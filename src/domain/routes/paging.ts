/*
 * Page numbers of paged lists in the URL: `?page=n` (page 1 has no parameter, so it has one
 * canonical URL), read defensively from the query string, and the href of any page of a list.
 * Shared by PaginationLinks, the pages' prev/next links and their canonical URLs.
 */

/** The highest page number accepted from a URL (the Content API's own limit). */
export const MAX_PAGE = 10_000;

/** A query-string value as Next passes it to a page. */
export type QueryValue = string | string[] | undefined;

/**
 * The page number of a `page` query value: a whole number from 1 to MAX_PAGE, else 1.
 *
 * @example readPageParam('3') // 3
 * @example readPageParam(['2', '5']) // 2
 * @example readPageParam('0') // 1
 */
export function readPageParam(value: QueryValue): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || !/^\d{1,5}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * The href of one page of a list: the base path with the other query values (in the given order,
 * empty ones left out) and `page` last; page 1 has no page parameter.
 *
 * @example pageHref('/reviews', 2) // '/reviews?page=2'
 * @example pageHref('/reviews', 1, { price: '10000-11000' }) // '/reviews?price=10000-11000'
 */
export function pageHref(
  basePath: string,
  page: number,
  query: Readonly<Record<string, string | number | undefined | null>> = {},
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === 'page' || value === undefined || value === null || value === '') continue;
    params.append(name, String(value));
  }
  if (Number.isFinite(page) && page > 1) params.append('page', String(Math.floor(page)));
  const search = params.toString();
  return search ? `${basePath}?${search}` : basePath;
}

/** The prev and next hrefs of a page (spec 3 prevUrl, nextUrl); undefined at either end. */
export function pagingUrls(
  page: number,
  totalPages: number,
  hrefFor: (page: number) => string,
): { prevUrl?: string; nextUrl?: string } {
  return {
    ...(page > 1 && page <= totalPages ? { prevUrl: hrefFor(page - 1) } : {}),
    ...(page < totalPages ? { nextUrl: hrefFor(page + 1) } : {}),
  };
}
