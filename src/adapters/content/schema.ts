/**
 * The Content API's schema, shared by the API handler, the SQLite store and both adapters:
 * which resources exist, the fields of each (kind, filterable, sortable), the id field and the
 * default sort; `parseContentQuery` turns a query string into a validated `ParsedContentQuery`
 * (or throws a ValidationError naming the parameter and what it allows) and `toSearchParams`
 * is its inverse. Pure: no Node-only imports, so clients may use it too.
 */
import { articleTypes, contentApiSettings, reviewTypes } from '../../lib/constants';
import { BadRequestError, ValidationError } from './errors';
import type {
  Article,
  Author,
  Award,
  AwardHub,
  BodyStyle,
  Catalogue,
  Category,
  Deal,
  Dealer,
  DealType,
  Derivative,
  FuelType,
  Make,
  Model,
  Review,
  Transmission,
  UsedCar,
  UsedCarCondition,
} from './types';

// ── limits ───────────────────────────────────────────────────────────────────────────────────

export const contentQueryLimits = {
  defaultPageSize: contentApiSettings.defaultPageSize,
  maxPageSize: 500,
  maxPage: 10_000,
  /** Characters in one value (one item of a comma list). */
  maxValueLength: 200,
  /** Items in one comma list. */
  maxListItems: 50,
  /** Distinct values returned per breakdown field (the most frequent first). */
  maxBreakdownValues: 1_000,
} as const;

// ── field definitions ────────────────────────────────────────────────────────────────────────

/** How a field is stored, filtered and serialised. `json` fields are only returned, never queried. */
export type FieldKind = 'string' | 'number' | 'boolean' | 'date' | 'string[]' | 'json';

export interface FieldDef {
  kind: FieldKind;
  /** Usable as a filter parameter (and in filterBreakdownDisplayFields); gets an index. */
  filter?: boolean;
  /** Usable as sortBy; gets an index. */
  sort?: boolean;
  /** The value may be null (sorted last, left out of breakdowns). */
  nullable?: boolean;
  /** The closed set of values of an enumerated string field (validated, case-insensitive). */
  values?: readonly string[];
}

/** A filterable/sortable value computed from the record, not part of the item itself. */
export interface DerivedFieldDef<T> extends FieldDef {
  // A method signature (bivariant), so a ResourceDef<Deal> is usable where a ResourceDef is.
  value(item: T): string | number | boolean | null;
}

type FieldDefs<T> = { readonly [K in keyof T]-?: FieldDef };

const FS = { filter: true, sort: true } as const;
const F = { filter: true } as const;
const S = { sort: true } as const;
const NULL = { nullable: true } as const;

const text = (flags: Partial<FieldDef> = {}): FieldDef => ({ kind: 'string', ...flags });
const num = (flags: Partial<FieldDef> = {}): FieldDef => ({ kind: 'number', ...flags });
const bool = (flags: Partial<FieldDef> = {}): FieldDef => ({ kind: 'boolean', ...flags });
const date = (flags: Partial<FieldDef> = {}): FieldDef => ({ kind: 'date', ...flags });
const list = (flags: Partial<FieldDef> = {}): FieldDef => ({ kind: 'string[]', ...flags });
const json = (): FieldDef => ({ kind: 'json' });
const oneOf = (values: readonly string[], flags: Partial<FieldDef> = FS): FieldDef => ({
  kind: 'string',
  values,
  ...flags,
});

