import { describe, expect, it } from 'vitest';
import { calculateCompanyCarTax, type CompanyCarInput } from '#src/tools/calculators/companyCarTax';

/** Company car tax worked by hand: P11D x BiK % x marginal rate, the fuel benefit and Class 1A. */
const input = (overrides: Partial<CompanyCarInput>): CompanyCarInput => ({
  year: '2025-26',
  listPrice: 30_000,
  fuel: 'petrol',
  co2: 120,
  electricRange: 0,
  meetsRde2: true,
  region: 'ruk',
  salary: 30_000,
  freeFuel: false,
  ...overrides,
});

describe('calculateCompanyCarTax', () => {
  it('an electric car at 40,000 for a higher-rate driver in 2025/26: 3% -> 1,200 -> 480 a year, 40 a month', () => {
    const result = calculateCompanyCarTax(
      input({ fuel: 'electric', co2: 0, listPrice: 40_000, salary: 60_000, electricRange: 250 }),
    );
    expect(result.bik.percent).toBe(3);
    expect(result.benefit).toBe(1_200);
    expect(result.marginal.rate).toBe(40);
    expect(result.taxPerYear).toBe(480);
    expect(result.taxPerMonth).toBe(40);
    expect(result.class1a).toBe(180);
    expect(result.fuel).toBeUndefined();
  });

  it('a 120 g/km petrol at 30,000 for a basic-rate driver: 30% -> 9,000 -> 1,800 a year, 150 a month', () => {
    const result = calculateCompanyCarTax(input({}));
    expect(result).toMatchObject({ benefit: 9_000, taxPerYear: 1_800, taxPerMonth: 150, class1a: 1_350 });
  });

  it('adds the car fuel benefit: 28,200 x 30% = 8,460 taxed at 20% = 1,692', () => {
    const result = calculateCompanyCarTax(input({ freeFuel: true }));
    expect(result.fuel).toMatchObject({ benefit: 8_460, taxPerYear: 1_692 });
    expect(result.fuel?.multiplier.value.value).toBe(28_200);
    expect(result.totalPerYear).toBe(3_492);
    expect(result.totalPerMonth).toBe(291);
    expect(result.class1a).toBe(2_619);
  });

  it('has no fuel benefit for an electric car (electricity is not fuel)', () => {
    const result = calculateCompanyCarTax(input({ fuel: 'electric', freeFuel: true }));
    expect(result.fuel?.benefit).toBe(0);
    expect(result.totalPerYear).toBe(result.taxPerYear);
  });

  it('a Scottish higher-rate driver in 2026/27 with a 45-mile PHEV at 45,000: 10% -> 4,500 x 42% = 1,890', () => {
    const result = calculateCompanyCarTax(
      input({
        year: '2026-27',
        fuel: 'phev',
        co2: 35,
        electricRange: 45,
        listPrice: 45_000,
        region: 'scotland',
        salary: 50_000,
      }),
    );
    expect(result).toMatchObject({ benefit: 4_500, taxPerYear: 1_890, taxPerMonth: 157.5 });
    expect(result.marginal.band).toBe('Higher rate');
    expect(result.incomeTax.value.scotland.unconfirmed).toBe(true);
  });

  it('charges 60% in the taper (110,000 salary, 50,000 electric car: 1,500 x 60% = 900)', () => {
    const result = calculateCompanyCarTax(input({ fuel: 'electric', listPrice: 50_000, salary: 110_000 }));
    expect(result).toMatchObject({ taxPerYear: 900, taxPerMonth: 75 });
  });

  it('charges 67.5% in the Scottish taper, rounded to the penny (1,012.50 a year, 84.38 a month)', () => {
    const result = calculateCompanyCarTax(
      input({ fuel: 'electric', listPrice: 50_000, salary: 110_000, region: 'scotland' }),
    );
    expect(result).toMatchObject({ taxPerYear: 1_012.5, taxPerMonth: 84.38 });
  });

  it('keeps pence exact: 35,995.50 at 23% = 8,278.97 (8,278.965 rounded) x 20% = 1,655.79', () => {
    const result = calculateCompanyCarTax(input({ listPrice: 35_995.5, co2: 85 }));
    expect(result.benefit).toBe(8_278.97);
    expect(result.taxPerYear).toBe(1_655.79);
  });

  it('nothing to pay within the personal allowance', () => {
    expect(calculateCompanyCarTax(input({ salary: 12_000 })).taxPerYear).toBe(0);
  });

  it('uses the latest published income tax bands and fuel multiplier for a BiK-only year, and says so', () => {
    const result = calculateCompanyCarTax(input({ year: '2028-29', freeFuel: true, salary: 60_000 }));
    expect(result.bik.percent).toBe(31);
    expect(result.benefit).toBe(9_300);
    expect(result.taxPerYear).toBe(3_720);
    expect(result.incomeTax).toMatchObject({ borrowed: true, source: { id: '2026-27' } });
    expect(result.fuel?.multiplier).toMatchObject({ borrowed: true, source: { id: '2026-27' } });
    expect(result.fuel?.benefit).toBe(9_052);
  });

  it('flags the Class 1A rate as unconfirmed', () => {
    expect(calculateCompanyCarTax(input({})).class1aRate.value).toEqual({ value: 15, unconfirmed: true });
  });
});
