/**
 * Reading the numbers of a calculator's GET query (the pages work without JavaScript, so every
 * value arrives as text in the URL). A value may carry thousands commas, spaces or a trailing
 * unit-less decimal; anything else, or a number outside the field's range, gives a message that
 * says what to enter. Never throws: a bad URL is a message on the page, not a crash. The query
 * types and the first-value rule are formInput's, shared with the tax calculators.
 */
import * as z from 'zod/mini';
import { firstQueryValue, type QueryParams, type QueryValue } from '../formInput';

/** What a numeric field accepts. */
export interface NumberRule {
  /** How the message names the value, e.g. 'your annual mileage'. */
  label: string;
  min: number;
  max: number;
  /** Whole numbers only. */
  integer?: boolean;
}

/** The result of reading one numeric field. */
export type NumberReading = { kind: 'empty' } | { kind: 'value'; value: number } | { kind: 'error'; message: string };

/** The first value of a query parameter, trimmed ('' when absent). */
export function firstValue(value: QueryValue): string {
  return firstQueryValue(value) ?? '';
}

const numberText = /^\d{1,3}(?:,?\d{3})*(?:\.\d+)?$|^\d+(?:\.\d+)?$|^\.\d+$/;

/** The message for a value outside a rule, e.g. 'Enter your annual mileage as a whole number from 1 to 100,000'. */
export function numberRuleMessage(rule: NumberRule): string {
  const range = `from ${rule.min.toLocaleString('en-GB')} to ${rule.max.toLocaleString('en-GB')}`;
  return `Enter ${rule.label} as ${rule.integer ? 'a whole number' : 'a number'} ${range}`;
}

/** A number's text as typed (spaces already removed): its value, undefined when empty, NaN when not a number. */
function numberFromText(text: string): number | undefined {
  if (text === '') return undefined;
  return numberText.test(text) ? Number(text.replace(/,/g, '')) : Number.NaN;
}

/**
 * The schema of one numeric field: its text (spaces ignored) → the number, undefined when empty;
 * anything else, or a number outside the rule, fails with the rule's message (numberRuleMessage).
 */
export function numberSchema(rule: NumberRule) {
  const message = numberRuleMessage(rule);
  // z.number refuses NaN and the infinities: a text that is not a number gets the rule's message too.
  const number = rule.integer ? z.int(message) : z.number(message);
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string) => numberFromText(text.replace(/\s+/g, ''))),
    ),
    z.optional(number.check(z.gte(rule.min, message), z.lte(rule.max, message))),
  );
}

/** The schema of each rule, made once (the rules are module constants). */
const schemaOfRule = new WeakMap<NumberRule, ReturnType<typeof numberSchema>>();

function ruleSchema(rule: NumberRule): ReturnType<typeof numberSchema> {
  let schema = schemaOfRule.get(rule);
  if (!schema) schemaOfRule.set(rule, (schema = numberSchema(rule)));
  return schema;
}

/**
 * Reads one numeric query value against its rule.
 * @example readNumber('10,000', { label: 'your annual mileage', min: 1, max: 100000, integer: true }) // { kind: 'value', value: 10000 }
 * @example readNumber('', rule) // { kind: 'empty' }
 */
export function readNumber(raw: QueryValue, rule: NumberRule): NumberReading {
  const result = ruleSchema(rule).safeParse(firstValue(raw));
  if (!result.success) return { kind: 'error', message: result.error.issues[0]?.message ?? numberRuleMessage(rule) };
  return result.data === undefined ? { kind: 'empty' } : { kind: 'value', value: result.data };
}

/**
 * Reads a set of optional numeric fields, each with a default: the values to use, the text to
 * show back in each field (what the visitor typed, so a mistake can be corrected), and a
 * message per field that is wrong.
 */
export function readNumberFields<K extends string>(
  query: QueryParams,
  rules: Readonly<Record<K, NumberRule & { default: number }>>,
): { values: Record<K, number>; entered: Record<K, string>; errors: Partial<Record<K, string>> } {
  const values = {} as Record<K, number>;
  const entered = {} as Record<K, string>;
  const errors: Partial<Record<K, string>> = {};
  for (const name of Object.keys(rules) as K[]) {
    const rule = rules[name];
    const reading = readNumber(query[name], rule);
    entered[name] = firstValue(query[name]).slice(0, 40);
    if (reading.kind === 'error') errors[name] = reading.message;
    values[name] = reading.kind === 'value' ? reading.value : rule.default;
  }
  return { values, entered, errors };
}
