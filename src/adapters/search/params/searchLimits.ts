/** The limits of a search request (search-api.md): lengths, counts and nesting. */
export const searchLimits = {
  maxTermLength: 1_000,
  maxPage: 1_000_000,
  maxCategories: 20,
  maxCategoryLength: 200,
  maxCustomFieldFilters: 50,
  maxValueLength: 200,
  maxFacets: 20,
  maxNumFacets: 1_000,
  maxRangeFacetFields: 20,
  maxRanges: 50,
  maxFieldStats: 20,
  maxSorts: 10,
  maxJsonLength: 20_000,
  maxFilterNodes: 500,
  maxFilterDepth: 16,
  maxAnalyticsTag: 50,
} as const;
