import { co2Bands, rangeBands } from './bands';
import type { TaxYearData } from './types';

/**
 * Tax year 2028/29: only the BiK table is published (docs/design/uk-rules.md). Every 1-50 g/km car is 18 %
 * whatever its range; the maximum (and so the diesel supplement cap) of 38 % is unconfirmed.
 */
export const taxYear2028to29: TaxYearData = {
  id: '2028-29',
  label: '2028/29',
  starts: '2028-04-06',
  bik: {
    zeroEmission: 7,
    rangeBands: rangeBands(18, 18, 18, 18, 18),
    co2Bands: co2Bands([19, 20, 21, 22, 22, 22, 23], 24, 38),
    maximum: { value: 38, unconfirmed: true },
    dieselSupplement: 4,
  },
};
