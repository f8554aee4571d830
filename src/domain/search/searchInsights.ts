/**
 * Search insights: what the recorded search and click events (search-api.md, "Stats") say about
 * a range of days. The shape the insights API answers (GET /api/search/v1/insights/{sitekey}) and
 * the /search-insights dashboard shows; computed in SQL by src/server/search/searchInsights.ts.
 *
 * - A query is a keyword as typed, trimmed and lower-cased (ASCII letters: 'Golf ' and 'golf' are
 *   one query); blank keywords (a search for everything) count in the totals only.
 * - `contains` narrows everything, totals included, to the queries that contain a text.
 * - The click-through rate is clicks ÷ searches (a visitor who opens two results counts two
 *   clicks, so it may pass 1).
 * - The mean click position is the mean of the positions clicked (1 = the first hit); clicks
 *   whose hit was not found on the page (position 0) are left out of it.
 */

/** A range of whole days, both ends included, as yyyy-MM-dd (UTC). */
export interface InsightsRange {
  from: string;
  to: string;
}

/** What the insights are asked for: a range of days, maybe only the queries containing a text. */
export interface InsightsFilter extends InsightsRange {
  /** Only queries that contain this text (letters in any case); absent: every query. */
  contains?: string;
}

/** A query and how many searches it had. */
export interface QueryCount {
  query: string;
  searches: number;
}

/** A query's searches, clicks and what they add up to. */
export interface QueryClickThrough {
  query: string;
  searches: number;
  clicks: number;
  /** clicks ÷ searches, to 4 decimals. */
  clickThroughRate: number;
  /** The mean position clicked (1 = first), to 2 decimals; null without a click at a known position. */
  meanClickPosition: number | null;
}

export interface InsightsTotals {
  searches: number;
  clicks: number;
  /** Searches that found nothing. */
  noResultSearches: number;
  /** Distinct (non-blank) queries searched for. */
  queries: number;
  /** clicks ÷ searches over the range, to 4 decimals (0 without searches). */
  clickThroughRate: number;
  /** Over every click at a known position, to 2 decimals; null without one. */
  meanClickPosition: number | null;
}

export interface SearchInsights extends InsightsRange {
  /** The text the queries were narrowed to, or null for every query. */
  contains: string | null;
  totals: InsightsTotals;
  /** The most searched queries, most first (ties by query). */
  topQueries: QueryCount[];
  /** Queries whose searches found nothing, counted by those searches, most first. */
  noResultQueries: QueryCount[];
  /** The click-through of the most searched queries, in the order of topQueries. */
  clickThrough: QueryClickThrough[];
}

/** How many rows each list holds at most. */
export const insightsListSize = 20;

/** The longest range one request may ask for, in days (both ends included). */
export const maxInsightsRangeDays = 366;

/** The range shown when none is asked for: this many days, ending today. */
export const defaultInsightsRangeDays = 30;

/** The longest `contains` text. */
export const maxInsightsContainsLength = 100;
