/**
 * `/api/leads` (#16, docs/leads.md), framework-free like the search endpoints (the route only
 * adapts it):
 *
 * - `POST` `application/json` with an `Idempotency-Key` header -> 201 `{"reference"}`; a retry
 *   answers the same body again (201, `Idempotent-Replayed: true`); 400 with `fields`, one message
 *   per field; 422 when the key was used for another body; 413 over 16 kB; 429 with Retry-After.
 * - `POST` `application/x-www-form-urlencoded` (the form without JavaScript; hidden fields
 *   `idempotencyKey` and `returnTo`) -> 303 to the confirmation page with `?reference=`, or, when
 *   something is wrong (the client's lead rate limit included), a stored draft and 303 back to the
 *   form with `?draft=`; only a client over its draft limit too gets the 429.
 * - `GET ?dealer=…` under the dealer's basic auth (leadsAuth.ts) -> `{ items }`, or CSV for
 *   `Accept: text/csv` or `?format=csv`.
 * Every answer is `no-store`; other methods get 405 with Allow.
 */
import { z } from 'zod';
import {
  BadRequestError,
  ContentError,
  ServerError,
  ServiceUnavailableError,
  ValidationError,
} from '#src/adapters/content/errors';
import {
  fieldErrorsOf,
  idempotencyKeyPattern,
  leadFields,
  leadFormErrorKey,
  leadFormValues,
  leadIdPattern,
  parseLeadInput,
  type LeadErrorBody,
  type LeadFieldError,
} from '#src/adapters/leads/leadSchema';
import type { LeadInput } from '#src/domain/leads';
import { leadPaths, partnerOfferPaths } from '#src/domain/routes';
import { leadMessages } from '#src/lib/errorMessages';
import { clientKey, type AttemptLimiter } from '../search/adminAuth';
import {
  credentialsRefused,
  emptyAnswer,
  errorAnswer,
  jsonAnswer,
  methodNotAllowed,
  queryOf,
  type LimitedBody,
  type SearchHttpResponse,
} from '../search/searchHttp';
import type { LeadDraft } from './leadDrafts';
import { defaultDraftRateLimiter, defaultLeadRateLimiter } from './leadRateLimit';
import { checkDealerCredentials, leadsAuthRealm } from './leadsAuth';
import { leadsCsv } from './leadsCsv';
import type { RecordLeadResult } from './leadStore';
import type { LeadStore } from './leadStores';

/** Largest accepted body: a lead is well under 2 kB even with a full message. */
export const leadBodyLimit = 16 * 1024;

/** The methods the path takes (the 405's Allow). */
const leadsAllow = 'GET, POST';

/** Set on a 201 (or 303) that repeats an earlier answer instead of storing a lead. */
export const replayedHeader = 'idempotent-replayed';

export interface LeadsApiRequest {
  method: string;
  url: string;
  headers: Headers;
  /** Reads the body with a limit (bodyReader); called only for a POST. */
  readBody: (limit: number) => Promise<LimitedBody>;
}

export interface LeadsApiOptions {
  /** Opened lazily (defaultLeadStore); may throw or reject with ServiceUnavailableError (the 503). */
  getLeadStore: () => LeadStore;
  /** LEADS_API_SECRET; undefined or '' turns the dealers' GET off (503). Posting works without it. */
  secret: string | undefined;
  now?: () => Date;
  /** Default: leadRateLimit.ts's, in PostgreSQL (shared by every instance) with DATABASE_URL. */
  leadLimiter?: AttemptLimiter;
  draftLimiter?: AttemptLimiter;
  authLimiter?: AttemptLimiter;
}

export async function handleLeadsRequest(
  request: LeadsApiRequest,
  options: LeadsApiOptions,
): Promise<SearchHttpResponse> {
  const method = request.method.toUpperCase();
  try {
    if (method === 'POST') return await handlePost(request, options);
    if (method === 'GET' || method === 'HEAD') return await handleGet(request, method, options);
    return methodNotAllowed(method, leadsAllow);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return jsonAnswer(
        413,
        { error: { status: 413, type: 'bad-request', message: `The body must be at most ${leadBodyLimit} bytes.` } },
        { method },
      );
    return errorAnswer(error instanceof ContentError ? error : unexpected(error), { method, what: 'the leads API' });
  }
}

