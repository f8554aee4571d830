/**
 * Finance formulas of docs/design/uk-rules.md, pure so deals, calculators and tests share one version:
 * the PCP monthly payment (an annuity with a balloon, APR as an effective annual rate) and a
 * contract-hire monthly rental built from depreciation, interest and the initial rental.
 */
import { monthlyPayment } from '#src/domain/finance';
import { roundDp } from './text';

export interface PcpInput {
  /** Cash price of the car in pounds. */
  price: number;
  deposit: number;
  /** Manufacturer deposit contribution, if any. */
  depositContribution?: number;
  /** Representative APR in percent, e.g. 8.9. */
  aprPercent: number;
  termMonths: number;
  /** Optional final payment (guaranteed minimum future value). */
  finalPayment: number;
}

/**
 * PCP monthly payment (docs/design/uk-rules.md): P = price - deposit - contribution;
 * r = (1 + APR)^(1/12) - 1; monthly = (P - GMFV / (1 + r)^n) x r / (1 - (1 + r)^-n).
 *
 * @example pcpMonthlyPayment({ price: 30000, deposit: 4500, finalPayment: 12000, termMonths: 48, aprPercent: 8.9 }) // 418.67
 * @returns Pounds and pence, rounded to the penny.
 */
export function pcpMonthlyPayment({
  price,
  deposit,
  depositContribution = 0,
  aprPercent,
  termMonths,
  finalPayment,
}: PcpInput): number {
  if (!(termMonths > 0)) throw new RangeError('termMonths must be positive');
  // The /car-finance calculator's formula, so a deal's monthly price and the calculator agree.
  return monthlyPayment(price - deposit - depositContribution, finalPayment, termMonths, aprPercent);
}

export interface LeaseInput {
  /** Price of the car before VAT, after the leasing company's discount. */
  priceExVat: number;
  termMonths: number;
  /** Initial rental as a multiple of the monthly rental (the 3 of '3+35'). */
  initialRentalMonths: number;
  annualMileage: number;
  /** Share of the price the car is worth at the end of a 36-month, 10,000-mile contract. */
  residualShare36: number;
  /** Yearly funding rate, e.g. 0.05. */
  fundingRate: number;
}

/** Residual share after the term and mileage: about 5 points per extra year, 1.2 per 1,000 miles over 10,000. */
export function residualShare(residualShare36: number, termMonths: number, annualMileage: number): number {
  const byTerm = residualShare36 - ((termMonths - 36) / 12) * 0.06;
  const byMileage = ((annualMileage - 10_000) / 1_000) * 0.012;
  return Math.min(0.8, Math.max(0.15, byTerm - byMileage));
}

/**
 * Business contract hire rental excluding VAT: (depreciation + interest on the average balance)
 * spread over the payments the customer makes (initial multiple + term - 1).
 */
export function leaseMonthlyExVat(input: LeaseInput): number {
  const { priceExVat, termMonths, initialRentalMonths, annualMileage, residualShare36, fundingRate } = input;
  const residual = priceExVat * residualShare(residualShare36, termMonths, annualMileage);
  const depreciation = priceExVat - residual;
  const interest = ((priceExVat + residual) / 2) * fundingRate * (termMonths / 12);
  const payments = initialRentalMonths + termMonths - 1;
  return roundDp((depreciation + interest) / payments, 2);
}

/** Personal contract hire rental: the business rental plus 20 % VAT, to the penny. */
export function withVat(exVat: number): number {
  return roundDp(exVat * 1.2, 2);
}
