/**
 * Reading calculator form values, whether they come from a query string (the no-JavaScript GET
 * form, where anything can arrive: repeated keys, huge values, rubbish) or from the live form.
 * Nothing here throws: every value is either understood or turned into a message for the
 * visitor. Amounts may be typed with '£', commas and spaces ('£35,000'). The query types and
 * first-value reading serve every calculator (the fuel and MPG tools' queryNumbers too). The
 * rules themselves are zod/mini schemas in src/domain/fieldSchemas.ts (issue #14); the functions
 * here keep the forms' shapes (AmountReading, FieldProblem) on top of them.
 */
import type * as z from 'zod/mini';
import {
  amountFailureOf,
  amountSchema,
  isoDateSchema,
  problemKindOf,
  type AmountMessages,
} from '#src/domain/fieldSchemas';

/** One value of Next's searchParams: a string, several strings or absent. */
export type QueryValue = string | string[] | undefined;

/** Next's searchParams: each key a string, several strings or absent. */
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** The longest value read from a query string; anything longer is cut (and then fails its format). */
export const maxValueLength = 64;

/** The first of a query value's strings (a key may repeat), trimmed; undefined when absent. */
export function firstQueryValue(value: QueryValue): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : undefined;
}

/** The first value of a query key, trimmed and cut to a sane length; undefined when absent. */
export function queryValue(params: QueryParams, name: string): string | undefined {
  return firstQueryValue(params[name])?.slice(0, maxValueLength);
}

/** An amount read from a field. */
export type AmountReading =
  { kind: 'empty' } | { kind: 'ok'; value: number } | { kind: 'negative' } | { kind: 'invalid' } | { kind: 'tooLarge' };

/** The failures of amountSchema named by themselves (readAmount reports the kind, not a message). */
const amountFailureNames: AmountMessages = {
  missing: 'missing',
  negative: 'negative',
  invalid: 'invalid',
  tooLarge: 'tooLarge',
};

/** Reads an amount by amountSchema: digits with an optional decimal part; '£', commas and spaces are ignored. */
export function readAmount(text: string, max: number): AmountReading {
  const result = amountSchema(amountFailureNames, { max, required: true }).safeParse(text);
  if (result.success) return { kind: 'ok', value: result.data };
  const failure = amountFailureOf(result.error);
  return failure === 'missing' ? { kind: 'empty' } : { kind: failure };
}

/** Reads an ISO date (yyyy-mm-dd, what a date input submits) that exists on the calendar, by isoDateSchema. */
export function readIsoDate(text: string): { kind: 'empty' } | { kind: 'ok'; value: string } | { kind: 'invalid' } {
  const result = isoDateSchema('invalid').safeParse(text);
  if (!result.success) return { kind: 'invalid' };
  return result.data === undefined ? { kind: 'empty' } : { kind: 'ok', value: result.data };
}

/** A problem with one field: missing (shown once the form is submitted) or invalid (shown at once). */
export interface FieldProblem<F extends string> {
  /** The field's name. */
  field: F;
  /** What is wrong. */
  kind: 'missing' | 'invalid';
  /** The message for the visitor. */
  message: string;
}

export type { AmountMessages };

/** A field's text read by its schema: the value, or the problem (the schema's first message and its kind). */
export function fieldReading<F extends string, T>(
  field: F,
  schema: z.ZodMiniType<T>,
  text: string,
): { value?: T; problem?: FieldProblem<F> } {
  const result = schema.safeParse(text);
  if (result.success) return { value: result.data };
  const message = result.error.issues[0]?.message ?? '';
  return { problem: { field, kind: problemKindOf(result.error), message } };
}

/** The problems a form shows now: invalid values always, missing ones only after submitting. */
export function visibleProblems<F extends string>(
  problems: readonly FieldProblem<F>[],
  submitted: boolean,
): FieldProblem<F>[] {
  return problems.filter((problem) => submitted || problem.kind === 'invalid');
}

/** The form values as a query string (for the address bar after a live calculation). */
export function toQueryString(raw: Readonly<Record<string, string>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(raw)) if (value !== '') params.set(name, value);
  return params.toString();
}
