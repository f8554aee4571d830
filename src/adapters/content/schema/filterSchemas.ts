/**
 * The zod schema of one filter parameter, by field kind: numbers and dates (values or ranges with
 * either end open), booleans, enumerated strings (case-insensitive) and free text, each as a comma
 * list whose items are ORed. The result is the field's ParsedFilter.
 */
import { z } from 'zod';
import { contentQueryLimits } from './contentQueryLimits';
import type { ParsedFilter } from './contentQueryTypes';
import type { FieldDef } from './fieldDefs';
import { problemIssue } from './parameterProblem';
import { commaList, listOf } from './parameterSchemas';

type FilterItem =
  { value: string | number | boolean } | { range: { min: number | string | null; max: number | string | null } };

const numberText = String.raw`\d{1,15}(?:\.\d{1,6})?`;
/** A number, or a range min-max, min- or -max. */
const numberItemPattern = new RegExp(`^(?:${numberText}(?:-(?:${numberText})?)?|-${numberText})$`);
const dateText = String.raw`\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])`;
/** A date, or a range of dates with either end left out (each side is 10 characters). */
const dateItemPattern = new RegExp(`^(?:${dateText}(?:-(?:${dateText})?)?|-${dateText})$`);

function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

type Ends = { min: string | null; max: string | null };

/** The ends of a number item that matched its pattern; null for a single value (numbers hold no hyphen). */
function numberEnds(item: string): Ends | null {
  const at = item.indexOf('-');
  return at === -1 ? null : { min: item.slice(0, at) || null, max: item.slice(at + 1) || null };
}

/** The ends of a date item that matched its pattern; null for a single date (10 characters). */
function dateEnds(item: string): Ends | null {
  if (item.length === 10) return null;
  return item.startsWith('-')
    ? { min: null, max: item.slice(1) }
    : { min: item.slice(0, 10), max: item.slice(11) || null };
}

const datesExist = (item: string): boolean => {
  const ends = dateEnds(item);
  return (ends ? [ends.min, ends.max] : [item]).every((end) => end === null || isCalendarDate(end));
};

/** A matched item as a value or a range; a range with min above max is a 400 of its own. */
function rangeItem(
  name: string,
  allowed: string,
  ends: (item: string) => Ends | null,
  toEnd: (end: string) => number | string,
) {
  return (item: string, ctx: z.RefinementCtx): FilterItem => {
    const range = ends(item);
    if (!range) return { value: toEnd(item) };
    const min = range.min === null ? null : toEnd(range.min);
    const max = range.max === null ? null : toEnd(range.max);
    if (min !== null && max !== null && min > max) {
      ctx.addIssue(problemIssue(`Invalid parameter '${name}': the range ${item} has min above max.`, { allowed }));
      return z.NEVER;
    }
    return { range: { min, max } };
  };
}

const lowerCase = (value: unknown): unknown => (typeof value === 'string' ? value.toLowerCase() : value);

/** What a filter field accepts, in words (the `allowed` of its 400s and its OpenAPI description). */
export function describeField(name: string, field: FieldDef): string {
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

function filterItem(name: string, field: FieldDef, allowed: string): z.ZodType<FilterItem> {
  switch (field.kind) {
    case 'number':
      return z
        .string()
        .regex(numberItemPattern)
        .transform(rangeItem(name, allowed, numberEnds, Number));
    case 'date':
      return z
        .string()
        .regex(dateItemPattern, { abort: true })
        .refine(datesExist)
        .transform(rangeItem(name, allowed, dateEnds, String));
    case 'boolean':
      return z.preprocess(lowerCase, z.enum(['true', 'false'])).transform((item) => ({ value: item === 'true' }));
    default:
      return field.values
        ? z.preprocess(lowerCase, z.enum(field.values as [string, ...string[]])).transform((value) => ({ value }))
        : z.string().transform((value) => ({ value }));
  }
}

/** The schema of the filter parameter `name`: a comma list of items, ORed. */
export function filterParameter(name: string, field: FieldDef): z.ZodType<ParsedFilter> {
  const allowed = describeField(name, field);
  return commaList(name, 'values', filterItem(name, field, allowed))
    .transform((items): ParsedFilter => {
      const values: ParsedFilter['values'] = [];
      const ranges: ParsedFilter['ranges'] = [];
      for (const item of items) {
        if ('value' in item) values.push(item.value);
        else ranges.push(item.range);
      }
      return { field: name, kind: field.kind, values: [...new Set(values)], ranges };
    })
    .describe(allowed);
}
