/**
 * The shape of one tax year's figures for the company car and van tax calculators. Each year is
 * a data module (2025-26.ts, 2026-27.ts, ...) of this shape, so adding a year is a data change:
 * write the module and list it in taxYears.ts. A year may carry only some figures (the later
 * years have only the BiK table); the calculators then use the latest earlier year that has the
 * figure and say so. Figures marked (unconfirmed) in docs/design/uk-rules.md carry `unconfirmed: true`.
 */

/** A figure and whether it still needs a second source. */
export interface Flagged<T> {
  /** The figure. */
  value: T;
  /** True when docs/design/uk-rules.md marks it (unconfirmed): the UI shows it as such. */
  unconfirmed?: boolean;
}

/** A 1-50 g/km BiK band, chosen by electric range (miles, rounded up). */
export interface RangeBand {
  /** The lowest range (miles) of the band. */
  minRange: number;
  /** The BiK percentage. */
  percent: number;
}

/** A BiK band of 51 g/km and over. */
export interface Co2Band {
  /** The lowest CO2 (g/km, rounded down) of the band. */
  minCo2: number;
  /** The BiK percentage. */
  percent: number;
}

/** The BiK table of a year (docs/design/uk-rules.md "Company car tax"). */
export interface BikTable {
  /** 0 g/km. */
  zeroEmission: number;
  /** 1-50 g/km, by electric range; any order (the highest matching minRange wins). */
  rangeBands: readonly RangeBand[];
  /** 51 g/km and over, ascending by minCo2; the last band has no upper limit. */
  co2Bands: readonly Co2Band[];
  /** The maximum percentage, which caps the diesel supplement. */
  maximum: Flagged<number>;
  /** Points added for diesel-only cars that do not meet RDE2. */
  dieselSupplement: number;
}

/** An income tax band above the personal allowance, by gross income with the full allowance. */
export interface IncomeTaxBand {
  /** The band's name, e.g. 'Higher rate'. */
  name: string;
  /** The top of the band (gross income, inclusive); null for the top band. */
  upTo: number | null;
  /** The rate in percent. */
  rate: number;
}

/** Income tax on earned income (docs/design/uk-rules.md "Income tax"). */
export interface IncomeTaxRules {
  /** The personal allowance. */
  personalAllowance: number;
  /** Income above which the allowance is reduced. */
  taperThreshold: number;
  /** Allowance lost per pound of income over the threshold (0.5: GBP 1 for every GBP 2). */
  taperRatio: number;
  /** England, Wales and Northern Ireland. */
  restOfUk: Flagged<readonly IncomeTaxBand[]>;
  /** Scotland. */
  scotland: Flagged<readonly IncomeTaxBand[]>;
}

/** The van benefit figures of a year. */
export interface VanFigures {
  /** The flat van benefit. */
  benefit: Flagged<number>;
  /** The flat van fuel benefit. */
  fuelBenefit: Flagged<number>;
}

/** The id of a tax year, as used in URLs: '2025-26'. */
export type TaxYearId = '2025-26' | '2026-27' | '2027-28' | '2028-29' | '2029-30';

/** One tax year's figures. */
export interface TaxYearData {
  /** The id used in URLs and forms. */
  id: TaxYearId;
  /** The label shown: '2025/26'. */
  label: string;
  /** The first day of the year (6 April), ISO date. */
  starts: string;
  /** The BiK table. */
  bik: BikTable;
  /** Income tax bands; absent when not yet published. */
  incomeTax?: IncomeTaxRules;
  /** The car fuel benefit multiplier (GBP). */
  carFuelMultiplier?: Flagged<number>;
  /** The employer's Class 1A National Insurance rate (percent). */
  class1aRate?: Flagged<number>;
  /** The van benefit figures. */
  van?: VanFigures;
}
