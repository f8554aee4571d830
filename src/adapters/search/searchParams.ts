/**
 * The search request's validation, re-exported from ./params/ (limits, the parameters' zod
 * schemas, the filter grammar, the POST body) so importers keep one path.
 */
export { searchLimits } from './params/searchLimits';
export { customFieldOf } from './params/searchFieldNames';
export { parseFilter } from './params/searchFilter';
export { isWarmUpTerm, parseSearchParams } from './params/parseSearchParams';
export { parseSearchBody, searchBodyLimit, searchQueryFromBody } from './params/searchBody';
