import { describe, it, expect } from 'vitest';
import {
  priceSteps,
  priceStepOptions,
  fromPriceOptions,
  toPriceOptions,
  nearestStepAtOrBelow,
  nextStepAbove,
} from '#src/lib/priceSteps';

const values = (options: { value: number }[]) => options.map((o) => o.value);

describe('priceSteps (spec 9)', () => {
  it('lists 0 to 16,000 in thousands, then the larger steps, in order', () => {
    expect(priceSteps).toEqual([
      0, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000, 11000, 12000, 13000, 14000, 15000, 16000, 18000,
      20000, 25000, 30000, 40000, 50000, 75000, 100000, 250000, 500000, 1000000, 2000000, 3000000,
    ]);
  });

  it('is frozen so no caller can change the shared list', () => {
    expect(Object.isFrozen(priceSteps)).toBe(true);
  });
});

describe('nearestStepAtOrBelow', () => {
  it('returns the step itself when the value is a step', () => {
    expect(nearestStepAtOrBelow(16000)).toBe(16000);
    expect(nearestStepAtOrBelow(0)).toBe(0);
    expect(nearestStepAtOrBelow(3000000)).toBe(3000000);
  });
  it('returns the step below a value between steps', () => {
    expect(nearestStepAtOrBelow(12500)).toBe(12000);
    expect(nearestStepAtOrBelow(17999)).toBe(16000);
    expect(nearestStepAtOrBelow(99999)).toBe(75000);
    expect(nearestStepAtOrBelow(9000000)).toBe(3000000);
  });
  it('returns undefined below the lowest step or for non-finite input', () => {
    expect(nearestStepAtOrBelow(-1)).toBeUndefined();
    expect(nearestStepAtOrBelow(Number.NaN)).toBeUndefined();
    expect(nearestStepAtOrBelow(Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});

describe('nextStepAbove', () => {
  it('returns the next step strictly above a step', () => {
    expect(nextStepAbove(16000)).toBe(18000);
    expect(nextStepAbove(0)).toBe(1000);
    expect(nextStepAbove(100000)).toBe(250000);
  });
  it('returns the step above a value between steps', () => {
    expect(nextStepAbove(20001)).toBe(25000);
    expect(nextStepAbove(-50)).toBe(0);
  });
  it('returns undefined at or above the highest step or for non-finite input', () => {
    expect(nextStepAbove(3000000)).toBeUndefined();
    expect(nextStepAbove(5000000)).toBeUndefined();
    expect(nextStepAbove(Number.NaN)).toBeUndefined();
  });
});

describe('priceStepOptions', () => {
  it('labels each step with its pound price', () => {
    expect(priceStepOptions([0, 16000, 1000000])).toEqual([
      { value: 0, text: '£0' },
      { value: 16000, text: '£16,000' },
      { value: 1000000, text: '£1,000,000' },
    ]);
  });
  it('defaults to every price step', () => {
    const options = priceStepOptions();
    expect(options).toHaveLength(30);
    expect(options.at(-1)).toEqual({ value: 3000000, text: '£3,000,000' });
  });
});

describe('fromPriceOptions (spec 5)', () => {
  it('starts at the nearest step at or below the minimum and stops at the maximum', () => {
    expect(values(fromPriceOptions(12500, 20000))).toEqual([12000, 13000, 14000, 15000, 16000, 18000, 20000]);
  });
  it('keeps the step just below the next step above a maximum between steps', () => {
    // 22,000 lies between 20,000 and 25,000: 'from £20,000' still finds it, 'from £25,000' would not.
    expect(values(fromPriceOptions(12500, 22000)).at(-1)).toBe(20000);
    expect(values(fromPriceOptions(12500, 22000))).not.toContain(25000);
  });
  it('starts at the minimum itself when it is a step', () => {
    expect(values(fromPriceOptions(5000, 8000))).toEqual([5000, 6000, 7000, 8000]);
  });
  it('carries pound labels', () => {
    expect(fromPriceOptions(15000, 16000)).toEqual([
      { value: 15000, text: '£15,000' },
      { value: 16000, text: '£16,000' },
    ]);
  });
  it('offers every step when neither bound is known', () => {
    expect(values(fromPriceOptions(undefined, undefined))).toEqual([...priceSteps]);
  });
  it('treats fieldStats "no data" bounds (Infinity, -Infinity) as no bound', () => {
    expect(values(fromPriceOptions(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY))).toEqual([...priceSteps]);
  });
  it('handles one missing bound', () => {
    expect(values(fromPriceOptions(undefined, 2500))).toEqual([0, 1000, 2000]);
    expect(values(fromPriceOptions(1500000, undefined))).toEqual([1000000, 2000000, 3000000]);
  });
  it('has no upper limit when the maximum is beyond the highest step', () => {
    expect(values(fromPriceOptions(2500000, 9000000))).toEqual([2000000, 3000000]);
  });
  it('is empty when the minimum is above the maximum', () => {
    expect(fromPriceOptions(30000, 10000)).toEqual([]);
  });
});

describe('toPriceOptions (spec 5)', () => {
  it('runs from the first step above the minimum up to the next step above the maximum', () => {
    expect(values(toPriceOptions(12500, 20000))).toEqual([13000, 14000, 15000, 16000, 18000, 20000, 25000]);
  });
  it('excludes a minimum that is itself a step', () => {
    expect(values(toPriceOptions(5000, 7000))).toEqual([6000, 7000, 8000]);
  });
  it('offers every step when neither bound is known', () => {
    expect(values(toPriceOptions(undefined, undefined))).toEqual([...priceSteps]);
  });
  it('handles one missing bound', () => {
    expect(values(toPriceOptions(undefined, 1500))).toEqual([0, 1000, 2000]);
    expect(values(toPriceOptions(1000000, undefined))).toEqual([2000000, 3000000]);
  });
  it('has no upper limit when the maximum is at or beyond the highest step', () => {
    expect(values(toPriceOptions(1000000, 3000000))).toEqual([2000000, 3000000]);
  });
  it('is labelled in pounds', () => {
    expect(toPriceOptions(74000, 76000)).toEqual([
      { value: 75000, text: '£75,000' },
      { value: 100000, text: '£100,000' },
    ]);
  });
});
