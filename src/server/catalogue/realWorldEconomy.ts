/**
 * The catalogue's estimated real-world mpg (docs/data-sources.md, "Real-world mpg"): the official
 * WLTP figure divided by 1 + the average gap between official and real-world fuel use for the
 * car's fuel type, with a few points more for heavy, tall body styles. The fuel-type gaps are
 * published averages (EU on-board fuel consumption monitoring, reported by the EEA); the
 * body-style points are our own assumption. Nothing here is a test result: every figure made
 * from this table is an estimate, and the site labels it so.
 *
 * This module is the only place the table lives; the generator (derivatives.ts) uses it.
 */
import type { BodyStyle, FuelType } from '#src/domain/content/types';
import { roundDp } from './text';

/**
 * How much more fuel cars use on the road than in the WLTP test, in percent, by fuel type: the EU
 * on-board fuel consumption monitoring averages for cars first registered in 2021 (petrol 19.8%,
 * diesel 18.2%). No separate average for conventional (self-charging) hybrids is used: they take
 * the petrol figure. Plug-in hybrids (whose gap depends on how often they are charged) and
 * electric cars get no estimate.
 */
export const realWorldGapPercentByFuel: Readonly<Partial<Record<FuelType, number>>> = {
  petrol: 19.8,
  diesel: 18.2,
  hybrid: 19.8,
};

/**
 * Percentage points added to the fuel-type gap by body style: a Kerbside assumption, not a
 * published figure. The European Commission's 2024 report on the real-world gap finds heavier
 * vehicles such as SUVs have a larger gap, without a figure per body style; we add 3 points for
 * the heavy, tall styles and none for the rest.
 */
export const bodyStyleGapPoints: Readonly<Record<BodyStyle, number>> = {
  hatchback: 0,
  saloon: 0,
  estate: 0,
  coupe: 0,
  convertible: 0,
  suv: 3,
  mpv: 3,
  'panel-van': 3,
  'pick-up': 3,
};

/** The real-world gap in percent for a fuel type and body style; null when we make no estimate. */
export function realWorldGapPercent(fuel: FuelType, bodyStyle: BodyStyle): number | null {
  const base = realWorldGapPercentByFuel[fuel];
  return base === undefined ? null : base + (bodyStyleGapPoints[bodyStyle] ?? 0);
}

/**
 * What the official mpg is multiplied by: 1 / (1 + gap). Fuel use and mpg are inverse, so a car
 * that uses 19.8% more fuel returns 1 / 1.198 = 83.5% of its official mpg.
 * @example realWorldMpgFactor('petrol', 'hatchback') // 0.8347...
 * @example realWorldMpgFactor('electric', 'suv') // null
 */
export function realWorldMpgFactor(fuel: FuelType, bodyStyle: BodyStyle): number | null {
  const gap = realWorldGapPercent(fuel, bodyStyle);
  return gap === null ? null : 1 / (1 + gap / 100);
}

/**
 * The estimated real-world mpg of a version, to one decimal place; null without an official
 * figure or for a fuel type we make no estimate for.
 * @example estimatedRealMpg(50, 'petrol', 'hatchback') // 41.7
 * @example estimatedRealMpg(50, 'diesel', 'suv') // 41.3
 */
export function estimatedRealMpg(wltpMpg: number | null, fuel: FuelType, bodyStyle: BodyStyle): number | null {
  const factor = realWorldMpgFactor(fuel, bodyStyle);
  return wltpMpg === null || factor === null ? null : roundDp(wltpMpg * factor, 1);
}
