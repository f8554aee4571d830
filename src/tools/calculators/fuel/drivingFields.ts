/**
 * The query fields both running-cost tools ask for, with their rules and dated defaults: the
 * annual mileage and the electric car's charging (home price, public price, share at home). One
 * definition, so the two tools accept and explain these values the same way.
 */
import { defaultAnnualMiles, defaultEnergyPrices } from './energyPrices';
import type { NumberRule } from './queryNumbers';

/** Mileage and charging fields: query name -> rule and default. */
export const drivingFields = {
  miles: { label: 'your annual mileage', min: 1, max: 100_000, integer: true, default: defaultAnnualMiles },
  home: {
    label: 'the home electricity price in pence per kWh',
    min: 0,
    max: 200,
    default: defaultEnergyPrices.homePencePerKwh,
  },
  public: {
    label: 'the public charging price in pence per kWh',
    min: 0,
    max: 200,
    default: defaultEnergyPrices.publicPencePerKwh,
  },
  share: {
    label: 'the share of charging at home',
    min: 0,
    max: 100,
    integer: true,
    default: defaultEnergyPrices.homeSharePercent,
  },
} as const satisfies Record<string, NumberRule & { default: number }>;