// Runtime lists of the unions of types.ts; the checks below fail to compile when they drift.
export const categories = [
  'city-car',
  'small-car',
  'family-car',
  'estate',
  'suv',
  'mpv',
  'executive',
  'luxury',
  'sports-car',
  'convertible',
  'coupe',
  'electric',
  'hybrid',
  'small-van',
  'medium-van',
  'large-van',
  'electric-van',
  'pick-up',
] as const satisfies readonly Category[];
export const bodyStyles = [
  'hatchback',
  'saloon',
  'estate',
  'suv',
  'mpv',
  'coupe',
  'convertible',
  'panel-van',
  'pick-up',
] as const satisfies readonly BodyStyle[];
export const fuelTypes = [
  'petrol',
  'diesel',
  'hybrid',
  'plug-in-hybrid',
  'electric',
] as const satisfies readonly FuelType[];
export const transmissions = ['manual', 'automatic'] as const satisfies readonly Transmission[];
export const dealTypes = ['new-car', 'lease-business', 'lease-personal'] as const satisfies readonly DealType[];
export const awardHubs = [
  'new-car-awards',
  'used-car-awards',
  'electric-car-awards',
  'van-awards',
] as const satisfies readonly AwardHub[];
export const usedCarConditions = ['used', 'nearly-new'] as const satisfies readonly UsedCarCondition[];

type Exhaustive<Union, Listed> = [Exclude<Union, Listed>] extends [never] ? true : never;
const exhaustive: [
  Exhaustive<Category, (typeof categories)[number]>,
  Exhaustive<BodyStyle, (typeof bodyStyles)[number]>,
  Exhaustive<FuelType, (typeof fuelTypes)[number]>,
  Exhaustive<Transmission, (typeof transmissions)[number]>,
  Exhaustive<DealType, (typeof dealTypes)[number]>,
  Exhaustive<AwardHub, (typeof awardHubs)[number]>,
  Exhaustive<UsedCarCondition, (typeof usedCarConditions)[number]>,
] = [true, true, true, true, true, true, true];
void exhaustive;

// Every field of every record type must be listed (FieldDefs<T> is keyed by keyof T).
const makeFields: FieldDefs<Make> = { slug: text(FS), name: text(FS), country: text(FS), logo: text() };

const modelFields: FieldDefs<Model> = {
  id: text(FS),
  makeSlug: text(FS),
  make: text(FS),
  slug: text(FS),
  name: text(FS),
  bodyStyle: oneOf(bodyStyles),
  category: oneOf(categories),
  categories: list({ filter: true, values: categories }),
  yearLaunched: num(FS),
  comingSoon: bool(FS),
  image: text(),
  priceFrom: num(FS),
  priceTo: num(FS),
  basePath: text(F),
};

const derivativeFields: FieldDefs<Derivative> = {
  capId: text(FS),
  modelId: text(FS),
  make: text(FS),
  makeSlug: text(FS),
  range: text(FS),
  rangeSlug: text(FS),
  bodyStyle: oneOf(bodyStyles),
  category: oneOf(categories),
  wcCategory: text(FS),
  trim: text(FS),
  trimHamId: text(FS),
  engineHamId: text(FS),
  engineName: text(FS),
  transmission: oneOf(transmissions),
  fuelType: oneOf(fuelTypes),
  doors: num(FS),
  cashPriceFrom: num(FS),
  cashPriceTo: num(FS),
  tags: list(F),
  articleType: text({ ...FS, ...NULL }),
  articleSubType: text({ ...FS, ...NULL }),
  cashPrice: num(FS),
  onTheRoadPrice: num(FS),
  p11dPrice: num(FS),
  dateIntroduced: date(FS),
  dateDiscontinued: date({ ...FS, ...NULL }),
  edition: text(FS),
  co2GPerKm: num(FS),
  wltpMpg: num({ ...FS, ...NULL }),
  realMpg: num({ ...FS, ...NULL }),
  electricRangeMiles: num({ ...FS, ...NULL }),
  batteryKwh: num({ ...FS, ...NULL }),
  milesPerKwh: num({ ...FS, ...NULL }),
  rde2: bool(FS),
  insuranceGroup: num(FS),
  powerBhp: num(FS),
  zeroToSixtyTwoSeconds: num(FS),
  topSpeedMph: num(FS),
  bootLitres: num(FS),
  seats: num(FS),
  lengthMm: num(FS),
  widthMm: num(FS),
  heightMm: num(FS),
  payloadKg: num({ ...FS, ...NULL }),
};

