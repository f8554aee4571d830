/**
 * The /used-cars search as data: its filter groups (the condition tabs of spec 2.1, makes), its
 * ranges (price, mileage, age as a registration year), its sorts, and the two ways its state sits
 * in a URL. The page's URL format (usedCarsUrlFormat) writes plain parameters
 * (`?condition=nearly-new&make=ford&price_to=20000&sort=price-asc&page=2`) for its links, its
 * forms and the search store's history entries; it also reads the widgets' own `search_filters`,
 * `search_sort` and `search_page` (src/widgets/store/searchUrl.ts; they win when present), so older
 * links keep working. Both are untrusted: only known groups, keys and fields survive, and every
 * filter object is rebuilt here, never taken from the URL.
 */
import type { FacetGroups } from '#src/widgets/store/facetCounts';
import type { SearchRequestConfig } from '#src/widgets/store/searchRequest';
import {
  createSearchState,
  type FilterObject,
  type RangeBounds,
  type SearchQueryState,
  type SortBy,
} from '#src/widgets/store/searchState';
import {
  defaultUrlParams,
  stateFromQuery,
  toParams,
  type QueryInput,
  type RangeInputParam,
  type SearchUrlFormat,
} from '#src/widgets/store/searchUrl';
import * as z from 'zod/mini';
import { onlyUsedCarsFilter, usedCarFields } from '#src/domain/search/usedCars';
import { onFirstUse, parsedOr, patternSchema, wholeNumberSchema } from '#src/domain/fieldSchemas';
import { pageNumberPattern } from '#src/domain/pageNumber';
import { sitePaths } from '#src/domain/routes';

/** The page's path. */
export const usedCarsPath = sitePaths.usedCars;

/** Cars per page (and per "Load more"). */
export const usedCarsPageSize = 12;

/** Filter groups of the store. */
export const usedCarGroups = { condition: 'condition', make: 'make', model: 'model' } as const;

const field = (name: string) => `custom_fields.${name}`;

/** Range fields of the store. */
export const usedCarRanges = {
  price: field(usedCarFields.price),
  mileage: field(usedCarFields.mileage),
  year: field(usedCarFields.year),
} as const;

export type UsedCarConditionKey = 'used' | 'nearly-new';

/** A condition tab: 'nofilter' (spec 3's special key) is every car. */
export type ConditionTabKey = 'nofilter' | UsedCarConditionKey;

/** The condition tabs; 'nofilter' (spec 3's special key) is every car. */
export const conditionTabs: ReadonlyArray<{ key: ConditionTabKey; label: string }> = [
  { key: 'nofilter', label: 'All cars' },
  { key: 'used', label: 'Used' },
  { key: 'nearly-new', label: 'Nearly new' },
];

const conditionKeys: readonly UsedCarConditionKey[] = ['used', 'nearly-new'];

export const conditionFilter = (condition: UsedCarConditionKey): FilterObject => ({
  [field(usedCarFields.condition)]: condition,
});

/** A make by its slug ('land-rover'), the key of its checkbox and of `?make=`. */
export const makeFilter = (makeSlug: string): FilterObject => ({ [field(usedCarFields.makeSlug)]: makeSlug });

/** A model by its slug ('puma'; the used-car sitemaps link `?make=ford&model=puma`). */
export const modelFilter = (modelSlug: string): FilterObject => ({ [field(usedCarFields.modelSlug)]: modelSlug });

/** A make on offer: its slug (the filter key) and its name (the label). */
export interface MakeOption {
  slug: string;
  name: string;
}

/** The slug of a make's name as the catalogue writes it ('Citroën' -> 'citroen', 'Land Rover' -> 'land-rover'). */
export function makeSlugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** One sort choice: its key in plain URLs, label, and the store's sort. */
export interface UsedCarSort {
  key: string;
  label: string;
  sort: SortBy;
}

export const usedCarSorts: readonly UsedCarSort[] = [
  { key: 'newest', label: 'Newest first', sort: { field: usedCarRanges.year, order: 'desc' } },
  { key: 'price-asc', label: 'Price: lowest first', sort: { field: usedCarRanges.price, order: 'asc' } },
  { key: 'price-desc', label: 'Price: highest first', sort: { field: usedCarRanges.price, order: 'desc' } },
  { key: 'mileage-asc', label: 'Mileage: lowest first', sort: { field: usedCarRanges.mileage, order: 'asc' } },
];

export const defaultUsedCarSort = usedCarSorts[0]!;

