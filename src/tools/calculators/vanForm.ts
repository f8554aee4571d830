import { calculatorMessages, yesNo, type YesNo } from './calculatorTexts';
import { amountField, choiceField, queryValue, type FieldProblem, type QueryParams } from './formInput';
import { regions, type Region } from './incomeTax';
import { taxYearOn, vanTaxYears } from './taxYears/taxYears';
import type { TaxYearId } from './taxYears/types';
import type { VanInput } from './vanTax';

/**
 * The van tax form as data: its fields (the query parameter names), the values of a first
 * visit, reading a query string and turning the values into a VanInput or problems. Shared by
 * the page and the live island.
 */

/** The form's fields in order (each is also the query parameter name). */
export const vanFields = ['year', 'zeroEmission', 'restricted', 'fuelBenefit', 'region', 'salary'] as const;
export type VanField = (typeof vanFields)[number];

/** The form's values as typed. */
export type VanRaw = Record<VanField, string>;

/** The van years' ids. */
const vanYearIds = (): TaxYearId[] => vanTaxYears.map((year) => year.id);

/** The values of a first visit: the tax year of the date when it has van figures, else the latest that has. */
export function emptyVanRaw(today: Date): VanRaw {
  const current = taxYearOn(today);
  const ids = vanYearIds();
  const year = ids.includes(current) ? current : (ids.at(-1) ?? current);
  return { year, zeroEmission: 'no', restricted: 'no', fuelBenefit: 'no', region: 'ruk', salary: '' };
}

/** The form values from a query string, and whether it was submitted. */
export function vanRawFromQuery(params: QueryParams, today: Date): { raw: VanRaw; submitted: boolean } {
  const raw = emptyVanRaw(today);
  let submitted = false;
  for (const field of vanFields) {
    const value = queryValue(params, field);
    if (value === undefined) continue;
    submitted = true;
    raw[field] = value;
  }
  return { raw, submitted };
}

/** The result of reading the form. */
export interface VanReading {
  problems: FieldProblem<VanField>[];
  input?: VanInput;
}

/** Reads the form. */
export function readVanForm(raw: VanRaw): VanReading {
  const m = calculatorMessages;
  const year = choiceField<VanField, TaxYearId>('year', raw.year, vanYearIds(), m.vanYear);
  const zeroEmission = choiceField<VanField, YesNo>('zeroEmission', raw.zeroEmission, yesNo, m.yesNo);
  const restricted = choiceField<VanField, YesNo>('restricted', raw.restricted, yesNo, m.yesNo);
  const fuelBenefit = choiceField<VanField, YesNo>('fuelBenefit', raw.fuelBenefit, yesNo, m.yesNo);
  const region = choiceField<VanField, Region>('region', raw.region, regions, m.region);
  const salary = amountField('salary', raw.salary, m.salary, { max: 100_000_000, required: true });
  const problems = [year, zeroEmission, restricted, fuelBenefit, region, salary].flatMap((field) =>
    field.problem ? [field.problem] : [],
  );
  if (problems.length > 0 || !year.value || !region.value || salary.value === undefined) return { problems };
  return {
    problems,
    input: {
      year: year.value,
      zeroEmission: zeroEmission.value === 'yes',
      restrictedPrivateUse: restricted.value === 'yes',
      freeFuel: fuelBenefit.value === 'yes',
      region: region.value,
      salary: salary.value,
    },
  };
}
