/**
 * Default fuel and energy prices and typical real-world efficiencies for the running-cost tools,
 * as one dated data module (docs/design/uk-rules.md "Fuel and energy"): a new set of prices is a data change
 * here, and the pages show `energyPricesAsOf` next to every default. Every price is a default
 * only: the visitor can change each one.
 */

/** The date the default prices were set (ISO), shown on the pages as "Default prices as of ...". */
export const energyPricesAsOf = '2026-04-01';

/** Default prices in pence. */
export const defaultEnergyPrices = {
  /** Petrol, pence per litre (typical 135-140p). */
  petrolPencePerLitre: 138,
  /** Diesel, pence per litre (typical 143-147p). */
  dieselPencePerLitre: 145,
  /** Home electricity, pence per kWh: the Ofgem price cap for April to June 2026. */
  homePencePerKwh: 24.67,
  /** Public rapid charging, pence per kWh (typical 77-80p). */
  publicPencePerKwh: 79,
  /** Share of charging done at home, percent. */
  homeSharePercent: 80,
} as const;

/** A short note on where the defaults come from, shown under the price fields. */
export const energyPricesSource =
  'Typical UK pump prices, the April to June 2026 home electricity price cap and typical public rapid charging prices. Off-peak electric car tariffs can be about 7p per kWh.';

/**
 * Round starting figures for a mid-sized car per fuel, used as the fuel comparison tool's
 * defaults; set by hand, not test results. For comparison, the catalogue's estimated real-world
 * mpg of family cars (docs/data-sources.md) averages about 41.5 petrol, 51.8 diesel and 45.3 hybrid.
 */
export const typicalEfficiency = {
  /** Petrol, miles per gallon. */
  petrolMpg: 42,
  /** Diesel, miles per gallon. */
  dieselMpg: 48,
  /** Petrol hybrid, miles per gallon. */
  hybridMpg: 52,
  /** Electric, miles per kWh. */
  electricMilesPerKwh: 3.5,
} as const;

/** Default annual mileage (about the UK average). */
export const defaultAnnualMiles = 10_000;

/** The defaults' date as the pages write it, e.g. '1 April 2026'. */
export function energyPricesDateText(iso: string = energyPricesAsOf): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
