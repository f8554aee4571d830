import { describe, expect, it } from 'vitest';
import { allowanceGoneAt, marginalRate } from '#src/tools/calculators/incomeTax';
import { taxYearData } from '#src/tools/calculators/taxYears/taxYears';

/** Marginal rates worked by hand from docs/design/uk-rules.md "Income tax": the rate on the pound after the salary. */
const rules2526 = taxYearData('2025-26').incomeTax!;
const rules2627 = taxYearData('2026-27').incomeTax!;

describe('marginalRate: England, Wales and Northern Ireland', () => {
  it.each([
    [0, 0, 'Personal allowance'],
    [12_569, 0, 'Personal allowance'],
    [12_570, 20, 'Basic rate'],
    [50_269, 20, 'Basic rate'],
    [50_270, 40, 'Higher rate'],
    [99_999, 40, 'Higher rate'],
    [100_000, 60, 'Higher rate'],
    [110_000, 60, 'Higher rate'],
    [125_139, 60, 'Higher rate'],
    [125_140, 45, 'Additional rate'],
    [200_000, 45, 'Additional rate'],
  ])('salary %i: %f%% (%s)', (salary, rate, band) => {
    expect(marginalRate(salary, rules2526, 'ruk')).toMatchObject({ rate, band });
  });

  it('marks the personal allowance taper', () => {
    expect(marginalRate(100_000, rules2526, 'ruk')).toMatchObject({ tapered: true, bandRate: 40 });
    expect(marginalRate(99_999, rules2526, 'ruk').tapered).toBe(false);
    expect(marginalRate(125_140, rules2526, 'ruk').tapered).toBe(false);
  });

  it('loses the whole allowance at 125,140', () => {
    expect(allowanceGoneAt(rules2526)).toBe(125_140);
  });
});

describe('marginalRate: Scotland', () => {
  it.each([
    [12_569, 0],
    [12_570, 19],
    [15_396, 19],
    [15_397, 20],
    [27_490, 20],
    [27_491, 21],
    [43_661, 21],
    [43_662, 42],
    [74_999, 42],
    [75_000, 45],
    [100_000, 67.5],
    [125_139, 67.5],
    [125_140, 48],
  ])('2025/26 salary %i: %f%%', (salary, rate) => {
    expect(marginalRate(salary, rules2526, 'scotland').rate).toBe(rate);
  });

  it.each([
    [15_397, 19],
    [16_536, 19],
    [16_537, 20],
    [29_525, 20],
    [29_526, 21],
  ])('2026/27 salary %i: %f%% (the proposed bands)', (salary, rate) => {
    expect(marginalRate(salary, rules2627, 'scotland').rate).toBe(rate);
  });

  it('flags the 2026/27 Scottish bands as unconfirmed, not the 2025/26 ones', () => {
    expect(rules2627.scotland.unconfirmed).toBe(true);
    expect(rules2526.scotland.unconfirmed).toBeFalsy();
  });
});
