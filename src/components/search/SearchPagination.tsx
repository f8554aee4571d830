import { PaginationLinks } from '#src/primitives/PaginationLinks';
import { searchPageHref } from './searchPageHref';
import { searchTexts } from './searchTexts';

/**
 * Pagination of the results page as plain links (`/search?search=..&page=n`), so it works without
 * JavaScript: PaginationLinks (previous, at most 9 page links, next; 5 below sm) over the
 * keyword's pages, named 'Search results pages'.
 */
export interface SearchPaginationProps {
  /** The keyword the pages are for. */
  keyword: string;
  /** The page shown now (1-based). */
  currentPage: number;
  /** How many pages there are; with 1 or fewer nothing is rendered. */
  totalPages: number;
  /** Builds a page's URL; the results page's own by default. */
  hrefFor?: (keyword: string, page: number) => string;
}

export function SearchPagination({
  keyword,
  currentPage,
  totalPages,
  hrefFor = searchPageHref,
}: SearchPaginationProps) {
  return (
    <PaginationLinks
      page={currentPage}
      totalPages={totalPages}
      hrefFor={(page) => hrefFor(keyword, page)}
      label={searchTexts.paginationLabel}
    />
  );
}
