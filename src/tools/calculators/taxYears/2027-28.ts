import { co2Bands, rangeBands } from './bands';
import type { TaxYearData } from './types';

/**
 * Tax year 2027/28: only the BiK table is published (docs/design/uk-rules.md); other figures come from the latest
 * earlier year.
 */
export const taxYear2027to28: TaxYearData = {
  id: '2027-28',
  label: '2027/28',
  starts: '2027-04-06',
  bik: {
    zeroEmission: 5,
    rangeBands: rangeBands(5, 8, 11, 15, 17),
    co2Bands: co2Bands([18, 19, 20, 21, 21, 21, 22], 23, 37),
    maximum: { value: 37 },
    dieselSupplement: 4,
  },
};
