import type { IncomeTaxBand, IncomeTaxRules } from './taxYears/types';

/**
 * The driver's marginal income tax rate: the rate on the next pound of salary (docs/design/uk-rules.md
 * "Income tax"). Up to the personal allowance it is 0 %; then the region's band. Between the
 * taper threshold (GBP 100,000) and the point the allowance is gone (GBP 125,140) each extra
 * pound also removes 50p of allowance, so the band's rate is charged on 1.5 times it: 60 % in
 * England, Wales and Northern Ireland (40 % x 1.5), 67.5 % in Scotland (45 % x 1.5).
 */

/** Where the driver pays income tax. */
export const regions = ['ruk', 'scotland'] as const;
export type Region = (typeof regions)[number];

/** A marginal rate and how it was reached. */
export interface MarginalRate {
  /** The rate in percent (e.g. 60 in the taper). */
  rate: number;
  /** The band's own rate before the taper. */
  bandRate: number;
  /** The band's name ('Personal allowance', 'Higher rate', ...). */
  band: string;
  /** True when the salary is in the personal allowance taper. */
  tapered: boolean;
}

/** The income at which the personal allowance has gone completely. */
export function allowanceGoneAt(rules: IncomeTaxRules): number {
  return rules.taperThreshold + rules.personalAllowance / rules.taperRatio;
}

/** The bands of a region. */
export function regionBands(rules: IncomeTaxRules, region: Region): readonly IncomeTaxBand[] {
  return region === 'scotland' ? rules.scotland.value : rules.restOfUk.value;
}

/** The marginal rate on a salary (the rate on the pound after it). */
export function marginalRate(salary: number, rules: IncomeTaxRules, region: Region): MarginalRate {
  const tapered = salary >= rules.taperThreshold && salary < allowanceGoneAt(rules);
  if (salary < rules.personalAllowance) return { rate: 0, bandRate: 0, band: 'Personal allowance', tapered: false };
  const bands = regionBands(rules, region);
  const band = bands.find((candidate) => candidate.upTo === null || salary < candidate.upTo) ?? bands.at(-1);
  if (!band) throw new Error('Income tax rules need at least one band');
  const rate = tapered ? band.rate * (1 + rules.taperRatio) : band.rate;
  return { rate, bandRate: band.rate, band: band.name, tapered };
}
