/**
 * Prices and figures by class and fuel: list-price steps, CO2 and WLTP mpg, electric range and
 * efficiency, P11D value, insurance group, 0-62mph, top speed, and the What Car?-style class
 * label. Formulas are calibrated on real cars (a Golf 1.5 TSI 150 Life: about £28,400, 132g/km,
 * 51mpg, group 20, 8.8sec) and clamped to the ranges the calculators expect.
 */
import type { BodyStyle, FuelType } from '#src/domain/content/types';
import type { EngineDef } from './engines';
import type { MakeTier } from './ukMakes';
import type { Segment } from './segments';
import { bodyAdjust, isCommercial, segmentProfiles } from './segments';
import { clamp, roundDp } from './text';

/** Grams of CO2 per litre burnt x litres per 100 km per UK mpg: mpg = factor / (g/km). */
const mpgFactor = { petrol: 6760, diesel: 7490 } as const;

/** The DVLA first registration fee, part of every on-the-road price but not of the P11D value. */
export const FIRST_REGISTRATION_FEE = 55;

/** First-year VED bands of 2026/27 by CO2 (docs/design/uk-rules.md): [upper bound of the band, rate]. */
const vedFirstYearBands: readonly (readonly [number, number])[] = [
  [0, 10],
  [50, 115],
  [75, 135],
  [90, 280],
  [100, 365],
  [110, 405],
  [130, 455],
  [150, 560],
  [170, 1410],
  [190, 2270],
  [225, 3420],
  [255, 4850],
  [Infinity, 5690],
];

/** First-year VED (2026/27) of a car; diesels that miss RDE2 pay the next band up (docs/design/uk-rules.md). */
export function vedFirstYear(co2: number, fuel: FuelType, rde2: boolean): number {
  let band = vedFirstYearBands.findIndex(([upper]) => co2 <= upper);
  if (fuel === 'diesel' && !rde2) band = Math.min(band + 1, vedFirstYearBands.length - 1);
  return (vedFirstYearBands[band] as readonly [number, number])[1];
}

/** P11D value: the on-the-road price less first-year VED and the registration fee. */
export function p11dFromOtr(otr: number, co2: number, fuel: FuelType, rde2: boolean): number {
  return otr - vedFirstYear(co2, fuel, rde2) - FIRST_REGISTRATION_FEE;
}

/** Power band of a class for a fuel: electric motors run up to 1.6 x the class's usual top. */
export function powerBand(segment: Segment, fuel: FuelType): readonly [number, number] {
  const [low, high] = segmentProfiles[segment].powerPs;
  return fuel === 'electric' ? [low, Math.round(high * 1.6)] : [low, high];
}

/** Whether an engine can have a manual gearbox in this class (UK price lists: small petrol and diesel). */
export function manualAvailable(engine: EngineDef, segment: Segment, tier: MakeTier): boolean {
  if (engine.fuel !== 'petrol' && engine.fuel !== 'diesel' && !engine.mild) return false;
  if (engine.mild && engine.ps > 150) return false;
  if (segment === 'sports') return engine.ps < 500 && tier !== 'exotic';
  if (tier === 'premium' || tier === 'luxury' || tier === 'exotic') return segment === 'small' && engine.ps < 180;
  if (isCommercial(segment)) return engine.fuel === 'diesel' || engine.fuel === 'petrol';
  return segment !== 'large' && segment !== 'exec' && engine.ps <= 200;
}

/** Extra list price of the fuel over the model's cheapest fuel, as a share of the entry price. */
export function fuelPremiumShare(fuel: FuelType, mild: boolean, onlyFuel: boolean): number {
  if (onlyFuel) return 0;
  switch (fuel) {
    case 'diesel':
      return 0.05;
    case 'hybrid':
      return mild ? 0.02 : 0.07;
    case 'plug-in-hybrid':
      return 0.2;
    case 'electric':
      return 0.28;
    default:
      return 0;
  }
}

