/**
 * The Content API's schema, shared by the API handler, the SQLite store and both adapters. The
 * parts live in ./schema/ (one module per concern, the query parameters as zod schemas); this
 * module re-exports them so importers keep one path. Pure: no Node-only imports.
 */
export {
  awardHubs,
  bodyStyles,
  categories,
  dealTypes,
  fuelTypes,
  transmissions,
  usedCarConditions,
} from '../../domain/content/enums';
export { contentQueryLimits } from './schema/contentQueryLimits';
export type { DerivedFieldDef, FieldDef, FieldKind } from './schema/fieldDefs';
export {
  contentResourceNames,
  contentResources,
  filterableFields,
  isContentResource,
  isListResource,
  listResources,
  sortableFields,
  type ContentResource,
  type ItemField,
  type ListResource,
  type QueryField,
  type ResourceDef,
  type ResourceItem,
  type ResourceItems,
} from './schema/contentResources';
export type {
  ContentQuery,
  FilterInput,
  FilterScalar,
  ParsedContentQuery,
  ParsedFilter,
  QueryOf,
  RangeFilter,
  SortOrder,
} from './schema/contentQueryTypes';
export { decodeQueryString } from './schema/decodeQueryString';
export { allowedParameters, canonicalQueryKey, parseContentQuery, parseRibbonQuery } from './schema/parseContentQuery';
export { toSearchParams } from './schema/toSearchParams';
