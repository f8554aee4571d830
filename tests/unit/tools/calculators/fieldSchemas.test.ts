import { describe, expect, it } from 'vitest';
import {
  amountFailureOf,
  amountSchema,
  choiceSchema,
  isoDateSchema,
  onFirstUse,
  parsedOr,
  patternSchema,
  plainAmountSchema,
  problemKindOf,
  wholeNumberSchema,
} from '#src/domain/fieldSchemas';
import { financeMessages, representativeExample, validateFinance } from '#src/domain/finance';
import { calculatorMessages } from '#src/tools/calculators/calculatorTexts';
import { fieldReading } from '#src/tools/calculators/formInput';

/** The shared field rules of the forms (issue #14): each schema's values, failures and messages. */
const salary = calculatorMessages.salary;

/** A failed parse's first message, kind of problem and amount failure. */
function failure(result: { success: boolean; error?: Parameters<typeof problemKindOf>[0] }) {
  expect(result.success).toBe(false);
  const error = result.error!;
  return { message: error.issues[0]?.message, kind: problemKindOf(error), amount: amountFailureOf(error) };
}

describe('amountSchema', () => {
  const required = amountSchema(salary, { max: 1_000, required: true });

  it.each([
    ['£1,000', 1_000],
    [' 9 99.5 ', 999.5],
    ['5.', 5],
    ['-0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(required.parse(text)).toBe(value);
  });

  it.each([
    ['', salary.missing, 'missing', 'missing'],
    ['-5', salary.negative, 'invalid', 'negative'],
    ['1e3', salary.invalid, 'invalid', 'invalid'],
    ['Infinity', salary.invalid, 'invalid', 'invalid'],
    ['1,000.01', salary.tooLarge, 'invalid', 'tooLarge'],
  ])('fails %j with its message', (text, message, kind, amount) => {
    expect(failure(required.safeParse(text))).toEqual({ message, kind, amount });
  });

  it('turns an empty optional field into its empty value', () => {
    expect(amountSchema(salary, { max: 1, required: false }).parse(' ')).toBe(0);
    expect(amountSchema(salary, { max: 1, required: false, emptyValue: 7 }).parse('')).toBe(7);
  });
});

describe('plainAmountSchema', () => {
  const apr = plainAmountSchema(financeMessages.apr);

  it('reads pounds and percentages', () => {
    expect(apr.parse(' £30,000 ')).toBe(30_000);
    expect(apr.parse('8.9%')).toBe(8.9);
    expect(apr.parse('.5')).toBe(0.5);
  });

  it.each(['', '-5', '1e5', '30 000', '5.'])('refuses %j with the field message', (text) => {
    expect(failure(apr.safeParse(text))).toMatchObject({ message: financeMessages.apr, kind: 'invalid' });
  });

  it('gives the empty value of an optional field', () => {
    expect(plainAmountSchema(financeMessages.final, { emptyValue: 0 }).parse('  ')).toBe(0);
  });
});

describe('choiceSchema', () => {
  const yesNo = choiceSchema(['yes', 'no'], calculatorMessages.yesNo);

  it('takes exactly one of the options', () => {
    expect(yesNo.parse('no')).toBe('no');
    for (const text of ['No', ' yes', '', 'maybe']) {
      expect(failure(yesNo.safeParse(text))).toMatchObject({ message: calculatorMessages.yesNo, kind: 'invalid' });
    }
  });
});

describe('isoDateSchema', () => {
  const date = isoDateSchema(calculatorMessages.registered);

  it('reads real calendar dates, trimmed, and nothing for an empty field', () => {
    expect(date.parse(' 2024-02-29 ')).toBe('2024-02-29');
    expect(date.parse('  ')).toBeUndefined();
  });

  it.each(['2025-02-29', '2025-13-01', '2025-6-1', '01/06/2025'])('refuses %j', (text) => {
    expect(failure(date.safeParse(text)).message).toBe(calculatorMessages.registered);
  });
});

describe('wholeNumberSchema, patternSchema, parsedOr and onFirstUse', () => {
  it('reads up to nine digits up to the maximum', () => {
    const miles = wholeNumberSchema(100_000);
    expect(miles.parse('020')).toBe(20);
    expect(parsedOr(miles, '100001', undefined)).toBeUndefined();
    expect(parsedOr(miles, '1,000', undefined)).toBeUndefined();
    expect(parsedOr(wholeNumberSchema(1e10), '1234567890', -1)).toBe(-1);
  });

  it('checks a pattern after normalising', () => {
    const slug = patternSchema(/^[a-z-]+$/, (text) => text.trim().toLowerCase());
    expect(slug.parse(' Land-Rover ')).toBe('land-rover');
    expect(parsedOr(slug, 'land rover', null)).toBeNull();
  });

  it('makes a schema once', () => {
    let made = 0;
    const schema = onFirstUse(() => {
      made += 1;
      return wholeNumberSchema(1);
    });
    expect(schema()).toBe(schema());
    expect(made).toBe(1);
  });
});

describe('fieldReading', () => {
  it('turns a schema failure into the field problem of the form', () => {
    const schema = amountSchema(salary, { max: 10, required: true });
    expect(fieldReading('salary', schema, '')).toEqual({
      problem: { field: 'salary', kind: 'missing', message: salary.missing },
    });
    expect(fieldReading('salary', schema, '11')).toEqual({
      problem: { field: 'salary', kind: 'invalid', message: salary.tooLarge },
    });
    expect(fieldReading('salary', schema, '£9')).toEqual({ value: 9 });
  });
});

describe('the finance schema', () => {
  it('checks the deposit against the price even when another field is wrong', () => {
    expect(validateFinance({ ...representativeExample, deposit: '40000', apr: 'x', term: '48.5' })).toEqual({
      ok: false,
      errors: { deposit: financeMessages.depositTooBig, apr: financeMessages.apr, term: financeMessages.term },
    });
  });

  it('leaves the final payment rule out while the deposit is wrong', () => {
    expect(validateFinance({ ...representativeExample, deposit: '30000', final: '99999' })).toEqual({
      ok: false,
      errors: { deposit: financeMessages.depositTooBig },
    });
  });

  it('calls a price too long to be a number too high', () => {
    expect(validateFinance({ ...representativeExample, price: '9'.repeat(400) })).toMatchObject({
      errors: { price: financeMessages.priceTooHigh },
    });
  });
});
