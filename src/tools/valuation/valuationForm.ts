/**
 * The entry form of /car-valuation/ and /class/sell-my-car as data and checks: the fields (an
 * optional registration, the make and model, the year of first registration, the mileage and, for
 * selling, an optional postcode), reading them from any query string without throwing, and a clear
 * message per field the visitor must correct. The valuation itself never uses the postcode: it only
 * places the visitor for the dealer list of /class/sell-my-car, so it is optional there and not
 * asked at all on /car-valuation/. A postcode that is given is checked by src/lib/postcode.ts
 * ('Invalid postcode', spec 5 and 8). Pure, so the server page, the stories and the unit tests
 * share it.
 */
import { messages } from '../../lib/errorMessages';
import { validatePostcode } from '../../lib/postcode';

/** The form's fields in form order, also their query parameter names. */
export const valuationFields = ['model', 'reg', 'year', 'mileage', 'postcode'] as const;
export type ValuationField = (typeof valuationFields)[number];

/** What the visitor typed or chose, field by field (shown back in the form after an error). */
export type ValuationValues = Record<ValuationField, string>;

/** A message per field to correct. */
export type ValuationErrors = Partial<Record<ValuationField, string>>;

/** A checked entry. */
export interface ValuationInput {
  /** The registration in capitals with one space ('AB12 CDE'), or null when not given. */
  registration: string | null;
  /** The catalogue model id, e.g. 'volkswagen-golf-hatchback'. */
  modelId: string;
  /** Year of first registration. */
  year: number;
  /** Month of first registration (1-12) when the plate tells it, else null. */
  month: number | null;
  mileage: number;
  /** The postcode, normalised ('SW1A 1AA'), or null when not given (or not asked). */
  postcode: string | null;
}

/** The outcome of reading a query. */
export interface ValuationQuery {
  values: ValuationValues;
  /** Whether any field was in the query (a submitted form). */
  submitted: boolean;
  errors: ValuationErrors;
  /** The checked entry, when submitted with no errors. */
  input: ValuationInput | null;
}

/** The highest mileage the form accepts. */
export const maxMileage = 500_000;
/** How many years back the year list goes. */
export const yearsBack = 25;

/** Messages of the checks. */
export const valuationMessages = {
  reg: 'Enter a registration like AB12 CDE, or leave it empty',
  regFuture: 'That registration has not been issued yet: check it, or leave it empty',
  regTooOld: `We can only value cars registered in the last ${yearsBack} years: check the registration`,
  model: 'Choose the make and model of your car',
  year: 'Choose the year your car was first registered, or enter its registration',
  mileage: 'Enter the mileage as a whole number of miles, e.g. 42000',
  mileageTooHigh: 'Enter a mileage of 500,000 miles or less',
  postcode: messages.invalidPostcode,
} as const;

export const emptyValuationValues: ValuationValues = { reg: '', model: '', year: '', mileage: '', postcode: '' };

/** The years a car may have been first registered in, newest first. */
export function registrationYears(today: Date): number[] {
  const year = today.getUTCFullYear();
  return Array.from({ length: yearsBack + 1 }, (_, index) => year - index);
}

/** The current-style plate (since September 2001): two letters, the age identifier, three letters. */
const platePattern = /^([A-Z]{2})([0-9]{2}) ?([A-Z]{3})$/;

/**
 * The registration in capitals with one space and the date its age identifier stands for: '19'
 * is March 2019, '69' is September 2019. Older formats and anything else give null.
 *
 * @example plateDate('ab69 cde') // { registration: 'AB69 CDE', year: 2019, month: 9 }
 */
export function plateDate(text: string): { registration: string; year: number; month: number } | null {
  const match = platePattern.exec(text.trim().toUpperCase().replace(/\s+/g, ' '));
  if (!match) return null;
  const [, area, age, serial] = match as unknown as [string, string, string, string];
  const code = Number(age);
  if (code === 0 || code === 50) return null;
  const september = code > 50;
  const year = 2000 + (september ? code - 50 : code);
  if (september && year < 2001) return null;
  return { registration: `${area}${age} ${serial}`, year, month: september ? 9 : 3 };
}

/** One value of a Next search-params record. */
export type QueryValue = string | string[] | undefined;

const first = (value: QueryValue) => {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' ? text.slice(0, 60) : '';
};

/** Which fields a page asks for: the postcode only when selling (for the dealers near you). */
export function askedValuationFields(askPostcode: boolean): readonly ValuationField[] {
  return askPostcode ? valuationFields : valuationFields.filter((field) => field !== 'postcode');
}

/**
 * Reads and checks the form's values from a query. `isModel` says whether a model id exists in
 * the catalogue; `askPostcode` whether the page asks for the (optional) postcode: without it a
 * postcode in the query is ignored. Never throws: anything odd in the query becomes a message on
 * its field.
 */
export function readValuationQuery(
  query: Readonly<Record<string, QueryValue>>,
  isModel: (id: string) => boolean,
  today: Date,
  askPostcode = true,
): ValuationQuery {
  const values = { ...emptyValuationValues };
  for (const field of askedValuationFields(askPostcode)) values[field] = first(query[field]);
  const submitted = askedValuationFields(askPostcode).some((field) => query[field] !== undefined);
  if (!submitted) return { values, submitted, errors: {}, input: null };

  const errors: ValuationErrors = {};
  const thisYear = today.getUTCFullYear();
  const thisMonth = today.getUTCMonth() + 1;
  // The years a car may be valued for, whether chosen or read from the plate.
  const years = registrationYears(today);

  let plate: ReturnType<typeof plateDate> = null;
  if (values.reg.trim() !== '') {
    plate = plateDate(values.reg);
    if (!plate) errors.reg = valuationMessages.reg;
    else if (plate.year > thisYear || (plate.year === thisYear && plate.month > thisMonth)) {
      errors.reg = valuationMessages.regFuture;
      plate = null;
    } else if (!years.includes(plate.year)) {
      // Older than the year list (a 2001 plate from 2027 on): refused like that year chosen.
      errors.reg = valuationMessages.regTooOld;
      plate = null;
    }
  }

  const modelId = values.model.trim();
  if (!modelId || !isModel(modelId)) errors.model = valuationMessages.model;

  let year: number | null = null;
  if (values.year.trim() !== '') {
    const chosen = Number(values.year.trim());
    if (years.includes(chosen)) year = chosen;
    else errors.year = valuationMessages.year;
  } else if (plate) {
    year = plate.year;
  } else if (!errors.reg) {
    errors.year = valuationMessages.year;
  }

  const mileageText = values.mileage.trim().replace(/,/g, '');
  const mileage = /^\d{1,7}$/.test(mileageText) ? Number(mileageText) : Number.NaN;
  if (Number.isNaN(mileage)) errors.mileage = valuationMessages.mileage;
  else if (mileage > maxMileage) errors.mileage = valuationMessages.mileageTooHigh;

  // Optional: only the dealer list uses it.
  let postcode: string | null = null;
  if (values.postcode.trim() !== '') {
    const checked = validatePostcode(values.postcode);
    if (checked.ok) postcode = checked.postcode;
    else errors.postcode = checked.error;
  }

  if (Object.keys(errors).length > 0 || year === null) return { values, submitted, errors, input: null };
  const month = plate && plate.year === year ? plate.month : null;
  return {
    values,
    submitted,
    errors,
    input: { registration: plate?.registration ?? null, modelId, year, month, mileage, postcode },
  };
}
