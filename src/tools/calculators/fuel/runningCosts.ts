/**
 * Running-cost formulas of docs/design/uk-rules.md "Formulas", shared by the real-MPG calculator and the
 * fuel comparison tool: pence per mile for fuel (pence per litre x 4.54609 / mpg) and for
 * electricity (pence per kWh / miles per kWh, blending home and public charging by the
 * visitor's share), and the cost of a year's mileage. Pure functions: no rounding here; the
 * display helpers round once, at the end.
 */

/** Litres in a UK (imperial) gallon. */
export const litresPerGallon = 4.54609;

/**
 * Pence per mile of a fuel car.
 * @example fuelPencePerMile(140, 50) // 12.729052 (140 x 4.54609 / 50)
 */
export function fuelPencePerMile(pencePerLitre: number, mpg: number): number {
  return (pencePerLitre * litresPerGallon) / mpg;
}

/** The charging prices of an electric car and how the charging is split. */
export interface ChargingPrices {
  /** Home electricity, pence per kWh. */
  homePencePerKwh: number;
  /** Public charging, pence per kWh. */
  publicPencePerKwh: number;
  /** Share of charging at home, 0 to 100. */
  homeSharePercent: number;
}

/**
 * The average price of a kWh when `homeSharePercent` of charging is at home and the rest public.
 * @example blendedPencePerKwh({ homePencePerKwh: 7, publicPencePerKwh: 79, homeSharePercent: 80 }) // 21.4
 */
export function blendedPencePerKwh({ homePencePerKwh, publicPencePerKwh, homeSharePercent }: ChargingPrices): number {
  const home = homeSharePercent / 100;
  return homePencePerKwh * home + publicPencePerKwh * (1 - home);
}

/**
 * Pence per mile of an electric car.
 * @example electricPencePerMile({ homePencePerKwh: 7, publicPencePerKwh: 79, homeSharePercent: 80 }, 3.5) // 6.114...
 */
export function electricPencePerMile(prices: ChargingPrices, milesPerKwh: number): number {
  return blendedPencePerKwh(prices) / milesPerKwh;
}

/**
 * The cost in pounds of driving `annualMiles` at `pencePerMile`.
 * @example annualCostPounds(12.729052, 10000) // 1272.9052
 */
export function annualCostPounds(pencePerMile: number, annualMiles: number): number {
  return (pencePerMile * annualMiles) / 100;
}

/**
 * Pence per mile as the pages write it: one decimal place, e.g. '12.7p'.
 * @example pencePerMileText(12.729052) // '12.7p'
 */
export function pencePerMileText(pencePerMile: number): string {
  return `${(Math.round(pencePerMile * 10) / 10).toFixed(1)}p`;
}

/**
 * An annual cost rounded to whole pounds (the pages format it with formatPoundPrice).
 * @example roundPounds(1272.9052) // 1273
 */
export function roundPounds(pounds: number): number {
  return Math.round(pounds);
}