/** Kerb weight in kg of a version (class, body and fuel; batteries are heavy). */
export function kerbWeight(segment: Segment, bodyStyle: BodyStyle, engine: EngineDef): number {
  const profile = segmentProfiles[segment];
  const fuelExtra =
    engine.fuel === 'electric'
      ? 150 + (engine.kwh ?? 60) * 4
      : engine.fuel === 'plug-in-hybrid'
        ? 220
        : engine.fuel === 'hybrid'
          ? engine.mild
            ? 20
            : 70
          : 0;
  const powerExtra = Math.max(0, engine.ps - profile.powerPs[0]) * 0.6;
  return Math.round(profile.weightKg + bodyAdjust[bodyStyle].weightKg + fuelExtra + powerExtra);
}

/** CO2 in g/km of a fuel-burning version; `noise` is a small deterministic offset in g/km. */
export function co2For(
  segment: Segment,
  bodyStyle: BodyStyle,
  engine: EngineDef,
  automatic: boolean,
  trimIndex: number,
  noise: number,
): number {
  const profile = segmentProfiles[segment];
  const fuelFactor = engine.fuel === 'diesel' ? 0.88 : engine.fuel === 'hybrid' ? (engine.mild ? 0.94 : 0.76) : 1;
  const base = profile.co2Base * bodyAdjust[bodyStyle].co2Factor;
  const power = Math.max(0, engine.ps - profile.powerPs[0]) * 0.16;
  // Bigger wheels on higher trims cost a gram or two; automatics of this kind a few more.
  const extras = (automatic && !engine.mild && engine.fuel !== 'hybrid' ? 3 : 0) + trimIndex * 1.5;
  return Math.max(85, Math.round((base + power) * fuelFactor + extras + noise));
}

/** Plug-in hybrid CO2: 20-45 g/km, heavier cars at the top. */
export function phevCo2(weightKg: number, noise: number): number {
  return Math.round(clamp(14 + weightKg / 110 + noise, 20, 45));
}

/** Official WLTP combined mpg from CO2 (null for electric cars). */
export function wltpMpgFromCo2(co2: number, fuel: FuelType): number | null {
  if (fuel === 'electric' || co2 <= 0) return null;
  const factor = fuel === 'diesel' ? mpgFactor.diesel : mpgFactor.petrol;
  return roundDp(factor / co2, 1);
}

/** Electric efficiency in miles per kWh by class (smaller and lower cars go further). */
export function milesPerKwhFor(segment: Segment, bodyStyle: BodyStyle, ps: number, noise: number): number {
  const byClass: Record<Segment, number> = {
    city: 4.3,
    small: 4.2,
    family: 4.0,
    large: 3.5,
    exec: 4.1,
    luxury: 3.4,
    sports: 3.7,
    super: 3.1,
    'small-van': 3.4,
    'medium-van': 2.9,
    'large-van': 2.4,
    pickup: 2.2,
  };
  const bodyPenalty = bodyStyle === 'suv' || bodyStyle === 'mpv' ? 0.2 : 0;
  const value = byClass[segment] - bodyPenalty - Math.max(0, ps - 200) * 0.0012 + noise;
  return isCommercial(segment) ? roundDp(clamp(value, 2, 4), 1) : roundDp(clamp(value, 3, 4.5), 1);
}

/** Official electric range in miles: cars 200-400, vans and pick-ups 100-260. */
export function electricRangeFor(segment: Segment, batteryKwh: number, milesPerKwh: number): number {
  const range = Math.round(batteryKwh * milesPerKwh);
  return isCommercial(segment) ? clamp(range, 100, 260) : clamp(range, 200, 400);
}

/** Plug-in hybrid electric range in miles (25-70). */
export function phevRangeFor(batteryKwh: number, weightKg: number): number {
  return Math.round(clamp(batteryKwh * 3 - (weightKg - 1600) / 120, 25, 70));
}

