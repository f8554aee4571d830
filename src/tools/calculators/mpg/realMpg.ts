/**
 * The real-MPG calculator's sums (docs/design/uk-rules.md "Formulas"). The real-world mpg of a car is always an
 * estimate, and the result says which one was used: the catalogue's figure when it has one (the
 * official WLTP figure x the published real-world factor for the car's fuel type and body style,
 * src/server/catalogue/realWorldEconomy.ts and docs/data-sources.md; the catalogue holds no test
 * results, and using its figure keeps the calculator in line with the review and spec pages), else
 * the official WLTP figure x 0.96, the flat allowance of docs/design/uk-rules.md (typed figures and plug-in
 * hybrids). From it come the cost per mile and per year at the visitor's fuel price and mileage,
 * next to what the official figure would promise. Electric cars are costed from their official
 * miles per kWh and the visitor's home/public charging split (no mpg).
 */
import type { FuelType } from '#src/domain/content/types';
import { annualCostPounds, electricPencePerMile, fuelPencePerMile, type ChargingPrices } from '../fuel/runningCosts';

/** The flat allowance for a car the catalogue has no estimate for: official WLTP x 0.96 (docs/design/uk-rules.md). */
export const flatRealWorldFactor = 0.96;

/** Which estimate a real-world mpg is: the catalogue's (fuel type and body style) or the flat allowance. */
export type RealMpgSource = 'catalogue' | 'flat';

/** A real-world mpg and which estimate it is. */
export interface RealWorldMpg {
  mpg: number;
  source: RealMpgSource;
}

/**
 * The real-world mpg of a car: the catalogue's estimate when there is one, else official x 0.96.
 * @example realWorldMpg(50, 41.7) // { mpg: 41.7, source: 'catalogue' }
 * @example realWorldMpg(50, null) // { mpg: 48, source: 'flat' }
 */
export function realWorldMpg(officialMpg: number, estimatedMpg: number | null): RealWorldMpg {
  if (estimatedMpg !== null && estimatedMpg > 0) return { mpg: estimatedMpg, source: 'catalogue' };
  return { mpg: officialMpg * flatRealWorldFactor, source: 'flat' };
}

/** The car the sums are for: one from the catalogue or an official mpg the visitor typed. */
export interface MpgCar {
  /** The car's name as shown, e.g. 'Ford Puma 1.0 EcoBoost 125 Titanium manual'; undefined for a typed figure. */
  name?: string;
  fuelType: FuelType;
  /** Official WLTP combined mpg (null for electric cars). */
  officialMpg: number | null;
  /** The catalogue's estimated real-world mpg (Derivative.realMpg), or null. */
  estimatedMpg: number | null;
  /** Official miles per kWh (electric), or null. */
  milesPerKwh: number | null;
}

/** The visitor's driving and prices. */
export interface MpgDriving {
  annualMiles: number;
  /** Pence per litre of the car's fuel. */
  pencePerLitre: number;
  charging: ChargingPrices;
}

/** The result for a fuel car. */
export interface FuelMpgResult {
  kind: 'fuel';
  realMpg: number;
  source: RealMpgSource;
  officialMpg: number;
  pencePerMile: number;
  annualCost: number;
  officialPencePerMile: number;
  officialAnnualCost: number;
  /** How much more a year the real figure costs than the official one (pounds). */
  extraAnnualCost: number;
  /** The real figure against the official one, in percent (negative = below official). */
  differencePercent: number;
}

/** The result for an electric car. */
export interface ElectricMpgResult {
  kind: 'electric';
  milesPerKwh: number;
  /** Blended pence per kWh. */
  pencePerMile: number;
  annualCost: number;
}

/** What the calculator can say: a result, or why not. */
export type MpgResult = FuelMpgResult | ElectricMpgResult | { kind: 'no-figure' };

/** The calculator's result for a car and the visitor's driving. */
export function mpgResult(car: MpgCar, driving: MpgDriving): MpgResult {
  if (car.fuelType === 'electric') {
    if (car.milesPerKwh === null || car.milesPerKwh <= 0) return { kind: 'no-figure' };
    const pencePerMile = electricPencePerMile(driving.charging, car.milesPerKwh);
    return {
      kind: 'electric',
      milesPerKwh: car.milesPerKwh,
      pencePerMile,
      annualCost: annualCostPounds(pencePerMile, driving.annualMiles),
    };
  }
  if (car.officialMpg === null || car.officialMpg <= 0) return { kind: 'no-figure' };
  const real = realWorldMpg(car.officialMpg, car.estimatedMpg);
  const pencePerMile = fuelPencePerMile(driving.pencePerLitre, real.mpg);
  const officialPencePerMile = fuelPencePerMile(driving.pencePerLitre, car.officialMpg);
  const annualCost = annualCostPounds(pencePerMile, driving.annualMiles);
  const officialAnnualCost = annualCostPounds(officialPencePerMile, driving.annualMiles);
  return {
    kind: 'fuel',
    realMpg: real.mpg,
    source: real.source,
    officialMpg: car.officialMpg,
    pencePerMile,
    annualCost,
    officialPencePerMile,
    officialAnnualCost,
    extraAnnualCost: annualCost - officialAnnualCost,
    differencePercent: (real.mpg / car.officialMpg - 1) * 100,
  };
}

/**
 * An mpg as the pages write it: one decimal place, dropping '.0'.
 * @example mpgText(48) // '48'
 * @example mpgText(46.24) // '46.2'
 */
export function mpgText(mpg: number): string {
  return String(Math.round(mpg * 10) / 10);
}
