/**
 * The real-MPG calculator's sums (uk-rules.md "Formulas"): the real-world mpg of a car is the
 * Kerbside tested figure when the catalogue has one, else the official WLTP figure x 0.96
 * (real-world results average about 4% below WLTP), and the result always says which was used.
 * From it come the cost per mile and per year at the visitor's fuel price and mileage, next to
 * what the official figure would promise. Electric cars are costed from their official miles
 * per kWh and the visitor's home/public charging split (no mpg).
 */
import type { FuelType } from '../../../domain/content/types';
import { annualCostPounds, electricPencePerMile, fuelPencePerMile, type ChargingPrices } from '../fuel/runningCosts';

/** Real-world results average about 4% below WLTP. */
export const realWorldFactor = 0.96;

/** Where a real-world mpg came from. */
export type RealMpgSource = 'tested' | 'estimate';

/** A real-world mpg and where it came from. */
export interface RealWorldMpg {
  mpg: number;
  source: RealMpgSource;
}

/**
 * The real-world mpg of a car: its tested figure when there is one, else official x 0.96.
 * @example realWorldMpg(50, 46.2) // { mpg: 46.2, source: 'tested' }
 * @example realWorldMpg(50, null) // { mpg: 48, source: 'estimate' }
 */
export function realWorldMpg(officialMpg: number, testedMpg: number | null): RealWorldMpg {
  if (testedMpg !== null && testedMpg > 0) return { mpg: testedMpg, source: 'tested' };
  return { mpg: officialMpg * realWorldFactor, source: 'estimate' };
}

/** The car the sums are for: one from the catalogue or an official mpg the visitor typed. */
export interface MpgCar {
  /** The car's name as shown, e.g. 'Ford Puma 1.0 EcoBoost 125 Titanium manual'; undefined for a typed figure. */
  name?: string;
  fuelType: FuelType;
  /** Official WLTP combined mpg (null for electric cars). */
  officialMpg: number | null;
  /** Kerbside tested mpg, or null. */
  testedMpg: number | null;
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
  const real = realWorldMpg(car.officialMpg, car.testedMpg);
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
