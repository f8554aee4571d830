import { bikPercentage, type BikCar, type BikResult } from './bik';
import { marginalRate, type MarginalRate, type Region } from './incomeTax';
import { percentOf, perMonth, toPence, toPounds } from './money';
import { figureFor, taxYearData, type Sourced } from './taxYears/taxYears';
import type { Flagged, IncomeTaxRules, TaxYearData, TaxYearId } from './taxYears/types';

/**
 * Company car tax (docs/design/uk-rules.md): taxable benefit = P11D list price x BiK %; tax = benefit x the
 * driver's marginal income tax rate, per year and per month. When the employer pays for private
 * fuel, the car fuel benefit (multiplier x BiK %, nil for electric cars: electricity is not fuel)
 * is taxed at the same rate. The employer pays Class 1A National Insurance on the benefits.
 * Figures a year does not publish yet come from the latest earlier year, which is reported.
 */

/** What the visitor tells the calculator. */
export interface CompanyCarInput extends BikCar {
  /** The tax year. */
  year: TaxYearId;
  /** The P11D list price in pounds. */
  listPrice: number;
  /** Where the driver pays income tax. */
  region: Region;
  /** Annual salary before tax, in pounds. */
  salary: number;
  /** Whether the employer pays for private fuel. */
  freeFuel: boolean;
}

/** The car fuel benefit part of a result. */
export interface FuelBenefitResult {
  /** The multiplier used and its source year. */
  multiplier: Sourced<Flagged<number>>;
  /** The taxable fuel benefit in pounds (0 for an electric car). */
  benefit: number;
  /** Tax on it per year, in pounds. */
  taxPerYear: number;
}

/** The answer, with every figure it used. */
export interface CompanyCarResult {
  /** The tax year asked for. */
  year: TaxYearData;
  /** The BiK percentage and how it was reached (always from the year asked for). */
  bik: BikResult;
  /** The maximum BiK percentage of the year (for the unconfirmed flag when the cap bit). */
  maximum: Flagged<number>;
  /** Taxable benefit of the car: list price x BiK %, pounds. */
  benefit: number;
  /** The income tax bands used and their source year. */
  incomeTax: Sourced<IncomeTaxRules>;
  /** The marginal rate used. */
  marginal: MarginalRate;
  /** Company car tax per year, pounds. */
  taxPerYear: number;
  /** Company car tax per month, pounds. */
  taxPerMonth: number;
  /** The fuel benefit, when the employer pays for private fuel. */
  fuel?: FuelBenefitResult;
  /** Car plus fuel tax per year, pounds. */
  totalPerYear: number;
  /** Car plus fuel tax per month, pounds. */
  totalPerMonth: number;
  /** The employer's Class 1A rate and source year. */
  class1aRate: Sourced<Flagged<number>>;
  /** The employer's Class 1A National Insurance on the benefits per year, pounds. */
  class1a: number;
}

/** A figure a year must have (directly or from an earlier year). */
function required<T>(id: TaxYearId, name: string, pick: (year: TaxYearData) => T | undefined): Sourced<T> {
  const found = figureFor(id, pick);
  if (!found) throw new Error(`No ${name} for ${id} or any earlier year`);
  return found;
}

export function calculateCompanyCarTax(input: CompanyCarInput): CompanyCarResult {
  const year = taxYearData(input.year);
  const bik = bikPercentage(input, year);
  const incomeTax = required(input.year, 'income tax bands', (data) => data.incomeTax);
  const marginal = marginalRate(input.salary, incomeTax.value, input.region);
  const benefitPence = percentOf(toPence(input.listPrice), bik.percent);
  const taxPence = percentOf(benefitPence, marginal.rate);

  let fuel: FuelBenefitResult | undefined;
  let fuelBenefitPence = 0;
  let fuelTaxPence = 0;
  if (input.freeFuel) {
    const multiplier = required(input.year, 'car fuel benefit multiplier', (data) => data.carFuelMultiplier);
    fuelBenefitPence = input.fuel === 'electric' ? 0 : percentOf(toPence(multiplier.value.value), bik.percent);
    fuelTaxPence = percentOf(fuelBenefitPence, marginal.rate);
    fuel = { multiplier, benefit: toPounds(fuelBenefitPence), taxPerYear: toPounds(fuelTaxPence) };
  }

  const class1aRate = required(input.year, 'Class 1A rate', (data) => data.class1aRate);
  const totalPence = taxPence + fuelTaxPence;
  return {
    year,
    bik,
    maximum: year.bik.maximum,
    benefit: toPounds(benefitPence),
    incomeTax,
    marginal,
    taxPerYear: toPounds(taxPence),
    taxPerMonth: toPounds(perMonth(taxPence)),
    fuel,
    totalPerYear: toPounds(totalPence),
    totalPerMonth: toPounds(perMonth(totalPence)),
    class1aRate,
    class1a: toPounds(percentOf(benefitPence + fuelBenefitPence, class1aRate.value.value)),
  };
}
