/**
 * The Content API's resources: which exist, their item type, SQLite table, id field, default sort,
 * fixed filters, and which of their fields may be filtered or sorted on.
 */
import type {
  Article,
  Author,
  Award,
  Catalogue,
  Deal,
  Dealer,
  Derivative,
  Make,
  Model,
  Review,
  UsedCar,
} from '#src/domain/content/types';
import { dealEndField } from '#src/domain/dealDates';
import type { SortOrder } from './contentQueryTypes';
import { FS, NULL, oneOf, type DerivedFieldDef, type FieldDef, type FieldDefs } from './fieldDefs';
import {
  articleFields,
  authorFields,
  authorSlug,
  awardFields,
  dealerFields,
  dealFields,
  derivativeFields,
  makeFields,
  modelFields,
  reviewFields,
  usedCarFields,
} from './recordFields';

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
  /**
   * The date field holding each record's last live day (deals: expiresAt), for resources whose
   * records end. Their answers (items, totals, breakdowns, id lookups) hold only the records live
   * on the store's date unless the query asks for `ended=include` (src/domain/dealDates.ts).
   */
  endField?: string;
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
  endField?: keyof T & string;
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
    // Offers that have ended leave every answer unless asked for (issue #18).
    endField: dealEndField,
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
