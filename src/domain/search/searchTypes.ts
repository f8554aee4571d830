/**
 * The types of the site-search protocol (docs/search-api.md): the parsed
 * request, the filter grammar, the response and its hits, and the document the index holds.
 * Types only, no Node imports: the search client and widgets of the next issues can share them
 * (they may move to src/adapters/search/ then).
 */

/** A custom field value: text, int or double (a list when a page has several, e.g. fuel types). */
export type CustomFieldScalar = string | number;
export type CustomFieldValue = CustomFieldScalar | CustomFieldScalar[];
export type CustomFields = Record<string, CustomFieldValue>;

/** A page in the index (the document API's shape, normalised). */
export interface SearchDocument {
  /** At most 32 characters; documentIdForUrl(url) when the caller gives none. */
  id: string;
  url: string;
  /** As shown in results, e.g. 'Volkswagen Golf review | Kerbside' (the UI shows the part before ' | '). */
  title: string;
  /** The main content as plain text (indexed, and the source of the highlight). */
  text: string;
  metaDescription?: string;
  metaCategories?: string[];
  image?: string | null;
  /** Tokens 'Nxname': '0xkerbside', '1xnew-car-reviews', '2xvolkswagen' ... */
  categories?: string[];
  /** Epoch milliseconds. */
  ts: number;
  language?: string;
  documentType?: string;
  customFields?: CustomFields;
  /** Relevance multiplier (1 = neutral); the catalogue favours full reviews over list pages. */
  boost?: number;
}

/** The protocol's fuzzy values ('retry' is the client's: false, then true when nothing is found). */
export const fuzzyModes = ['true', 'false', 'auto'] as const;
export type FuzzyMode = (typeof fuzzyModes)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];
/** How the words of a term join when no operator is written between them. */
export const defaultOperators = ['and', 'or'] as const;
export type DefaultOperator = (typeof defaultOperators)[number];

/** A sort key: relevance, date, or a custom field by name. */
export type SortField = { kind: 'relevance' } | { kind: 'date' } | { kind: 'field'; name: string };

export interface SortSpec {
  field: SortField;
  order: SortOrder;
}

/** Bounds of a range filter; an absent bound is open. */
export interface RangeBounds {
  gte?: number;
  gt?: number;
  lte?: number;
  lt?: number;
}

/** The field a filter leaf or range names: a custom field, or the category tokens. */
export type FilterField = { kind: 'field'; name: string } | { kind: 'category' };

/** The `filter` grammar, validated. */
export type FilterNode =
  | { op: 'and'; nodes: FilterNode[] }
  | { op: 'or'; nodes: FilterNode[] }
  | { op: 'not'; node: FilterNode }
  | { op: 'eq'; field: FilterField; value: CustomFieldScalar | boolean }
  | { op: 'range'; field: FilterField & { kind: 'field' }; bounds: RangeBounds };

export interface RangeFacetRequest {
  /** The custom field name (the request says 'custom_fields.<name>'). */
  field: string;
  ranges: Array<{ from?: number; to?: number }>;
}

/** A validated search request (parseSearchParams). */
export interface SearchParams {
  /** The raw keyword; '' and '*' mean everything. */
  term: string;
  lang: string | null;
  fuzzy: FuzzyMode;
  /** Category tokens a hit must all carry. */
  categories: string[];
  page: number;
  limit: number;
  sort: SortSpec[];
  /** customField filters grouped by name: values of one name ORed, names ANDed. */
  customFields: Array<{ name: string; values: string[] }>;
  /** Facet fields: custom field names, or 'category' for the category tokens. */
  facets: Array<{ kind: 'field'; name: string } | { kind: 'category' }>;
  numFacets: number;
  rangeFacets: RangeFacetRequest[];
  /** Custom field names to compute min/max/avg of. */
  fieldStats: string[];
  filter: FilterNode | null;
  /** True: leave pinned (PROMOTED) hits out. */
  organicOnly: boolean;
  collectAnalytics: boolean;
  postfixWildcard: boolean;
  analyticsTag: string | null;
  defaultOperator: DefaultOperator;
  /** dateFrom / dateTo (yyyy-MM-dd) as epoch ms: dateFrom inclusive, dateTo exclusive of the next day. */
  dateFrom: number | null;
  dateTo: number | null;
  /** priceFromCents / priceToCents applied to custom_fields.price (pounds). */
  priceFrom: number | null;
  priceTo: number | null;
}

export interface SearchHitImages {
  main: string;
  main_b64: string;
  capture: string;
}

export interface SearchHit {
  id: string;
  url: string;
  title: string;
  meta_description: string;
  meta_categories: string[];
  custom_fields: CustomFields;
  /** HTML: the document text escaped, with only the engine's own <em> tags. */
  highlight: string;
  /** ISO 8601 date-time of the page. */
  ts: string;
  categories: string[];
  document_type: string;
  images: SearchHitImages;
  /** Relevance between 0 and 1. */
  score: number;
  type?: 'PROMOTED';
}

export interface FacetValue {
  value: CustomFieldScalar;
  count: number;
}

export interface RangeFacetValue {
  key: string;
  from?: number;
  to?: number;
  count: number;
}

export interface FieldStat {
  min: number | 'Infinity';
  max: number | '-Infinity';
  avg: number;
}

export interface SearchResponse {
  page: number;
  /** Capped at searchSettings.resultCap (10000); the UI shows '10000+'. */
  total_hits: number;
  processing_time_ms: number;
  hits: SearchHit[];
  facets: Record<string, FacetValue[]>;
  rangeFacets: Record<string, RangeFacetValue[]>;
  fieldStats: Record<string, FieldStat>;
}
