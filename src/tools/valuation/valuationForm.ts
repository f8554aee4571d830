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
import * as z from 'zod/mini';
import { messages } from '#src/lib/errorMessages';
import { validatePostcode } from '#src/lib/postcode';

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

/** A plate's registration and the date it stands for (plateDate). */
type Plate = NonNullable<ReturnType<typeof plateDate>>;

/** Adds a field's message to a parse. */
function addIssue(
  payload: { issues: z.core.$ZodRawIssue[] },
  input: unknown,
  message: string,
  path: PropertyKey[] = [],
) {
  payload.issues.push({ code: 'custom', input, message, path });
}

/**
 * The form's rules in one place, for a catalogue (`isModel`) and a day: each field's check and
 * message, and the one rule across fields (a year, chosen or read from the plate). Parses the
 * values as typed (ValuationValues) into a ValuationInput; a failed parse has at most one issue
 * per field, whose message is the field's error.
 */
export function valuationSchema(isModel: (id: string) => boolean, today: Date) {
  const thisYear = today.getUTCFullYear();
  const thisMonth = today.getUTCMonth() + 1;
  // The years a car may be valued for, whether chosen or read from the plate.
  const years = registrationYears(today);

  const reg = z.pipe(
    z.string(),
    z.transform((text: string, payload): Plate | null => {
      if (text.trim() === '') return null;
      const plate = plateDate(text);
      if (!plate) addIssue(payload, text, valuationMessages.reg);
      else if (plate.year > thisYear || (plate.year === thisYear && plate.month > thisMonth)) {
        addIssue(payload, text, valuationMessages.regFuture);
      } else if (!years.includes(plate.year)) {
        // Older than the year list (a 2001 plate from 2027 on): refused like that year chosen.
        addIssue(payload, text, valuationMessages.regTooOld);
      } else return plate;
      return z.NEVER;
    }),
  );
  const model = z
    .pipe(
      z.string(),
      z.transform((text: string) => text.trim()),
    )
    .check(z.refine((id: string) => id !== '' && isModel(id), valuationMessages.model));
  const year = z.pipe(
    z.string(),
    z.transform((text: string, payload): number | undefined => {
      if (text.trim() === '') return undefined;
      const chosen = Number(text.trim());
      if (years.includes(chosen)) return chosen;
      addIssue(payload, text, valuationMessages.year);
      return z.NEVER;
    }),
  );
  const mileage = z.pipe(
    z.string(),
    z.transform((text: string, payload) => {
      const digits = text.trim().replace(/,/g, '');
      const miles = /^\d{1,7}$/.test(digits) ? Number(digits) : Number.NaN;
      if (Number.isNaN(miles)) addIssue(payload, text, valuationMessages.mileage);
      else if (miles > maxMileage) addIssue(payload, text, valuationMessages.mileageTooHigh);
      else return miles;
      return z.NEVER;
    }),
  );
  // Optional: only the dealer list uses it; a given one is checked like every postcode (spec 5, 8).
  const postcode = z.pipe(
    z.string(),
    z.transform((text: string, payload): string | null => {
      if (text.trim() === '') return null;
      const checked = validatePostcode(text);
      if (checked.ok) return checked.postcode;
      addIssue(payload, text, checked.error);
      return z.NEVER;
    }),
  );

  return z.pipe(
    z.object({ reg, model, year, mileage, postcode }).check(
      z.check<{ reg?: Plate | null; year?: number }>(
        (payload) => {
          // A year is needed, chosen or from the plate; a bad plate already says so itself.
          const has = (field: string) => payload.issues.some((issue) => issue.path?.[0] === field);
          if (payload.value.year === undefined && !has('year') && !has('reg') && !payload.value.reg) {
            addIssue(payload, '', valuationMessages.year, ['year']);
          }
        },
        { when: () => true },
      ),
    ),
    z.transform((values): ValuationInput => {
      const plate = values.reg;
      const year = values.year ?? plate?.year ?? thisYear;
      return {
        registration: plate?.registration ?? null,
        modelId: values.model,
        year,
        month: plate && plate.year === year ? plate.month : null,
        mileage: values.mileage,
        postcode: values.postcode,
      };
    }),
  );
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

  const result = valuationSchema(isModel, today).safeParse(values);
  if (result.success) return { values, submitted, errors: {}, input: result.data };
  const errors: ValuationErrors = {};
  // In the order the checks have always run (an error summary lists them so).
  for (const field of ['reg', 'model', 'year', 'mileage', 'postcode'] as const) {
    const issue = result.error.issues.find((candidate) => candidate.path[0] === field);
    if (issue) errors[field] = issue.message;
  }
  return { values, submitted, errors, input: null };
}
