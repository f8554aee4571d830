/**
 * Validation of a quote request (`POST /api/leads`, #16), for both of its wire forms: a JSON body,
 * and a plain form post whose every value is a string (consent 'on', optional fields sent empty).
 * Each fault is one `{ field, message }` with the texts of `leadMessages` (src/lib/errorMessages.ts),
 * so the API's 400, the form's inline errors and the tests use the same words.
 */
import { z } from 'zod';
import { leadKinds, leadLimits, type LeadInput } from '#src/domain/leads';
import { leadMessages } from '#src/lib/errorMessages';
import { isValidPostcode, validatePostcode } from '#src/lib/postcode';

export { leadMessages } from '#src/lib/errorMessages';

/** The fields of a lead, in the order the form shows them (and the error summary lists them). */
export const leadFields = [
  'kind',
  'dealerId',
  'name',
  'email',
  'phone',
  'postcode',
  'message',
  'consent',
  'derivativeId',
  'dealId',
  'advertId',
] as const;
export type LeadField = (typeof leadFields)[number];

/** A fault of the whole form rather than one field (a resubmitted old page, too many requests). */
export const leadFormErrorKey = 'form';
export type LeadErrorField = LeadField | typeof leadFormErrorKey;

export interface LeadFieldError {
  field: LeadErrorField;
  message: string;
}

/** field -> message, at most one message per field (the 400's `fields`, a draft's `errors`). */
export type LeadFieldErrors = Partial<Record<LeadErrorField, string>>;

/** A dealer, partner, derivative, deal or advert id: letters, digits and `._:-`, up to 100. */
export const leadIdPattern = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

/**
 * A sane address rather than RFC 5322: no spaces, one @, and a dotted ASCII domain whose last
 * label is letters (what mail to a dealer's customer can actually reach).
 */
export const leadEmailPattern =
  /^[^\s@<>"(),;:\\[\]]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** UK-ish phone: digits and spaces with an optional leading +, 7 to 20 characters, 7+ digits. */
export const leadPhonePattern = /^(?=(?:\D*\d){7})\+?[0-9 ]{6,19}[0-9]$/;

/**
 * The Idempotency-Key header (or the form's hidden `idempotencyKey`): 16 to 100 URL-safe
 * characters, so keys are long enough not to collide between visitors (a UUID is 36).
 */
export const idempotencyKeyPattern = new RegExp(`^[A-Za-z0-9_.~-]{16,${leadLimits.idempotencyKey}}$`);

/** Empty strings and null are an absent optional field (a form sends every field, filled or not). */
const absentIfEmpty = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(absentIfEmpty, schema.optional());

const carId = optional(
  z.string({ error: leadMessages.carInvalid }).trim().regex(leadIdPattern, leadMessages.carInvalid),
);

/** The schema of a lead; parse with parseLeadInput for `{ field, message }` errors. */
export const leadInputSchema = z.object({
  kind: z.enum(leadKinds, { error: leadMessages.kind }),
  dealerId: z.string({ error: leadMessages.dealerMissing }).trim().regex(leadIdPattern, leadMessages.dealerMissing),
  name: z
    .string({ error: leadMessages.nameMissing })
    .trim()
    .min(1, { error: leadMessages.nameMissing })
    .max(leadLimits.name, { error: leadMessages.nameTooLong }),
  email: z
    .string({ error: leadMessages.emailMissing })
    .trim()
    .min(1, { error: leadMessages.emailMissing, abort: true })
    .max(leadLimits.email, { error: leadMessages.emailTooLong, abort: true })
    .regex(leadEmailPattern, leadMessages.emailInvalid),
  phone: optional(
    z
      .string({ error: leadMessages.phoneInvalid })
      .trim()
      .max(leadLimits.phone, { error: leadMessages.phoneInvalid, abort: true })
      .regex(leadPhonePattern, leadMessages.phoneInvalid),
  ),
  postcode: z
    .string({ error: leadMessages.postcodeInvalid })
    .refine(isValidPostcode, { error: leadMessages.postcodeInvalid })
    // Stored as validatePostcode writes it: capitals, one space ('sw1a1aa' -> 'SW1A 1AA').
    .transform((value) => {
      const result = validatePostcode(value);
      return result.ok ? result.postcode : value;
    }),
  message: optional(
    z.string({ error: leadMessages.messageTooLong }).trim().max(leadLimits.message, leadMessages.messageTooLong),
  ),
  // JSON sends true; a checked checkbox sends 'on' (or the value 'true' a form may give it).
  consent: z.preprocess(
    (value) => (value === true || value === 'on' || value === 'true' ? true : value),
    z.literal(true, { error: leadMessages.consent }),
  ),
  derivativeId: carId,
  dealId: carId,
  advertId: carId,
});

export type LeadParseResult = { ok: true; input: LeadInput } | { ok: false; errors: LeadFieldError[] };

/**
 * Validates a lead (a JSON object, or a form's fields as a record of strings). Unknown fields are
 * ignored; absent optional fields stay absent. Errors come one per field, in `leadFields` order.
 */
export function parseLeadInput(raw: unknown): LeadParseResult {
  const record = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {};
  const result = leadInputSchema.safeParse(record);
  if (result.success) {
    const input: LeadInput = { ...result.data } as LeadInput;
    for (const key of Object.keys(input) as Array<keyof LeadInput>) if (input[key] === undefined) delete input[key];
    return { ok: true, input };
  }
  const byField = new Map<LeadField, string>();
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (
      typeof field === 'string' &&
      (leadFields as readonly string[]).includes(field) &&
      !byField.has(field as LeadField)
    )
      byField.set(field as LeadField, issue.message);
  }
  return {
    ok: false,
    errors: leadFields.filter((field) => byField.has(field)).map((field) => ({ field, message: byField.get(field)! })),
  };
}

/** The errors as `{ field: message }` (the 400's `fields`, a draft's `errors`). */
export function fieldErrorsOf(errors: readonly LeadFieldError[]): LeadFieldErrors {
  const map: LeadFieldErrors = {};
  for (const { field, message } of errors) map[field] ??= message;
  return map;
}

/** The lead fields of a plain form post, as the strings it sent (what a draft keeps to re-fill the form). */
export function leadFormValues(form: URLSearchParams): Partial<Record<LeadField, string>> {
  const values: Partial<Record<LeadField, string>> = {};
  for (const field of leadFields) {
    const value = form.get(field);
    // Bounded: a draft re-fills a form, it never needs more than the longest field allows.
    if (value !== null) values[field] = value.slice(0, leadLimits.message + 100);
  }
  return values;
}

/**
 * The body of a 400 from `POST /api/leads`: the site's one error shape (ErrorBody: `error.message`
 * is the summary, `error.parameter` the first field at fault) plus `fields`, a message per field.
 */
export interface LeadErrorBody {
  error: { status: number; type: string; message: string; parameter?: string };
  fields?: LeadFieldErrors;
}
