import { sharedFieldTexts } from './calculatorTexts';
import {
  class1aExplanation,
  formatPercent,
  formatPounds,
  incomeTaxExplanation,
  joinExplanations,
  marginalRateAssumption,
  sourceLabel,
  type Explanation,
} from './presentation';
import type { ResultFigure } from './ui/ResultFigures';
import type { NilReason, VanInput, VanResult } from './vanTax';

/**
 * A van benefit tax result in words: the headline figures and the "figures used" table with
 * source years, unconfirmed figures and assumptions, for VanTaxCalculator and for tests.
 */

/** Why a benefit is nil, in words. */
export const nilReasonText: Readonly<Record<NilReason, string>> = {
  'zero-emission': 'Nil: zero-emission van',
  restricted: 'Nil: private use restricted to commuting',
  'no-free-fuel': 'Nil: your employer does not pay for private fuel',
};

/** The headline figures. */
export function vanHeadline(result: VanResult): ResultFigure[] {
  return [
    { label: 'Tax per month', value: formatPounds(result.taxPerMonth) },
    { label: 'Tax per year', value: formatPounds(result.taxPerYear) },
    { label: 'Taxable benefit', value: formatPounds(result.benefit) },
    { label: 'Marginal rate', value: formatPercent(result.marginal.rate) },
  ];
}

/** The full explanation of a result. */
export function vanExplanation(input: VanInput, result: VanResult): Explanation {
  const { year, figures } = result;
  const rates = sourceLabel(year, 'rates');
  const benefits: Explanation = {
    rows: [
      {
        label: 'Van benefit (flat rate)',
        value: formatPounds(figures.benefit.value),
        source: rates,
        unconfirmed: figures.benefit.unconfirmed,
      },
      {
        label: 'Van benefit charged',
        value: formatPounds(result.vanBenefit),
        source: result.vanBenefitNil ? nilReasonText[result.vanBenefitNil] : rates,
      },
      {
        label: 'Van fuel benefit (flat rate)',
        value: formatPounds(figures.fuelBenefit.value),
        source: rates,
        unconfirmed: figures.fuelBenefit.unconfirmed,
      },
      {
        label: 'Van fuel benefit charged',
        value: formatPounds(result.fuelBenefit),
        source: result.fuelBenefitNil ? nilReasonText[result.fuelBenefitNil] : rates,
      },
      { label: 'Taxable benefit', value: formatPounds(result.benefit), source: sharedFieldTexts.source.calculated },
    ],
    unconfirmed: [],
    assumptions: [],
  };
  const tax: Explanation = {
    rows: [
      { label: 'Van benefit tax per year', value: formatPounds(result.taxPerYear), source: 'Benefit x marginal rate' },
      { label: 'Van benefit tax per month', value: formatPounds(result.taxPerMonth), source: 'Per year ÷ 12' },
    ],
    unconfirmed: [],
    assumptions: [marginalRateAssumption],
  };
  return joinExplanations(
    benefits,
    incomeTaxExplanation(year, input.salary, input.region, result.incomeTax, result.marginal),
    tax,
    class1aExplanation(year, result.class1aRate, result.class1a),
  );
}