/** The sort choice of a store sort; the default for anything else (e.g. relevance). */
export function sortChoiceOf(sort: SortBy): UsedCarSort {
  return (
    usedCarSorts.find((choice) => choice.sort.field === sort.field && choice.sort.order === sort.order) ??
    defaultUsedCarSort
  );
}

/** Mileage choices ('Up to 20,000 miles'). */
export const mileageChoices: readonly number[] = [5_000, 10_000, 20_000, 30_000, 50_000, 75_000, 100_000];

/** Age choices in years ('Up to 3 years old'). */
export const ageChoices: readonly number[] = [1, 2, 3, 5, 7, 10];

/** The plain (no-JavaScript) query parameters. */
export const plainParams = {
  condition: 'condition',
  make: 'make',
  model: 'model',
  priceFrom: 'price_from',
  priceTo: 'price_to',
  mileageTo: 'mileage_to',
  ageTo: 'age_to',
  sort: 'sort',
  page: 'page',
} as const;

/** The make checkboxes show how many cars each would add (src/widgets/store/facetCounts.ts). */
export const usedCarFacetGroups: FacetGroups = { [usedCarGroups.make]: field(usedCarFields.makeSlug) };

/** What the server and the store ask the search for besides the state. */
export const usedCarsRequestConfig: SearchRequestConfig = {
  baseFilter: onlyUsedCarsFilter,
  statsFields: [usedCarRanges.price, usedCarRanges.mileage, usedCarRanges.year],
  settings: { fuzzy: false },
};

/** Next's searchParams values. */
export type QueryValue = string | string[] | undefined;
export type UsedCarsQuery = Readonly<Record<string, QueryValue>>;

