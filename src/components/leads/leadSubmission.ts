/**
 * What the lead form's island sends and how it reads the answer (#16), as pure functions the
 * island, its stories and the unit tests share. It imports no validation library: the API
 * (`POST /api/leads`, src/adapters/leads/leadSchema.ts) is the one judge of a request, and its 400
 * names a message per field, which the form shows. Types only from the schema module, so its zod
 * code stays out of the browser bundle.
 */
import type { LeadErrorField, LeadFieldErrors } from '#src/adapters/leads/leadSchema';
import { apiPaths } from '#src/domain/routes';

/** The JSON body of `POST /api/leads`: the form's fields, consent as a boolean, empty optionals left out. */
export type LeadBody = Record<string, string | boolean>;

/** An answer of the API as the island sees it. */
export interface LeadAnswer {
  status: number;
  /** The parsed JSON body, or null when there was none. */
  body: unknown;
}

/** Sends a body with its key; rejects when no answer comes (offline, a dropped connection). */
export type LeadSender = (body: LeadBody, idempotencyKey: string) => Promise<LeadAnswer>;

/** What an answer means for the form. */
export type LeadOutcome =
  | { type: 'stored'; reference: string }
  | { type: 'invalid'; errors: LeadFieldErrors }
  | { type: 'rate-limited' }
  /** 422: the key was already spent on other details (an earlier try that did arrive); a new key is needed. */
  | { type: 'key-conflict' }
  | { type: 'failed' };

/** The fields the JSON body carries: the hidden `idempotencyKey` goes as a header, `returnTo` only with plain posts. */
const textFields = ['kind', 'dealerId', 'name', 'email', 'postcode'] as const;
const optionalFields = ['phone', 'message', 'derivativeId', 'dealId', 'advertId'] as const;

/** The JSON body of a filled-in form: what a plain post would send, typed as the API expects. */
export function leadBodyFromForm(form: FormData): LeadBody {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const body: LeadBody = {};
  for (const name of textFields) body[name] = text(name);
  for (const name of optionalFields) if (text(name).trim() !== '') body[name] = text(name);
  body.consent = form.get('consent') !== null;
  return body;
}

/**
 * A new Idempotency-Key: a UUID, or 32 hex digits where randomUUID is missing (it needs a
 * secure context; getRandomValues does not).
 */
export function newLeadKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The `fields` of a 400 (field -> message), strings only; when it names no field, its
 * `error.message` under `form`, so the visitor still learns why.
 */
export function leadAnswerErrors(body: unknown): LeadFieldErrors {
  const errors: LeadFieldErrors = {};
  if (!isRecord(body)) return errors;
  if (isRecord(body.fields))
    for (const [field, message] of Object.entries(body.fields))
      if (typeof message === 'string' && message !== '') errors[field as LeadErrorField] = message;
  if (Object.keys(errors).length === 0 && isRecord(body.error) && typeof body.error.message === 'string')
    errors.form = body.error.message;
  return errors;
}

/**
 * Reads an answer: stored (201, or the same body again on a replay), refused with messages,
 * rate-limited, a spent key, or failed.
 */
export function leadOutcome({ status, body }: LeadAnswer): LeadOutcome {
  if ((status === 200 || status === 201) && isRecord(body) && typeof body.reference === 'string')
    return { type: 'stored', reference: body.reference };
  if (status === 429) return { type: 'rate-limited' };
  if (status === 422) return { type: 'key-conflict' };
  if (status >= 400 && status < 500) {
    const errors = leadAnswerErrors(body);
    if (Object.keys(errors).length > 0) return { type: 'invalid', errors };
  }
  return { type: 'failed' };
}

/** The site's own sender: JSON to `POST /api/leads` with the key in the Idempotency-Key header. */
export const sendLeadJson: LeadSender = async (body, idempotencyKey) => {
  const response = await fetch(apiPaths.leads, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
  const parsed: unknown = await response.json().catch(() => null);
  return { status: response.status, body: parsed };
};
