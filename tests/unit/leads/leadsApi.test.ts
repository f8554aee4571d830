// @vitest-environment node
/**
 * `/api/leads` (src/server/leads/leadsApi.ts) on a real SQLite file:
 * - JSON posts: 201 `{reference}`, the same body again on a retry (with Idempotent-Replayed),
 *   one row for a key sent twice and for a body sent twice without a key, 422 for a key reused
 *   with another body, 400 with a message per field, 'Unknown dealer', 413, 415, 403 cross-site;
 * - plain form posts: 303 to the confirmation, or a draft and 303 back to a safe returnTo (never
 *   another site);
 * - the rate limit per client (429 with Retry-After), which never refuses a replay;
 * - the dealers' GET: 503 without a secret, 401 with WWW-Authenticate, 429 after repeated
 *   failures, 200 as JSON or CSV, one dealer's password opening only that dealer's leads;
 * - 405 with Allow, and no-store everywhere.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FailureLimiter } from '#src/server/search/adminAuth';
import { leadMessages } from '#src/lib/errorMessages';
import { readLeadDraft } from '#src/server/leads/leadDrafts';
import { LeadRateLimiter, leadRateLimits } from '#src/server/leads/leadRateLimit';
import { dealerLeadsPassword } from '#src/server/leads/leadsAuth';
import { createSqliteLeadStore } from '#src/server/leads/leadStores';
import {
  handleLeadsRequest,
  leadBodyLimit,
  prefersCsv,
  safeReturnPath,
  type LeadsApiOptions,
} from '#src/server/leads/leadsApi';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import { clearLeads, count, dealerIds, key, leadsDatabaseForFile, validLead } from './leadFixtures';

const db = leadsDatabaseForFile();
const secret = 'a long and random leads secret';

let clock: number;
let options: LeadsApiOptions;

beforeEach(() => {
  clock = Date.parse('2026-11-21T10:00:00.000Z');
  const now = () => clock;
  options = {
    getLeadStore: () => createSqliteLeadStore(db),
    secret,
    now: () => new Date(clock),
    leadLimiter: new LeadRateLimiter({ ...leadRateLimits, now }),
    draftLimiter: new LeadRateLimiter({ perMinute: 20, perHour: 120, globalPerMinute: 1000, globalPerHour: 1000, now }),
    authLimiter: new FailureLimiter({ now }),
  };
});
afterEach(() => clearLeads(db));

/** What the tests read of a JSON answer. */
interface ApiJson {
  error: { status: number; message: string; parameter?: string };
  fields?: Record<string, string>;
  items?: Array<Record<string, unknown>>;
  reference?: string;
}

interface Call {
  method?: string;
  url?: string;
  body?: string | object;
  type?: string | null;
  headers?: Record<string, string>;
  ip?: string;
  with?: Partial<LeadsApiOptions>;
}

async function call({
  method = 'POST',
  url = '/api/leads',
  body,
  type,
  headers = {},
  ip = '198.51.100.7',
  with: extra,
}: Call) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const all = new Headers({ 'x-forwarded-for': `10.9.9.9, ${ip}`, ...headers });
  const contentType = type === undefined ? (typeof body === 'object' ? 'application/json' : null) : type;
  if (contentType) all.set('content-type', contentType);
  const response = await handleLeadsRequest(
    {
      method,
      url: `http://localhost${url}`,
      headers: all,
      readBody: async (limit) => (Buffer.byteLength(text) > limit ? { ok: false, tooLarge: true } : { ok: true, text }),
    },
    { ...options, ...extra },
  );
  const isJson = response.headers['content-type']?.startsWith('application/json');
  return { ...response, json: isJson && response.body ? (JSON.parse(response.body) as ApiJson) : null };
}

const postJson = (body: object, idempotencyKey?: string, extra: Omit<Call, 'body'> = {}) =>
  call({
    ...extra,
    body,
    headers: { ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}), ...extra.headers },
  });

const formOf = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formFields = (overrides: Record<string, string> = {}) => ({
  kind: 'quote',
  dealerId: dealerIds[0],
  name: 'Alex Driver',
  email: 'alex@example.com',
  phone: '',
  postcode: 'ls1 4ap',
  message: '',
  consent: 'on',
  derivativeId: 'golf-1-5-tsi-life',
  dealId: '',
  advertId: '',
  idempotencyKey: key('form-1'),
  returnTo: '/get-quotes?kind=quote&dealer=dealer-leeds-1',
  ...overrides,
});
const postForm = (fields: Record<string, string>, extra: Omit<Call, 'body' | 'type'> = {}) =>
  call({ ...extra, body: formOf(fields), type: 'application/x-www-form-urlencoded' });

