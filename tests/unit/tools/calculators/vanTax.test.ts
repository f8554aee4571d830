import { describe, expect, it } from 'vitest';
import { calculateVanTax, type VanInput } from '#src/tools/calculators/vanTax';

/** Van benefit tax worked by hand from docs/design/uk-rules.md "Van benefit". */
const input = (overrides: Partial<VanInput>): VanInput => ({
  year: '2025-26',
  zeroEmission: false,
  restrictedPrivateUse: false,
  freeFuel: false,
  region: 'ruk',
  salary: 40_000,
  ...overrides,
});

describe('calculateVanTax', () => {
  it('2025/26 van benefit 4,020 at 20%: 804 a year, 67 a month', () => {
    const result = calculateVanTax(input({}));
    expect(result).toMatchObject({
      vanBenefit: 4_020,
      fuelBenefit: 0,
      fuelBenefitNil: 'no-free-fuel',
      taxPerYear: 804,
      taxPerMonth: 67,
    });
  });

  it('adds the van fuel benefit: 4,789 at 20% = 957.80 a year, 79.82 a month; Class 1A 718.35', () => {
    const result = calculateVanTax(input({ freeFuel: true }));
    expect(result).toMatchObject({ benefit: 4_789, taxPerYear: 957.8, taxPerMonth: 79.82, class1a: 718.35 });
  });

  it('2026/27 with fuel for a higher-rate driver: 4,968 at 40% = 1,987.20', () => {
    const result = calculateVanTax(input({ year: '2026-27', freeFuel: true, salary: 60_000 }));
    expect(result).toMatchObject({ vanBenefit: 4_170, fuelBenefit: 798, taxPerYear: 1_987.2, taxPerMonth: 165.6 });
  });

  it('a Scottish intermediate-rate driver: 4,020 at 21% = 844.20', () => {
    expect(calculateVanTax(input({ region: 'scotland', salary: 40_000 })).taxPerYear).toBe(844.2);
  });

  it('a zero-emission van: nil van benefit and nil fuel benefit', () => {
    const result = calculateVanTax(input({ zeroEmission: true, freeFuel: true }));
    expect(result).toMatchObject({
      vanBenefit: 0,
      vanBenefitNil: 'zero-emission',
      fuelBenefit: 0,
      fuelBenefitNil: 'zero-emission',
      taxPerYear: 0,
    });
  });

  it('restricted private use: nil charge', () => {
    const result = calculateVanTax(input({ restrictedPrivateUse: true, freeFuel: true, salary: 80_000 }));
    expect(result).toMatchObject({
      vanBenefitNil: 'restricted',
      fuelBenefitNil: 'restricted',
      taxPerYear: 0,
      class1a: 0,
    });
  });

  it('refuses a year without van figures', () => {
    expect(() => calculateVanTax(input({ year: '2027-28' }))).toThrow(/No van figures/);
  });
});
