/** The site-search client: settings, query building and the client (no React; server-safe). */
export * from './searchSettings';
export * from './searchQuery';
export * from './searchClient';
export * from './searchAnalytics';
export { createThrottle, type Throttle } from './throttle';
export type { SearchHit, SearchResponse, FacetValue, RangeFacetValue, FieldStat } from '#src/domain/search/searchTypes';