let loggedUnexpected = 0;

function unexpected(error: unknown): ServerError {
  if (loggedUnexpected < 100) {
    loggedUnexpected += 1;
    console.error('leads: unexpected error:', error);
  }
  // The lead's transaction rolled back, so trying again is safe.
  return new ServerError('The leads service failed to answer; please try again.');
}

class BodyTooLargeError extends Error {}

/* ------------------------------------------------------------------------------------------------
 * POST: store a lead.
 * --------------------------------------------------------------------------------------------- */

type BodyKind = 'json' | 'form';

function bodyKindOf(headers: Headers): BodyKind | null {
  const type = (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

/** The key as sent: a bare token, or the quoted string of the IETF draft's structured header. */
function keyOf(value: string | null): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  return /^"[^"]*"$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
}

async function handlePost(request: LeadsApiRequest, options: LeadsApiOptions): Promise<SearchHttpResponse> {
  // A browser says where a request comes from: another site's page may not post leads as its visitor.
  if (request.headers.get('sec-fetch-site')?.toLowerCase() === 'cross-site')
    return jsonAnswer(403, {
      error: { status: 403, type: 'bad-request', message: 'Cross-site requests are refused.' },
    });
  const kind = bodyKindOf(request.headers);
  if (!kind)
    return jsonAnswer(
      415,
      {
        error: {
          status: 415,
          type: 'bad-request',
          message: 'Send the lead as application/json or application/x-www-form-urlencoded.',
        },
      },
      { headers: { 'accept-post': 'application/json, application/x-www-form-urlencoded' } },
    );
  const read = await request.readBody(leadBodyLimit);
  if (!read.ok) throw new BodyTooLargeError();
  return kind === 'json' ? postJson(read.text, request, options) : postForm(read.text, request, options);
}

async function postJson(text: string, request: LeadsApiRequest, options: LeadsApiOptions): Promise<SearchHttpResponse> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequestError('The body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BadRequestError('The body must be a JSON object with the lead’s fields.');
  const key = keyOf(request.headers.get('idempotency-key'));
  if (key !== undefined && !idempotencyKeyPattern.test(key))
    throw new ValidationError('Idempotency-Key', '16 to 100 letters, digits, -, _, . or ~ (a UUID will do)');
  const parsed = parseLeadInput(body);
  if (!parsed.ok) return validationAnswer(parsed.errors);
  const outcome = await store(parsed.input, key, request.headers, options);
  if (outcome.kind === 'limited') return tooManyAnswer(outcome.retryAfter);
  const result = outcome.result;
  if (result.ok)
    return {
      status: 201,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
        ...(result.replayed ? { [replayedHeader]: 'true' } : {}),
      },
      body: result.body,
    };
  if (result.reason === 'unknown-dealer')
    return validationAnswer([{ field: 'dealerId', message: leadMessages.unknownDealer }], leadMessages.unknownDealer);
  return jsonAnswer(422, {
    error: {
      status: 422,
      type: 'bad-request',
      message: 'This Idempotency-Key was already used for a request with another body; send a new key.',
      parameter: 'Idempotency-Key',
    },
  });
}