/** Insurance group 1-50: rises with power and price (calibrated: 79PS city car ~8, Golf 150 ~20). */
export function insuranceGroupFor(ps: number, otr: number, commercial: boolean, noise: number): number {
  const group = -5 + 24 * Math.log(Math.max(ps, 40) / 50) + (otr - 30000) / 12000 + noise - (commercial ? 3 : 0);
  return Math.round(clamp(group, 1, 50));
}

/** Four-wheel drive, from the names manufacturers use. */
export function isAllWheelDrive(name: string): boolean {
  return /quattro|xDrive|AWD|All4|4Matic|4x4|4xe|e-4orce|Dual Motor|Twin Motor|Q4|AllGrip|^4S? /.test(name);
}

/** 0-62mph in seconds from the power-to-weight ratio. */
export function zeroToSixtyTwoFor(weightKg: number, bhp: number, electric: boolean, awd: boolean): number {
  const base = 1.47 * Math.pow(weightKg / Math.max(bhp, 30), 0.8);
  const launch = (electric ? 0.82 : 1) * (awd ? 0.93 : 1);
  return roundDp(clamp(base * launch, 2.1, 20), 1);
}

/** Top speed in mph; electric cars and German executives are limited, vans governed. */
export function topSpeedFor(segment: Segment, bhp: number, fuel: FuelType, noise: number): number {
  let speed = 27 * Math.pow(Math.max(bhp, 40), 0.33) + noise;
  if (fuel === 'electric') {
    const caps: Partial<Record<Segment, number>> = { city: 93, small: 100, family: 112, pickup: 100 };
    speed = Math.min(speed, caps[segment] ?? (segment === 'super' ? 200 : 155));
  }
  // German executives and most fast family cars are limited to 155mph; big SUVs run out of breath sooner.
  if (segment === 'exec' || segment === 'luxury' || segment === 'family' || segment === 'small')
    speed = Math.min(speed, 155);
  if (segment === 'large') speed = Math.min(speed, 180);
  if (segment === 'super' || segment === 'sports') speed = Math.min(speed, 211);
  if (segment === 'small-van' || segment === 'medium-van' || segment === 'large-van') speed = Math.min(speed, 100);
  if (segment === 'pickup') speed = Math.min(speed, 112);
  return Math.round(speed);
}

/** The class label used in comparisons ('Family SUV', 'Executive car', 'Medium van'). */
export function wcCategoryFor(segment: Segment, bodyStyle: BodyStyle): string {
  if (segment === 'small-van') return 'Small van';
  if (segment === 'medium-van') return 'Medium van';
  if (segment === 'large-van') return 'Large van';
  if (segment === 'pickup') return 'Pick-up';
  switch (bodyStyle) {
    case 'suv':
      if (segment === 'small' || segment === 'city') return 'Small SUV';
      if (segment === 'family') return 'Family SUV';
      if (segment === 'luxury' || segment === 'super') return 'Luxury SUV';
      return 'Large SUV';
    case 'estate':
      return segment === 'exec' || segment === 'luxury' ? 'Executive estate car' : 'Estate car';
    case 'mpv':
      return segment === 'luxury' ? 'Luxury MPV' : 'MPV';
    case 'coupe':
      return segment === 'sports' || segment === 'super' ? 'Sports car' : 'Coupe';
    case 'convertible':
      return 'Convertible';
    default:
      break;
  }
  const byClass: Partial<Record<Segment, string>> = {
    city: 'City car',
    small: 'Small car',
    family: 'Family car',
    large: 'Executive car',
    exec: 'Executive car',
    luxury: 'Luxury car',
    sports: 'Sports car',
    super: 'Sports car',
  };
  return byClass[segment] ?? 'Family car';
}

/** Default door count of a body style. */
export function doorsFor(bodyStyle: BodyStyle): number {
  switch (bodyStyle) {
    case 'saloon':
    case 'panel-van':
    case 'pick-up':
      return 4;
    case 'coupe':
    case 'convertible':
      return 2;
    default:
      return 5;
  }
}
