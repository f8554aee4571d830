import { fuelTypes, type FuelType } from './bik';
import type { CompanyCarInput } from './companyCarTax';
import { calculatorMessages, yesNo, type YesNo } from './calculatorTexts';
import { amountField, choiceField, queryValue, readIsoDate, type FieldProblem, type QueryParams } from './formInput';
import { regions, type Region } from './incomeTax';
import { isTaxYearId, taxYearOn, taxYears } from './taxYears/taxYears';
import type { TaxYearId } from './taxYears/types';

/**
 * The company car tax form as data: its fields (the query parameter names of the GET form),
 * the values a first visit starts with, reading them from a query string, and turning them into
 * a CompanyCarInput or the problems to show. Shared by the page (server render) and the live
 * island, so both always agree.
 */

/** The form's fields, in form order (each is also the query parameter name). */
export const companyCarFields = [
  'year',
  'price',
  'fuel',
  'co2',
  'range',
  'registered',
  'rde2',
  'fuelBenefit',
  'region',
  'salary',
] as const;
export type CompanyCarField = (typeof companyCarFields)[number];

/** The form's values as typed. */
export type CompanyCarRaw = Record<CompanyCarField, string>;

/** The values of a first visit on a date (the tax year that date falls in). */
export function emptyCompanyCarRaw(today: Date): CompanyCarRaw {
  return {
    year: taxYearOn(today),
    price: '',
    fuel: 'petrol',
    co2: '',
    range: '',
    registered: '',
    rde2: 'yes',
    fuelBenefit: 'no',
    region: 'ruk',
    salary: '',
  };
}

/** The form values from a query string, and whether the form was submitted (any field present). */
export function companyCarRawFromQuery(params: QueryParams, today: Date): { raw: CompanyCarRaw; submitted: boolean } {
  const raw = emptyCompanyCarRaw(today);
  let submitted = false;
  for (const field of companyCarFields) {
    const value = queryValue(params, field);
    if (value === undefined) continue;
    submitted = true;
    raw[field] = value;
  }
  return { raw, submitted };
}

/** The largest amounts accepted (beyond them a typo is likelier than a real figure). */
export const companyCarLimits = { price: 10_000_000, co2: 1_000, range: 1_000, salary: 100_000_000 } as const;

/** The result of reading the form. */
export interface CompanyCarReading {
  /** Every problem (see visibleProblems for which to show). */
  problems: FieldProblem<CompanyCarField>[];
  /** The input, when every field is usable. */
  input?: CompanyCarInput;
}

/** Reads the form. */
export function readCompanyCarForm(raw: CompanyCarRaw): CompanyCarReading {
  const m = calculatorMessages;
  const year = choiceField<CompanyCarField, TaxYearId>(
    'year',
    raw.year,
    taxYears.map((data) => data.id).filter(isTaxYearId),
    m.year,
  );
  const price = amountField('price', raw.price, m.price, { max: companyCarLimits.price, required: true });
  const fuel = choiceField<CompanyCarField, FuelType>('fuel', raw.fuel, fuelTypes, m.fuel);
  const electric = fuel.value === 'electric';
  const co2 = amountField('co2', raw.co2, m.co2, { max: companyCarLimits.co2, required: !electric });
  const range = amountField('range', raw.range, m.range, {
    max: companyCarLimits.range,
    required: fuel.value === 'phev',
  });
  const registeredReading = readIsoDate(raw.registered);
  const registered =
    registeredReading.kind === 'invalid'
      ? { problem: { field: 'registered' as const, kind: 'invalid' as const, message: m.registered } }
      : { value: registeredReading.kind === 'ok' ? registeredReading.value : undefined };
  const rde2 = choiceField<CompanyCarField, YesNo>('rde2', raw.rde2, yesNo, m.yesNo);
  const fuelBenefit = choiceField<CompanyCarField, YesNo>('fuelBenefit', raw.fuelBenefit, yesNo, m.yesNo);
  const region = choiceField<CompanyCarField, Region>('region', raw.region, regions, m.region);
  const salary = amountField('salary', raw.salary, m.salary, { max: companyCarLimits.salary, required: true });

  const problems = [year, price, fuel, co2, range, registered, rde2, fuelBenefit, region, salary].flatMap((field) =>
    field.problem ? [field.problem] : [],
  );
  if (
    problems.length > 0 ||
    year.value === undefined ||
    price.value === undefined ||
    fuel.value === undefined ||
    region.value === undefined ||
    salary.value === undefined
  ) {
    return { problems };
  }
  return {
    problems,
    input: {
      year: year.value,
      listPrice: price.value,
      fuel: fuel.value,
      co2: electric ? 0 : (co2.value ?? 0),
      electricRange: range.value ?? 0,
      meetsRde2: rde2.value !== 'no',
      registered: registered.value,
      region: region.value,
      salary: salary.value,
      freeFuel: fuelBenefit.value === 'yes',
    },
  };
}
