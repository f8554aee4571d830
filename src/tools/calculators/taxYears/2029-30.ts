import { co2Bands, rangeBands } from './bands';
import type { TaxYearData } from './types';

/**
 * Tax year 2029/30: only the BiK table is published (docs/design/uk-rules.md). Every 1-50 g/km car is 19 %;
 * the maximum (and so the diesel supplement cap) of 39 % is unconfirmed.
 */
export const taxYear2029to30: TaxYearData = {
  id: '2029-30',
  label: '2029/30',
  starts: '2029-04-06',
  bik: {
    zeroEmission: 9,
    rangeBands: rangeBands(19, 19, 19, 19, 19),
    co2Bands: co2Bands([20, 21, 22, 23, 23, 23, 24], 25, 39),
    maximum: { value: 39, unconfirmed: true },
    dieselSupplement: 4,
  },
};