const all = (value: QueryValue): string[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const first = (value: QueryValue): string => all(value)[0]?.trim() ?? '';

/**
 * The plain parameters' rules as zod/mini schemas (issue #14, built on src/domain/fieldSchemas.ts),
 * made on first use. A value that fails is dropped, not shown: a list page has no messages.
 */
const plainSchemas = onFirstUse(() => {
  const lowerCase = (text: string) => text.trim().toLowerCase();
  return {
    /** A make or model slug as a filter key (lower-cased first). */
    slug: patternSchema(/^[a-z0-9][a-z0-9-]{0,59}$/, lowerCase),
    condition: z.pipe(z.pipe(z.string(), z.transform(lowerCase)), z.enum(conditionKeys)),
    price: wholeNumberSchema(100_000_000),
    mileage: wholeNumberSchema(10_000_000),
    age: wholeNumberSchema(100),
    sort: z.enum(usedCarSorts.map((choice) => choice.key)),
    page: z.pipe(
      patternSchema(pageNumberPattern),
      z.transform((digits: string) => Number(digits)),
    ),
  };
});

/** A whole number of the query (the first value), or undefined. */
const wholeNumber = (schema: 'price' | 'mileage' | 'age', value: QueryValue): number | undefined =>
  parsedOr(plainSchemas()[schema], first(value), undefined);

/** A make or model slug as a filter key: the slug lower-cased, or undefined. */
const slugOf = (text: string): string | undefined => parsedOr(plainSchemas().slug, text, undefined);

/** Whether a key of the widgets' filters is a valid slug as it stands. */
const validSlug = (slug: string) => slugOf(slug) === slug;

/** Ranges kept only for the page's fields, with whole, non-negative bounds. */
function cleanRanges(ranges: Record<string, RangeBounds>): Record<string, RangeBounds> {
  const out: Record<string, RangeBounds> = {};
  for (const name of Object.values(usedCarRanges)) {
    const bounds = ranges[name];
    if (!bounds) continue;
    const clean: RangeBounds = {};
    if (typeof bounds.gte === 'number' && Number.isFinite(bounds.gte) && bounds.gte >= 0) clean.gte = bounds.gte;
    if (typeof bounds.lte === 'number' && Number.isFinite(bounds.lte) && bounds.lte >= 0) clean.lte = bounds.lte;
    if (clean.gte !== undefined || clean.lte !== undefined) out[name] = clean;
  }
  return out;
}

/** The state's filters rebuilt from their keys: condition tabs and makes only. */
function cleanFilters(active: SearchQueryState['activeFilters']): SearchQueryState['activeFilters'] {
  const out: SearchQueryState['activeFilters'] = {};
  const condition = Object.keys(active[usedCarGroups.condition] ?? {}).find((key): key is UsedCarConditionKey =>
    conditionKeys.includes(key as UsedCarConditionKey),
  );
  if (condition) out[usedCarGroups.condition] = { [condition]: conditionFilter(condition) };
  const makes = Object.keys(active[usedCarGroups.make] ?? {}).filter(validSlug);
  if (makes.length > 0) out[usedCarGroups.make] = Object.fromEntries(makes.map((make) => [make, makeFilter(make)]));
  const model = Object.keys(active[usedCarGroups.model] ?? {}).find(validSlug);
  if (model) out[usedCarGroups.model] = { [model]: modelFilter(model) };
  return out;
}

/** Whether a query carries the widgets' own parameters. */
export function hasWidgetParams(query: UsedCarsQuery): boolean {
  return Object.values(defaultUrlParams).some((name) => first(query[name]) !== '');
}

/** The state of the plain parameters. */
function stateFromPlain(query: UsedCarsQuery, currentYear: number): SearchQueryState {
  const schemas = plainSchemas();
  const activeFilters: SearchQueryState['activeFilters'] = {};
  const condition = parsedOr(schemas.condition, first(query[plainParams.condition]), undefined);
  if (condition) activeFilters[usedCarGroups.condition] = { [condition]: conditionFilter(condition) };
  const makes = [...new Set(all(query[plainParams.make]).flatMap((make) => slugOf(make) ?? []))].slice(0, 60);
  if (makes.length > 0)
    activeFilters[usedCarGroups.make] = Object.fromEntries(makes.map((make) => [make, makeFilter(make)]));
  const model = slugOf(first(query[plainParams.model]));
  if (model) activeFilters[usedCarGroups.model] = { [model]: modelFilter(model) };
  const ranges: Record<string, RangeBounds> = {};
  const priceFrom = wholeNumber('price', query[plainParams.priceFrom]);
  const priceTo = wholeNumber('price', query[plainParams.priceTo]);
  if (priceFrom !== undefined || priceTo !== undefined)
    ranges[usedCarRanges.price] = {
      ...(priceFrom !== undefined ? { gte: priceFrom } : {}),
      ...(priceTo !== undefined ? { lte: priceTo } : {}),
    };
  const mileageTo = wholeNumber('mileage', query[plainParams.mileageTo]);
  if (mileageTo !== undefined) ranges[usedCarRanges.mileage] = { lte: mileageTo };
  const ageTo = wholeNumber('age', query[plainParams.ageTo]);
  if (ageTo !== undefined) ranges[usedCarRanges.year] = { gte: currentYear - ageTo };
  const sortKey = parsedOr(schemas.sort, first(query[plainParams.sort]), defaultUsedCarSort.key);
  const sort = (usedCarSorts.find((choice) => choice.key === sortKey) ?? defaultUsedCarSort).sort;
  const page = parsedOr(schemas.page, first(query[plainParams.page]), 1);
  return { keyword: null, page, sort, activeFilters, activeRangeFilters: ranges };
}

/**
 * The search state a request's query stands for: the widgets' parameters when any is present,
 * else the plain ones; unknown groups, keys, fields and sorts dropped.
 *
 * @param currentYear The year ages count from (the server passes it to the browser, so both agree).
 */
export function usedCarsStateFromQuery(query: UsedCarsQuery, currentYear: number): SearchQueryState {
  const raw = hasWidgetParams(query) ? stateFromQuery(query) : stateFromPlain(query, currentYear);
  return {
    keyword: null,
    page: raw.page,
    sort: sortChoiceOf(raw.sort).sort,
    activeFilters: cleanFilters(raw.activeFilters),
    activeRangeFilters: cleanRanges(raw.activeRangeFilters),
  };
}

/** The active condition tab's key ('nofilter' for every car). */
export function activeCondition(state: Pick<SearchQueryState, 'activeFilters'>): 'nofilter' | UsedCarConditionKey {
  const key = Object.keys(state.activeFilters[usedCarGroups.condition] ?? {})[0];
  return conditionKeys.includes(key as UsedCarConditionKey) ? (key as UsedCarConditionKey) : 'nofilter';
}

/** The active model slug, if any. */
export function activeModel(state: Pick<SearchQueryState, 'activeFilters'>): string | undefined {
  return Object.keys(state.activeFilters[usedCarGroups.model] ?? {})[0];
}

/** The active makes (slugs), in the order chosen. */
export function activeMakes(state: Pick<SearchQueryState, 'activeFilters'>): string[] {
  return Object.keys(state.activeFilters[usedCarGroups.make] ?? {});
}

/** The age bound in years of a year range ('Up to 3 years old' is year >= currentYear - 3). */
export function ageOf(state: Pick<SearchQueryState, 'activeRangeFilters'>, currentYear: number): number | undefined {
  const gte = state.activeRangeFilters[usedCarRanges.year]?.gte;
  return gte === undefined ? undefined : Math.max(0, currentYear - gte);
}

/** Whether anything but the condition tab (and the page) narrows or orders the list. */
export function isRefined(state: SearchQueryState): boolean {
  return (
    activeMakes(state).length > 0 ||
    activeModel(state) !== undefined ||
    Object.keys(state.activeRangeFilters).length > 0 ||
    sortChoiceOf(state.sort) !== defaultUsedCarSort
  );
}

/** The plain parameters of a state (page 1 and the default sort leave theirs out). */
function plainQuery(state: SearchQueryState, currentYear: number): URLSearchParams {
  const query = new URLSearchParams();
  const condition = activeCondition(state);
  if (condition !== 'nofilter') query.set(plainParams.condition, condition);
  for (const make of activeMakes(state)) query.append(plainParams.make, make);
  const model = activeModel(state);
  if (model) query.set(plainParams.model, model);
  const price = state.activeRangeFilters[usedCarRanges.price];
  if (price?.gte !== undefined) query.set(plainParams.priceFrom, String(price.gte));
  if (price?.lte !== undefined) query.set(plainParams.priceTo, String(price.lte));
  const mileage = state.activeRangeFilters[usedCarRanges.mileage]?.lte;
  if (mileage !== undefined) query.set(plainParams.mileageTo, String(mileage));
  const age = ageOf(state, currentYear);
  if (age !== undefined) query.set(plainParams.ageTo, String(age));
  const sort = sortChoiceOf(state.sort);
  if (sort !== defaultUsedCarSort) query.set(plainParams.sort, sort.key);
  if (state.page > 1) query.set(plainParams.page, String(state.page));
  return query;
}

/**
 * The plain URL of a state (links and canonical addresses).
 *
 * @example usedCarsHref({ ...state, activeFilters: { condition: { 'nearly-new': ... } } }, 2026) // '/used-cars?condition=nearly-new'
 */
export function usedCarsHref(state: SearchQueryState, currentYear: number): string {
  const text = plainQuery(state, currentYear).toString();
  return text ? `${usedCarsPath}?${text}` : usedCarsPath;
}

/** Whether a query parameter belongs to this page's search (plain or the widgets' own). */
const isSearchParam = (name: string) =>
  (Object.values(plainParams) as string[]).includes(name) ||
  (Object.values(defaultUrlParams) as string[]).includes(name) ||
  name.startsWith(`${defaultUrlParams.filters}:`);

/** Next's searchParams shape of any query input. */
function queryRecord(query: QueryInput): UsedCarsQuery {
  const params = toParams(query);
  return Object.fromEntries([...new Set(params.keys())].map((name) => [name, params.getAll(name)]));
}

/**
 * The page's URL format for its search store (src/widgets/store/searchUrl.ts SearchUrlFormat):
 * reads plain or widget parameters, writes plain ones, and names the range forms' inputs
 * price_from / price_to, mileage_to and age_to (an age in years for the registration-year bound).
 *
 * @param currentYear The year ages count from.
 */
export function usedCarsUrlFormat(currentYear: number): SearchUrlFormat {
  const rangeInputs: Record<string, Partial<Record<'gte' | 'lte', RangeInputParam>>> = {
    [usedCarRanges.price]: {
      gte: { name: plainParams.priceFrom, value: String },
      lte: { name: plainParams.priceTo, value: String },
    },
    [usedCarRanges.mileage]: { lte: { name: plainParams.mileageTo, value: String } },
    [usedCarRanges.year]: { gte: { name: plainParams.ageTo, value: (year) => String(currentYear - year) } },
  };
  return {
    read: (query) => usedCarsStateFromQuery(queryRecord(query), currentYear),
    write(state, current = '') {
      const params = toParams(current);
      for (const name of [...params.keys()]) if (isSearchParam(name)) params.delete(name);
      for (const [name, value] of plainQuery(state, currentYear)) params.append(name, value);
      return params;
    },
    rangeInput: (field, bound) => rangeInputs[field]?.[bound] ?? null,
  };
}

/** A fresh state of this page's search (the store's initial state before results). */
export function usedCarsInitialState(state: SearchQueryState) {
  return createSearchState({ ...state, pageSize: usedCarsPageSize });
}
