import type { BikTable, TaxYearData } from './taxYears/types';

/**
 * The Benefit-in-Kind percentage of a company car for a tax year (docs/design/uk-rules.md): CO2 rounded down
 * to a whole g/km, electric range rounded up to a whole mile; 0 g/km, then 1-50 g/km by range,
 * then the CO2 bands; +4 points for diesel-only cars that do not meet RDE2, capped at the
 * maximum; plug-in hybrids first registered 1 January 2025 to 5 April 2028 under Euro 6e-bis
 * are treated as 1 g/km until 5 April 2031.
 */

/** Fuel types the calculator asks about. */
export const fuelTypes = ['petrol', 'diesel', 'hybrid', 'phev', 'electric'] as const;
export type FuelType = (typeof fuelTypes)[number];

/** The Euro 6e-bis transitional rule for plug-in hybrids (docs/design/uk-rules.md). */
export const phevEuro6eBisRule = {
  /** First registered on or after this date ... */
  registeredFrom: '2025-01-01',
  /** ... and on or before this date ... */
  registeredTo: '2028-04-05',
  /** ... is treated as this CO2 figure ... */
  treatedAsCo2: 1,
  /** ... in tax years that start on or before this date. */
  until: '2031-04-05',
} as const;

/** The car as the BiK rules need it. */
export interface BikCar {
  /** Fuel type. */
  fuel: FuelType;
  /** Official CO2 in g/km (ignored for electric cars, which are 0 g/km). */
  co2: number;
  /** Official electric range in miles (0 when it has none). */
  electricRange: number;
  /** For diesels: whether it meets RDE2 (Real Driving Emissions step 2). */
  meetsRde2: boolean;
  /** First registration date (ISO yyyy-mm-dd), when known. */
  registered?: string;
}

/** Which part of the table gave the percentage. */
export type BikBand =
  { kind: 'zero' } | { kind: 'range'; minRange: number } | { kind: 'co2'; minCo2: number; maxCo2: number | null };

/** A BiK percentage and how it was reached. */
export interface BikResult {
  /** The percentage charged. */
  percent: number;
  /** The table percentage before any diesel supplement. */
  tablePercent: number;
  /** The CO2 figure used (rounded down, or the rule's 1 g/km, or 0 for electric). */
  co2Used: number;
  /** The electric range used (rounded up), when the 1-50 g/km table applied. */
  rangeUsed?: number;
  /** The band that applied. */
  band: BikBand;
  /** Points of diesel supplement added (after the cap). */
  dieselSupplement: number;
  /** True when the diesel supplement was cut by the maximum. */
  capped: boolean;
  /** True when the Euro 6e-bis plug-in hybrid rule set the CO2 figure. */
  phevRuleApplied: boolean;
}

/** Whether the Euro 6e-bis plug-in hybrid rule applies to a car in a tax year. */
export function phevRuleApplies(car: BikCar, year: Pick<TaxYearData, 'starts'>): boolean {
  if (car.fuel !== 'phev' || !car.registered) return false;
  const { registeredFrom, registeredTo, until } = phevEuro6eBisRule;
  return car.registered >= registeredFrom && car.registered <= registeredTo && year.starts <= until;
}

/** Rounds a CO2 figure down to a whole g/km (floating-point noise such as 50.999999 is kept as 50). */
export const roundCo2 = (co2: number) => Math.floor(co2 + 1e-9);
/** Rounds an electric range up to a whole mile. */
export const roundRange = (range: number) => Math.ceil(range - 1e-9);

function tablePercent(table: BikTable, co2: number, range: number): { percent: number; band: BikBand } {
  if (co2 <= 0) return { percent: table.zeroEmission, band: { kind: 'zero' } };
  if (co2 <= 50) {
    const match = [...table.rangeBands].sort((a, b) => b.minRange - a.minRange).find((band) => range >= band.minRange);
    if (!match) throw new Error('The 1-50 g/km table needs a band from 0 miles');
    return { percent: match.percent, band: { kind: 'range', minRange: match.minRange } };
  }
  const bands = table.co2Bands;
  let index = -1;
  bands.forEach((band, at) => {
    if (co2 >= band.minCo2) index = at;
  });
  const band = bands[index];
  if (!band) throw new Error(`No BiK band for ${co2} g/km`);
  const next = bands[index + 1];
  return { percent: band.percent, band: { kind: 'co2', minCo2: band.minCo2, maxCo2: next ? next.minCo2 - 1 : null } };
}

/** The BiK percentage of a car in a tax year. */
export function bikPercentage(car: BikCar, year: Pick<TaxYearData, 'bik' | 'starts'>): BikResult {
  const phevRuleApplied = phevRuleApplies(car, year);
  let co2Used: number;
  if (car.fuel === 'electric') co2Used = 0;
  else if (phevRuleApplied) co2Used = phevEuro6eBisRule.treatedAsCo2;
  else co2Used = roundCo2(car.co2);
  const rangeUsed = roundRange(car.electricRange);
  const { percent: fromTable, band } = tablePercent(year.bik, co2Used, rangeUsed);
  const wantsSupplement = car.fuel === 'diesel' && !car.meetsRde2;
  const maximum = year.bik.maximum.value;
  const withSupplement = wantsSupplement ? fromTable + year.bik.dieselSupplement : fromTable;
  const percent = Math.min(withSupplement, Math.max(maximum, fromTable));
  return {
    percent,
    tablePercent: fromTable,
    co2Used,
    rangeUsed: band.kind === 'range' ? rangeUsed : undefined,
    band,
    dieselSupplement: percent - fromTable,
    capped: wantsSupplement && percent < withSupplement,
    phevRuleApplied,
  };
}
