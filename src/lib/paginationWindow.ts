/**
 * The page buttons of a paged result list (spec 9: "pagination shows up to 9 page buttons"):
 * a window of consecutive page numbers around the current page, kept inside 1..totalPages. The
 * site's search results page and the embeddable search widgets share it, so both page alike.
 */
import { searchSettings } from './constants';

/**
 * The number of pages for a result count.
 *
 * @example totalPages(42, 10) // 5
 * @param totalHits total_hits of the response (already capped by the service).
 * @param pageSize Results per page; a non-positive size gives 0 pages.
 */
export function totalPages(totalHits: number, pageSize: number): number {
  if (!Number.isFinite(totalHits) || totalHits <= 0 || !Number.isFinite(pageSize) || pageSize < 1) return 0;
  return Math.ceil(Math.floor(totalHits) / Math.floor(pageSize));
}

/**
 * The page numbers to show as buttons: at most `maxButtons` consecutive pages with the current
 * one as near the middle as the ends allow (pages 1-9 on page 3, 6-14 on page 10, 12-20 on page
 * 19 of 20). A current page outside 1..totalPages is clamped into it.
 *
 * @example paginationWindow(10, 20) // [6, 7, 8, 9, 10, 11, 12, 13, 14]
 * @param currentPage The page shown now (1-based).
 * @param pageCount How many pages there are; 0 or less gives no buttons.
 * @param maxButtons The most buttons; searchSettings.maxPaginationButtons (9) by default.
 */
export function paginationWindow(
  currentPage: number,
  pageCount: number,
  maxButtons: number = searchSettings.maxPaginationButtons,
): number[] {
  const total = Number.isFinite(pageCount) ? Math.floor(pageCount) : 0;
  const size = Number.isFinite(maxButtons) ? Math.floor(maxButtons) : 0;
  if (total < 1 || size < 1) return [];
  const current = Math.min(Math.max(Number.isFinite(currentPage) ? Math.floor(currentPage) : 1, 1), total);
  const count = Math.min(size, total);
  // Centre the current page (an even window leans forward), then slide back inside 1..total.
  const start = Math.min(Math.max(current - Math.floor((count - 1) / 2), 1), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
