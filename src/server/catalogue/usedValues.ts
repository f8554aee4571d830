/**
 * Used-car values: what a car is worth from its price new, age, mileage, fuel and quality.
 * Shared by used-car adverts and used reviews so both quote the same prices.
 */
import type { FuelType } from '#src/domain/content/types';
import { clamp, roundTo } from './text';

/** Average UK mileage a year, used to judge whether a car has done many miles for its age. */
export const AVERAGE_ANNUAL_MILES = 9000;

/**
 * Trade-retail value in pounds: about 12 % lost by a nearly new car, 18 % in the first year and
 * 13 % a year after, electric cars a little faster; each mile over average costs 3.5p.
 */
export function usedValue(otr: number, ageYears: number, mileage: number, fuel: FuelType, quality: number): number {
  const age = Math.max(0, ageYears);
  let value = otr * (age < 1 ? 0.88 - 0.06 * age : 0.82 * Math.pow(0.87, age - 1));
  if (fuel === 'electric') value *= Math.pow(0.93, age);
  value *= 0.95 + 0.1 * quality;
  value -= (mileage - AVERAGE_ANNUAL_MILES * age) * 0.035;
  return clamp(value, Math.max(1500, otr * 0.08), otr * 0.95);
}

/** An advert price: to the £100 less £5 (£18,495), as dealers price. */
export function advertPrice(value: number): number {
  return Math.max(995, roundTo(value, 100) - 5);
}
