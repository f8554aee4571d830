/**
 * Car finance arithmetic for the /car-finance calculator (docs/design/uk-rules.md "Formulas"): PCP with a
 * final (balloon) payment and hire purchase as a PCP with no final payment, the APR read as an
 * effective annual rate. Pure and free of React and Node, so the server-rendered GET form, the
 * client island and the unit tests all compute the same figures. The form's rules are a zod/mini
 * schema built on the shared field rules (fieldSchemas.ts, ADR 0026).
 */
import * as z from 'zod/mini';
import { onFirstUse, plainAmountSchema, plainAmountValue } from './fieldSchemas';

/** The finance products the calculator works out. */
export const financeProducts = ['pcp', 'hp'] as const;
export type FinanceProduct = (typeof financeProducts)[number];

/** What a calculation needs, in pounds, percent and months. */
export interface FinanceInput {
  /** PCP (with a final payment) or hire purchase (no final payment). */
  product: FinanceProduct;
  /** On-the-road cash price in pounds. */
  price: number;
  /** The customer's deposit in pounds. */
  deposit: number;
  /** A manufacturer or dealer deposit contribution in pounds (0 when none). */
  depositContribution: number;
  /** Representative APR in percent, e.g. 8.9. */
  aprPercent: number;
  /** Number of monthly payments. */
  termMonths: number;
  /** The optional final payment (guaranteed minimum future value) of a PCP; ignored for HP. */
  finalPayment: number;
}

/** The figures of a representative example. */
export interface FinanceResult {
  product: FinanceProduct;
  /** Total amount of credit: price less deposit and contribution. */
  amountFinanced: number;
  /** The monthly payment, to the penny. */
  monthly: number;
  /** Number of monthly payments. */
  termMonths: number;
  /** The final payment (0 for hire purchase). */
  finalPayment: number;
  /** Interest and charges: what is paid back beyond the amount of credit. */
  totalCharges: number;
  /** Total amount payable: cash price plus interest and charges. */
  totalPayable: number;
  /** The monthly interest rate the APR works out to, as a fraction. */
  monthlyRate: number;
}

/** Limits the calculator accepts. */
export const financeLimits = {
  maxPrice: 3_000_000,
  maxAprPercent: 50,
  minTermMonths: 12,
  maxTermMonths: 60,
} as const;

