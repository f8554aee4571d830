/**
 * The settings of a site search (search-api.md, spec 5): keyword, language, fuzziness, paging,
 * sorting (one or several fields), categories, custom-field filters, the filter object, facets,
 * range facets, field stats, analytics flags and the client throttle. Every setter validates and
 * throws an Error with the spec's exact text; `snapshot()` gives the immutable state that
 * `toSearchQuery` turns into a query string. Pure: safe to import anywhere.
 */
import { searchSettings } from '#src/lib/constants';

export type FuzzySetting = boolean | 'auto' | 'retry';
export type SortOrder = 'asc' | 'desc';
export type ResultType = 'all' | 'organic';
export type DefaultOperator = 'and' | 'or';

export interface SortBy {
  /** 'relevance', 'date' or 'custom_fields.<name>'. */
  field: string;
  order: SortOrder;
}

export interface RangeFacet {
  /** e.g. 'custom_fields.price'. */
  field: string;
  /** `from` inclusive, `to` exclusive; an absent bound is open. */
  ranges: Array<{ from?: number; to?: number }>;
}

/** A filter in the protocol's grammar (leaf, and/or/not, range); see search-api.md. */
export type FilterObject = Record<string, unknown>;

/** The state of a SearchSettings, as toSearchQuery reads it. */
export interface SearchSettingsState {
  keyword: string;
  lang: string | null;
  fuzzy: FuzzySetting;
  categories: readonly string[];
  page: number;
  pageSize: number;
  sort: readonly SortBy[];
  /** customField filters as [name, value] pairs: one name ORed, names ANDed. */
  customFields: ReadonlyArray<readonly [string, string]>;
  filter: FilterObject | null;
  facets: readonly string[];
  numFacets: number | null;
  rangeFacets: readonly RangeFacet[];
  fieldStats: readonly string[];
  resultType: ResultType;
  collectAnalytics: boolean | null;
  postfixWildcard: boolean | null;
  analyticsTag: string | null;
  defaultOperator: DefaultOperator | null;
  /** Throttle of requests of one kind in ms; null: the client's own (200 ms by default). */
  throttleMs: number | null;
}

/** The exact error texts (spec 5, search-api.md). */
export const settingsErrors = {
  page: 'Page must be 1 or bigger',
  pageSize: `PageSize must be between 1 and ${searchSettings.maxPageSize}`,
  sortOrder: 'sortOrder must be asc or desc',
  fuzzy: "Fuzzy matching can be true, false, 'auto', or 'retry'",
  lang: 'Language must be 2 characters',
  keyword: 'Keyword must be text',
  sortField: 'Sort field must be non-empty text',
  sortPairs: 'Sort fields and orders must be of the same length',
  field: 'Field name must be non-empty text',
  category: 'Categories must be non-empty text',
  filter: 'Filter must be an object or null',
  numFacets: 'Number of facets must be between 1 and 1000',
  rangeFacet: 'Range facet ranges must be a list of {from, to} with numbers',
  resultType: 'resultType must be all or organic',
  analyticsTag: 'analyticsTag must be 50 characters or fewer',
  defaultOperator: 'defaultOperator must be and or or',
  boolean: 'Value must be true or false',
  throttle: 'Throttle time must be a whole number of milliseconds, 0 or more',
} as const;

export const maxAnalyticsTagLength = 50;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldName(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(settingsErrors.field);
  return value;
}

function flag(value: unknown): boolean {
  if (typeof value !== 'boolean') throw new Error(settingsErrors.boolean);
  return value;
}

export class SearchSettings {
  #state: SearchSettingsState;

  constructor(initial: Partial<SearchSettingsState> = {}) {
    this.#state = {
      keyword: '*',
      lang: null,
      fuzzy: 'auto',
      categories: [],
      page: 1,
      pageSize: searchSettings.defaultPageSize,
      sort: [{ field: searchSettings.defaultSortBy, order: searchSettings.defaultSortOrder }],
      customFields: [],
      filter: null,
      facets: [],
      numFacets: null,
      rangeFacets: [],
      fieldStats: [],
      resultType: 'all',
      collectAnalytics: null,
      postfixWildcard: null,
      analyticsTag: null,
      defaultOperator: null,
      throttleMs: null,
    };
    // Initial values go through the setters, so they are validated too.
    if (initial.keyword !== undefined) this.setKeyword(initial.keyword);
    if (initial.lang !== undefined) this.setLanguage(initial.lang);
    if (initial.fuzzy !== undefined) this.setFuzzyMatch(initial.fuzzy);
    if (initial.categories !== undefined) this.setCategories(initial.categories);
    if (initial.page !== undefined) this.setPaging(initial.page, initial.pageSize ?? this.#state.pageSize);
    else if (initial.pageSize !== undefined) this.setPaging(1, initial.pageSize);
    if (initial.sort !== undefined) {
      this.setSortBy(
        initial.sort.map((s) => s.field),
        initial.sort.map((s) => s.order),
      );
    }
    for (const [name, value] of initial.customFields ?? []) this.addCustomFieldFilter(name, value);
    if (initial.filter !== undefined) this.setFilterObject(initial.filter);
    for (const facet of initial.facets ?? []) this.addFacetField(facet);
    if (initial.numFacets !== undefined && initial.numFacets !== null) this.setNumberOfFacets(initial.numFacets);
    for (const facet of initial.rangeFacets ?? []) this.addRangeFacet(facet.field, facet.ranges);
    for (const field of initial.fieldStats ?? []) this.addStatsField(field);
    if (initial.resultType !== undefined) this.setResultType(initial.resultType);
    if (initial.collectAnalytics != null) this.setCollectAnalytics(initial.collectAnalytics);
    if (initial.postfixWildcard != null) this.setPostfixWildcard(initial.postfixWildcard);
    if (initial.analyticsTag != null) this.setAnalyticsTag(initial.analyticsTag);
    if (initial.defaultOperator != null) this.setDefaultOperator(initial.defaultOperator);
    if (initial.throttleMs != null) this.setThrottleTime(initial.throttleMs);
  }

