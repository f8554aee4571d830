/**
 * Money arithmetic for the tax calculators in whole pence, so 'P11D x BiK % x rate' gives the
 * same pence on every run and in every test (no 0.1 + 0.2 drift). Rounding is to the nearest
 * penny at each step the result shows (benefit, tax per year, tax per month).
 */

/** Pounds to whole pence. */
export const toPence = (pounds: number) => Math.round(pounds * 100);

/** Whole pence to pounds. */
export const toPounds = (pence: number) => pence / 100;

/** A percentage of an amount in pence, to the nearest penny. */
export const percentOf = (pence: number, percent: number) => Math.round((pence * percent) / 100);

/** An annual amount in pence per month, to the nearest penny. */
export const perMonth = (pence: number) => Math.round(pence / 12);