/** Rounds to the penny. */
export function toPence(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** The monthly rate of an effective annual rate: r = (1 + APR)^(1/12) - 1. */
export function monthlyRateOf(aprPercent: number): number {
  return Math.pow(1 + aprPercent / 100, 1 / 12) - 1;
}

/**
 * The monthly payment: (P - GMFV / (1 + r)^n) x r / (1 - (1 + r)^-n), or (P - GMFV) / n at 0 % APR.
 *
 * @example monthlyPayment(25500, 12000, 48, 8.9) // 418.67
 */
export function monthlyPayment(amountFinanced: number, finalPayment: number, termMonths: number, aprPercent: number) {
  const r = monthlyRateOf(aprPercent);
  if (r === 0) return toPence((amountFinanced - finalPayment) / termMonths);
  const growth = Math.pow(1 + r, termMonths);
  return toPence(((amountFinanced - finalPayment / growth) * r) / (1 - 1 / growth));
}

/**
 * The representative-example figures of a finance input. Validate first ({@link validateFinance}):
 * this function trusts its input.
 *
 * @example calculateFinance({ product: 'pcp', price: 30000, deposit: 4500, depositContribution: 0, aprPercent: 8.9, termMonths: 48, finalPayment: 12000 }).monthly // 418.67
 */
export function calculateFinance(input: FinanceInput): FinanceResult {
  const finalPayment = input.product === 'hp' ? 0 : input.finalPayment;
  const amountFinanced = toPence(input.price - input.deposit - input.depositContribution);
  const monthly = monthlyPayment(amountFinanced, finalPayment, input.termMonths, input.aprPercent);
  const totalCharges = Math.max(0, toPence(monthly * input.termMonths + finalPayment - amountFinanced));
  return {
    product: input.product,
    amountFinanced,
    monthly,
    termMonths: input.termMonths,
    finalPayment,
    totalCharges,
    totalPayable: toPence(input.price + totalCharges),
    monthlyRate: monthlyRateOf(input.aprPercent),
  };
}

/** The calculator's fields, also its query parameter names. */
export const financeFields = ['product', 'price', 'deposit', 'contribution', 'apr', 'term', 'final'] as const;
export type FinanceField = (typeof financeFields)[number];

/** What the visitor typed, field by field (the form shows these back, errors or not). */
export type FinanceValues = Record<FinanceField, string>;

/** A message per field that could not be used. */
export type FinanceErrors = Partial<Record<FinanceField, string>>;

/** The outcome of checking the form's values. */
export type FinanceCheck = { ok: true; input: FinanceInput } | { ok: false; errors: FinanceErrors };

/** The messages of the calculator's checks. */
export const financeMessages = {
  price: 'Enter the cash price of the car in pounds, e.g. 30000',
  priceTooHigh: 'Enter a cash price of £3,000,000 or less',
  deposit: 'Enter your deposit in pounds (0 for no deposit)',
  depositTooBig: 'The deposit must be less than the cash price of the car',
  contribution: 'Enter the deposit contribution in pounds, or leave it empty',
  apr: 'Enter an APR between 0% and 50%, e.g. 8.9',
  term: 'Enter a term of 12 to 60 months, in whole months',
  final: 'Enter the final payment in pounds (0 for none)',
  finalTooBig: 'The final payment must be less than the amount borrowed',
} as const;

/**
 * The worked example of docs/design/uk-rules.md: 30,000 price, 4,500 deposit, 12,000 final payment, 48 months,
 * 8.9 % APR.
 */
export const representativeExample: FinanceValues = {
  product: 'pcp',
  price: '30000',
  deposit: '4500',
  contribution: '',
  apr: '8.9',
  term: '48',
  final: '12000',
};

/** An empty form: nothing typed yet. */
export const emptyFinanceValues: FinanceValues = {
  product: 'pcp',
  price: '',
  deposit: '',
  contribution: '',
  apr: '',
  term: '',
  final: '',
};

/** A typed amount as a number: '£30,000' and ' 30000 ' both give 30000; anything else gives NaN. */
export function parseAmount(text: string): number {
  return plainAmountValue(text);
}

/** Whether no amount field has been filled in. */
export function isEmptyFinance(values: FinanceValues): boolean {
  return financeFields.every((field) => field === 'product' || values[field].trim() === '');
}

/** The fields whose value another rule depends on: a wrong one leaves the cross-field rules out. */
type FinanceAmounts = Partial<Record<'price' | 'deposit' | 'contribution' | 'final', number>>;

/**
 * The form's rules as a zod/mini schema (issue #14), field by field with their messages, then the
 * two rules across fields (a deposit below the price, a final payment below what is borrowed).
 * Those run even when another field failed (`when`), as long as the figures they use are good, so
 * every message shows at once; a field's first issue is its message.
 */
const financeSchema = onFirstUse(() => {
  const m = financeMessages;
  const limits = financeLimits;
  return z
    .object({
      product: z.catch(z.enum(financeProducts), 'pcp'),
      // Checks on the amounts, not z.number / z.int: a failed type aborts the parse, and the rules
      // across fields must still run. 400 typed digits are Infinity: too high, as before.
      price: plainAmountSchema(m.price).check(z.gt(0, m.price), z.lte(limits.maxPrice, m.priceTooHigh)),
      deposit: plainAmountSchema(m.deposit),
      contribution: plainAmountSchema(m.contribution, { emptyValue: 0 }),
      apr: plainAmountSchema(m.apr).check(z.lte(limits.maxAprPercent, m.apr)),
      term: plainAmountSchema(m.term).check(
        z.refine(Number.isInteger, m.term),
        z.gte(limits.minTermMonths, m.term),
        z.lte(limits.maxTermMonths, m.term),
      ),
      final: plainAmountSchema(m.final, { emptyValue: 0 }),
    })
    .check(
      z.check<FinanceAmounts>(
        (payload) => {
          const failed = (field: string) => payload.issues.some((issue) => issue.path?.[0] === field);
          const amountsGood = () => !failed('price') && !failed('deposit') && !failed('contribution');
          const { price = 0, deposit = 0, contribution = 0, final = 0 } = payload.value;
          const add = (field: 'deposit' | 'final', message: string) =>
            payload.issues.push({ code: 'custom', input: payload.value[field], message, path: [field] });
          if (amountsGood() && deposit + contribution >= price) add('deposit', m.depositTooBig);
          if (amountsGood() && !failed('final') && final >= price - deposit - contribution) {
            add('final', m.finalTooBig);
          }
        },
        { when: () => true },
      ),
    );
});

/**
 * Checks the form's values and turns them into an input, or gives a message per bad field. An
 * empty contribution means none; an empty final payment means none (for HP it is not asked).
 */
export function validateFinance(values: FinanceValues): FinanceCheck {
  // Hire purchase has no final payment: whatever its field holds is not read.
  const result = financeSchema().safeParse({ ...values, final: values.product === 'hp' ? '' : values.final });
  if (!result.success) {
    const errors: FinanceErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as FinanceField;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const { product, price, deposit, contribution, apr, term, final } = result.data;
  return {
    ok: true,
    input: {
      product,
      price,
      deposit,
      depositContribution: contribution,
      aprPercent: apr,
      termMonths: term,
      finalPayment: final,
    },
  };
}

/** One value of a Next search-params record. */
export type QueryValue = string | string[] | undefined;

/** The first value of a query parameter, capped in length (a query string is not trusted). */
export function firstQueryValue(value: QueryValue): string {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.slice(0, 40) : '';
}

/**
 * The form's values from a query string, and whether the form was submitted (any field present).
 * Fields that are absent keep the fallback's values (the representative example or a deal).
 */
export function financeValuesFromQuery(
  query: Readonly<Record<string, QueryValue>>,
  fallback: FinanceValues = representativeExample,
): { values: FinanceValues; submitted: boolean } {
  const submitted = financeFields.some((field) => query[field] !== undefined);
  if (!submitted) return { values: { ...fallback }, submitted };
  const values = { ...emptyFinanceValues };
  for (const field of financeFields) values[field] = firstQueryValue(query[field]);
  values.product = values.product === 'hp' ? 'hp' : 'pcp';
  return { values, submitted };
}

/** The query string of a form state, for the address bar (no leading '?'). */
export function financeQueryString(values: FinanceValues): string {
  const params = new URLSearchParams();
  for (const field of financeFields) {
    if (field === 'final' && values.product === 'hp') continue;
    params.set(field, values[field].trim());
  }
  return params.toString();
}
