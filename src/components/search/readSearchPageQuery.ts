/**
 * Reads the results page's query (`search`, `page`) from Next's searchParams, never throwing: a
 * missing or repeated parameter takes its first value, the keyword is trimmed, and a page that is
 * not a whole number from 1 (or absurdly large) falls back to page 1 instead of an error page.
 * The rules are one zod schema (issue #14); server-side only, so zod stays out of the browser's
 * bundle (the client's siteSearchQuery takes maxSearchPage from searchPageHref).
 */
import { z } from 'zod';
import { maxSearchPage, searchPageParams } from './searchPageHref';

/** Next's searchParams values. */
export type QueryValue = string | string[] | undefined;

export interface SearchPageQuery {
  /** The trimmed keyword; '' when none was given. */
  keyword: string;
  /** The page, 1 or more (1 when none or an invalid one was given). */
  page: number;
}

/** The first of a repeated parameter's values. */
const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** The query's rules: each parameter's first value; a missing or bad one falls back (never fails). */
export const searchPageQuerySchema = z.object({
  [searchPageParams.keyword]: z.preprocess(firstValue, z.string().trim()).catch(''),
  [searchPageParams.page]: z
    .preprocess(
      firstValue,
      z
        .string()
        .trim()
        .regex(/^\d{1,6}$/)
        .transform(Number)
        .pipe(z.int().min(1).max(maxSearchPage)),
    )
    .catch(1),
});

/**
 * @example readSearchPageQuery({ search: ' golf ', page: '3' }) // { keyword: 'golf', page: 3 }
 * @example readSearchPageQuery({ search: 'golf', page: 'abc' }) // { keyword: 'golf', page: 1 }
 */
export function readSearchPageQuery(query: Readonly<Record<string, QueryValue>>): SearchPageQuery {
  const read = searchPageQuerySchema.parse(query);
  return { keyword: read[searchPageParams.keyword], page: read[searchPageParams.page] };
}
