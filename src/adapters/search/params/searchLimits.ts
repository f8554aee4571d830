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

/** The limits of suggest and autocomplete (search-api.md, "Suggest and autocomplete"). */
export const suggestLimits = {
  maxTermLength: 200,
  defaultSize: 10,
  maxSize: 50,
} as const;

/** The limits of a stats event (search-api.md, "Stats"). */
export const statsLimits = {
  maxSessionLength: 64,
  maxKeywordLength: 500,
  maxTagLength: 50,
  maxDocidLength: 32,
  maxCount: 1_000_000_000,
} as const;
