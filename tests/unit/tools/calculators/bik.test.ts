import { describe, expect, it } from 'vitest';
import { bikPercentage, type BikCar } from '#src/tools/calculators/bik';
import { taxYearData } from '#src/tools/calculators/taxYears/taxYears';
import type { TaxYearId } from '#src/tools/calculators/taxYears/types';

/** BiK percentages worked by hand from the docs/design/uk-rules.md table. */
const car = (overrides: Partial<BikCar>): BikCar => ({
  fuel: 'petrol',
  co2: 120,
  electricRange: 0,
  meetsRde2: true,
  ...overrides,
});
const bik = (year: TaxYearId, overrides: Partial<BikCar>) => bikPercentage(car(overrides), taxYearData(year));

describe('bikPercentage: zero emission', () => {
  it.each([
    ['2025-26', 3],
    ['2026-27', 4],
    ['2027-28', 5],
    ['2028-29', 7],
    ['2029-30', 9],
  ] as const)('an electric car in %s is %i%%', (year, percent) => {
    const result = bik(year, { fuel: 'electric', co2: 0, electricRange: 250 });
    expect(result.percent).toBe(percent);
    expect(result.band).toEqual({ kind: 'zero' });
  });

  it('treats an electric car as 0 g/km whatever CO2 was typed', () => {
    expect(bik('2025-26', { fuel: 'electric', co2: 95 }).percent).toBe(3);
  });
});

describe('bikPercentage: 1-50 g/km by electric range (rounded up)', () => {
  it.each([
    [130, 3],
    [129, 6],
    [70, 6],
    [69, 9],
    [40, 9],
    [39, 13],
    [30, 13],
    [29, 15],
    [0, 15],
  ])('2025/26, 35 g/km, %i miles: %i%%', (range, percent) => {
    expect(bik('2025-26', { fuel: 'phev', co2: 35, electricRange: range }).percent).toBe(percent);
  });

  it.each([
    [130, 4],
    [129, 7],
    [69, 10],
    [39, 14],
    [29, 16],
  ])('2026/27, 50 g/km, %i miles: %i%%', (range, percent) => {
    expect(bik('2026-27', { fuel: 'phev', co2: 50, electricRange: range }).percent).toBe(percent);
  });

  it('rounds the range up: 29.2 miles is 30 (13%), 129.1 is 130 (3%), 69.01 is 70 (6%)', () => {
    expect(bik('2025-26', { fuel: 'phev', co2: 30, electricRange: 29.2 })).toMatchObject({
      percent: 13,
      rangeUsed: 30,
    });
    expect(bik('2025-26', { fuel: 'phev', co2: 30, electricRange: 129.1 }).percent).toBe(3);
    expect(bik('2025-26', { fuel: 'phev', co2: 30, electricRange: 69.01 }).percent).toBe(6);
  });

  it('is one rate whatever the range from 2028/29: 18% then 19%', () => {
    expect(bik('2028-29', { fuel: 'phev', co2: 20, electricRange: 150 }).percent).toBe(18);
    expect(bik('2028-29', { fuel: 'phev', co2: 20, electricRange: 10 }).percent).toBe(18);
    expect(bik('2029-30', { fuel: 'phev', co2: 50, electricRange: 80 }).percent).toBe(19);
  });
});