const auth = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const dealerAuth = (dealer: string = dealerIds[0]) => auth(dealer, dealerLeadsPassword(secret, dealer));
const getLeads = (query: string, headers: Record<string, string> = {}, extra: Omit<Call, 'method' | 'url'> = {}) =>
  call({ ...extra, method: 'GET', url: `/api/leads?${query}`, headers });

describe('POST as JSON', () => {
  it('answers 201 {reference} with no-store, and the same body again on a retry', async () => {
    const first = await postJson(validLead(), key(1));
    expect(first.status).toBe(201);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(Object.keys(first.json!)).toEqual(['reference']);
    expect(first.json!.reference).toMatch(/^KS-[0-9A-HJKMNP-TV-Z]{8}$/);

    clock += 5_000;
    const retry = await postJson(validLead(), key(1));
    expect(retry.status).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(count(db, 'leads')).toBe(1);
    expect(count(db, 'lead_outbox')).toBe(1);
  });

  it('accepts the key as a quoted structured-header string', async () => {
    const first = await postJson(validLead(), `"${key(2)}"`);
    const second = await postJson(validLead(), key(2));
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
  });

  it('stores one lead for the same body posted twice without a key', async () => {
    const first = await postJson(validLead());
    const second = await postJson(validLead());
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.json).toEqual(first.json);
    expect(count(db, 'leads')).toBe(1);
  });

  it('answers 422 to a key reused with another body, storing nothing more', async () => {
    await postJson(validLead(), key(3));
    const reused = await postJson(validLead({ message: 'Different' }), key(3));
    expect(reused.status).toBe(422);
    expect(reused.json!.error.parameter).toBe('Idempotency-Key');
    expect(count(db, 'leads')).toBe(1);
  });

  it('answers 400 with a message per field', async () => {
    const response = await postJson(
      { kind: 'quote', dealerId: dealerIds[0], name: '', email: 'x', postcode: 'nope' },
      key(4),
    );
    expect(response.status).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json).toEqual({
      error: { status: 400, type: 'validation', message: leadMessages.summary, parameter: 'name' },
      fields: {
        name: leadMessages.nameMissing,
        email: leadMessages.emailInvalid,
        postcode: 'Invalid postcode',
        consent: leadMessages.consent,
      },
    });
    expect(count(db, 'leads')).toBe(0);
  });

  it("answers 400 'Unknown dealer' for a dealer that does not exist", async () => {
    const response = await postJson(validLead({ dealerId: 'dealer-atlantis-9' }), key(5));
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      error: { message: 'Unknown dealer', parameter: 'dealerId' },
      fields: { dealerId: 'Unknown dealer' },
    });
    expect(count(db, 'leads')).toBe(0);
  });

  it('takes a partner offer with its partner id', async () => {
    const response = await postJson(validLead({ kind: 'warranty', dealerId: 'partner-warranty' }), key(6));
    expect(response.status).toBe(201);
    const wrong = await postJson(validLead({ kind: 'quote', dealerId: 'partner-warranty' }), key(7));
    expect(wrong.json!.fields).toEqual({ dealerId: 'Unknown dealer' });
  });

  it.each([
    ['not json', 'application/json', 400],
    ['[1,2]', 'application/json', 400],
    ['{}', 'text/plain', 415],
    ['{}', 'multipart/form-data; boundary=x', 415],
    ['{}', null, 415],
  ])('answers %j sent as %s with %i', async (body, type, status) => {
    const response = await call({ body, type });
    expect(response.status).toBe(status);
    expect(response.json!.error.status).toBe(status);
  });

  it('answers 400 to a malformed Idempotency-Key', async () => {
    for (const bad of ['short', 'body:0123456789abcdef', 'x'.repeat(101), 'has spaces in it ok?']) {
      const response = await postJson(validLead(), bad);
      expect(response.status, bad).toBe(400);
      expect(response.json!.error.parameter).toBe('Idempotency-Key');
    }
    expect(count(db, 'leads')).toBe(0);
  });

  it('answers 413 to a body over 16 kB', async () => {
    const response = await postJson(validLead({ message: 'x'.repeat(leadBodyLimit) }), key(8));
    expect(response.status).toBe(413);
  });

  it('refuses a cross-site post (another site cannot send leads as its visitors)', async () => {
    const response = await postJson(validLead(), key(9), { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.status).toBe(403);
    const same = await postJson(validLead(), key(9), { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(same.status).toBe(201);
  });

  it('answers 503 with Retry-After when the store cannot be opened', async () => {
    const response = await postJson(validLead(), key(10), {
      with: {
        getLeadStore: () => {
          throw new ServiceUnavailableError('The content database is unavailable; try again shortly.', 5);
        },
      },
    });
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
  });
});

describe('POST as a plain form', () => {
  it('redirects (303) to the confirmation page with the reference, once however often it is sent', async () => {
    const first = await postForm(formFields());
    expect(first.status).toBe(303);
    expect(first.body).toBeNull();
    expect(first.headers['cache-control']).toBe('no-store');
    const location = first.headers.location!;
    expect(location).toMatch(/^\/get-quotes\/confirmation\?reference=KS-[0-9A-HJKMNP-TV-Z]{8}$/);
    const again = await postForm(formFields());
    expect(again.headers.location).toBe(location);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(count(db, 'leads')).toBe(1);
    // The form's strings were read as JSON's values.
    expect(db.prepare('SELECT postcode, phone, message, deal_id AS dealId FROM leads').get()).toEqual({
      postcode: 'LS1 4AP',
      phone: null,
      message: null,
      dealId: null,
    });
  });

  it('stores a draft and redirects back to the form with ?draft= when a field is wrong', async () => {
    const response = await postForm(formFields({ email: 'alex@', postcode: 'LS1', consent: '' }));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.location!, 'http://site.invalid');
    expect(location.pathname).toBe('/get-quotes');
    expect(location.searchParams.get('kind')).toBe('quote');
    expect(location.searchParams.get('dealer')).toBe(dealerIds[0]);
    const draft = await readLeadDraft(db, location.searchParams.get('draft'), new Date(clock));
    expect(draft).toEqual({
      values: expect.objectContaining({ name: 'Alex Driver', email: 'alex@', postcode: 'LS1', consent: '' }),
      errors: { email: leadMessages.emailInvalid, postcode: 'Invalid postcode', consent: leadMessages.consent },
    });
    expect(draft!.values).not.toHaveProperty('idempotencyKey');
    expect(count(db, 'leads')).toBe(0);
  });

  it('replaces an old draft id in returnTo, and goes back to a partner offer page', async () => {
    const response = await postForm(
      formFields({
        kind: 'gap',
        dealerId: 'partner-gap',
        name: '',
        returnTo: '/partner-offers/gap-insurance?draft=old#form',
      }),
    );
    const location = new URL(response.headers.location!, 'http://site.invalid');
    expect(location.pathname).toBe('/partner-offers/gap-insurance');
    expect(location.searchParams.getAll('draft')).toHaveLength(1);
    expect(location.searchParams.get('draft')).not.toBe('old');
    expect(location.hash).toBe('');
  });

  it("sends an unknown dealer back to the form with 'Unknown dealer'", async () => {
    const response = await postForm(formFields({ dealerId: 'dealer-atlantis-9' }));
    const id = new URL(response.headers.location!, 'http://site.invalid').searchParams.get('draft');
    expect((await readLeadDraft(db, id, new Date(clock)))!.errors).toEqual({ dealerId: 'Unknown dealer' });
  });

  it('sends an old page posted again with other details back with a message for the whole form', async () => {
    await postForm(formFields());
    const response = await postForm(formFields({ message: 'Changed my mind' }));
    const id = new URL(response.headers.location!, 'http://site.invalid').searchParams.get('draft');
    expect((await readLeadDraft(db, id, new Date(clock)))!.errors).toEqual({ form: leadMessages.alreadySent });
    expect(count(db, 'leads')).toBe(1);
  });

  // Found by tests/unit/leads/fuzzLeadsApi.test.ts: the draft's copy of each value is cut to 1,100
  // characters, and the lead used to be validated from that copy, so a value too long only past
  // whitespace at its 1,100th character was stored cut short instead of refused.
  it.each([
    ['name', `A${' '.repeat(1_100)}B`, leadMessages.nameTooLong],
    ['message', `${'m'.repeat(1_000)}${' '.repeat(150)}and the rest of the message`, leadMessages.messageTooLong],
  ])('refuses a %s too long past 1,100 characters rather than storing it cut short', async (field, value, message) => {
    const response = await postForm(formFields({ [field]: value }));
    const id = new URL(response.headers.location!, 'http://site.invalid').searchParams.get('draft');
    expect((await readLeadDraft(db, id, new Date(clock)))!.errors).toEqual({ [field]: message });
    expect(count(db, 'leads')).toBe(0);
  });

  it('ignores a malformed hidden key: the body still makes one lead', async () => {
    const first = await postForm(formFields({ idempotencyKey: 'tampered' }));
    const second = await postForm(formFields({ idempotencyKey: '' }));
    expect(first.headers.location).toBe(second.headers.location);
    expect(count(db, 'leads')).toBe(1);
  });

  it.each([
    ['https://evil.example/get-quotes', '/get-quotes'],
    ['//evil.example/get-quotes', '/get-quotes'],
    ['/\\evil.example/get-quotes', '/get-quotes'],
    ['/get-quotes/../admin', '/get-quotes'],
    ['/get-quotes/%2e%2e/search-insights', '/get-quotes'],
    ['/get-quotesevil', '/get-quotes'],
    ['/partner-offers', '/get-quotes'],
    ['/search-insights', '/get-quotes'],
    ['javascript:alert(1)', '/get-quotes'],
    ['/get-quotes\t/x', '/get-quotes'],
    ['', '/get-quotes'],
    ['/get-quotes', '/get-quotes'],
    ['/get-quotes?kind=quote&dealer=d-1', '/get-quotes?kind=quote&dealer=d-1'],
    ['/get-quotes/confirmation', '/get-quotes/confirmation'],
    ['/partner-offers/car-warranty#top', '/partner-offers/car-warranty'],
  ])('returnTo %j goes back to %j', async (returnTo, expected) => {
    expect(safeReturnPath(returnTo)).toBe(expected);
    const response = await postForm(formFields({ name: '', returnTo }));
    const location = new URL(response.headers.location!, 'http://site.invalid');
    expect(location.origin).toBe('http://site.invalid');
    expect(response.headers.location!.startsWith('/')).toBe(true);
    expect(response.headers.location!.startsWith('//')).toBe(false);
    location.searchParams.delete('draft');
    expect(location.pathname + location.search).toBe(expected);
  });
});