  #set(patch: Partial<SearchSettingsState>): this {
    this.#state = { ...this.#state, ...patch };
    return this;
  }

  /** An immutable copy of the state (what a request is built from). */
  snapshot(): SearchSettingsState {
    const s = this.#state;
    return Object.freeze({
      ...s,
      categories: [...s.categories],
      sort: s.sort.map((x) => ({ ...x })),
      customFields: s.customFields.map(([n, v]) => [n, v] as const),
      filter: s.filter === null ? null : (structuredClone(s.filter) as FilterObject),
      facets: [...s.facets],
      rangeFacets: s.rangeFacets.map((r) => ({ field: r.field, ranges: r.ranges.map((x) => ({ ...x })) })),
      fieldStats: [...s.fieldStats],
    });
  }

  /** A copy to change without touching this one. */
  clone(): SearchSettings {
    return new SearchSettings(this.snapshot());
  }

  get keyword(): string {
    return this.#state.keyword;
  }
  get page(): number {
    return this.#state.page;
  }
  get pageSize(): number {
    return this.#state.pageSize;
  }
  get fuzzy(): FuzzySetting {
    return this.#state.fuzzy;
  }
  get throttleMs(): number | null {
    return this.#state.throttleMs;
  }

  /** The keyword; '' or '*' matches everything. */
  setKeyword(keyword: string): this {
    if (typeof keyword !== 'string') throw new Error(settingsErrors.keyword);
    return this.#set({ keyword });
  }

  /** A 2-character language code, or null for none. */
  setLanguage(lang: string | null): this {
    if (lang === null) return this.#set({ lang: null });
    if (typeof lang !== 'string' || lang.length !== 2) throw new Error(settingsErrors.lang);
    return this.#set({ lang });
  }

  /** true, false, 'auto', or 'retry' (false first, then true when nothing is found). */
  setFuzzyMatch(fuzzy: FuzzySetting): this {
    if (fuzzy !== true && fuzzy !== false && fuzzy !== 'auto' && fuzzy !== 'retry') {
      throw new Error(settingsErrors.fuzzy);
    }
    return this.#set({ fuzzy });
  }

  /** Category tokens a hit must all carry, e.g. ['0xkerbside', '1xnews']. */
  setCategories(categories: readonly string[]): this {
    if (!Array.isArray(categories)) throw new Error(settingsErrors.category);
    for (const c of categories) {
      if (typeof c !== 'string' || c.trim() === '' || c.includes(',')) throw new Error(settingsErrors.category);
    }
    return this.#set({ categories: [...categories] });
  }

  setPage(page: number): this {
    if (!Number.isInteger(page) || page < 1) throw new Error(settingsErrors.page);
    return this.#set({ page });
  }

  setPageSize(pageSize: number): this {
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > searchSettings.maxPageSize) {
      throw new Error(settingsErrors.pageSize);
    }
    return this.#set({ pageSize });
  }

  /** Page (1 or bigger) and page size (1 to 300); both validated before either is set. */
  setPaging(page: number, pageSize: number): this {
    if (!Number.isInteger(page) || page < 1) throw new Error(settingsErrors.page);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > searchSettings.maxPageSize) {
      throw new Error(settingsErrors.pageSize);
    }
    return this.#set({ page, pageSize });
  }

  nextPage(): this {
    return this.setPage(this.#state.page + 1);
  }

  previousPage(): this {
    return this.setPage(Math.max(1, this.#state.page - 1));
  }

  /**
   * One sort field, or several (sent as repeated sort/order pairs): `setSortBy('date', 'asc')`,
   * `setSortBy(['custom_fields.price', 'date'], ['asc', 'desc'])`. One order for several fields
   * applies to all of them.
   */
  setSortBy(field: string | readonly string[], order: SortOrder | readonly SortOrder[] = 'desc'): this {
    const fields = typeof field === 'string' ? [field] : [...field];
    const orders = typeof order === 'string' ? fields.map(() => order) : [...order];
    if (fields.length === 0) throw new Error(settingsErrors.sortField);
    if (fields.length !== orders.length) throw new Error(settingsErrors.sortPairs);
    for (const f of fields) if (typeof f !== 'string' || f.trim() === '') throw new Error(settingsErrors.sortField);
    for (const o of orders) if (o !== 'asc' && o !== 'desc') throw new Error(settingsErrors.sortOrder);
    return this.#set({ sort: fields.map((f, i) => ({ field: f, order: orders[i]! })) });
  }

  /** Adds a custom-field filter: the same name ORs, different names AND. */
  addCustomFieldFilter(name: string, value: string | number): this {
    const n = fieldName(name);
    if (n.includes('=')) throw new Error(settingsErrors.field);
    const v = String(value);
    if (this.#state.customFields.some(([a, b]) => a === n && b === v)) return this;
    return this.#set({ customFields: [...this.#state.customFields, [n, v] as const] });
  }

  /** Removes one custom-field filter, or every filter of the name when value is omitted. */
  removeCustomFieldFilter(name: string, value?: string | number): this {
    const v = value === undefined ? undefined : String(value);
    return this.#set({
      customFields: this.#state.customFields.filter(([a, b]) => !(a === name && (v === undefined || b === v))),
    });
  }

  /** The filter object (search-api.md's grammar); null or {} for none. */
  setFilterObject(filter: FilterObject | null): this {
    if (filter !== null && !isPlainObject(filter)) throw new Error(settingsErrors.filter);
    return this.#set({ filter: filter === null ? null : (structuredClone(filter) as FilterObject) });
  }

  addFacetField(field: string): this {
    const f = fieldName(field);
    if (this.#state.facets.includes(f)) return this;
    return this.#set({ facets: [...this.#state.facets, f] });
  }

  removeFacetField(field: string): this {
    return this.#set({ facets: this.#state.facets.filter((f) => f !== field) });
  }

  /** Values per facet (the server's default is 10). */
  setNumberOfFacets(numFacets: number): this {
    if (!Number.isInteger(numFacets) || numFacets < 1 || numFacets > 1000) throw new Error(settingsErrors.numFacets);
    return this.#set({ numFacets });
  }

  /** A range facet; replaces one of the same field. */
  addRangeFacet(field: string, ranges: RangeFacet['ranges']): this {
    const f = fieldName(field);
    if (!Array.isArray(ranges) || ranges.length === 0) throw new Error(settingsErrors.rangeFacet);
    const clean = ranges.map((range) => {
      if (!isPlainObject(range)) throw new Error(settingsErrors.rangeFacet);
      const out: { from?: number; to?: number } = {};
      for (const key of ['from', 'to'] as const) {
        const bound = range[key];
        if (bound === undefined) continue;
        if (typeof bound !== 'number' || !Number.isFinite(bound)) throw new Error(settingsErrors.rangeFacet);
        out[key] = bound;
      }
      return out;
    });
    return this.#set({
      rangeFacets: [...this.#state.rangeFacets.filter((r) => r.field !== f), { field: f, ranges: clean }],
    });
  }

  removeRangeFacet(field: string): this {
    return this.#set({ rangeFacets: this.#state.rangeFacets.filter((r) => r.field !== field) });
  }

  /** A field to compute min/max/avg of over the matching hits. */
  addStatsField(field: string): this {
    const f = fieldName(field);
    if (this.#state.fieldStats.includes(f)) return this;
    return this.#set({ fieldStats: [...this.#state.fieldStats, f] });
  }

  setResultType(resultType: ResultType): this {
    if (resultType !== 'all' && resultType !== 'organic') throw new Error(settingsErrors.resultType);
    return this.#set({ resultType });
  }

  setCollectAnalytics(collect: boolean): this {
    return this.#set({ collectAnalytics: flag(collect) });
  }

  setPostfixWildcard(wildcard: boolean): this {
    return this.#set({ postfixWildcard: flag(wildcard) });
  }

  /** A tag of at most 50 characters, or null for none. */
  setAnalyticsTag(tag: string | null): this {
    if (tag === null) return this.#set({ analyticsTag: null });
    if (typeof tag !== 'string' || tag.length > maxAnalyticsTagLength) throw new Error(settingsErrors.analyticsTag);
    return this.#set({ analyticsTag: tag });
  }

  setDefaultOperator(operator: DefaultOperator): this {
    if (operator !== 'and' && operator !== 'or') throw new Error(settingsErrors.defaultOperator);
    return this.#set({ defaultOperator: operator });
  }

  /**
   * Throttle of requests of one kind: searchSettings.clientThrottleMs (200) by default, the page
   * layout uses searchSettings.layoutThrottleMs (3000); null falls back to the client's.
   */
  setThrottleTime(ms: number | null): this {
    if (ms === null) return this.#set({ throttleMs: null });
    if (!Number.isInteger(ms) || ms < 0) throw new Error(settingsErrors.throttle);
    return this.#set({ throttleMs: ms });
  }
}