const authorFields: FieldDefs<Author> = { slug: text(FS), name: text(FS), role: text(FS), image: text() };

const reviewFields: FieldDefs<Review> = {
  cmsId: text(FS),
  reviewType: oneOf(reviewTypes),
  title: text(S),
  modelId: text(FS),
  make: text(FS),
  makeSlug: text(FS),
  range: text(FS),
  rangeSlug: text(FS),
  bodyStyle: oneOf(bodyStyles),
  category: oneOf(categories),
  heroImage: text(),
  verdictRating: num({ ...FS, ...NULL }),
  verdict: text(),
  pros: list(),
  cons: list(),
  sections: json(),
  trims: list(F),
  engines: list(F),
  carAwardCategory: text({ ...FS, ...NULL }),
  carAwardYear: num({ ...FS, ...NULL }),
  expectedSaleYear: num({ ...FS, ...NULL }),
  author: json(),
  publishedAt: date(FS),
  url: text(),
};

const articleFields: FieldDefs<Article> = {
  cmsId: text(FS),
  articleType: oneOf(articleTypes),
  articleSubType: text({ ...FS, ...NULL }),
  title: text(S),
  slug: text(FS),
  summary: text(),
  paragraphs: list(),
  heroImage: text(),
  author: json(),
  publishedAt: date(FS),
  tags: list(F),
  modelIds: list(F),
  slides: json(),
  ranked: json(),
  url: text(),
};

const awardFields: FieldDefs<Award> = {
  id: text(FS),
  hub: oneOf(awardHubs),
  year: num(FS),
  className: text(FS),
  modelId: text(FS),
  title: text(S),
  citation: text(),
};

const dealFields: FieldDefs<Deal> = {
  id: text(FS),
  dealType: oneOf(dealTypes),
  capId: text(FS),
  modelId: text(FS),
  make: text(FS),
  makeSlug: text(FS),
  range: text(FS),
  rangeSlug: text(FS),
  bodyStyle: oneOf(bodyStyles),
  category: oneOf(categories),
  fuelType: oneOf(fuelTypes),
  derivativeName: text(S),
  image: text(),
  listPrice: num({ ...FS, ...NULL }),
  targetPrice: num({ ...FS, ...NULL }),
  saving: num({ ...FS, ...NULL }),
  pcp: json(),
  lease: json(),
  dealerId: text(FS),
  expiresAt: date(FS),
};

const dealerFields: FieldDefs<Dealer> = {
  id: text(FS),
  name: text(FS),
  town: text(FS),
  postcode: text(FS),
  lat: num(),
  lng: num(),
  phone: text(),
  franchises: list(F),
};

const usedCarFields: FieldDefs<UsedCar> = {
  id: text(FS),
  condition: oneOf(usedCarConditions),
  capId: text(FS),
  modelId: text(FS),
  make: text(FS),
  makeSlug: text(FS),
  range: text(FS),
  rangeSlug: text(FS),
  bodyStyle: oneOf(bodyStyles),
  fuelType: oneOf(fuelTypes),
  transmission: oneOf(transmissions),
  derivativeName: text(S),
  year: num(FS),
  mileage: num(FS),
  price: num(FS),
  colour: text(FS),
  image: text(),
  dealerId: text(FS),
};

const authorSlug = <T extends { author: Author }>(): DerivedFieldDef<T> => ({
  kind: 'string',
  ...FS,
  value: (item) => item.author?.slug ?? null,
});

// ── resources ────────────────────────────────────────────────────────────────────────────────

/** The item type of each list resource. */
export interface ResourceItems {
  derivatives: Derivative;
  reviews: Review;
  'used-reviews': Review;
  articles: Article;
  deals: Deal;
  makes: Make;
  models: Model;
  awards: Award;
  'used-cars': UsedCar;
  dealers: Dealer;
  authors: Author;
}

