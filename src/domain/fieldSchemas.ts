/**
 * The field rules of Kerbside's forms and query-driven pages as zod/mini schemas (issue #14), one
 * home per rule: an amount typed with '£', commas and spaces (the tax calculators), a plain
 * amount that may end in '%' (the finance calculator), a choice among fixed options, an ISO date,
 * a whole number and a text matching a pattern (the /used-cars query). Each schema takes the text
 * as typed and either gives the value or fails with the field's message (custom issues carry the
 * kind of failure in `params`). zod/mini, not zod: the tool islands import these (ADR 0026).
 * In src/domain because the rules are pure and domain/finance.ts uses them (the domain imports no
 * other layer). Nothing here builds a schema at import time.
 */
import * as z from 'zod/mini';

/** A failure that stands for a value not given (shown once the form is submitted), else one to correct now. */
export type ProblemKind = 'missing' | 'invalid';

/** Why an amount failed: kinds of AmountReading (formInput.ts), each with its own message. */
export type AmountFailure = 'missing' | 'negative' | 'invalid' | 'tooLarge';

/** The messages of an amount field, by failure. */
export type AmountMessages = Readonly<Record<AmountFailure, string>>;

/** Adds a failure to a parse (its kind in `params`); the caller returns z.NEVER. */
function addFailure(
  payload: z.core.ParsePayload,
  message: string,
  params: { problem: ProblemKind; failure?: string },
): void {
  payload.issues.push({ code: 'custom', input: payload.value, message, params });
}

/** The kind of a schema's first failure: 'missing' only when the schema said so. */
export function problemKindOf(error: z.core.$ZodError): ProblemKind {
  const issue = error.issues[0];
  return issue?.code === 'custom' && issue.params?.problem === 'missing' ? 'missing' : 'invalid';
}

/** The failure an amount schema gave (AmountFailure), 'invalid' for any other issue. */
export function amountFailureOf(error: z.core.$ZodError): AmountFailure {
  const issue = error.issues[0];
  const failure: unknown = issue?.code === 'custom' ? issue.params?.failure : undefined;
  return failure === 'missing' || failure === 'negative' || failure === 'tooLarge' ? failure : 'invalid';
}

/** An amount as typed once '£', commas and spaces are gone: digits with an optional decimal part, maybe a '-'. */
const amountPattern = /^(-?)(\d+(?:\.\d*)?|\.\d+)$/;

/**
 * The schema of a tax calculator's amount: '£35,000' and ' 35 995.50 ' are amounts ('£', commas
 * and spaces ignored); '-0' is 0. Empty gives `emptyValue` when the field is optional, else the
 * 'missing' failure; a negative number, rubbish ('1e5', 'Infinity') and anything above `max` fail
 * with their messages.
 */
export function amountSchema(
  messages: AmountMessages,
  options: { max: number; required: boolean; emptyValue?: number },
) {
  return z.pipe(
    z.string(),
    z.transform((text: string, payload): number => {
      const cleaned = text.replace(/[£,\s]/g, '');
      const fail = (failure: AmountFailure) => {
        const problem = failure === 'missing' ? 'missing' : 'invalid';
        addFailure(payload, messages[failure], { problem, failure });
        return z.NEVER;
      };
      if (cleaned === '') return options.required ? fail('missing') : (options.emptyValue ?? 0);
      const match = amountPattern.exec(cleaned);
      const value = match ? Number(match[2]) : Number.NaN;
      if (!Number.isFinite(value)) return fail('invalid');
      if (match?.[1] === '-' && value !== 0) return fail('negative');
      if (value > options.max) return fail('tooLarge');
      return value;
    }),
  );
}

/** A plain amount: optional '£' first and '%' last, commas ignored, spaces only around it. */
const plainAmountPattern = /^\d+(\.\d+)?$|^\.\d+$/;

/** A plain amount's number, NaN when the text is not one ('-5', '1e5', ''). */
export function plainAmountValue(text: string): number {
  const cleaned = text.trim().replace(/^£/, '').replace(/,/g, '').replace(/%$/, '').trim();
  return plainAmountPattern.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * The schema of a plain amount (the finance calculator's figures, '£30,000' or '8.9%'): the number,
 * else a failure with `message`. `emptyValue` makes an empty field that value instead of a failure.
 */
export function plainAmountSchema(message: string, options: { emptyValue?: number } = {}) {
  return z.pipe(
    z.string(),
    z.transform((text: string, payload): number => {
      if (options.emptyValue !== undefined && text.trim() === '') return options.emptyValue;
      const value = plainAmountValue(text);
      if (!Number.isNaN(value)) return value;
      addFailure(payload, message, { problem: 'invalid' });
      return z.NEVER;
    }),
  );
}

/** The schema of a choice: exactly one of `options` (as submitted, no trimming), else `message`. */
export function choiceSchema<const V extends string>(options: readonly V[], message: string) {
  return z.enum(options, message);
}

/**
 * The schema of an optional ISO date (yyyy-mm-dd, what a date input submits) that exists on the
 * calendar ('2025-02-30' fails): trimmed, empty gives undefined.
 */
export function isoDateSchema(message: string) {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string) => text.trim() || undefined),
    ),
    z.optional(z.iso.date(message)),
  );
}

/** The schema of a whole number from 0 to `max` written as up to nine digits ('020' is 20; '1,000' and '-1' fail). */
export function wholeNumberSchema(max: number) {
  return z.pipe(
    z.pipe(
      z.string().check(z.regex(/^\d{1,9}$/)),
      z.transform((digits: string) => Number(digits)),
    ),
    z.number().check(z.lte(max)),
  );
}

/** The schema of a text matching `pattern` after `normalise` (e.g. lower-casing), given back normalised. */
export function patternSchema(pattern: RegExp, normalise: (text: string) => string = (text) => text) {
  return z.pipe(z.string(), z.transform(normalise)).check(z.regex(pattern));
}

/** A schema's value for `input`, or `fallback` when it fails (query values are dropped, not shown, on list pages). */
export function parsedOr<T, F>(schema: z.ZodMiniType<T>, input: unknown, fallback: F): T | F {
  const result = schema.safeParse(input);
  return result.success ? result.data : fallback;
}

/** A schema made on first use and kept (a module's fixed rules; nothing runs zod at import). */
export function onFirstUse<S>(make: () => S): () => S {
  let made: S | undefined;
  return () => (made ??= make());
}
