import { co2Bands, rangeBands, restOfUkBands, scottishBands } from './bands';
import type { TaxYearData } from './types';

/**
 * Tax year 2026/27 (6 April 2026 to 5 April 2027), from docs/design/uk-rules.md. The Scottish bands were
 * proposed, awaiting the Scottish Rate Resolution, so they are unconfirmed.
 */
export const taxYear2026to27: TaxYearData = {
  id: '2026-27',
  label: '2026/27',
  starts: '2026-04-06',
  bik: {
    zeroEmission: 4,
    rangeBands: rangeBands(4, 7, 10, 14, 16),
    co2Bands: co2Bands([17, 18, 19, 20, 21, 21, 22], 23, 37),
    maximum: { value: 37 },
    dieselSupplement: 4,
  },
  incomeTax: {
    personalAllowance: 12_570,
    taperThreshold: 100_000,
    taperRatio: 0.5,
    restOfUk: { value: restOfUkBands },
    scotland: { value: scottishBands(16_537, 29_526), unconfirmed: true },
  },
  carFuelMultiplier: { value: 29_200 },
  class1aRate: { value: 15, unconfirmed: true },
  van: { benefit: { value: 4_170 }, fuelBenefit: { value: 798 } },
};