/** Derived (query-only) fields per resource. */
interface DerivedFields {
  derivatives: never;
  reviews: 'authorSlug';
  'used-reviews': 'authorSlug';
  articles: 'authorSlug';
  deals: 'monthly';
  makes: never;
  models: never;
  awards: never;
  'used-cars': never;
  dealers: never;
  authors: never;
}

export type ListResource = keyof ResourceItems;
/** Every endpoint under /api/content: the list resources plus the ribbon configuration. */
export type ContentResource = ListResource | 'ribbon';
export type ResourceItem<R extends ListResource> = ResourceItems[R];
/** The item fields of a resource (what displayFields may name). */
export type ItemField<R extends ListResource> = keyof ResourceItem<R> & string;
/** Every field a query may name: item fields plus derived ones. */
export type QueryField<R extends ListResource> = ItemField<R> | DerivedFields[R];

export interface ResourceDef<T = unknown> {
  name: ListResource;
  /** SQLite table holding the records (used-reviews shares the reviews table). */
  table: string;
  /** The catalogue list the records come from. */
  source: Exclude<keyof Catalogue, 'ribbon'>;
  idField: string;
  fields: Readonly<Record<string, FieldDef>>;
  derived: Readonly<Record<string, DerivedFieldDef<T>>>;
  defaultSort: { field: string; order: SortOrder };
  /** Filters always applied on this endpoint (used-reviews: reviewType=used-review). */
  fixedFilters: Readonly<Record<string, string[]>>;
}

function resource<T>(def: {
  name: ListResource;
  table: string;
  source: ResourceDef['source'];
  idField: keyof T & string;
  fields: FieldDefs<T>;
  derived?: Record<string, DerivedFieldDef<T>>;
  defaultSort: { field: string; order: SortOrder };
  fixedFilters?: Record<string, string[]>;
}): ResourceDef<T> {
  return { derived: {}, fixedFilters: {}, ...def, fields: def.fields as Record<string, FieldDef> };
}

const reviewsDef = resource<Review>({
  name: 'reviews',
  table: 'reviews',
  source: 'reviews',
  idField: 'cmsId',
  fields: reviewFields,
  derived: { authorSlug: authorSlug<Review>() },
  defaultSort: { field: 'publishedAt', order: 'desc' },
});

/** Every list resource, keyed by its endpoint name. */
export const contentResources: { readonly [R in ListResource]: ResourceDef<ResourceItem<R>> } = {
  derivatives: resource<Derivative>({
    name: 'derivatives',
    table: 'derivatives',
    source: 'derivatives',
    idField: 'capId',
    fields: derivativeFields,
    defaultSort: { field: 'cashPrice', order: 'asc' },
  }),
  reviews: reviewsDef,
  'used-reviews': {
    ...reviewsDef,
    name: 'used-reviews',
    fields: { ...reviewsDef.fields, reviewType: oneOf(['used-review']) },
    fixedFilters: { reviewType: ['used-review'] },
  },
  articles: resource<Article>({
    name: 'articles',
    table: 'articles',
    source: 'articles',
    idField: 'cmsId',
    fields: articleFields,
    derived: { authorSlug: authorSlug<Article>() },
    defaultSort: { field: 'publishedAt', order: 'desc' },
  }),
  deals: resource<Deal>({
    name: 'deals',
    table: 'deals',
    source: 'deals',
    idField: 'id',
    fields: dealFields,
    derived: {
      // The monthly price of either quote, for "cheapest per month" lists.
      monthly: { kind: 'number', ...FS, ...NULL, value: (deal) => deal.pcp?.monthly ?? deal.lease?.monthly ?? null },
    },
    defaultSort: { field: 'saving', order: 'desc' },
  }),
  makes: resource<Make>({
    name: 'makes',
    table: 'makes',
    source: 'makes',
    idField: 'slug',
    fields: makeFields,
    defaultSort: { field: 'name', order: 'asc' },
  }),
  models: resource<Model>({
    name: 'models',
    table: 'models',
    source: 'models',
    idField: 'id',
    fields: modelFields,
    defaultSort: { field: 'name', order: 'asc' },
  }),
  awards: resource<Award>({
    name: 'awards',
    table: 'awards',
    source: 'awards',
    idField: 'id',
    fields: awardFields,
    defaultSort: { field: 'year', order: 'desc' },
  }),
  'used-cars': resource<UsedCar>({
    name: 'used-cars',
    table: 'used_cars',
    source: 'usedCars',
    idField: 'id',
    fields: usedCarFields,
    defaultSort: { field: 'price', order: 'asc' },
  }),
  dealers: resource<Dealer>({
    name: 'dealers',
    table: 'dealers',
    source: 'dealers',
    idField: 'id',
    fields: dealerFields,
    defaultSort: { field: 'name', order: 'asc' },
  }),
  authors: resource<Author>({
    name: 'authors',
    table: 'authors',
    source: 'authors',
    idField: 'slug',
    fields: authorFields,
    defaultSort: { field: 'name', order: 'asc' },
  }),
};