describe('bikPercentage: CO2 bands (rounded down)', () => {
  it.each([
    [50, 15],
    [50.9, 15],
    [51, 16],
    [54, 16],
    [54.99, 16],
    [55, 17],
    [59, 17],
    [60, 18],
    [70, 20],
    [80, 22],
    [84, 22],
    [85, 23],
    [89, 23],
    [90, 24],
    [120, 30],
    [150, 36],
    [154, 36],
    [154.9, 36],
    [155, 37],
    [250, 37],
  ])('2025/26 petrol at %f g/km: %i%%', (co2, percent) => {
    expect(bik('2025-26', { co2 }).percent).toBe(percent);
  });

  it('reports the band and the rounded CO2', () => {
    expect(bik('2025-26', { co2: 54.9 })).toMatchObject({ co2Used: 54, band: { kind: 'co2', minCo2: 51, maxCo2: 54 } });
    expect(bik('2025-26', { co2: 200 }).band).toEqual({ kind: 'co2', minCo2: 155, maxCo2: null });
  });

  it.each([
    ['2026-27', 51, 17],
    ['2026-27', 75, 21],
    ['2026-27', 85, 23],
    ['2026-27', 155, 37],
    ['2027-28', 51, 18],
    ['2027-28', 70, 21],
    ['2027-28', 150, 36],
    ['2028-29', 51, 19],
    ['2028-29', 80, 23],
    ['2028-29', 150, 37],
    ['2028-29', 155, 38],
    ['2029-30', 85, 25],
    ['2029-30', 154, 38],
    ['2029-30', 155, 39],
  ] as const)('%s at %i g/km: %i%%', (year, co2, percent) => {
    expect(bik(year, { co2 }).percent).toBe(percent);
  });
});

describe('bikPercentage: diesel supplement', () => {
  it('adds 4 points to a diesel that does not meet RDE2', () => {
    expect(bik('2025-26', { fuel: 'diesel', co2: 120, meetsRde2: false })).toMatchObject({
      percent: 34,
      tablePercent: 30,
      dieselSupplement: 4,
      capped: false,
    });
  });

  it('adds nothing to an RDE2 diesel, a petrol or a hybrid', () => {
    expect(bik('2025-26', { fuel: 'diesel', co2: 120, meetsRde2: true }).percent).toBe(30);
    expect(bik('2025-26', { fuel: 'petrol', co2: 120, meetsRde2: false }).percent).toBe(30);
    expect(bik('2025-26', { fuel: 'hybrid', co2: 120, meetsRde2: false }).percent).toBe(30);
  });

  it('caps at the maximum: 37% (150 g/km: 36 + 4), 38% in 2028/29', () => {
    expect(bik('2025-26', { fuel: 'diesel', co2: 150, meetsRde2: false })).toMatchObject({
      percent: 37,
      dieselSupplement: 1,
      capped: true,
    });
    expect(bik('2025-26', { fuel: 'diesel', co2: 135, meetsRde2: false })).toMatchObject({
      percent: 37,
      capped: false,
    });
    expect(bik('2025-26', { fuel: 'diesel', co2: 160, meetsRde2: false })).toMatchObject({ percent: 37, capped: true });
    expect(bik('2028-29', { fuel: 'diesel', co2: 155, meetsRde2: false })).toMatchObject({ percent: 38, capped: true });
    expect(bik('2029-30', { fuel: 'diesel', co2: 140, meetsRde2: false }).percent).toBe(39);
  });
});

describe('bikPercentage: Euro 6e-bis plug-in hybrids', () => {
  const phev = { fuel: 'phev' as const, co2: 60, electricRange: 45 };

  it('treats a PHEV registered 1 Jan 2025 to 5 Apr 2028 as 1 g/km', () => {
    for (const registered of ['2025-01-01', '2026-06-30', '2028-04-05']) {
      expect(bik('2025-26', { ...phev, registered })).toMatchObject({ percent: 9, co2Used: 1, phevRuleApplied: true });
    }
  });

  it('uses the real CO2 outside the window or without a date', () => {
    expect(bik('2025-26', { ...phev, registered: '2024-12-31' })).toMatchObject({
      percent: 18,
      phevRuleApplied: false,
    });
    expect(bik('2025-26', { ...phev, registered: '2028-04-06' }).percent).toBe(18);
    expect(bik('2025-26', phev).percent).toBe(18);
  });

  it('applies to plug-in hybrids only', () => {
    expect(bik('2025-26', { ...phev, fuel: 'hybrid', registered: '2025-06-01' }).percent).toBe(18);
  });
});