describe('the rate limit', () => {
  const lead = (n: number) => validLead({ name: `Driver ${n}` });

  it('answers 429 with Retry-After after 5 leads in a minute from one client, and not to another', async () => {
    for (let n = 0; n < 5; n += 1) expect((await postJson(lead(n), key(n))).status).toBe(201);
    const sixth = await postJson(lead(5), key(5));
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(sixth.json!.error.message).toBe(leadMessages.tooManyRequests);
    expect((await postJson(lead(5), key(5), { ip: '198.51.100.8' })).status).toBe(201);
    expect(count(db, 'leads')).toBe(6);

    // A retry of a stored lead is still answered, with its reference.
    const retry = await postJson(lead(4), key(4));
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');

    clock += 61_000;
    expect((await postJson(lead(5), key(5))).status).toBe(201);
  });

  it('allows 30 an hour', async () => {
    for (let n = 0; n < 30; n += 1) {
      expect((await postJson(lead(n), key(n))).status, `lead ${n}`).toBe(201);
      clock += 15_000; // 4 a minute
    }
    expect((await postJson(lead(30), key(30))).status).toBe(429);
    clock += 3_600_000;
    expect((await postJson(lead(30), key(30))).status).toBe(201);
  });

  it('counts neither replays nor refused leads', async () => {
    for (let n = 0; n < 4; n += 1) await postJson(lead(n), key(n));
    for (let n = 0; n < 10; n += 1) await postJson(lead(0), key(0));
    for (let n = 0; n < 10; n += 1) await postJson({ ...lead(9), email: 'bad' }, key(9));
    expect((await postJson(lead(4), key(4))).status).toBe(201);
  });

  it('sends a plain form over the limit back to the form with a draft, not a JSON 429', async () => {
    const form = (n: number) => formFields({ name: `Driver ${n}`, idempotencyKey: key(`form-${n}`) });
    for (let n = 0; n < 5; n += 1) expect((await postForm(form(n))).status).toBe(303);
    expect(count(db, 'leads')).toBe(5);

    const sixth = await postForm(form(5));
    expect(sixth.status).toBe(303);
    expect(sixth.body).toBeNull();
    expect(sixth.headers['cache-control']).toBe('no-store');
    const location = new URL(sixth.headers.location!, 'http://site.invalid');
    expect(location.pathname).toBe('/get-quotes');
    expect(location.searchParams.get('dealer')).toBe(dealerIds[0]);
    const draft = await readLeadDraft(db, location.searchParams.get('draft'), new Date(clock));
    expect(draft).toEqual({
      values: expect.objectContaining({ name: 'Driver 5', email: 'alex@example.com', postcode: 'ls1 4ap' }),
      errors: { form: leadMessages.tooManyRequests },
    });
    expect(count(db, 'leads')).toBe(5);

    // A retry of a stored lead still goes to its confirmation.
    const retry = await postForm(form(4));
    expect(retry.headers.location).toMatch(/^\/get-quotes\/confirmation\?reference=/);
    expect(retry.headers['idempotent-replayed']).toBe('true');

    // JSON keeps its 429 with Retry-After.
    const json = await postJson(lead(6), key(6));
    expect(json.status).toBe(429);
    expect(Number(json.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 429 to a plain form over the limit when the draft limit is spent too', async () => {
    const now = () => clock;
    const spent = new LeadRateLimiter({ perMinute: 1, perHour: 1, globalPerMinute: 1000, globalPerHour: 1000, now });
    spent.record('198.51.100.7');
    const leadLimiter = new LeadRateLimiter({ ...leadRateLimits, now });
    for (let n = 0; n < 5; n += 1) leadLimiter.record('198.51.100.7');
    const response = await postForm(formFields(), { with: { leadLimiter, draftLimiter: spent } });
    expect(response.status).toBe(429);
    expect(response.headers.location).toBeUndefined();
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(count(db, 'leads')).toBe(0);
    expect(count(db, 'lead_drafts')).toBe(0);
  });

  it('limits the drafts a client can write too', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 21; n += 1) statuses.push((await postForm(formFields({ name: '' }))).status);
    expect(statuses.slice(0, 20).every((status) => status === 303)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('lets concurrent leads from one client take only the slots it has left', async () => {
    for (let n = 0; n < 3; n += 1) expect((await postJson(lead(n), key(n))).status).toBe(201);
    // Two slots left; five requests arrive together (checked before any of them is stored).
    const statuses = await Promise.all([3, 4, 5, 6, 7].map((n) => postJson(lead(n), key(n)).then((r) => r.status)));
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect(count(db, 'leads')).toBe(5);
  });

  it('gives back the slot of a request the store failed, and of concurrent replays', async () => {
    const broken = {
      getLeadStore: () => ({
        ...createSqliteLeadStore(db),
        recordLead: () => Promise.reject(new ServiceUnavailableError('The database is unavailable.', 5)),
      }),
    };
    for (let n = 0; n < 5; n += 1) expect((await postJson(lead(n), key(n), { with: broken })).status).toBe(503);
    expect((await postJson(lead(0), key(0))).status).toBe(201);
    const replays = await Promise.all(Array.from({ length: 6 }, () => postJson(lead(0), key(0))));
    expect(replays.map((response) => response.headers['idempotent-replayed'])).toEqual(Array(6).fill('true'));
    for (let n = 1; n < 5; n += 1) expect((await postJson(lead(n), key(n))).status, `lead ${n}`).toBe(201);
    expect((await postJson(lead(5), key(5))).status).toBe(429);
  });
});

describe('LeadRateLimiter.reserve', () => {
  it('counts at once, and a release gives the slot back once', () => {
    const limiter = new LeadRateLimiter({ perMinute: 2, perHour: 10, globalPerMinute: 100, globalPerHour: 100 });
    const first = limiter.reserve('a');
    const second = limiter.reserve('a');
    expect(first.ok && second.ok).toBe(true);
    const third = limiter.reserve('a');
    expect(third).toMatchObject({ ok: false, retryAfter: expect.any(Number) });
    expect(limiter.reserve('b').ok).toBe(true);
    if (!first.ok) return;
    first.release();
    first.release();
    expect(limiter.blockedFor('a')).toBe(0);
    expect(limiter.reserve('a').ok).toBe(true);
    expect(limiter.reserve('a').ok).toBe(false);
  });
});

describe('GET: a dealer reads its leads', () => {
  beforeEach(async () => {
    await postJson(validLead({ name: '=HYPERLINK("http://evil")', message: 'Call me, please' }), key('a'));
    clock += 1_000;
    await postJson(validLead({ name: 'Second Driver', phone: '+44 7700 900982' }), key('b'));
    await postJson(validLead({ dealerId: dealerIds[1], name: 'Other dealer’s customer' }), key('c'));
  });

  it('answers 200 { items } newest first, only for that dealer, no-store', async () => {
    const response = await getLeads(`dealer=${dealerIds[0]}`, { authorization: dealerAuth() });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json!.items!.map((item) => item.name)).toEqual(['Second Driver', '=HYPERLINK("http://evil")']);
    expect(response.json!.items![0]).toMatchObject({ dealerId: dealerIds[0], consent: true, postcode: 'LS1 4AP' });
  });

  it('answers CSV for ?format=csv or Accept: text/csv, protected against formulas', async () => {
    for (const [query, headers] of [
      [`dealer=${dealerIds[0]}&format=csv`, {}],
      [`dealer=${dealerIds[0]}`, { accept: 'text/csv' }],
    ] as const) {
      const response = await getLeads(query, { authorization: dealerAuth(), ...headers });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="leads-${dealerIds[0]}.csv"`);
      expect(response.headers['cache-control']).toBe('no-store');
      const lines = response.body!.split('\r\n');
      expect(lines[0]).toBe(
        'reference,createdAt,kind,dealerId,name,email,phone,postcode,message,consent,derivativeId,dealId,advertId',
      );
      expect(lines).toHaveLength(4); // header, two leads, and the empty string after the last CRLF
      expect(lines[1]).toContain(",'+44 7700 900982,");
      expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil"")",`);
      expect(lines[2]).toContain(',"Call me, please",');
    }
  });

  it('answers 401 with WWW-Authenticate without credentials, with wrong ones, and with another dealer’s', async () => {
    for (const authorization of [
      undefined,
      auth(dealerIds[0], 'guess'),
      auth(dealerIds[0], secret), // the secret itself is nobody's password
      dealerAuth(dealerIds[1]), // another dealer's password
    ]) {
      const response = await getLeads(`dealer=${dealerIds[0]}`, authorization ? { authorization } : {});
      expect(response.status).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Basic realm="leads"/);
      expect(response.body).not.toContain('Driver');
    }
  });

  it('answers 429 with Retry-After after repeated failures, even with the right credentials, until the window clears', async () => {
    for (let n = 0; n < 10; n += 1) expect((await getLeads(`dealer=${dealerIds[0]}`)).status).toBe(401);
    const blocked = await getLeads(`dealer=${dealerIds[0]}`, { authorization: dealerAuth() });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not blocked.
    expect(
      (await getLeads(`dealer=${dealerIds[0]}`, { authorization: dealerAuth() }, { ip: '192.0.2.1' })).status,
    ).toBe(200);
    clock += 61_000;
    expect((await getLeads(`dealer=${dealerIds[0]}`, { authorization: dealerAuth() })).status).toBe(200);
  });

  it('answers 503 without LEADS_API_SECRET (never open)', async () => {
    const response = await getLeads(
      `dealer=${dealerIds[0]}`,
      { authorization: dealerAuth() },
      { with: { secret: '' } },
    );
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
  });

  it.each([
    ['', 'dealer'],
    ['dealer=', 'dealer'],
    ['dealer=../x', 'dealer'],
    [`dealer=${dealerIds[0]}&format=xml`, 'format'],
  ])('answers 400 naming the parameter for %j', async (query, parameter) => {
    const response = await getLeads(query, { authorization: dealerAuth() });
    expect(response.status).toBe(400);
    expect(response.json!.error.parameter).toBe(parameter);
  });

  it.each(['xml', '', 'CSV'])('answers 400 for ?format=%j, saying what it takes', async (format) => {
    const response = await getLeads(`dealer=${dealerIds[0]}&format=${format}`, { authorization: dealerAuth() });
    expect(response.status).toBe(400);
    expect(response.json!.error).toMatchObject({
      parameter: 'format',
      message: "Invalid parameter 'format': expected 'json' or 'csv'.",
    });
  });
});

describe('other methods', () => {
  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s with 405 and Allow', async (method) => {
    const response = await call({ method });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, POST');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('prefersCsv', () => {
  it.each([
    [null, false],
    ['text/csv', true],
    ['application/json', false],
    ['text/csv, application/json', false],
    ['application/json;q=0.5, text/csv', true],
    ['text/csv;q=0', false],
    ['*/*', false],
  ])('%j -> %s', (accept, expected) => {
    expect(prefersCsv(accept)).toBe(expected);
  });
});
