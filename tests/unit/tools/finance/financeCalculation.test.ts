import { describe, expect, it } from 'vitest';
import { pcpMonthlyPayment } from '#src/server/catalogue/finance';
import {
  calculateFinance,
  emptyFinanceValues,
  financeMessages,
  financeQueryString,
  financeValuesFromQuery,
  isEmptyFinance,
  monthlyPayment,
  monthlyRateOf,
  parseAmount,
  representativeExample,
  validateFinance,
  type FinanceInput,
} from '#src/domain/finance';

const example: FinanceInput = {
  product: 'pcp',
  price: 30000,
  deposit: 4500,
  depositContribution: 0,
  aprPercent: 8.9,
  termMonths: 48,
  finalPayment: 12000,
};

describe('finance calculation', () => {
  it('gives 418.67 a month for the worked example of docs/design/uk-rules.md', () => {
    const result = calculateFinance(example);
    expect(result.amountFinanced).toBe(25500);
    expect(result.monthly).toBe(418.67);
    expect(result.finalPayment).toBe(12000);
    // 48 x 418.67 + 12,000 - 25,500 = 6,596.16 of interest and charges.
    expect(result.totalCharges).toBe(6596.16);
    expect(result.totalPayable).toBe(36596.16);
  });

  it('reads the APR as an effective annual rate', () => {
    expect(Math.pow(1 + monthlyRateOf(8.9), 12)).toBeCloseTo(1.089, 12);
    expect(monthlyRateOf(0)).toBe(0);
  });

  it('agrees with the catalogue formula the deals use', () => {
    for (const input of [example, { ...example, aprPercent: 5.9, termMonths: 36, finalPayment: 9000 }]) {
      expect(calculateFinance(input).monthly).toBe(
        pcpMonthlyPayment({
          price: input.price,
          deposit: input.deposit,
          aprPercent: input.aprPercent,
          termMonths: input.termMonths,
          finalPayment: input.finalPayment,
        }),
      );
    }
  });

  it('takes a deposit contribution off the amount financed', () => {
    const result = calculateFinance({ ...example, depositContribution: 1000 });
    expect(result.amountFinanced).toBe(24500);
    expect(result.monthly).toBeLessThan(418.67);
    expect(result.totalPayable).toBe(30000 + result.totalCharges);
  });

  it('treats hire purchase as a PCP with no final payment', () => {
    const hp = calculateFinance({ ...example, product: 'hp' });
    expect(hp.finalPayment).toBe(0);
    expect(hp.monthly).toBe(monthlyPayment(25500, 0, 48, 8.9));
    expect(hp.monthly).toBeGreaterThan(600);
    expect(hp.totalCharges).toBe(Math.round((hp.monthly * 48 - 25500) * 100) / 100);
  });

  it('divides evenly at 0% APR, with no charges', () => {
    const pcp = calculateFinance({ ...example, aprPercent: 0 });
    expect(pcp.monthly).toBe(281.25); // (25,500 - 12,000) / 48
    expect(pcp.totalCharges).toBe(0);
    expect(pcp.totalPayable).toBe(30000);
    expect(calculateFinance({ ...example, aprPercent: 0, product: 'hp' }).monthly).toBe(531.25);
  });
});

describe('finance form values', () => {
  it('accepts the worked example', () => {
    const check = validateFinance(representativeExample);
    expect(check).toEqual({ ok: true, input: example });
  });

  it('reads pounds with a sign, commas and spaces, and refuses anything else', () => {
    expect(parseAmount(' £30,000 ')).toBe(30000);
    expect(parseAmount('8.9%')).toBe(8.9);
    expect(parseAmount('-5')).toBeNaN();
    expect(parseAmount('abc')).toBeNaN();
    expect(parseAmount('')).toBeNaN();
    expect(parseAmount('1e5')).toBeNaN();
  });

  it('refuses a deposit of the whole price or more', () => {
    for (const deposit of ['30000', '35000']) {
      const check = validateFinance({ ...representativeExample, deposit });
      expect(check).toEqual({ ok: false, errors: { deposit: financeMessages.depositTooBig } });
    }
    const withContribution = validateFinance({ ...representativeExample, deposit: '20000', contribution: '10000' });
    expect(withContribution.ok).toBe(false);
  });

  it('gives a message for each bad field', () => {
    const check = validateFinance({
      product: 'pcp',
      price: 'lots',
      deposit: 'x',
      contribution: '-1',
      apr: '51',
      term: '48.5',
      final: 'none',
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        price: financeMessages.price,
        deposit: financeMessages.deposit,
        contribution: financeMessages.contribution,
        apr: financeMessages.apr,
        term: financeMessages.term,
        final: financeMessages.final,
      },
    });
    expect(validateFinance({ ...representativeExample, price: '0' })).toMatchObject({
      errors: { price: financeMessages.price },
    });
    expect(validateFinance({ ...representativeExample, price: '3000001' })).toMatchObject({
      errors: { price: financeMessages.priceTooHigh },
    });
    expect(validateFinance({ ...representativeExample, term: '6' })).toMatchObject({
      errors: { term: financeMessages.term },
    });
  });

  it('refuses a final payment as big as the amount borrowed, but ignores it for hire purchase', () => {
    expect(validateFinance({ ...representativeExample, final: '25500' })).toMatchObject({
      errors: { final: financeMessages.finalTooBig },
    });
    const hp = validateFinance({ ...representativeExample, product: 'hp', final: 'ignored' });
    expect(hp).toMatchObject({ ok: true, input: { product: 'hp', finalPayment: 0 } });
  });

  it('accepts 0% APR, no deposit and an empty contribution', () => {
    const check = validateFinance({ ...representativeExample, apr: '0', deposit: '0' });
    expect(check).toMatchObject({ ok: true, input: { aprPercent: 0, deposit: 0, depositContribution: 0 } });
  });

  it('knows an empty form', () => {
    expect(isEmptyFinance(emptyFinanceValues)).toBe(true);
    expect(isEmptyFinance(representativeExample)).toBe(false);
  });
});

describe('finance query', () => {
  it('falls back to the representative example when nothing was submitted', () => {
    expect(financeValuesFromQuery({})).toEqual({ values: representativeExample, submitted: false });
    expect(financeValuesFromQuery({ capid: '123' }).submitted).toBe(false);
  });

  it('reads what was submitted, the first of repeated values, capped in length', () => {
    const { values, submitted } = financeValuesFromQuery({
      price: ['25000', '1'],
      deposit: 'x'.repeat(500),
      product: 'lease',
    });
    expect(submitted).toBe(true);
    expect(values.price).toBe('25000');
    expect(values.deposit).toHaveLength(40);
    expect(values.product).toBe('pcp');
    expect(values.apr).toBe('');
  });

  it('round-trips through its query string', () => {
    const query = Object.fromEntries(new URLSearchParams(financeQueryString(representativeExample)));
    expect(financeValuesFromQuery(query).values).toEqual(representativeExample);
    expect(financeQueryString({ ...representativeExample, product: 'hp' })).not.toContain('final=');
  });
});
