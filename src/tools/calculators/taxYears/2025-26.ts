import { co2Bands, rangeBands, restOfUkBands, scottishBands } from './bands';
import type { TaxYearData } from './types';

/** Tax year 2025/26 (6 April 2025 to 5 April 2026), from docs/design/uk-rules.md. */
export const taxYear2025to26: TaxYearData = {
  id: '2025-26',
  label: '2025/26',
  starts: '2025-04-06',
  bik: {
    zeroEmission: 3,
    rangeBands: rangeBands(3, 6, 9, 13, 15),
    co2Bands: co2Bands([16, 17, 18, 19, 20, 21, 22], 23, 37),
    maximum: { value: 37 },
    dieselSupplement: 4,
  },
  incomeTax: {
    personalAllowance: 12_570,
    taperThreshold: 100_000,
    taperRatio: 0.5,
    restOfUk: { value: restOfUkBands },
    scotland: { value: scottishBands(15_397, 27_491) },
  },
  carFuelMultiplier: { value: 28_200 },
  class1aRate: { value: 15, unconfirmed: true },
  van: { benefit: { value: 4_020 }, fuelBenefit: { value: 769 } },
};
