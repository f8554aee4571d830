import { describe, expect, it } from 'vitest';
import {
  figureFor,
  isTaxYearId,
  taxYearData,
  taxYearOn,
  taxYears,
  vanTaxYears,
} from '#src/tools/calculators/taxYears/taxYears';

/** The tax-year data modules: their order, the borrowing of unpublished figures and the year of a date. */
describe('tax years', () => {
  it('lists the five years oldest first, each starting on 6 April', () => {
    expect(taxYears.map((year) => year.id)).toEqual(['2025-26', '2026-27', '2027-28', '2028-29', '2029-30']);
    for (const year of taxYears) expect(year.starts.slice(4)).toBe('-04-06');
  });

  it('has CO2 bands in ascending order from 51 to 155 g/km, with no falls in percentage', () => {
    for (const year of taxYears) {
      const bands = year.bik.co2Bands;
      expect(bands[0]?.minCo2).toBe(51);
      expect(bands.at(-1)?.minCo2).toBe(155);
      for (let at = 1; at < bands.length; at += 1) {
        expect(bands[at]!.minCo2).toBeGreaterThan(bands[at - 1]!.minCo2);
        expect(bands[at]!.percent).toBeGreaterThanOrEqual(bands[at - 1]!.percent);
      }
      expect(bands.at(-1)?.percent).toBe(year.bik.maximum.value);
    }
  });

  it('flags the 2028/29 and 2029/30 maximum as unconfirmed', () => {
    expect(taxYearData('2027-28').bik.maximum.unconfirmed).toBeFalsy();
    expect(taxYearData('2028-29').bik.maximum).toEqual({ value: 38, unconfirmed: true });
    expect(taxYearData('2029-30').bik.maximum).toEqual({ value: 39, unconfirmed: true });
  });

  it('borrows a figure from the latest earlier year that has it', () => {
    expect(figureFor('2026-27', (year) => year.carFuelMultiplier)).toMatchObject({
      value: { value: 29_200 },
      borrowed: false,
    });
    expect(figureFor('2029-30', (year) => year.carFuelMultiplier)).toMatchObject({
      value: { value: 29_200 },
      source: { id: '2026-27' },
      borrowed: true,
    });
  });

  it('knows its ids', () => {
    expect(isTaxYearId('2025-26')).toBe(true);
    expect(isTaxYearId('2024-25')).toBe(false);
    expect(isTaxYearId('')).toBe(false);
  });

  it('finds the tax year of a date, clamped to the years known', () => {
    expect(taxYearOn(new Date('2026-04-05T12:00:00Z'))).toBe('2025-26');
    expect(taxYearOn(new Date('2026-04-06T12:00:00Z'))).toBe('2026-27');
    expect(taxYearOn(new Date('2020-01-01T12:00:00Z'))).toBe('2025-26');
    expect(taxYearOn(new Date('2040-01-01T12:00:00Z'))).toBe('2029-30');
  });

  it('offers the van calculator only the years with van figures', () => {
    expect(vanTaxYears.map((year) => year.id)).toEqual(['2025-26', '2026-27']);
  });
});
