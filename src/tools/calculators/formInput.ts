/**
 * Reading calculator form values, whether they come from a query string (the no-JavaScript GET
 * form, where anything can arrive: repeated keys, huge values, rubbish) or from the live form.
 * Nothing here throws: every value is either understood or turned into a message for the
 * visitor. Amounts may be typed with '£', commas and spaces ('£35,000'). The query types and
 * first-value reading serve every calculator (the fuel and MPG tools' queryNumbers too).
 */

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

/** Reads an amount: digits with an optional decimal part; '£', commas and spaces are ignored. */
export function readAmount(text: string, max: number): AmountReading {
  const cleaned = text.replace(/[£,\s]/g, '');
  if (cleaned === '') return { kind: 'empty' };
  const negative = cleaned.startsWith('-');
  const digits = negative ? cleaned.slice(1) : cleaned;
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(digits)) return { kind: 'invalid' };
  const value = Number(digits);
  if (!Number.isFinite(value)) return { kind: 'invalid' };
  if (negative && value !== 0) return { kind: 'negative' };
  if (value > max) return { kind: 'tooLarge' };
  return { kind: 'ok', value };
}

/** Reads an ISO date (yyyy-mm-dd, what a date input submits) that exists on the calendar. */
export function readIsoDate(text: string): { kind: 'empty' } | { kind: 'ok'; value: string } | { kind: 'invalid' } {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (!match) return { kind: 'invalid' };
  const date = new Date(`${trimmed}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== trimmed) return { kind: 'invalid' };
  return { kind: 'ok', value: trimmed };
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

/** The messages of an amount field. */
export interface AmountMessages {
  missing: string;
  invalid: string;
  negative: string;
  tooLarge: string;
}

/**
 * An amount field's value or its problem. `required` false turns an empty field into
 * `emptyValue` (e.g. 0 miles of electric range).
 */
export function amountField<F extends string>(
  field: F,
  text: string,
  messages: AmountMessages,
  options: { max: number; required: boolean; emptyValue?: number },
): { value?: number; problem?: FieldProblem<F> } {
  const reading = readAmount(text, options.max);
  switch (reading.kind) {
    case 'ok':
      return { value: reading.value };
    case 'empty':
      return options.required
        ? { problem: { field, kind: 'missing', message: messages.missing } }
        : { value: options.emptyValue ?? 0 };
    default:
      return { problem: { field, kind: 'invalid', message: messages[reading.kind] } };
  }
}

/** A choice field's value when it is one of the options, or its problem. */
export function choiceField<F extends string, V extends string>(
  field: F,
  text: string,
  options: readonly V[],
  message: string,
): { value?: V; problem?: FieldProblem<F> } {
  const found = options.find((option) => option === text);
  return found !== undefined ? { value: found } : { problem: { field, kind: 'invalid', message } };
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
