import { describe, expect, it } from 'vitest';
import { companyCarExplanation, companyCarHeadline, bandText } from '#src/tools/calculators/companyCarPresentation';
import { calculateCompanyCarTax, type CompanyCarInput } from '#src/tools/calculators/companyCarTax';
import { formatPercent } from '#src/tools/calculators/presentation';
import { vanExplanation, vanHeadline } from '#src/tools/calculators/vanPresentation';
import { calculateVanTax, type VanInput } from '#src/tools/calculators/vanTax';

/** The words of a result: headline figures, figures used with source years, unconfirmed flags, assumptions. */
const carInput = (overrides: Partial<CompanyCarInput>): CompanyCarInput => ({
  year: '2025-26',
  listPrice: 40_000,
  fuel: 'electric',
  co2: 0,
  electricRange: 0,
  meetsRde2: true,
  region: 'ruk',
  salary: 60_000,
  freeFuel: false,
  ...overrides,
});
const explain = (overrides: Partial<CompanyCarInput>) => {
  const input = carInput(overrides);
  return companyCarExplanation(input, calculateCompanyCarTax(input));
};
const row = (explanation: ReturnType<typeof explain>, label: string) =>
  explanation.rows.find((candidate) => candidate.label === label);

describe('company car result in words', () => {
  it('headline: £40 a month, £480 a year, 3%, £1,200', () => {
    expect(companyCarHeadline(calculateCompanyCarTax(carInput({})))).toEqual([
      { label: 'Tax per month', value: '£40' },
      { label: 'Tax per year', value: '£480' },
      { label: 'BiK rate', value: '3%' },
      { label: 'Taxable benefit of the car', value: '£1,200' },
    ]);
  });

  it('names the source year of each figure and flags Class 1A as unconfirmed', () => {
    const explanation = explain({});
    expect(row(explanation, 'BiK rate')).toMatchObject({ value: '3%', source: '2025/26 BiK table' });
    expect(row(explanation, 'Marginal income tax rate')).toMatchObject({
      value: '40% (Higher rate)',
      source: '2025/26 income tax bands',
    });
    expect(row(explanation, 'Employer’s Class 1A National Insurance rate')).toMatchObject({ unconfirmed: true });
    expect(explanation.unconfirmed).toEqual(['Employer’s Class 1A National Insurance rate (15%)']);
  });

  it('flags the proposed 2026/27 Scottish bands and explains the taper', () => {
    const explanation = explain({ year: '2026-27', region: 'scotland', salary: 110_000 });
    expect(row(explanation, 'Marginal income tax rate')).toMatchObject({
      value: '67.5% (Advanced rate 45%, with the personal allowance taper)',
      source: '2026/27 Scottish income tax bands',
      unconfirmed: true,
    });
    expect(explanation.unconfirmed).toContain('2026/27 Scottish income tax bands');
  });

  it('says when a later year borrows the 2026/27 bands', () => {
    const explanation = explain({ year: '2029-30' });
    expect(explanation.assumptions).toContain(
      '2029/30 income tax bands are not published yet: the 2026/27 figures are used.',
    );
    expect(row(explanation, 'Marginal income tax rate')?.source).toBe('2026/27 income tax bands');
  });

  it('shows the capped diesel supplement, unconfirmed from 2028/29', () => {
    const explanation = explain({ year: '2028-29', fuel: 'diesel', co2: 160, meetsRde2: false });
    expect(row(explanation, 'Diesel supplement (not RDE2)')).toMatchObject({
      value: '+0 points (capped at the 38% maximum)',
      unconfirmed: true,
    });
    expect(explanation.unconfirmed).toContain('2028/29 maximum BiK rate (38%)');
  });

  it('shows the Euro 6e-bis rule and the range used', () => {
    const explanation = explain({ fuel: 'phev', co2: 60, electricRange: 44.5, registered: '2025-03-01' });
    expect(row(explanation, 'CO2 used')?.value).toBe('1 g/km');
    expect(row(explanation, 'Electric range used')?.value).toBe('45 miles');
    expect(row(explanation, 'BiK band')?.value).toBe('1-50 g/km, 40-69 miles: 9%');
  });

  it('writes bands', () => {
    expect(bandText({ kind: 'range', minRange: 130 }, [130, 70, 40, 30, 0])).toBe('1-50 g/km, 130 miles or more');
    expect(bandText({ kind: 'range', minRange: 0 }, [130, 70, 40, 30, 0])).toBe('1-50 g/km, under 30 miles');
    expect(bandText({ kind: 'co2', minCo2: 155, maxCo2: null }, [])).toBe('155 g/km and over');
    expect(formatPercent(67.5)).toBe('67.5%');
  });
});

describe('van result in words', () => {
  const vanInput: VanInput = {
    year: '2025-26',
    zeroEmission: true,
    restrictedPrivateUse: false,
    freeFuel: true,
    region: 'ruk',
    salary: 40_000,
  };

  it('explains a nil charge for a zero-emission van', () => {
    const result = calculateVanTax(vanInput);
    const explanation = vanExplanation(vanInput, result);
    expect(explanation.rows.find((r) => r.label === 'Van benefit charged')).toMatchObject({
      value: '£0',
      source: 'Nil: zero-emission van',
    });
    expect(vanHeadline(result)[0]).toEqual({ label: 'Tax per month', value: '£0' });
  });
});
