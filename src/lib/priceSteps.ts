/**
 * Price steps (spec 9) and the price-range option rule (spec 5) used by the price 'from' / 'to'
 * selects. Each option is a Price option of spec 3: a value and its pound-formatted label.
 */
import { formatPoundPrice } from './formatPoundPrice';

/** Price steps in pounds, ascending (spec 9). */
export const priceSteps: readonly number[] = Object.freeze([
  ...Array.from({ length: 17 }, (_, i) => i * 1000), // 0 to 16,000 in steps of 1,000
  18000,
  20000,
  25000,
  30000,
  40000,
  50000,
  75000,
  100000,
  250000,
  500000,
  1000000,
  2000000,
  3000000,
]);

/** One option of a price select (spec 3 "Price option"). */
export interface PriceOption {
  /** The step in pounds. */
  value: number;
  /** The pound-formatted label, e.g. '£16,000'. */
  text: string;
}

/**
 * The largest price step at or below a value.
 * @returns The step, or undefined when the value is below the lowest step (or not finite).
 */
export function nearestStepAtOrBelow(value: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  let found: number | undefined;
  for (const step of priceSteps) {
    if (step > value) break;
    found = step;
  }
  return found;
}

/**
 * The smallest price step strictly above a value.
 * @returns The step, or undefined when the value is at or above the highest step (or not finite).
 */
export function nextStepAbove(value: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  return priceSteps.find((step) => step > value);
}

/**
 * Turns price steps into select options with pound labels.
 * @param steps The steps to convert; all price steps by default.
 */
export function priceStepOptions(steps: readonly number[] = priceSteps): PriceOption[] {
  return steps.map((value) => ({ value, text: formatPoundPrice(value) }));
}

/*
 * Reading of spec 5 used here: `min` and `max` are the lowest and highest price of the cars on
 * offer (e.g. the search's fieldStats for the price field), or the visitor's chosen bound when one
 * is set. A missing bound (undefined, or the non-finite 'Infinity' / '-Infinity' that fieldStats
 * return when no hit has a price) means no limit on that side, so every step is allowed there.
 * Both lists include the step that brackets each bound, so a car priced exactly at min or max can
 * always be selected.
 */

/** A bound that limits nothing when it is missing or not finite. */
function bound(value: number | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * Options of the 'from' (minimum price) select, spec 5: the steps at or above the nearest step
 * at or below the minimum, and below the next step above the maximum (so a step equal to the
 * maximum is still offered).
 *
 * @example fromPriceOptions(12500, 20000) // £12,000 … £20,000
 * @param min Lowest price on offer; undefined means no lower limit.
 * @param max Highest price on offer (or the chosen 'to'); undefined means no upper limit.
 */
export function fromPriceOptions(min: number | undefined, max: number | undefined): PriceOption[] {
  const lo = bound(min);
  const hi = bound(max);
  // Below the lowest step there is no step at or below the minimum: start from the first step.
  const start = lo === undefined ? undefined : nearestStepAtOrBelow(lo);
  // Above the highest step there is no next step: no upper limit.
  const end = hi === undefined ? undefined : nextStepAbove(hi);
  return priceStepOptions(
    priceSteps.filter((step) => (start === undefined || step >= start) && (end === undefined || step < end)),
  );
}

/**
 * Options of the 'to' (maximum price) select, spec 5: the steps strictly above the minimum, up to
 * and including the next step above the maximum.
 *
 * @example toPriceOptions(12500, 20000) // £13,000 … £25,000
 * @param min Lowest price on offer (or the chosen 'from'); undefined means no lower limit.
 * @param max Highest price on offer; undefined means no upper limit.
 */
export function toPriceOptions(min: number | undefined, max: number | undefined): PriceOption[] {
  const lo = bound(min);
  const hi = bound(max);
  const end = hi === undefined ? undefined : nextStepAbove(hi);
  return priceStepOptions(
    priceSteps.filter((step) => (lo === undefined || step > lo) && (end === undefined || step <= end)),
  );
}