export const listResources = Object.keys(contentResources) as ListResource[];
export const contentResourceNames: readonly ContentResource[] = [...listResources, 'ribbon'];

export function isListResource(name: string): name is ListResource {
  return Object.hasOwn(contentResources, name);
}

export function isContentResource(name: string): name is ContentResource {
  return name === 'ribbon' || isListResource(name);
}

/** Every field of a resource that may be filtered on (item fields and derived ones), by name. */
export function filterableFields(def: ResourceDef): Map<string, FieldDef> {
  const result = new Map<string, FieldDef>();
  for (const [name, field] of [...Object.entries(def.fields), ...Object.entries(def.derived)]) {
    if (field.filter && field.kind !== 'json') result.set(name, field);
  }
  return result;
}

/** Every field usable as sortBy (scalars only). */
export function sortableFields(def: ResourceDef): Map<string, FieldDef> {
  const result = new Map<string, FieldDef>();
  for (const [name, field] of [...Object.entries(def.fields), ...Object.entries(def.derived)]) {
    if (field.sort && field.kind !== 'json' && field.kind !== 'string[]') result.set(name, field);
  }
  return result;
}

// ── queries ──────────────────────────────────────────────────────────────────────────────────

export type SortOrder = 'asc' | 'desc';

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
  /** Ordered by field name, so equal queries serialise equally (cache keys). */
  filters: ParsedFilter[];
}

// Control characters are exactly what these patterns look for.
// eslint-disable-next-line no-control-regex
const controlPattern = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const controlPatternAll = /[\u0000-\u001f\u007f-\u009f]/g;
const sourceIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
const numberPattern = /^\d{1,15}(?:\.\d{1,6})?$/;
const numberRangePattern = /^(\d{1,15}(?:\.\d{1,6})?)?-(\d{1,15}(?:\.\d{1,6})?)?$/;
const datePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const dateRangePattern = /^(\d{4}-\d{2}-\d{2})?-(\d{4}-\d{2}-\d{2})?$/;
/** Cache-busting parameter names that are accepted and ignored. */
const ignoredParameters = new Set(['_']);
const controlParameters = [
  'page',
  'pageSize',
  'sortBy',
  'sort',
  'displayFields',
  'filterBreakdownDisplayFields',
  'id',
  'sourceId',
] as const;

/** A parameter name or value as it may appear in a message: short, one line. */
function quoteForMessage(text: string): string {
  const short = text.length > 64 ? `${text.slice(0, 64)}…` : text;
  return short.replace(controlPatternAll, '?');
}

function listOf(names: Iterable<string>): string {
  return [...names].join(', ');
}

/**
 * Split a query string into decoded pairs, strictly: a malformed percent-encoding or bytes that
 * are not UTF-8 are a 400 (URLSearchParams would silently turn them into U+FFFD).
 */
