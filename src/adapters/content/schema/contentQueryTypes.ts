/** The Content API's query types: as callers write them (ContentQuery) and as validated (ParsedContentQuery). */
import type { ItemField, ListResource, QueryField } from './contentResources';
import type { FieldKind } from './fieldDefs';

export type SortOrder = 'asc' | 'desc';

/** Whether a query on a resource whose records end (deals) answers ended records too. */
export type EndedChoice = 'include' | 'exclude';

/** A closed or open range: `{ min: 10000, max: 20000 }` is `10000-20000`; dates as 'YYYY-MM-DD'. */
export interface RangeFilter {
  min?: number | string;
  max?: number | string;
}
export type FilterScalar = string | number | boolean;
/** One filter: a value, a range, or a list of them (OR). Different fields are ANDed. */
export type FilterInput = FilterScalar | RangeFilter | ReadonlyArray<FilterScalar | RangeFilter>;

/** A query as callers write it (both adapters take this; `toSearchParams` makes the URL form). */
export interface ContentQuery<F extends string = string, D extends string = F> {
  /** 1-based page, at most 10,000. */
  page?: number;
  /** Items per page: default 200, at most 500. */
  pageSize?: number;
  sortBy?: F;
  sort?: SortOrder;
  /** Return only these fields of each item. */
  displayFields?: readonly D[];
  /** Count the items per value of these fields over the filtered set. */
  filterBreakdownDisplayFields?: readonly F[];
  /** Only these ids (the resource's id field), in this order. */
  id?: readonly string[];
  /** A caller id, echoed back in the response. */
  sourceId?: string;
  /**
   * Deals only: 'include' answers deals whose offer has ended too (a deal page uses it to tell
   * "ended" from "gone"); by default ('exclude') only the deals live on the store's date.
   */
  ended?: EndedChoice;
  filters?: { readonly [K in F]?: FilterInput };
}

/** The query type of one resource. */
export type QueryOf<R extends ListResource> = ContentQuery<QueryField<R>, ItemField<R>>;

/** One parsed filter: exact values and/or ranges (OR within the field). */
export interface ParsedFilter {
  field: string;
  kind: FieldKind;
  values: Array<string | number | boolean>;
  ranges: Array<{ min: number | string | null; max: number | string | null }>;
}

/** A validated query with every default filled in. */
export interface ParsedContentQuery {
  resource: ListResource;
  page: number;
  pageSize: number;
  sortBy: string;
  sort: SortOrder;
  /** True when the caller chose sortBy (otherwise an id list keeps its own order). */
  sortExplicit: boolean;
  displayFields: string[] | null;
  breakdownFields: string[];
  ids: string[] | null;
  sourceId: string | null;
  /** Set (true) only by `ended=include`, so other queries keep their cache keys. */
  includeEnded?: true;
  /** Ordered by field name, so equal queries serialise equally (cache keys). */
  filters: ParsedFilter[];
}
