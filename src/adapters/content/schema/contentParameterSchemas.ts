/**
 * The zod schema of every query parameter of each Content API resource, built once per resource:
 * parseContentQuery validates with them and the OpenAPI document describes the same ones.
 */
import type { z } from 'zod';
import { contentQueryLimits } from './contentQueryLimits';
import type { EndedChoice, ParsedFilter, SortOrder } from './contentQueryTypes';
import { contentResources, filterableFields, sortableFields, type ListResource } from './contentResources';
import { filterParameter } from './filterSchemas';
import {
  endedParameter,
  fieldListParameter,
  idParameter,
  sortByParameter,
  sortOrderParameter,
  sourceIdParameter,
  wholeNumberParameter,
} from './parameterSchemas';

export interface ContentParameterSchemas {
  page: z.ZodType<number>;
  pageSize: z.ZodType<number>;
  sortBy: z.ZodType<string>;
  sort: z.ZodType<SortOrder>;
  displayFields: z.ZodType<string[]>;
  filterBreakdownDisplayFields: z.ZodType<string[]>;
  id: z.ZodType<string[]>;
  sourceId: z.ZodType<string>;
  /** `ended`, only on resources whose records end (deals). */
  ended?: z.ZodType<EndedChoice>;
  /** One per filterable field (item fields and derived ones), in the resource's field order. */
  filters: ReadonlyMap<string, z.ZodType<ParsedFilter>>;
}

/** The control parameters, in the order the 400 for an unknown parameter lists them. */
export const controlParameters = [
  'page',
  'pageSize',
  'sortBy',
  'sort',
  'displayFields',
  'filterBreakdownDisplayFields',
  'id',
  'sourceId',
] as const;

export type ControlParameter = (typeof controlParameters)[number];

/** The parameter of resources whose records end (deals): 'include' answers ended records too. */
export const endedParameterName = 'ended';

/** Cache-busting parameter names that are accepted and ignored. */
export const ignoredParameters: ReadonlySet<string> = new Set(['_']);

const built = new Map<ListResource, ContentParameterSchemas>();

// Built on first use: most importers of the schema only read the resource tables.
export function contentParameterSchemas(resource: ListResource): ContentParameterSchemas {
  const cached = built.get(resource);
  if (cached) return cached;
  const def = contentResources[resource];
  const filterFields = filterableFields(def);
  const schemas: ContentParameterSchemas = {
    page: wholeNumberParameter(1, contentQueryLimits.maxPage),
    pageSize: wholeNumberParameter(1, contentQueryLimits.maxPageSize),
    sortBy: sortByParameter([...sortableFields(def).keys()]),
    sort: sortOrderParameter(),
    displayFields: fieldListParameter('displayFields', Object.keys(def.fields), 'fields'),
    filterBreakdownDisplayFields: fieldListParameter(
      'filterBreakdownDisplayFields',
      [...filterFields.keys()],
      'filterable fields',
    ),
    id: idParameter('id'),
    sourceId: sourceIdParameter(),
    ...(def.endField ? { ended: endedParameter() } : {}),
    filters: new Map([...filterFields].map(([name, field]) => [name, filterParameter(name, field)])),
  };
  built.set(resource, schemas);
  return schemas;
}

/** The ribbon takes only sourceId (and the cache-buster). */
export const ribbonParameterSchemas = (): { sourceId: z.ZodType<string> } => ({ sourceId: sourceIdParameter() });
