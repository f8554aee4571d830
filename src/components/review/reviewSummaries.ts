/**
 * The figures a review page shows from a model's versions (derivatives) and its deals: the
 * trims and engines tables, the specification ranges and the three 'from' prices of spec 9
 * (Kerbside price, monthly PCP price, manufacturer price). Pure functions, so the page and its
 * stories compute them the same way.
 */
import type { Deal, Derivative, FuelType, Transmission } from '#src/domain/content/types';

/** One trim of a model: how many versions it has and its cheapest prices. */
export interface TrimSummary {
  trim: string;
  /** Number of versions (engine and gearbox choices) in this trim. */
  versions: number;
  /** Cheapest manufacturer list price on the road. */
  manufacturerPriceFrom: number;
  /** Cheapest Kerbside target price. */
  kerbsidePriceFrom: number;
}

/** One engine of a model, with the figures of its cheapest version. */
export interface EngineSummary {
  engineName: string;
  fuelType: FuelType;
  /** The gearboxes it comes with. */
  transmissions: Transmission[];
  powerBhp: number;
  zeroToSixtyTwoSeconds: number;
  /** Best official mpg of its versions; null for electric engines. */
  wltpMpg: number | null;
  /** Longest official electric range of its versions; null when it has none. */
  electricRangeMiles: number | null;
  /** Lowest CO2 of its versions, g/km. */
  co2GPerKm: number;
  manufacturerPriceFrom: number;
}

/** The 'from' prices of a model; null where nothing is known. */
export interface ReviewPrices {
  /** Cheapest Kerbside target price (label 'Kerbside price from:'). */
  kerbsidePriceFrom: number | null;
  /** Cheapest monthly PCP payment of its new-car deals (label 'Monthly PCP price from'). */
  monthlyPcpFrom: number | null;
  /** Cheapest manufacturer list price (label 'Manufacturer price from:'). */
  manufacturerPriceFrom: number | null;
}

const minOf = (values: readonly number[]): number | null => (values.length ? Math.min(...values) : null);
const maxOrNull = (values: readonly (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? Math.max(...known) : null;
};

/** The trims of a model, cheapest first (ties by name). */
export function summariseTrims(derivatives: readonly Derivative[]): TrimSummary[] {
  const byTrim = new Map<string, Derivative[]>();
  for (const derivative of derivatives)
    byTrim.set(derivative.trim, [...(byTrim.get(derivative.trim) ?? []), derivative]);
  return [...byTrim]
    .map(([trim, versions]) => ({
      trim,
      versions: versions.length,
      manufacturerPriceFrom: Math.min(...versions.map((version) => version.onTheRoadPrice)),
      kerbsidePriceFrom: Math.min(...versions.map((version) => version.cashPrice)),
    }))
    .sort((a, b) => a.manufacturerPriceFrom - b.manufacturerPriceFrom || a.trim.localeCompare(b.trim));
}

/** The engines of a model (one per engine name and fuel), cheapest first (ties by name). */
export function summariseEngines(derivatives: readonly Derivative[]): EngineSummary[] {
  const byEngine = new Map<string, Derivative[]>();
  for (const derivative of derivatives) {
    const key = `${derivative.engineName}\u0000${derivative.fuelType}`;
    byEngine.set(key, [...(byEngine.get(key) ?? []), derivative]);
  }
  return [...byEngine.values()]
    .map((versions) => {
      const cheapest = versions.reduce((best, version) =>
        version.onTheRoadPrice < best.onTheRoadPrice ? version : best,
      );
      return {
        engineName: cheapest.engineName,
        fuelType: cheapest.fuelType,
        transmissions: [...new Set(versions.map((version) => version.transmission))].sort(),
        powerBhp: cheapest.powerBhp,
        zeroToSixtyTwoSeconds: cheapest.zeroToSixtyTwoSeconds,
        wltpMpg: maxOrNull(versions.map((version) => version.wltpMpg)),
        electricRangeMiles: maxOrNull(versions.map((version) => version.electricRangeMiles)),
        co2GPerKm: Math.min(...versions.map((version) => version.co2GPerKm)),
        manufacturerPriceFrom: cheapest.onTheRoadPrice,
      };
    })
    .sort((a, b) => a.manufacturerPriceFrom - b.manufacturerPriceFrom || a.engineName.localeCompare(b.engineName));
}

/** The three 'from' prices: from the versions, and the cheapest PCP monthly payment of the deals. */
export function reviewPrices(derivatives: readonly Derivative[], deals: readonly Deal[] = []): ReviewPrices {
  return {
    kerbsidePriceFrom: minOf(derivatives.map((derivative) => derivative.cashPrice)),
    monthlyPcpFrom: minOf(
      deals
        .filter((deal) => deal.dealType === 'new-car' && deal.pcp !== null)
        .map((deal) => deal.pcp!.monthly)
        .filter((monthly) => Number.isFinite(monthly) && monthly > 0),
    ),
    manufacturerPriceFrom: minOf(derivatives.map((derivative) => derivative.onTheRoadPrice)),
  };
}

/** Which figure a specification row shows, and its unit. */
export type SpecificationKey =
  | 'lengthMm'
  | 'widthMm'
  | 'heightMm'
  | 'bootLitres'
  | 'payloadKg'
  | 'seats'
  | 'doors'
  | 'powerBhp'
  | 'zeroToSixtyTwoSeconds'
  | 'topSpeedMph'
  | 'batteryKwh'
  | 'insuranceGroup';

/** One row of the specification: the lowest and highest value across the versions. */
export interface SpecificationRange {
  key: SpecificationKey;
  label: string;
  unit: string;
  min: number;
  max: number;
}

/** The rows of the specification table, in order; figures no version has are left out. */
export const specificationRows: ReadonlyArray<{ key: SpecificationKey; label: string; unit: string }> = [
  { key: 'lengthMm', label: 'Length', unit: 'mm' },
  { key: 'widthMm', label: 'Width', unit: 'mm' },
  { key: 'heightMm', label: 'Height', unit: 'mm' },
  { key: 'bootLitres', label: 'Boot space', unit: ' litres' },
  { key: 'payloadKg', label: 'Payload', unit: 'kg' },
  { key: 'seats', label: 'Seats', unit: '' },
  { key: 'doors', label: 'Doors', unit: '' },
  { key: 'powerBhp', label: 'Power', unit: 'bhp' },
  { key: 'zeroToSixtyTwoSeconds', label: '0-62mph', unit: 'sec' },
  { key: 'topSpeedMph', label: 'Top speed', unit: 'mph' },
  { key: 'batteryKwh', label: 'Battery', unit: 'kWh' },
  { key: 'insuranceGroup', label: 'Insurance group', unit: '' },
];

/** The lowest and highest value of each specification figure across the versions. */
export function specificationRanges(derivatives: readonly Derivative[]): SpecificationRange[] {
  return specificationRows.flatMap((row) => {
    const values = derivatives
      .map((derivative) => derivative[row.key])
      .filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
    if (values.length === 0) return [];
    return [{ ...row, min: Math.min(...values), max: Math.max(...values) }];
  });
}