async function postForm(text: string, request: LeadsApiRequest, options: LeadsApiOptions): Promise<SearchHttpResponse> {
  const form = new URLSearchParams(text);
  const returnPath = safeReturnPath(form.get('returnTo'));
  // A key that is not well formed is left out (nobody can correct a hidden field); the body's
  // fingerprint still keeps a double submit to one lead.
  const sentKey = keyOf(form.get('idempotencyKey') ?? request.headers.get('idempotency-key'));
  const key = sentKey && idempotencyKeyPattern.test(sentKey) ? sentKey : undefined;
  const values = leadFormValues(form);
  const backToForm = (errors: readonly LeadFieldError[]) =>
    draftAnswer({ values, errors: fieldErrorsOf(errors) }, returnPath, request.headers, options);

  // Validated as sent: `values` is the draft's copy, cut to a bounded length, and a value too long
  // must be refused rather than stored cut short.
  const parsed = parseLeadInput(
    Object.fromEntries(leadFields.flatMap((field) => (form.has(field) ? [[field, form.get(field)]] : []))),
  );
  if (!parsed.ok) return backToForm(parsed.errors);
  const outcome = await store(parsed.input, key, request.headers, options);
  // Without JavaScript a JSON 429 would be a dead end: back to the form, with what was sent.
  if (outcome.kind === 'limited')
    return backToForm([{ field: leadFormErrorKey, message: leadMessages.tooManyRequests }]);
  const result = outcome.result;
  if (result.ok)
    return seeOther(
      `${leadPaths.confirmation}?reference=${encodeURIComponent(result.receipt.reference)}`,
      result.replayed ? { [replayedHeader]: 'true' } : {},
    );
  if (result.reason === 'unknown-dealer')
    return backToForm([{ field: 'dealerId', message: leadMessages.unknownDealer }]);
  return backToForm([{ field: leadFormErrorKey, message: leadMessages.alreadySent }]);
}

type StoreOutcome = { kind: 'stored'; result: RecordLeadResult } | { kind: 'limited'; retryAfter: number };

/**
 * Rate limit, then recordLead; a replay is answered even to a client at its limit. The write is
 * counted before the store is awaited (so concurrent requests cannot all take a client's last
 * slot) and taken back unless a new lead was stored: replays and refusals never counted.
 */
async function store(
  input: LeadInput,
  idempotencyKey: string | undefined,
  headers: Headers,
  { getLeadStore, now = () => new Date(), leadLimiter = defaultLeadRateLimiter }: LeadsApiOptions,
): Promise<StoreOutcome> {
  const leads = getLeadStore();
  const client = clientKey(headers);
  const at = now();
  const reservation = await leadLimiter.reserve(client);
  if (!reservation.ok) {
    const replay = await leads.findLeadReplay(input, { idempotencyKey, now: at });
    return replay ? { kind: 'stored', result: replay } : { kind: 'limited', retryAfter: reservation.retryAfter };
  }
  let result: RecordLeadResult;
  try {
    result = await leads.recordLead(input, { idempotencyKey, client, now: at });
  } catch (error) {
    await reservation.release();
    throw error;
  }
  if (!result.ok || result.replayed) await reservation.release();
  return { kind: 'stored', result };
}

function validationAnswer(
  errors: readonly LeadFieldError[],
  message: string = leadMessages.summary,
): SearchHttpResponse {
  const body: LeadErrorBody = {
    error: { status: 400, type: 'validation', message, ...(errors[0] ? { parameter: errors[0].field } : {}) },
    fields: fieldErrorsOf(errors),
  };
  return jsonAnswer(400, body);
}

function tooManyAnswer(retryAfter: number): SearchHttpResponse {
  return jsonAnswer(
    429,
    { error: { status: 429, type: 'bad-request', message: leadMessages.tooManyRequests } },
    { headers: { 'retry-after': String(retryAfter) } },
  );
}

async function draftAnswer(
  draft: LeadDraft,
  returnPath: string,
  headers: Headers,
  { getLeadStore, now = () => new Date(), draftLimiter = defaultDraftRateLimiter }: LeadsApiOptions,
): Promise<SearchHttpResponse> {
  const client = clientKey(headers);
  // Counted before the store is awaited, taken back if the draft is not stored (as store() does).
  const reservation = await draftLimiter.reserve(client);
  if (!reservation.ok) return tooManyAnswer(reservation.retryAfter);
  let id: string;
  try {
    id = await getLeadStore().saveLeadDraft(draft, now());
  } catch (error) {
    await reservation.release();
    throw error;
  }
  const target = new URL(returnPath, sitePlaceholder);
  target.searchParams.set('draft', id);
  return seeOther(target.pathname + target.search);
}

