/** The Content API's limits: page sizes, list lengths and value lengths (docs/content-api.md). */
import { contentApiSettings } from '#src/lib/constants';

export const contentQueryLimits = {
  defaultPageSize: contentApiSettings.defaultPageSize,
  maxPageSize: 500,
  maxPage: 10_000,
  /** Characters in one value (one item of a comma list). */
  maxValueLength: 200,
  /** Items in one comma list. */
  maxListItems: 50,
  /** Distinct values returned per breakdown field (the most frequent first). */
  maxBreakdownValues: 1_000,
} as const;
