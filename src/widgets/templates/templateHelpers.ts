/**
 * The Handlebars helpers of the embeddable widgets (spec 9): equals, not, gt, lt, or and
 * formatPrice. They are plain functions so the same set is registered on the runtime-only
 * environment in the browser (templateRuntime.ts) and on the full compiler in tests, and the
 * precompiler can be told they are known helpers.
 *
 * The comparison helpers work both as block helpers and as subexpressions:
 *   {{#equals type "PROMOTED"}}Ad{{else}}Result{{/equals}}
 *   {{#if (or image highlight)}}...{{/if}}
 * As a block they render `fn` or `inverse`; inline they return a boolean. `equals` and `not`
 * compare as text (the original library did: 1 equals "1"); `gt` and `lt` compare numerically
 * when both sides are numbers or numeric text, otherwise as JavaScript does.
 */
import { formatWidgetPrice } from '#src/lib/formatWidgetPrice';

/** The options object Handlebars passes as the last argument of every helper call. */
export interface HelperOptionsLike {
  fn?: (context: unknown) => string;
  inverse?: (context: unknown) => string;
  hash?: Record<string, unknown>;
}

type Helper = (this: unknown, ...args: unknown[]) => unknown;

const isOptions = (value: unknown): value is HelperOptionsLike =>
  typeof value === 'object' && value !== null && 'hash' in value;

/** Splits a helper call into its arguments and Handlebars' options object. */
function split(args: unknown[]): { values: unknown[]; options: HelperOptionsLike | undefined } {
  const last = args.at(-1);
  return isOptions(last) ? { values: args.slice(0, -1), options: last } : { values: args, options: undefined };
}

/** Block form: fn or inverse with the current context; inline form: the boolean itself. */
function answer(context: unknown, truth: boolean, options: HelperOptionsLike | undefined): unknown {
  if (options?.fn) return truth ? options.fn(context) : (options.inverse?.(context) ?? '');
  return truth;
}

const asText = (value: unknown) => String(value ?? '');

function asComparable(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

function compare(a: unknown, b: unknown, test: (x: number, y: number) => boolean): boolean {
  const x = asComparable(a);
  const y = asComparable(b);
  if (typeof x === 'number' && typeof y === 'number') return test(x, y);
  // Non-numeric: JavaScript's own ordering of the text (as the original helpers did).
  return test(asText(x).localeCompare(asText(y)), 0);
}

/** `{{#equals a b}}`: a and b are the same text. */
export const equals: Helper = function (this: unknown, ...args) {
  const { values, options } = split(args);
  return answer(this, asText(values[0]) === asText(values[1]), options);
};

/** `{{#not a b}}`: a and b differ as text; `{{#not a}}` (one argument): a is falsy. */
export const not: Helper = function (this: unknown, ...args) {
  const { values, options } = split(args);
  const truth = values.length >= 2 ? asText(values[0]) !== asText(values[1]) : !values[0];
  return answer(this, truth, options);
};

/** `{{#gt a b}}`: a is greater than b. */
export const gt: Helper = function (this: unknown, ...args) {
  const { values, options } = split(args);
  return answer(
    this,
    compare(values[0], values[1], (x, y) => x > y),
    options,
  );
};

/** `{{#lt a b}}`: a is less than b. */
export const lt: Helper = function (this: unknown, ...args) {
  const { values, options } = split(args);
  return answer(
    this,
    compare(values[0], values[1], (x, y) => x < y),
    options,
  );
};

/** `{{#or a b ...}}`: any argument is truthy (an empty list counts as falsy, as in `{{#if}}`). */
export const or: Helper = function (this: unknown, ...args) {
  const { values, options } = split(args);
  return answer(
    this,
    values.some((value) => (Array.isArray(value) ? value.length > 0 : Boolean(value))),
    options,
  );
};

/**
 * `{{formatPrice custom_fields.price}}`, `{{formatPrice price "de-DE" "EUR"}}` or with
 * `locale=` / `currency=` hash arguments: spec 9's widget price (src/lib/formatWidgetPrice.ts).
 */
export const formatPrice: Helper = function (...args) {
  const { values, options } = split(args);
  const hash = options?.hash ?? {};
  const locale = typeof hash.locale === 'string' ? hash.locale : typeof values[1] === 'string' ? values[1] : undefined;
  const currency =
    typeof hash.currency === 'string' ? hash.currency : typeof values[2] === 'string' ? values[2] : undefined;
  return formatWidgetPrice(values[0], {
    ...(locale ? { locale } : {}),
    ...(currency ? { currency } : {}),
  });
};

/** Every widget helper by the name templates call it. */
export const widgetHelpers: Readonly<Record<string, Helper>> = Object.freeze({ equals, not, gt, lt, or, formatPrice });

/** The helper names, for the precompiler's `knownHelpers`. */
export const widgetHelperNames = Object.keys(widgetHelpers);

/** Anything with Handlebars' registerHelper (the full compiler or the runtime-only environment). */
export interface HelperRegistry {
  registerHelper(name: string, fn: Helper): void;
}

/** Registers every widget helper on a Handlebars environment. */
export function registerWidgetHelpers(registry: HelperRegistry): void {
  for (const [name, fn] of Object.entries(widgetHelpers)) registry.registerHelper(name, fn);
}