function seeOther(location: string, headers: Record<string, string> = {}): SearchHttpResponse {
  return emptyAnswer(303, { location, ...headers });
}

const sitePlaceholder = 'http://site.invalid';
/** Where the partner offer pages live ('/partner-offers/'), from their routes. */
const partnerOffersPrefix = partnerOfferPaths.warranty.slice(0, partnerOfferPaths.warranty.lastIndexOf('/') + 1);

/**
 * The form's `returnTo` as a path on this site under the lead form or the partner offers, else the
 * lead form: never another host (`//evil`, `/\evil`, `https://…`), so no open redirect. Dot
 * segments are resolved before the check; the fragment is dropped.
 */
export function safeReturnPath(returnTo: string | null | undefined): string {
  if (!returnTo || returnTo.length > 2000 || !returnTo.startsWith('/') || hasBackslashOrControl(returnTo))
    return leadPaths.form;
  let url: URL;
  try {
    url = new URL(returnTo, sitePlaceholder);
  } catch {
    return leadPaths.form;
  }
  const path = url.pathname;
  const allowed =
    path === leadPaths.form || path.startsWith(`${leadPaths.form}/`) || path.startsWith(partnerOffersPrefix);
  return url.origin === sitePlaceholder && allowed ? path + url.search : leadPaths.form;
}

/** Browsers read a backslash as a slash, and drop tabs and line breaks from URLs: refuse them all. */
function hasBackslashOrControl(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/* ------------------------------------------------------------------------------------------------
 * GET: a dealer reads its leads.
 * --------------------------------------------------------------------------------------------- */

/** `?format=` of the dealers' GET (absent: by the Accept header); the OpenAPI document's too. */
export const leadsFormatSchema = z
  .enum(['json', 'csv'])
  .optional()
  .describe('csv for CSV (or send Accept: text/csv); json by default');

const leadsApiDisabled = () => new ServiceUnavailableError('The leads API is disabled (no LEADS_API_SECRET).', 3600);

async function handleGet(
  request: LeadsApiRequest,
  method: string,
  options: LeadsApiOptions,
): Promise<SearchHttpResponse> {
  if (!options.secret) throw leadsApiDisabled();
  const query = queryOf(request.url);
  const dealer = query.get('dealer')?.trim() ?? '';
  if (!leadIdPattern.test(dealer))
    throw new ValidationError('dealer', 'a dealer id: letters, digits and ._:-, up to 100');
  const formatRead = leadsFormatSchema.safeParse(query.get('format') ?? undefined);
  if (!formatRead.success)
    throw new ValidationError(
      'format',
      leadsFormatSchema
        .unwrap()
        .options.map((name) => `'${name}'`)
        .join(' or '),
    );
  const format = formatRead.data;

  const verdict = await checkDealerCredentials(request.headers, dealer, {
    secret: options.secret,
    ...(options.authLimiter ? { limiter: options.authLimiter } : {}),
  });
  if (!verdict.ok) {
    if (verdict.status === 503) throw leadsApiDisabled();
    return credentialsRefused(verdict, method, leadsAuthRealm);
  }

  const leads = await options.getLeadStore().leadsForDealer(dealer);
  if (format === 'csv' || (format === undefined && prefersCsv(request.headers.get('accept')))) {
    return {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8; header=present',
        'content-disposition': `attachment; filename="leads-${dealer.replace(/[^A-Za-z0-9._-]/g, '_')}.csv"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        vary: 'accept',
      },
      body: method === 'HEAD' ? null : leadsCsv(leads),
    };
  }
  return jsonAnswer(200, { items: leads }, { method, headers: { vary: 'accept' } });
}

/** Whether an Accept header ranks text/csv above JSON (its q-values; ties go to JSON). */
export function prefersCsv(accept: string | null): boolean {
  if (!accept) return false;
  let csv = 0;
  let json = 0;
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const qParam = params.find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q)) continue;
    if (type === 'text/csv') csv = Math.max(csv, q);
    else if (type === 'application/json') json = Math.max(json, q);
  }
  return csv > 0 && csv > json;
}
