import { calculatorMessages, yesNo } from './calculatorTexts';
import { amountSchema, choiceSchema, onFirstUse } from '#src/domain/fieldSchemas';
import { fieldReading, queryValue, type FieldProblem, type QueryParams } from './formInput';
import { regions } from './incomeTax';
import { taxYearOn, vanTaxYears } from './taxYears/taxYears';
import type { TaxYearId } from './taxYears/types';
import type { VanInput } from './vanTax';

/**
 * The van tax form as data: its fields (the query parameter names), the values of a first
 * visit, reading a query string and turning the values into a VanInput or problems. Shared by
 * the page and the live island. Each field is read by its zod/mini schema (src/domain/fieldSchemas.ts).
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

/** The largest salary accepted (the company car form's too). */
const maxSalary = 100_000_000;

/** Each field's schema, made on first use. */
const vanSchemas = onFirstUse(() => {
  const m = calculatorMessages;
  return {
    year: choiceSchema(vanYearIds(), m.vanYear),
    yesNo: choiceSchema(yesNo, m.yesNo),
    region: choiceSchema(regions, m.region),
    salary: amountSchema(m.salary, { max: maxSalary, required: true }),
  };
});

/** Reads the form. */
export function readVanForm(raw: VanRaw): VanReading {
  const schemas = vanSchemas();
  const year = fieldReading('year', schemas.year, raw.year);
  const zeroEmission = fieldReading('zeroEmission', schemas.yesNo, raw.zeroEmission);
  const restricted = fieldReading('restricted', schemas.yesNo, raw.restricted);
  const fuelBenefit = fieldReading('fuelBenefit', schemas.yesNo, raw.fuelBenefit);
  const region = fieldReading('region', schemas.region, raw.region);
  const salary = fieldReading('salary', schemas.salary, raw.salary);
  const fields = [year, zeroEmission, restricted, fuelBenefit, region, salary];
  const problems: FieldProblem<VanField>[] = fields.flatMap((field) => (field.problem ? [field.problem] : []));
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
