/**
 * The parameters of the search insights (the API's query and the /search-insights form):
 * - `from` and `to`: whole days as yyyy-MM-dd (UTC), both included. `to` defaults to today and
 *   `from` to the 30 days that end at `to`; `from` must be on or before `to`, and the range at
 *   most 366 days long;
 * - `contains`: only the queries that contain this text (trimmed, at most 100 characters).
 * An empty value counts as absent (a form submitted with a field left blank). Every fault is a
 * ValidationError naming the parameter (the API's 400, the form's message by the field).
 */
import { z } from 'zod';
import { ValidationError } from '#src/adapters/content/errors';
import { parseParameter } from '#src/adapters/content/schema/parameterProblem';
import {
  defaultInsightsRangeDays,
  maxInsightsContainsLength,
  maxInsightsRangeDays,
  type InsightsFilter,
  type InsightsRange,
} from '#src/domain/search/searchInsights';

/** The parameters, in the order they are checked (and the form shows them). */
export const insightsFields = ['from', 'to', 'contains'] as const;
export type InsightsField = (typeof insightsFields)[number];

const dayMs = 86_400_000;

/** Whether yyyy-MM-dd names a real day (no 31 June, no year 0050 read as 1950). */
function isRealDay(raw: string): boolean {
  const [year, month, day] = raw.split('-').map(Number) as [number, number, number];
  const ts = Date.UTC(year, month - 1, day);
  return Number.isFinite(ts) && new Date(ts).toISOString().slice(0, 10) === raw;
}

function isoDate(parameter: 'from' | 'to') {
  const message = `${parameter} must be a date as yyyy-MM-dd.`;
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message, abort: true })
    .refine(isRealDay, { error: message })
    .describe('a date as yyyy-MM-dd');
}

/** The zod schema of each parameter (the OpenAPI document describes them from these). */
export const insightsParameterSchemas = {
  from: isoDate('from'),
  to: isoDate('to'),
  contains: z
    .string()
    .trim()
    .max(maxInsightsContainsLength, {
      error: `contains must be at most ${maxInsightsContainsLength} characters.`,
    })
    .describe(`text of at most ${maxInsightsContainsLength} characters`),
} as const;

/** The UTC day of a time, as yyyy-MM-dd. */
export const isoDay = (time: Date): string => time.toISOString().slice(0, 10);

/** A yyyy-MM-dd day moved by a number of days. */
export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));
}

/** Days from `from` to `to`, both included. */
export const rangeDays = (range: InsightsRange): number =>
  Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / dayMs) + 1;

/** What a form or query gave: undefined, null or '' is absent. */
export type InsightsInput = Partial<Record<InsightsField, string | null | undefined>>;

/** A problem with an input: the field, what is wrong with it, and the API's 400 for it. */
export interface InsightsProblem {
  field: InsightsField;
  /**
   * 'date': not a real yyyy-MM-dd day; 'order': from after to; 'length': over the longest
   * range; 'text': a `contains` too long.
   */
  kind: 'date' | 'order' | 'length' | 'text';
  /** The ValidationError the API answers (its message names the parameter). */
  error: ValidationError;
  /** For 'length': the earliest `from` allowed with this `to`. */
  earliest?: string;
}

/** The filter an input asks for, or every problem with it (one per field at most, in field order). */
export type InsightsReading = { filter: InsightsFilter; problems: [] } | { filter: null; problems: InsightsProblem[] };

/** Reads an input against today (the default `to`), collecting every problem (the form shows them all). */
export function readInsightsInput(input: InsightsInput, today: Date): InsightsReading {
  const problems: InsightsProblem[] = [];
  const given: Partial<Record<InsightsField, string>> = {};
  for (const field of insightsFields) {
    const raw = input[field];
    if (raw === undefined || raw === null || raw === '') continue;
    try {
      given[field] = parseParameter(insightsParameterSchemas[field], field, raw);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      problems.push({ field, kind: field === 'contains' ? 'text' : 'date', error });
    }
  }
  if (problems.length) return { filter: null, problems };
  const to = given.to ?? isoDay(today);
  const from = given.from ?? addDays(to, -(defaultInsightsRangeDays - 1));
  if (from > to) {
    const error = new ValidationError('from', 'a date on or before to', `from must be on or before to (${to}).`);
    return { filter: null, problems: [{ field: 'from', kind: 'order', error }] };
  }
  if (rangeDays({ from, to }) > maxInsightsRangeDays) {
    const earliest = addDays(to, -(maxInsightsRangeDays - 1));
    const error = new ValidationError(
      'from',
      `a date at most ${maxInsightsRangeDays - 1} days before to`,
      `The range may be at most ${maxInsightsRangeDays} days long: from must be ${earliest} or later.`,
    );
    return { filter: null, problems: [{ field: 'from', kind: 'length', error, earliest }] };
  }
  return { filter: given.contains ? { from, to, contains: given.contains } : { from, to }, problems: [] };
}

/** The API's query: each parameter at most once, then readInsightsInput. Throws the first ValidationError. */
export function parseInsightsQuery(query: URLSearchParams, today: Date): InsightsFilter {
  for (const field of insightsFields)
    if (query.getAll(field).length > 1)
      throw new ValidationError(field, 'one value', `'${field}' may be given only once.`);
  const reading = readInsightsInput(
    { from: query.get('from'), to: query.get('to'), contains: query.get('contains') },
    today,
  );
  if (reading.filter) return reading.filter;
  throw reading.problems[0]!.error;
}
