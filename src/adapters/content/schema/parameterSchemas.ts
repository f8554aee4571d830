/**
 * The zod schemas of the Content API's control parameters (page, pageSize, sourceId, comma lists
 * of ids or field names) and the checks every value passes first. Each schema's description is
 * what the parameter allows: the `allowed` of its 400 and its description in the OpenAPI document.
 */
import { z } from 'zod';
import { sortOrders } from '#src/domain/search/searchTypes';
import { contentQueryLimits } from './contentQueryLimits';
import { controlPattern } from './decodeQueryString';
import { problemIssue } from './parameterProblem';

export const sourceIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

export const listOf = (names: Iterable<string>): string => [...names].join(', ');

/** Text that is not six digits or fewer becomes NaN, which z.number() refuses ('1e2', '-1', '1.5' ...). */
const wholeNumberText = (value: unknown): unknown =>
  typeof value === 'string' ? (/^\d{1,6}$/.test(value) ? Number(value) : Number.NaN) : value;

export function wholeNumberParameter(min: number, max: number): z.ZodType<number> {
  return z
    .preprocess(wholeNumberText, z.number().int().min(min).max(max))
    .describe(`a whole number from ${min} to ${max.toLocaleString('en-GB')}`);
}

/** Once, on first use: nothing here runs zod at import (client bundles import the schema module for its lists). */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

export const sourceIdParameter: () => z.ZodType<string> = once(() =>
  z.string().regex(sourceIdPattern).describe('1 to 64 characters A-Z, a-z, 0-9, _ or -'),
);

export const sortOrderParameter = once(() => z.enum(sortOrders).describe('asc or desc'));

/** `ended`: whether records whose end date has passed are answered too (default exclude). */
export const endedParameter = once(() =>
  z
    .enum(['include', 'exclude'])
    .describe('include or exclude (the default): whether deals whose offer has ended are answered too'),
);

/**
 * A comma list: at most 50 items, none empty or over 200 characters (checked over the whole list
 * before any item's own schema, as the 400s have always named these first), then each item.
 * Its input is an array of the items (OpenAPI: style form, explode false).
 */
export function commaList<T>(parameter: string, what: string, item: z.ZodType<T>): z.ZodType<T[]> {
  const { maxListItems, maxValueLength } = contentQueryLimits;
  const split = (value: unknown, ctx: z.RefinementCtx): unknown => {
    if (typeof value !== 'string') return value;
    const items = value.split(',').map((entry) => entry.trim());
    if (items.length > maxListItems) {
      ctx.addIssue(
        problemIssue(
          `Invalid parameter '${parameter}': more than ${maxListItems} items; expected at most ${maxListItems} comma-separated ${what}.`,
          { allowed: `at most ${maxListItems} comma-separated ${what}` },
        ),
      );
      return z.NEVER;
    }
    for (const entry of items) {
      if (!entry) {
        ctx.addIssue(
          problemIssue(
            `Invalid parameter '${parameter}': an empty item in the comma list; expected comma-separated ${what}.`,
            { allowed: `comma-separated ${what} without empty items` },
          ),
        );
        return z.NEVER;
      }
      if (entry.length > maxValueLength) {
        ctx.addIssue(
          problemIssue(`Invalid parameter '${parameter}': a value is longer than ${maxValueLength} characters.`, {
            allowed: `values of at most ${maxValueLength} characters`,
          }),
        );
        return z.NEVER;
      }
    }
    return items;
  };
  // The array bounds repeat what split checks, for the OpenAPI document.
  return z.preprocess(split, z.array(item).min(1).max(maxListItems));
}

const unique = <T>(items: T[]): T[] => [...new Set(items)];

/** A comma list of ids (their order kept, repeats dropped). */
export const idParameter = (parameter: string): z.ZodType<string[]> =>
  commaList(parameter, 'ids', z.string().max(contentQueryLimits.maxValueLength))
    .transform(unique)
    .describe(`at most ${contentQueryLimits.maxListItems} comma-separated ids`);

/** A comma list of the named fields (repeats dropped). */
export function fieldListParameter(parameter: string, names: readonly string[], what: string): z.ZodType<string[]> {
  return commaList(parameter, 'field names', z.enum(names as [string, ...string[]]))
    .transform(unique)
    .describe(`a comma list of ${what}: ${listOf(names)}`);
}

export function sortByParameter(names: readonly string[]): z.ZodType<string> {
  return z.enum(names as [string, ...string[]]).describe(`one of ${listOf(names)}`);
}

const guards = new Map<string, z.ZodType<string>>();

/**
 * What every value of a known parameter must be before its own schema: without U+FFFD (bytes that
 * were not UTF-8, when given decoded pairs) and without control characters.
 */
export function valueGuard(parameter: string): z.ZodType<string> {
  let guard = guards.get(parameter);
  if (!guard) {
    guard = z
      .string()
      .refine((value) => !value.includes('\uFFFD'), {
        message: `Invalid parameter '${parameter}': its value is not valid UTF-8.`,
        params: { allowed: 'percent-encoded UTF-8 text' },
        abort: true,
      })
      .refine((value) => !controlPattern.test(value), {
        message: `Invalid parameter '${parameter}': control characters are not allowed.`,
        params: { allowed: 'text without control characters' },
      });
    guards.set(parameter, guard);
  }
  return guard;
}