export function decodeQueryString(search: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return pairs;
  for (const segment of query.split('&')) {
    if (!segment) continue;
    const equals = segment.indexOf('=');
    const rawName = equals === -1 ? segment : segment.slice(0, equals);
    const rawValue = equals === -1 ? '' : segment.slice(equals + 1);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      throw new BadRequestError('The query string is not valid percent-encoded UTF-8 (in a parameter name).');
    }
    let value: string;
    try {
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch {
      throw new ValidationError(
        name,
        'percent-encoded UTF-8 text',
        `Invalid parameter '${quoteForMessage(name)}': its value is not valid percent-encoded UTF-8.`,
      );
    }
    pairs.push([name, value]);
  }
  return pairs;
}

function splitList(parameter: string, value: string, what: string): string[] {
  const items = value.split(',').map((item) => item.trim());
  if (items.length > contentQueryLimits.maxListItems) {
    throw new ValidationError(
      parameter,
      `at most ${contentQueryLimits.maxListItems} comma-separated ${what}`,
      `Invalid parameter '${parameter}': more than ${contentQueryLimits.maxListItems} items; expected at most ${contentQueryLimits.maxListItems} comma-separated ${what}.`,
    );
  }
  for (const item of items) {
    if (!item) {
      throw new ValidationError(
        parameter,
        `comma-separated ${what} without empty items`,
        `Invalid parameter '${parameter}': an empty item in the comma list; expected comma-separated ${what}.`,
      );
    }
    if (item.length > contentQueryLimits.maxValueLength) {
      throw new ValidationError(
        parameter,
        `values of at most ${contentQueryLimits.maxValueLength} characters`,
        `Invalid parameter '${parameter}': a value is longer than ${contentQueryLimits.maxValueLength} characters.`,
      );
    }
  }
  return items;
}

function parseInteger(parameter: string, value: string, min: number, max: number): number {
  const number = /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new ValidationError(parameter, `a whole number from ${min} to ${max.toLocaleString('en-GB')}`);
  }
  return number;
}

