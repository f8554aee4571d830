/**
 * The fuel comparison tool's logic (/fuel-comparison-tool): the visitor's mileage, prices and
 * efficiencies (each defaulting to energyPrices.ts) read from the GET query, and the running
 * cost of a petrol, a diesel, a petrol hybrid and an electric car side by side, the cheapest
 * marked (every option tied for cheapest is marked).
 */
import { drivingFields } from './drivingFields';
import { defaultEnergyPrices, typicalEfficiency } from './energyPrices';
import type { QueryParams } from '../formInput';
import { readNumberFields, type NumberRule } from './queryNumbers';
import { annualCostPounds, blendedPencePerKwh, electricPencePerMile, fuelPencePerMile } from './runningCosts';

/** The query parameter names and rules of the tool's fields. */
export const fuelComparisonFields = {
  miles: drivingFields.miles,
  petrol: {
    label: 'the petrol price in pence per litre',
    min: 50,
    max: 500,
    default: defaultEnergyPrices.petrolPencePerLitre,
  },
  diesel: {
    label: 'the diesel price in pence per litre',
    min: 50,
    max: 500,
    default: defaultEnergyPrices.dieselPencePerLitre,
  },
  home: drivingFields.home,
  public: drivingFields.public,
  share: drivingFields.share,
  petrolMpg: { label: 'the petrol car’s mpg', min: 5, max: 150, default: typicalEfficiency.petrolMpg },
  dieselMpg: { label: 'the diesel car’s mpg', min: 5, max: 150, default: typicalEfficiency.dieselMpg },
  hybridMpg: { label: 'the hybrid car’s mpg', min: 5, max: 150, default: typicalEfficiency.hybridMpg },
  milesPerKwh: {
    label: 'the electric car’s miles per kWh',
    min: 0.5,
    max: 10,
    default: typicalEfficiency.electricMilesPerKwh,
  },
} as const satisfies Record<string, NumberRule & { default: number }>;

/** A field of the tool. */
export type FuelComparisonField = keyof typeof fuelComparisonFields;

/** The four kinds of car compared. */
export type ComparedFuel = 'petrol' | 'diesel' | 'hybrid' | 'electric';

/** One column of the comparison. */
export interface FuelComparisonRow {
  fuel: ComparedFuel;
  /** 'Petrol', 'Diesel', 'Hybrid', 'Electric'. */
  label: string;
  /** The efficiency as the page writes it, e.g. '42 mpg', '3.5 miles per kWh'. */
  efficiencyText: string;
  /** The energy price used, e.g. '138p a litre', '35.5p a kWh (blended)'. */
  priceText: string;
  pencePerMile: number;
  annualCost: number;
  /** The cheapest per mile (ties are all cheapest). */
  cheapest: boolean;
}

/** The tool's reading of a query. */
export interface FuelComparisonInput {
  values: Record<FuelComparisonField, number>;
  /** What each field shows (the visitor's text, empty for a default). */
  entered: Record<FuelComparisonField, string>;
  errors: Partial<Record<FuelComparisonField, string>>;
}

/** Reads the tool's fields from the GET query; empty fields take their defaults. */
export function readFuelComparisonQuery(query: QueryParams): FuelComparisonInput {
  return readNumberFields(query, fuelComparisonFields);
}

const fuelLabels: Record<ComparedFuel, string> = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  electric: 'Electric',
};

const trim = (value: number) => String(Math.round(value * 100) / 100);

/** The comparison for valid values: petrol, diesel, hybrid (petrol-priced) and electric. */
export function compareFuels(values: Record<FuelComparisonField, number>): FuelComparisonRow[] {
  const charging = { homePencePerKwh: values.home, publicPencePerKwh: values.public, homeSharePercent: values.share };
  const blended = blendedPencePerKwh(charging);
  const rows: Omit<FuelComparisonRow, 'cheapest' | 'annualCost'>[] = [
    {
      fuel: 'petrol',
      label: fuelLabels.petrol,
      efficiencyText: `${trim(values.petrolMpg)} mpg`,
      priceText: `${trim(values.petrol)}p a litre`,
      pencePerMile: fuelPencePerMile(values.petrol, values.petrolMpg),
    },
    {
      fuel: 'diesel',
      label: fuelLabels.diesel,
      efficiencyText: `${trim(values.dieselMpg)} mpg`,
      priceText: `${trim(values.diesel)}p a litre`,
      pencePerMile: fuelPencePerMile(values.diesel, values.dieselMpg),
    },
    {
      fuel: 'hybrid',
      label: fuelLabels.hybrid,
      efficiencyText: `${trim(values.hybridMpg)} mpg`,
      priceText: `${trim(values.petrol)}p a litre (petrol)`,
      pencePerMile: fuelPencePerMile(values.petrol, values.hybridMpg),
    },
    {
      fuel: 'electric',
      label: fuelLabels.electric,
      efficiencyText: `${trim(values.milesPerKwh)} miles per kWh`,
      priceText: `${trim(blended)}p a kWh (${values.share}% at home)`,
      pencePerMile: electricPencePerMile(charging, values.milesPerKwh),
    },
  ];
  // Compare at the precision shown (0.1p a mile), so a tie on the page is a tie in the marking.
  const shown = (row: { pencePerMile: number }) => Math.round(row.pencePerMile * 10);
  const lowest = Math.min(...rows.map(shown));
  return rows.map((row) => ({
    ...row,
    annualCost: annualCostPounds(row.pencePerMile, values.miles),
    cheapest: shown(row) === lowest,
  }));
}
