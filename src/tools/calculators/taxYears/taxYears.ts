import { taxYear2025to26 } from './2025-26';
import { taxYear2026to27 } from './2026-27';
import { taxYear2027to28 } from './2027-28';
import { taxYear2028to29 } from './2028-29';
import { taxYear2029to30 } from './2029-30';
import type { TaxYearData, TaxYearId } from './types';

/**
 * The tax years the calculators know, oldest first, and how to read a figure for a year that
 * does not publish it yet: the latest earlier year that does, named as the figure's source. A
 * new year is a new data module listed here.
 */
export const taxYears: readonly TaxYearData[] = [
  taxYear2025to26,
  taxYear2026to27,
  taxYear2027to28,
  taxYear2028to29,
  taxYear2029to30,
];

/** Whether a string is a known tax year id. */
export function isTaxYearId(value: string): value is TaxYearId {
  return taxYears.some((year) => year.id === value);
}

/** The data of a known tax year. */
export function taxYearData(id: TaxYearId): TaxYearData {
  const year = taxYears.find((candidate) => candidate.id === id);
  if (!year) throw new Error(`Unknown tax year ${id}`);
  return year;
}

/** A figure read for a tax year, with the year it actually comes from. */
export interface Sourced<T> {
  /** The figure. */
  value: T;
  /** The year whose data module holds it. */
  source: TaxYearData;
  /** True when it was borrowed from an earlier year. */
  borrowed: boolean;
}

/**
 * A figure for a year: its own, or else the latest earlier year's; undefined when no year up to
 * it has one.
 */
export function figureFor<T>(id: TaxYearId, pick: (year: TaxYearData) => T | undefined): Sourced<T> | undefined {
  const index = taxYears.findIndex((year) => year.id === id);
  for (let at = index; at >= 0; at -= 1) {
    const year = taxYears[at];
    const value = year ? pick(year) : undefined;
    if (year && value !== undefined) return { value, source: year, borrowed: at !== index };
  }
  return undefined;
}

/** The tax year a date falls in (6 April to 5 April), clamped to the years known. */
export function taxYearOn(date: Date): TaxYearId {
  const iso = date.toISOString().slice(0, 10);
  const current = [...taxYears].reverse().find((year) => year.starts <= iso) ?? taxYears[0];
  return (current ?? taxYear2025to26).id;
}

/** The years with van figures of their own (the van calculator offers only these). */
export const vanTaxYears: readonly TaxYearData[] = taxYears.filter((year) => year.van !== undefined);
