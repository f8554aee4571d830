/**
 * Reads the results page's query (`search`, `page`) from Next's searchParams, never throwing: a
 * missing or repeated parameter takes its first value, the keyword is trimmed, and a page that is
 * not a whole number from 1 (or absurdly large) falls back to page 1 instead of an error page.
 */
import { searchPageParams } from './searchPageHref';

/** Next's searchParams values. */
export type QueryValue = string | string[] | undefined;

export interface SearchPageQuery {
  /** The trimmed keyword; '' when none was given. */
  keyword: string;
  /** The page, 1 or more (1 when none or an invalid one was given). */
  page: number;
}

/** The largest page the results page asks for (the API refuses more than this). */
export const maxSearchPage = 999_999;

const first = (value: QueryValue): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * @example readSearchPageQuery({ search: ' golf ', page: '3' }) // { keyword: 'golf', page: 3 }
 * @example readSearchPageQuery({ search: 'golf', page: 'abc' }) // { keyword: 'golf', page: 1 }
 */
export function readSearchPageQuery(query: Readonly<Record<string, QueryValue>>): SearchPageQuery {
  const keyword = (first(query[searchPageParams.keyword]) ?? '').trim();
  const rawPage = first(query[searchPageParams.page])?.trim();
  const page = rawPage && /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : Number.NaN;
  return { keyword, page: Number.isInteger(page) && page >= 1 && page <= maxSearchPage ? page : 1 };
}
