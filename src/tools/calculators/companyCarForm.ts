import { fuelTypes } from './bik';
import type { CompanyCarInput } from './companyCarTax';
import { calculatorMessages, yesNo } from './calculatorTexts';
import { amountSchema, choiceSchema, isoDateSchema, onFirstUse } from '#src/domain/fieldSchemas';
import { fieldReading, queryValue, type AmountMessages, type FieldProblem, type QueryParams } from './formInput';
import { regions } from './incomeTax';
import { isTaxYearId, taxYearOn, taxYears } from './taxYears/taxYears';

/**
 * The company car tax form as data: its fields (the query parameter names of the GET form),
 * the values a first visit starts with, reading them from a query string, and turning them into
 * a CompanyCarInput or the problems to show. Shared by the page (server render) and the live
 * island, so both always agree. Each field is read by its zod/mini schema (src/domain/fieldSchemas.ts).
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

/** Each field's schema, made on first use; CO2 and the electric range are asked of some fuels only. */
const companyCarSchemas = onFirstUse(() => {
  const m = calculatorMessages;
  const limits = companyCarLimits;
  const amount = (messages: AmountMessages, max: number, required: boolean) =>
    amountSchema(messages, { max, required });
  return {
    year: choiceSchema(taxYears.map((data) => data.id).filter(isTaxYearId), m.year),
    price: amount(m.price, limits.price, true),
    fuel: choiceSchema(fuelTypes, m.fuel),
    co2: { required: amount(m.co2, limits.co2, true), optional: amount(m.co2, limits.co2, false) },
    range: { required: amount(m.range, limits.range, true), optional: amount(m.range, limits.range, false) },
    registered: isoDateSchema(m.registered),
    yesNo: choiceSchema(yesNo, m.yesNo),
    region: choiceSchema(regions, m.region),
    salary: amount(m.salary, limits.salary, true),
  };
});

/** Reads the form. */
export function readCompanyCarForm(raw: CompanyCarRaw): CompanyCarReading {
  const schemas = companyCarSchemas();
  const year = fieldReading('year', schemas.year, raw.year);
  const price = fieldReading('price', schemas.price, raw.price);
  const fuel = fieldReading('fuel', schemas.fuel, raw.fuel);
  const electric = fuel.value === 'electric';
  const co2 = fieldReading('co2', electric ? schemas.co2.optional : schemas.co2.required, raw.co2);
  const range = fieldReading('range', schemas.range[fuel.value === 'phev' ? 'required' : 'optional'], raw.range);
  const registered = fieldReading('registered', schemas.registered, raw.registered);
  const rde2 = fieldReading('rde2', schemas.yesNo, raw.rde2);
  const fuelBenefit = fieldReading('fuelBenefit', schemas.yesNo, raw.fuelBenefit);
  const region = fieldReading('region', schemas.region, raw.region);
  const salary = fieldReading('salary', schemas.salary, raw.salary);

  const fields = [year, price, fuel, co2, range, registered, rde2, fuelBenefit, region, salary];
  const problems: FieldProblem<CompanyCarField>[] = fields.flatMap((field) => (field.problem ? [field.problem] : []));
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