function isValidDate(text: string): boolean {
  if (!datePattern.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

function describeField(name: string, field: FieldDef): string {
  switch (field.kind) {
    case 'number':
      return `a number, a range min-max, min- or -max (e.g. ${name}=10000-20000), or a comma list of them`;
    case 'date':
      return `a date YYYY-MM-DD, a range YYYY-MM-DD-YYYY-MM-DD (either end may be left out), or a comma list of them`;
    case 'boolean':
      return 'true or false';
    case 'string[]':
      return field.values
        ? `one or more of ${listOf(field.values)} (comma list: any of them)`
        : 'one or more values (comma list: items having any of them)';
    default:
      return field.values
        ? `one or more of ${listOf(field.values)} (comma list)`
        : `one or more values of at most ${contentQueryLimits.maxValueLength} characters (comma list)`;
  }
}

function parseFilter(name: string, field: FieldDef, value: string): ParsedFilter {
  const allowed = describeField(name, field);
  const invalid = () => new ValidationError(name, allowed);
  const filter: ParsedFilter = { field: name, kind: field.kind, values: [], ranges: [] };
  for (const item of splitList(name, value, 'values')) {
    switch (field.kind) {
      case 'number': {
        if (numberPattern.test(item)) filter.values.push(Number(item));
        else {
          const match = numberRangePattern.exec(item);
          if (!match || (!match[1] && !match[2])) throw invalid();
          const min = match[1] ? Number(match[1]) : null;
          const max = match[2] ? Number(match[2]) : null;
          if (min !== null && max !== null && min > max) {
            throw new ValidationError(
              name,
              allowed,
              `Invalid parameter '${name}': the range ${item} has min above max.`,
            );
          }
          filter.ranges.push({ min, max });
        }
        break;
      }
      case 'date': {
        if (isValidDate(item)) filter.values.push(item);
        else {
          const match = dateRangePattern.exec(item);
          if (!match || (!match[1] && !match[2])) throw invalid();
          const min = match[1] ?? null;
          const max = match[2] ?? null;
          if ((min !== null && !isValidDate(min)) || (max !== null && !isValidDate(max))) throw invalid();
          if (min !== null && max !== null && min > max) {
            throw new ValidationError(
              name,
              allowed,
              `Invalid parameter '${name}': the range ${item} has min above max.`,
            );
          }
          filter.ranges.push({ min, max });
        }
        break;
      }
      case 'boolean': {
        const lower = item.toLowerCase();
        if (lower !== 'true' && lower !== 'false') throw invalid();
        filter.values.push(lower === 'true');
        break;
      }
      default: {
        if (field.values) {
          const canonical = field.values.find((allowedValue) => allowedValue === item.toLowerCase());
          if (!canonical) throw invalid();
          filter.values.push(canonical);
        } else filter.values.push(item);
      }
    }
  }
  filter.values = [...new Set(filter.values)];
  return filter;
}

function parseFieldList(
  parameter: string,
  value: string,
  known: ReadonlyMap<string, unknown> | readonly string[],
  what: string,
): string[] {
  const names = Array.isArray(known) ? known : [...(known as ReadonlyMap<string, unknown>).keys()];
  const items = splitList(parameter, value, 'field names');
  for (const item of items) {
    if (!names.includes(item)) {
      throw new ValidationError(parameter, `a comma list of ${what}: ${listOf(names)}`);
    }
  }
  return [...new Set(items)];
}

/** The parameters a resource accepts, for messages and docs. */
export function allowedParameters(resource: ListResource): string[] {
  return [...controlParameters, ...filterableFields(contentResources[resource]).keys()];
}

/**
 * Validate a Content API query. `params` is the raw query string (strict decoding: preferred)
 * or already-decoded pairs. Throws ValidationError (naming the parameter and what it allows) or
 * BadRequestError; an empty value counts as an absent parameter.
 */
export function parseContentQuery(
  resource: ListResource,
  params: string | URLSearchParams | Iterable<readonly [string, string]>,
): ParsedContentQuery {
  const def = contentResources[resource];
  const pairs =
    typeof params === 'string' ? decodeQueryString(params) : (Array.from(params) as Array<[string, string]>);
  const filterFields = filterableFields(def);
  const sortFields = sortableFields(def);
  const itemFields = Object.keys(def.fields);

  const query: ParsedContentQuery = {
    resource,
    page: 1,
    pageSize: contentQueryLimits.defaultPageSize,
    sortBy: def.defaultSort.field,
    sort: def.defaultSort.order,
    sortExplicit: false,
    displayFields: null,
    breakdownFields: [],
    ids: null,
    sourceId: null,
    filters: [],
  };
  let sortGiven: SortOrder | null = null;
  const seen = new Set<string>();

  for (const [name, value] of pairs) {
    if (ignoredParameters.has(name)) continue;
    const isControl = (controlParameters as readonly string[]).includes(name);
    if (!isControl && !filterFields.has(name)) {
      throw new ValidationError(
        quoteForMessage(name),
        `one of ${listOf(allowedParameters(resource))}`,
        `Unknown parameter '${quoteForMessage(name)}' for /${resource}; allowed: ${listOf(allowedParameters(resource))}.`,
      );
    }
    if (seen.has(name)) {
      throw new ValidationError(
        name,
        'a single occurrence (use one comma list)',
        `Invalid parameter '${name}': given more than once; send one comma-separated list instead.`,
      );
    }
    seen.add(name);
    if (value.includes('\uFFFD')) {
      throw new ValidationError(
        name,
        'percent-encoded UTF-8 text',
        `Invalid parameter '${name}': its value is not valid UTF-8.`,
      );
    }
    if (controlPattern.test(value)) {
      throw new ValidationError(
        name,
        'text without control characters',
        `Invalid parameter '${name}': control characters are not allowed.`,
      );
    }
    if (value === '') continue;

    switch (name) {
      case 'page':
        query.page = parseInteger(name, value, 1, contentQueryLimits.maxPage);
        break;
      case 'pageSize':
        query.pageSize = parseInteger(name, value, 1, contentQueryLimits.maxPageSize);
        break;
      case 'sortBy':
        if (!sortFields.has(value)) throw new ValidationError(name, `one of ${listOf(sortFields.keys())}`);
        query.sortBy = value;
        query.sortExplicit = true;
        break;
      case 'sort':
        if (value !== 'asc' && value !== 'desc') throw new ValidationError(name, 'asc or desc');
        sortGiven = value;
        break;
      case 'displayFields':
        query.displayFields = parseFieldList(name, value, itemFields, 'fields');
        break;
      case 'filterBreakdownDisplayFields':
        query.breakdownFields = parseFieldList(name, value, filterFields, 'filterable fields');
        break;
      case 'id':
        query.ids = [...new Set(splitList(name, value, 'ids'))];
        break;
      case 'sourceId':
        if (!sourceIdPattern.test(value)) throw new ValidationError(name, '1 to 64 characters A-Z, a-z, 0-9, _ or -');
        query.sourceId = value;
        break;
      default:
        query.filters.push(parseFilter(name, filterFields.get(name)!, value));
    }
  }

  // sort without sortBy orders the default field; sortBy without sort is ascending.
  query.sort = sortGiven ?? (query.sortExplicit ? 'asc' : def.defaultSort.order);

  for (const [field, values] of Object.entries(def.fixedFilters)) {
    if (!query.filters.some((filter) => filter.field === field)) {
      query.filters.push({ field, kind: def.fields[field]!.kind, values: [...values], ranges: [] });
    }
  }
  query.filters.sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
  return query;
}

/** Only `sourceId` and the cache-buster are accepted by the ribbon endpoint. */
export function parseRibbonQuery(params: string | Iterable<readonly [string, string]>): { sourceId: string | null } {
  const pairs = typeof params === 'string' ? decodeQueryString(params) : Array.from(params);
  let sourceId: string | null = null;
  for (const [name, value] of pairs) {
    if (ignoredParameters.has(name)) continue;
    if (name !== 'sourceId') {
      throw new ValidationError(
        quoteForMessage(name),
        'sourceId',
        `Unknown parameter '${quoteForMessage(name)}' for /ribbon; allowed: sourceId.`,
      );
    }
    if (value !== '' && !sourceIdPattern.test(value)) {
      throw new ValidationError(name, '1 to 64 characters A-Z, a-z, 0-9, _ or -');
    }
    sourceId = value || null;
  }
  return { sourceId };
}

function serialiseFilter(input: FilterInput): string {
  const one = (item: FilterScalar | RangeFilter): string =>
    typeof item === 'object' && item !== null ? `${item.min ?? ''}-${item.max ?? ''}` : String(item);
  return Array.isArray(input) ? input.map(one).join(',') : one(input as FilterScalar | RangeFilter);
}

/**
 * The URL form of a query (the inverse of parseContentQuery). It does not validate: a bad value
 * is sent as it is and the API answers with the same ValidationError the local adapter throws.
 */
export function toSearchParams(_resource: ListResource, query: ContentQuery = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  if (query.sortBy !== undefined) params.set('sortBy', query.sortBy);
  if (query.sort !== undefined) params.set('sort', query.sort);
  if (query.displayFields?.length) params.set('displayFields', query.displayFields.join(','));
  if (query.filterBreakdownDisplayFields?.length) {
    params.set('filterBreakdownDisplayFields', query.filterBreakdownDisplayFields.join(','));
  }
  if (query.id?.length) params.set('id', query.id.join(','));
  if (query.sourceId !== undefined) params.set('sourceId', query.sourceId);
  for (const [field, input] of Object.entries(query.filters ?? {}) as Array<[string, FilterInput | undefined]>) {
    if (input !== undefined) params.set(field, serialiseFilter(input));
  }
  return params;
}

/** A stable string for equal parsed queries (used as a cache key). */
export function canonicalQueryKey(query: ParsedContentQuery): string {
  return JSON.stringify(query);
}
