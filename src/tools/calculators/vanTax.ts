import { marginalRate, type MarginalRate, type Region } from './incomeTax';
import { percentOf, perMonth, toPence, toPounds } from './money';
import { figureFor, taxYearData, type Sourced } from './taxYears/taxYears';
import type { Flagged, IncomeTaxRules, TaxYearData, TaxYearId, VanFigures } from './taxYears/types';

/**
 * Van benefit tax (docs/design/uk-rules.md "Van benefit"): a flat van benefit, plus a flat van fuel benefit
 * when the employer pays for private fuel, taxed at the driver's marginal rate. A zero-emission
 * van has a nil van benefit (and no fuel benefit: electricity is not fuel); a van whose private
 * use is restricted (broadly commuting only) has a nil charge. The employer pays Class 1A
 * National Insurance on the benefits.
 */

/** What the visitor tells the calculator. */
export interface VanInput {
  /** The tax year (one with van figures). */
  year: TaxYearId;
  /** The van is zero-emission. */
  zeroEmission: boolean;
  /** Private use is restricted to commuting and insignificant other use. */
  restrictedPrivateUse: boolean;
  /** The employer pays for private fuel. */
  freeFuel: boolean;
  /** Where the driver pays income tax. */
  region: Region;
  /** Annual salary before tax, pounds. */
  salary: number;
}

/** Why a benefit is nil, when it is. */
export type NilReason = 'zero-emission' | 'restricted' | 'no-free-fuel';

/** The answer, with every figure it used. */
export interface VanResult {
  /** The tax year. */
  year: TaxYearData;
  /** The year's van figures. */
  figures: VanFigures;
  /** The van benefit charged, pounds. */
  vanBenefit: number;
  /** Why the van benefit is nil. */
  vanBenefitNil?: NilReason;
  /** The van fuel benefit charged, pounds. */
  fuelBenefit: number;
  /** Why the fuel benefit is nil. */
  fuelBenefitNil?: NilReason;
  /** Total taxable benefit, pounds. */
  benefit: number;
  /** Income tax bands used and their source year. */
  incomeTax: Sourced<IncomeTaxRules>;
  /** The marginal rate used. */
  marginal: MarginalRate;
  /** Tax per year, pounds. */
  taxPerYear: number;
  /** Tax per month, pounds. */
  taxPerMonth: number;
  /** The employer's Class 1A rate and source year. */
  class1aRate: Sourced<Flagged<number>>;
  /** The employer's Class 1A National Insurance per year, pounds. */
  class1a: number;
}

export function calculateVanTax(input: VanInput): VanResult {
  const year = taxYearData(input.year);
  if (!year.van) throw new Error(`No van figures for ${year.label}`);
  const incomeTax = figureFor(input.year, (data) => data.incomeTax);
  const class1aRate = figureFor(input.year, (data) => data.class1aRate);
  if (!incomeTax || !class1aRate) throw new Error(`Missing income tax or Class 1A figures for ${year.label}`);

  const vanBenefitNil: NilReason | undefined = input.restrictedPrivateUse
    ? 'restricted'
    : input.zeroEmission
      ? 'zero-emission'
      : undefined;
  const fuelBenefitNil: NilReason | undefined = input.restrictedPrivateUse
    ? 'restricted'
    : input.zeroEmission
      ? 'zero-emission'
      : input.freeFuel
        ? undefined
        : 'no-free-fuel';
  const vanPence = vanBenefitNil ? 0 : toPence(year.van.benefit.value);
  const fuelPence = fuelBenefitNil ? 0 : toPence(year.van.fuelBenefit.value);
  const marginal = marginalRate(input.salary, incomeTax.value, input.region);
  const taxPence = percentOf(vanPence + fuelPence, marginal.rate);
  return {
    year,
    figures: year.van,
    vanBenefit: toPounds(vanPence),
    vanBenefitNil,
    fuelBenefit: toPounds(fuelPence),
    fuelBenefitNil,
    benefit: toPounds(vanPence + fuelPence),
    incomeTax,
    marginal,
    taxPerYear: toPounds(taxPence),
    taxPerMonth: toPounds(perMonth(taxPence)),
    class1aRate,
    class1a: toPounds(percentOf(vanPence + fuelPence, class1aRate.value.value)),
  };
}
