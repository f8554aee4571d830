import type { SearchInsights } from '#src/domain/search/searchInsights';

/** A month of searches and clicks, as the insights API would answer it. */
export const juneInsights: SearchInsights = {
  from: '2026-06-01',
  to: '2026-06-30',
  contains: null,
  totals: {
    searches: 412,
    clicks: 268,
    noResultSearches: 23,
    queries: 96,
    clickThroughRate: 0.6505,
    meanClickPosition: 2.31,
  },
  topQueries: [
    { query: 'golf', searches: 58 },
    { query: 'electric suv', searches: 41 },
    { query: 'kia ev6', searches: 33 },
    { query: 'company car tax', searches: 27 },
    { query: 'ford puma', searches: 19 },
    { query: 'best family car for long motorway trips', searches: 12 },
  ],
  noResultQueries: [
    { query: 'flux capacitor', searches: 9 },
    { query: 'zzqx', searches: 4 },
  ],
  clickThrough: [
    { query: 'golf', searches: 58, clicks: 51, clickThroughRate: 0.8793, meanClickPosition: 1.42 },
    { query: 'electric suv', searches: 41, clicks: 22, clickThroughRate: 0.5366, meanClickPosition: 3.05 },
    { query: 'kia ev6', searches: 33, clicks: 35, clickThroughRate: 1.0606, meanClickPosition: 1.2 },
    { query: 'company car tax', searches: 27, clicks: 25, clickThroughRate: 0.9259, meanClickPosition: 1 },
    { query: 'ford puma', searches: 19, clicks: 9, clickThroughRate: 0.4737, meanClickPosition: 2.67 },
    {
      query: 'best family car for long motorway trips',
      searches: 12,
      clicks: 0,
      clickThroughRate: 0,
      meanClickPosition: null,
    },
  ],
};

/** A range in which nothing was recorded. */
export const quietInsights: SearchInsights = {
  from: '2026-01-01',
  to: '2026-01-07',
  contains: null,
  totals: { searches: 0, clicks: 0, noResultSearches: 0, queries: 0, clickThroughRate: 0, meanClickPosition: null },
  topQueries: [],
  noResultQueries: [],
  clickThrough: [],
};
