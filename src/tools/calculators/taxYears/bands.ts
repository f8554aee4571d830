import type { Co2Band, IncomeTaxBand, RangeBand } from './types';

/**
 * Helpers that write the regular parts of the BiK table (docs/design/uk-rules.md) so the year modules stay
 * readable: the 1-50 g/km range bands in table order, and the "+1 per 5 g/km" run from 85 to
 * 154 g/km. They only build data; they hold no figures of their own.
 */

/** The 1-50 g/km bands from the five table cells: 130+, 70-129, 40-69, 30-39, under 30 miles. */
export function rangeBands(
  from130: number,
  from70: number,
  from40: number,
  from30: number,
  under30: number,
): readonly RangeBand[] {
  return [
    { minRange: 130, percent: from130 },
    { minRange: 70, percent: from70 },
    { minRange: 40, percent: from40 },
    { minRange: 30, percent: from30 },
    { minRange: 0, percent: under30 },
  ];
}

/**
 * The bands of 51 g/km and over: the seven cells 51-54 to 80-84, then 85-89 ... 150-154 rising
 * by one point per 5 g/km from `from85`, then 155+.
 */
export function co2Bands(upTo84: readonly number[], from85: number, from155: number): readonly Co2Band[] {
  const starts = [51, 55, 60, 65, 70, 75, 80];
  if (upTo84.length !== starts.length) throw new Error('co2Bands needs the seven cells from 51-54 to 80-84');
  const low = starts.map((minCo2, index) => ({ minCo2, percent: upTo84[index] ?? 0 }));
  const steps = Array.from({ length: 14 }, (_, step) => ({ minCo2: 85 + step * 5, percent: from85 + step }));
  return [...low, ...steps, { minCo2: 155, percent: from155 }];
}

/** England, Wales and Northern Ireland bands for 2025/26 and 2026/27 (above the personal allowance). */
export const restOfUkBands: readonly IncomeTaxBand[] = [
  { name: 'Basic rate', upTo: 50_270, rate: 20 },
  { name: 'Higher rate', upTo: 125_140, rate: 40 },
  { name: 'Additional rate', upTo: null, rate: 45 },
];

/** Scottish bands from the starter and basic rate limits (the upper bands are the same both years). */
export function scottishBands(starterTo: number, basicTo: number): readonly IncomeTaxBand[] {
  return [
    { name: 'Starter rate', upTo: starterTo, rate: 19 },
    { name: 'Basic rate', upTo: basicTo, rate: 20 },
    { name: 'Intermediate rate', upTo: 43_662, rate: 21 },
    { name: 'Higher rate', upTo: 75_000, rate: 42 },
    { name: 'Advanced rate', upTo: 125_140, rate: 45 },
    { name: 'Top rate', upTo: null, rate: 48 },
  ];
}
