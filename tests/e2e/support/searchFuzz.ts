/**
 * Generated requests for every endpoint of the search service (quality-bars.md, "bad input"):
 * unicode, 10 kB strings, out-of-range numbers, broken percent-encodings, broken JSON and XSS
 * payloads, mixed with good values, from a seeded PRNG so that any failure is reproduced by its
 * seed. One generator serves the in-process fuzz (tests/unit/search/fuzzSearchApi.test.ts, through
 * the route handlers) and the e2e fuzz (tests/e2e/search-fuzz.e2e.ts, through `next start`).
 *
 * Each request carries what it must get, decided by an oracle written here from search-api.md and
 * the documented limits, independently of the server's validation code: a request the oracle
 * knows to be wrong must get a 400 (or 404/405/413/401 where the protocol says so), a request it
 * knows to be right must get a 2xx, and anything it cannot decide must still get a 2xx or 4xx.
 * checkAnswer() applies that and the common rules (never a 5xx; every error a JSON body with a
 * message that names the parameter at fault; no markup in any body; CORS on the v1 endpoints).
 */
import { createHash } from 'node:crypto';
import { prng } from '../../unit/content/fuzzRequests';

export { prng };

export type FuzzEndpoint = 'search' | 'searchPost' | 'suggest' | 'autocomplete' | 'stats' | 'documents';

export const fuzzEndpoints: readonly FuzzEndpoint[] = [
  'search',
  'searchPost',
  'suggest',
  'autocomplete',
  'stats',
  'documents',
];

/** What a request must get: a status (or 'ok' = any 2xx, 'any' = any 2xx/4xx) and a word its error names. */
export interface Expectation {
  status: number | 'ok' | 'any';
  mention?: string;
}

export interface FuzzRequest {
  endpoint: FuzzEndpoint;
  method: string;
  /** After the API root (`/api/search`), still encoded: '/v1/search/kerbside?term=golf'. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  expect: Expectation;
  /** Document API: whether the request carries the right credentials. */
  authorized?: boolean;
}

export interface FuzzOptions {
  /** The sitekey the server answers to. */
  sitekey: string;
  /** The document API's secret. */
  secret: string;
  /**
   * Broken percent-encodings and odd segments in the path (not only the query). Off through a
   * real server: Next itself refuses those before any route runs, with a plain-text 400.
   */
  brokenPaths: boolean;
  /** Share of document-API requests with missing or wrong credentials (0..1). */
  unauthenticatedShare: number;
}

type Random = () => number;

/* ------------------------------------------------------------------------------------------------
 * Raw material.
 * --------------------------------------------------------------------------------------------- */

export const xssPayloads = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "';alert(String.fromCharCode(88,83,83))//",
  '<svg/onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '</script><script>alert(document.domain)</script>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;">',
];
const unicode = [
  'Škoda',
  'Citroën',
  '日本車',
  '🚗💨',
  'ﬁat',
  'Ω≈ç√',
  '\u202Eevil',
  'a\u0301',
  '\uFEFF',
  '\u0000',
  '\uD800',
  'İstanbul',
  'straße',
  '\u0301\u0301',
];
const sqlish = ['" OR 1=1 --', "'; DROP TABLE search_documents; --", 'golf" NEAR(', 'NOT OR AND', '*', '***', 'a*b*'];
/** Already encoded; some broken on purpose. */
const brokenEncodings = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%FF%FE', '%00', '%0A%0D', '%2', '%%', '+'];
const outOfRange = [
  '-1',
  '0',
  '1e308',
  '1e3',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '-Infinity',
  '1.5',
  '-0',
  '0x1F',
  '1_000',
  '301',
  '1001',
  '1000001',
  '2147483648',
  '9007199254740993',
  ' 5',
];
export const tenKilobytes = 'x'.repeat(10_240);
const tenKilobytesUnicode = 'ü'.repeat(5_120);

const pickOf =
  (random: Random) =>
  <T>(items: readonly T[]): T =>
    items[Math.floor(random() * items.length)]!;

/** encodeURIComponent that survives lone surrogates (sent as the bytes of their CESU-8 form). */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split('')
      .map((char) => {
        try {
          return encodeURIComponent(char);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

/** The value URLSearchParams reads from an encoded fragment (what the server sees). */
function decoded(raw: string): string {
  return new URLSearchParams(`v=${raw}`).get('v') ?? '';
}

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;

/* ------------------------------------------------------------------------------------------------
 * The search oracle: is a decoded value of a GET parameter certainly right, certainly wrong, or
 * beyond what this oracle decides?
 * --------------------------------------------------------------------------------------------- */

type Verdict = 'good' | 'bad' | 'unknown';

const customFieldName = /^[A-Za-z0-9_-]{1,64}$/;
const isCustomField = (value: string) =>
  value.startsWith('custom_fields.') && customFieldName.test(value.slice('custom_fields.'.length));

function wholeNumberIn(value: string, min: number, max: number): boolean {
  return /^\d{1,10}$/.test(value) && Number(value) >= min && Number(value) <= max;
}

function isRealDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const ts = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isFinite(ts) && new Date(ts).toISOString().slice(0, 10) === value;
}

const oneOfWords = (value: string, words: readonly string[]) => words.includes(value.toLowerCase());

/** The parameters of search-api.md that take one value. */
const singleSearchParameters = new Set([
  'term',
  'lang',
  'fuzzy',
  'categories',
  'page',
  'limit',
  'numFacets',
  'rangeFacets',
  'filter',
  'resultType',
  'collectAnalytics',
  'postfixWildcard',
  'analyticsTag',
  'defaultOperator',
  'dateFrom',
  'dateTo',
  'priceFromCents',
  'priceToCents',
]);

/** One decoded value of a search parameter ('' means "not given" for every parameter but term). */
function searchValueVerdict(name: string, value: string): Verdict {
  if (name === 'jsonp') return 'bad';
  if (value === '' && name !== 'term') return 'good';
  switch (name) {
    case 'term':
      return value.trim().length <= 1_000 ? 'good' : 'bad';
    case 'lang':
      return /^[A-Za-z]{2}$/.test(value) ? 'good' : 'bad';
    case 'fuzzy':
      return oneOfWords(value, ['true', 'false', 'auto']) ? 'good' : 'bad';
    case 'categories': {
      const tokens = value
        .split(',')
        .map((token) => token.trim())
        .filter(Boolean);
      const ok = tokens.length <= 20 && tokens.every((token) => /^\d{1,3}x\S+$/.test(token) && token.length <= 200);
      return ok ? 'good' : 'bad';
    }
    case 'page':
      return wholeNumberIn(value, 1, 1_000_000) ? 'good' : 'bad';
    case 'limit':
      return wholeNumberIn(value, 1, 300) ? 'good' : 'bad';
    case 'numFacets':
      return wholeNumberIn(value, 1, 1_000) ? 'good' : 'bad';
    case 'priceFromCents':
    case 'priceToCents':
      return wholeNumberIn(value, 0, 1_000_000_000) ? 'good' : 'bad';
    case 'sort':
      return value === 'relevance' || value === 'date' || isCustomField(value) ? 'good' : 'bad';
    case 'order':
      return oneOfWords(value, ['asc', 'desc']) ? 'good' : 'bad';
    case 'facet':
      return value === 'category' || isCustomField(value) ? 'good' : 'bad';
    case 'fieldStat':
      return isCustomField(value) ? 'good' : 'bad';
    case 'customField': {
      const at = value.indexOf('=');
      const fieldName = at > 0 ? value.slice(0, at) : '';
      const fieldValue = at > 0 ? value.slice(at + 1) : '';
      return customFieldName.test(fieldName) && fieldValue !== '' && fieldValue.length <= 200 ? 'good' : 'bad';
    }
    case 'resultType':
      return oneOfWords(value, ['all', 'organic']) ? 'good' : 'bad';
    case 'collectAnalytics':
    case 'postfixWildcard':
      return oneOfWords(value, ['true', 'false']) ? 'good' : 'bad';
    case 'defaultOperator':
      return oneOfWords(value, ['and', 'or']) ? 'good' : 'bad';
    case 'dateFrom':
    case 'dateTo':
      return isRealDay(value) ? 'good' : 'bad';
    case 'analyticsTag':
      return value.length <= 50 ? 'good' : 'bad';
    case 'filter':
    case 'rangeFacets':
      // JSON that does not parse is wrong; what parses is judged by the generator that built it.
      try {
        JSON.parse(value);
        return 'unknown';
      } catch {
        return 'bad';
      }
    default:
      return 'good'; // unknown parameters are ignored
  }
}

/** A search as (name, decoded value) pairs, with the verdicts the generator knows better than the oracle. */
interface SearchPair {
  name: string;
  value: string;
  /** The encoded form for the query string (keeps broken percent-encodings). */
  raw: string;
  /** A verdict the generator knows (filter and rangeFacets built from templates). */
  known?: Verdict;
}

function searchVerdict(pairs: readonly SearchPair[]): { verdict: Verdict; badName?: string; badCount: number } {
  let unknown = false;
  const bad = new Set<string>();
  const counts = new Map<string, number>();
  for (const pair of pairs) counts.set(pair.name, (counts.get(pair.name) ?? 0) + 1);
  for (const [name, count] of counts) if (count > 1 && singleSearchParameters.has(name)) bad.add(name);
  for (const pair of pairs) {
    const verdict = pair.known ?? searchValueVerdict(pair.name, pair.value);
    if (verdict === 'bad') bad.add(pair.name);
    if (verdict === 'unknown') unknown = true;
  }
  const sorts = pairs.filter((pair) => pair.name === 'sort' && pair.value !== '').length;
  const orders = pairs.filter((pair) => pair.name === 'order' && pair.value !== '').length;
  if (orders > Math.max(1, sorts)) bad.add('order');
  // With an undecided value too, the server may stop at that one first: name nothing then.
  if (bad.size)
    return {
      verdict: 'bad',
      badName: bad.size === 1 && !unknown ? [...bad][0] : undefined,
      badCount: bad.size + (unknown ? 1 : 0),
    };
  return { verdict: unknown ? 'unknown' : 'good', badCount: 0 };
}

/** The term the server reads first (warm-ups are answered before any validation). */
function isWarmUp(pairs: readonly SearchPair[]): boolean {
  const term = pairs.find((pair) => pair.name === 'term');
  return term !== undefined && term.value.trim().startsWith('_addsearch_');
}

/* ------------------------------------------------------------------------------------------------
 * Search parameters.
 * --------------------------------------------------------------------------------------------- */

const searchNames = [
  'term',
  'term',
  'lang',
  'fuzzy',
  'categories',
  'page',
  'limit',
  'limit',
  'sort',
  'order',
  'customField',
  'facet',
  'numFacets',
  'rangeFacets',
  'fieldStat',
  'filter',
  'filter',
  'resultType',
  'collectAnalytics',
  'postfixWildcard',
  'analyticsTag',
  'defaultOperator',
  'dateFrom',
  'dateTo',
  'priceFromCents',
  'priceToCents',
  'jsonp',
] as const;

const fieldNames = [
  'custom_fields.make',
  'custom_fields.price',
  'custom_fields.rating',
  'custom_fields.year',
  'custom_fields.__proto__',
  'category',
  'custom_fields.',
  'custom_fields.a b',
  'make',
  'date',
  'relevance',
  `custom_fields.${'n'.repeat(65)}`,
];

/** A filter: from templates that are valid, or hostile shapes whose verdict the server decides. */
function filterValue(random: Random, depth = 0): { value: unknown; verdict: Verdict } {
  const pick = pickOf(random);
  const roll = Math.floor(random() * 10);
  if (depth > 3) return { value: { 'custom_fields.make': 'Ford' }, verdict: 'good' };
  switch (roll) {
    case 0:
      return { value: { 'custom_fields.make': pick(['Ford', 'BMW', 5, 2.5, ...xssPayloads]) }, verdict: 'good' };
    case 1: {
      const children = [filterValue(random, depth + 1), filterValue(random, depth + 1)];
      return {
        value: { [pick(['and', 'or'])]: children.map((child) => child.value) },
        verdict: combine(children.map((child) => child.verdict)),
      };
    }
    case 2: {
      const child = filterValue(random, depth + 1);
      return { value: { not: child.value }, verdict: child.verdict };
    }
    case 3:
      return {
        value: {
          range: {
            [pick(['custom_fields.price', 'custom_fields.year'])]: {
              gte: pick([1, '2', null, '']),
              lt: 100000,
              key: 'k',
            },
          },
        },
        verdict: 'good',
      };
    case 4:
      return { value: { range: { [pick(['category', 'make', 'custom_fields.'])]: { gte: 1 } } }, verdict: 'bad' };
    case 5:
      return { value: { range: { 'custom_fields.price': { gte: pick(['x', {}, [1], true]) } } }, verdict: 'bad' };
    case 6:
      return { value: { 'custom_fields.make': pick([null, ['a'], { a: 1 }]) }, verdict: 'bad' };
    case 7:
      return { value: { [pick([...xssPayloads, 'make', '__proto__'])]: 'x' }, verdict: 'bad' };
    case 8:
      return { value: pick([[1, 2], 'x', 5, null, true]), verdict: 'bad' };
    default:
      return { value: random() < 0.5 ? {} : { and: [] }, verdict: 'good' };
  }
}

function combine(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.includes('bad')) return 'bad';
  return verdicts.includes('unknown') ? 'unknown' : 'good';
}

function rangeFacetsValue(random: Random): { value: unknown; verdict: Verdict } {
  const pick = pickOf(random);
  switch (Math.floor(random() * 6)) {
    case 0:
      return {
        value: [
          {
            field: pick(['custom_fields.price', 'custom_fields.year']),
            ranges: [{ to: 10000 }, { from: 10000, to: 20000 }, { from: '20000' }],
          },
        ],
        verdict: 'good',
      };
    case 1:
      return { value: { field: 'custom_fields.price', ranges: [] }, verdict: 'good' };
    case 2:
      return { value: [{ field: pick(['make', 'category', 'custom_fields.']), ranges: [] }], verdict: 'bad' };
    case 3:
      return { value: [{ field: 'custom_fields.price', ranges: [{ from: 5, to: 1 }] }], verdict: 'bad' };
    case 4:
      return {
        value: [{ field: 'custom_fields.price', ranges: pick([null, {}, [1], [{ from: 'x' }]]) }],
        verdict: 'bad',
      };
    default:
      return { value: pick([null, 5, 'x', [1]]), verdict: 'bad' };
  }
}

/** One (name, value) pair of a search; `hugeAllowed` limits 10 kB values to one per request. */
function searchPair(random: Random, name: string, hugeAllowed: boolean): SearchPair {
  const pick = pickOf(random);
  const pair = (value: string, known?: Verdict): SearchPair => ({ name, value, raw: encode(value), known });
  const roll = random();
  if (roll < 0.08) {
    const raw = pick(brokenEncodings);
    return { name, value: decoded(raw), raw };
  }
  if (roll < 0.16) return pair(pick([...xssPayloads, ...unicode, ...sqlish]));
  if (roll < 0.2 && hugeAllowed) return pair(pick([tenKilobytes, tenKilobytesUnicode]));
  switch (name) {
    case 'term':
      return pair(
        random() < 0.08
          ? `_addsearch_${pick(xssPayloads)}`
          : pick([
              'golf',
              'volkswagon golf',
              'bmw x5 reveiw',
              'hyundia tuscon',
              'electric',
              'suv*',
              '',
              'ford OR kia',
              'golf NOT estate',
              ...unicode,
            ]),
      );
    case 'page':
    case 'limit':
    case 'numFacets':
    case 'priceFromCents':
    case 'priceToCents':
      return pair(random() < 0.7 ? pick(['1', '2', '10', '300', '']) : pick(outOfRange));
    case 'sort':
    case 'facet':
    case 'fieldStat':
      return pair(pick(fieldNames));
    case 'order':
      return pair(pick(['asc', 'desc', 'DESC', 'up', '', 'ascending']));
    case 'fuzzy':
      return pair(pick(['true', 'false', 'auto', 'retry', 'TRUE', '1', 'maybe']));
    case 'lang':
      return pair(pick(['en', 'EN', 'eng', 'e', '12', 'de', 'e1']));
    case 'categories':
      return pair(pick(['0xkerbside,1xnews', '1xnews,,', 'news', '1x<b>', '1xnews 2', '1xa,'.repeat(30), ' 2xford ']));
    case 'customField':
      return pair(`${pick(['make', 'price', 'a b', '', '__proto__'])}=${pick(['Ford', '', ...xssPayloads])}`);
    case 'resultType':
      return pair(pick(['organic', 'all', 'ORGANIC', 'promoted']));
    case 'collectAnalytics':
    case 'postfixWildcard':
      return pair(pick(['true', 'false', 'yes', '0']));
    case 'defaultOperator':
      return pair(pick(['and', 'or', 'OR', 'xor']));
    case 'dateFrom':
    case 'dateTo':
      return pair(
        pick(['2026-01-01', '2025-12-31', '2026-02-30', '01/01/2026', '2026-1-1', '2024-02-29', '2023-02-29']),
      );
    case 'analyticsTag':
      return pair(pick(['header', 'x'.repeat(50), 'x'.repeat(51)]));
    case 'filter': {
      if (random() < 0.15)
        return pair(pick(['{"and":[', '{', '{"a":1,}', "{'a':1}", 'NaN', '[', '{"a":"\\u12"}']), 'bad');
      const { value, verdict } = filterValue(random);
      return pair(JSON.stringify(value), verdict);
    }
    case 'rangeFacets': {
      if (random() < 0.15) return pair(pick(['[{', '[', '{"field":}']), 'bad');
      const { value, verdict } = rangeFacetsValue(random);
      return pair(JSON.stringify(value), verdict);
    }
    default:
      return pair(pick(['1', 'callback']));
  }
}

function searchPairs(random: Random): SearchPair[] {
  const pick = pickOf(random);
  const pairs: SearchPair[] = [];
  let huge = false;
  const count = 1 + Math.floor(random() * 6);
  for (let index = 0; index < count; index += 1) {
    let name: string = pick(searchNames);
    if (random() < 0.05) name = pick([...xssPayloads, ...unicode, 'personalizationEvent', 'jwt', 'userToken']);
    const pair = searchPair(random, name, !huge);
    if (pair.value.length > 5_000) huge = true;
    pairs.push(pair);
  }
  if (random() < 0.08) pairs.push({ ...pairs[0]! });
  return pairs;
}

function sitekeyFor(random: Random, options: FuzzOptions): { sitekey: string; good: boolean } {
  const pick = pickOf(random);
  if (random() >= 0.04) return { sitekey: options.sitekey, good: true };
  const wrong = pick(['other', 'KERBSIDE', ...xssPayloads, 'Škoda', '..', '%2e%2e', 'kerbside ']);
  if (wrong === '..' || wrong === '%2e%2e')
    return options.brokenPaths ? { sitekey: wrong, good: false } : { sitekey: 'other', good: false };
  return { sitekey: encode(wrong), good: false };
}

/** The expectation of a search (GET or POST) from its pairs. */
function searchExpectation(pairs: readonly SearchPair[], sitekeyGood: boolean, mention?: string): Expectation {
  if (!sitekeyGood) return { status: 404, mention: 'sitekey' };
  if (isWarmUp(pairs)) return { status: 200 };
  const { verdict, badName, badCount } = searchVerdict(pairs);
  if (verdict === 'bad') return { status: 400, mention: mention ?? (badCount === 1 ? badName : undefined) };
  return verdict === 'good' ? { status: 200 } : { status: 'any' };
}

/** GET /v1/search/{sitekey}. */
export function fuzzSearch(random: Random, options: FuzzOptions): FuzzRequest {
  const { sitekey, good } = sitekeyFor(random, options);
  const pairs = searchPairs(random);
  const query = pairs.map((pair) => `${encode(pair.name)}=${pair.raw}`).join('&');
  if (random() < 0.02) {
    const method = pickOf(random)(['PUT', 'DELETE', 'PATCH']);
    return { endpoint: 'search', method, path: `/v1/search/${sitekey}?${query}`, headers: {}, expect: { status: 405 } };
  }
  return {
    endpoint: 'search',
    method: random() < 0.03 ? 'HEAD' : 'GET',
    path: `/v1/search/${sitekey}?${query}`,
    headers: {},
    expect: searchExpectation(pairs, good),
  };
}

/* ------------------------------------------------------------------------------------------------
 * POST /v1/search/{sitekey}: the same pairs as a JSON body (GET names or the official client's),
 * plus broken JSON, wrong JSON types and oversized bodies.
 * --------------------------------------------------------------------------------------------- */

const numberParameters = new Set(['page', 'limit', 'numFacets', 'priceFromCents', 'priceToCents']);
const listParameters = new Set(['sort', 'order', 'facet', 'fieldStat', 'customField', 'categories']);
const booleanParameters = new Set(['collectAnalytics', 'postfixWildcard']);
const clientNames: Record<string, string> = {
  lang: 'language',
  page: 'paging.page',
  limit: 'paging.pageSize',
  sort: 'paging.sortByField',
  order: 'paging.sortOrder',
  fieldStat: 'statsFields',
};

function jsonScalar(name: string, value: string, random: Random): unknown {
  // As a JSON number only when it reads back as the same text ('-0' and '1e3' stay text).
  if (numberParameters.has(name) && Number.isFinite(Number(value)) && String(Number(value)) === value && random() < 0.7)
    return Number(value);
  if (booleanParameters.has(name) && (value === 'true' || value === 'false') && random() < 0.7) return value === 'true';
  if (name === 'fuzzy' && (value === 'true' || value === 'false') && random() < 0.5) return value === 'true';
  return value;
}

function setPath(body: Record<string, unknown>, path: string, value: unknown) {
  const [head, tail] = path.split('.') as [string, string | undefined];
  if (tail === undefined) {
    body[head] = value;
    return;
  }
  const inner = (body[head] ??= {}) as Record<string, unknown>;
  inner[tail] = value;
}

/** POST /v1/search/{sitekey}. */
export function fuzzSearchPost(random: Random, options: FuzzOptions): FuzzRequest {
  const pick = pickOf(random);
  const { sitekey, good } = sitekeyFor(random, options);
  const path = `/v1/search/${sitekey}`;
  const headers = {
    'content-type': pick(['application/json', 'text/plain;charset=UTF-8', 'application/json; charset=utf-8']),
  };
  const post = (body: string | undefined, expect: Expectation, extraPath = ''): FuzzRequest => ({
    endpoint: 'searchPost',
    method: 'POST',
    path: path + extraPath,
    headers,
    body,
    expect: good ? expect : { status: 404, mention: 'sitekey' },
  });
  const roll = random();
  if (roll < 0.12) {
    const broken = pick([
      '{"term":"golf"',
      '{term:"golf"}',
      "{'term':'golf'}",
      '{"term":"golf",}',
      '{"limit":NaN}',
      '{"limit":01}',
      '\uFEFF{"term":"golf"}',
      '{"term":"\\x41"}',
      '[',
      '{"a":'.repeat(2_000),
      '['.repeat(60_000),
      `{"term":"${pick(xssPayloads)}"`,
      'undefined',
      '<xml/>',
    ]);
    return post(broken, { status: 400, mention: 'JSON' });
  }
  if (roll < 0.18) {
    const notObject = pick(['null', '[]', '[{"term":"golf"}]', '"golf"', '5', 'true']);
    return post(notObject, { status: 400, mention: 'body' });
  }
  if (roll < 0.2) return post(JSON.stringify({ term: 'x'.repeat(70_000) }), { status: 413 });
  if (roll < 0.23)
    return post(JSON.stringify({ term: 'golf' }), { status: 400, mention: 'query string' }, '?term=golf');
  if (roll < 0.25) return post('', { status: 200 }, random() < 0.5 ? '' : '?term=golf&limit=2');
  if (roll < 0.33) {
    // Wrong JSON types for a known field.
    const [field, value] = pick<[string, unknown]>([
      ['term', 5],
      ['term', ['golf']],
      ['page', true],
      ['page', [1]],
      ['paging', 'x'],
      ['paging', { pageSize: {} }],
      ['sort', [1]],
      ['facet', { a: 1 }],
      ['customField', { make: { a: 1 } }],
      ['customField', 5],
      ['collectAnalytics', 1],
      ['fuzzy', 1],
      ['filter', 5],
      ['rangeFacets', true],
      ['statsFields', [null]],
      ['lang', 5],
    ]);
    const mention = field === 'paging' && typeof value === 'object' ? 'paging.pageSize' : field;
    const body: Record<string, unknown> = { term: 'golf' };
    body[field] = value;
    return post(JSON.stringify(body), { status: 400, mention });
  }
  if (roll < 0.36) {
    const both = pick<Record<string, unknown>>([
      { lang: 'en', language: 'en' },
      { limit: 5, paging: { pageSize: 5 } },
      { fieldStat: 'custom_fields.price', statsFields: ['custom_fields.price'] },
      { sort: 'date', paging: { sortByField: 'date' } },
    ]);
    return post(JSON.stringify(both), {
      status: 400,
      mention: 'not both',
    });
  }
  if (roll < 0.42) {
    // The official client's body, as its POST mode builds it.
    const body = {
      term: pick(['golf', 'bmw x5', '*', ...xssPayloads]),
      language: 'en',
      fuzzy: pick(['auto', 'true', 'false']),
      collectAnalytics: false,
      categories: random() < 0.5 ? ['0xkerbside'] : undefined,
      paging: {
        page: 1 + Math.floor(random() * 3),
        pageSize: pick([5, 10, 300]),
        sortByField: 'relevance',
        sortOrder: 'desc',
      },
      jwt: undefined,
      userToken: 'abc',
      customField: random() < 0.5 ? { make: pick(['Ford', 'BMW']) } : undefined,
      facet: ['custom_fields.make'],
      rangeFacets: [{ field: 'custom_fields.price', ranges: [{ to: 20000 }, { from: 20000 }] }],
      statsFields: ['custom_fields.price'],
      personalizationEvents: [{ make: 'ford' }],
      hierarchicalFacets: { fields: ['a'] },
      filter: random() < 0.5 ? { 'custom_fields.fuelType': 'Electric' } : undefined,
    };
    return post(JSON.stringify(body), { status: 200 });
  }
  // The generated pairs, as a body. A list of categories is joined as the query string carries it.
  const generated = searchPairs(random).filter((pair) => pair.name !== 'jsonp');
  const categoryValues = generated.filter((pair) => pair.name === 'categories').map((pair) => pair.value);
  const pairs = generated.filter((pair) => pair.name !== 'categories');
  if (categoryValues.length)
    pairs.push({ name: 'categories', value: categoryValues.join(','), raw: encode(categoryValues.join(',')) });
  const body: Record<string, unknown> = {};
  const grouped = new Map<string, string[]>();
  for (const pair of pairs) grouped.set(pair.name, [...(grouped.get(pair.name) ?? []), pair.value]);
  const keys = new Map<string, string>();
  for (const [name, values] of grouped) {
    const key = clientNames[name] && random() < 0.5 ? clientNames[name]! : name;
    keys.set(name, key);
    let value: unknown;
    if (name === 'filter' || name === 'rangeFacets') {
      // As JSON (an object in the body) when it parses, else the text as given.
      let parsed: unknown;
      try {
        parsed = values.length === 1 && random() < 0.7 ? JSON.parse(values[0]!) : undefined;
      } catch {
        parsed = undefined;
      }
      // null means "not given" in a body, so a null filter stays text.
      value =
        parsed !== undefined && parsed !== null && typeof parsed === 'object'
          ? parsed
          : values.length === 1
            ? values[0]
            : values;
    } else if (name === 'customField' && random() < 0.5) {
      // The client's object form: name -> value (both sides of the first '=').
      const object: Record<string, string> = {};
      for (const item of values) {
        const at = item.indexOf('=');
        object[at >= 0 ? item.slice(0, at) : item] = at >= 0 ? item.slice(at + 1) : '';
      }
      value = Object.keys(object).length === values.length ? object : values;
    } else if (listParameters.has(name) || !singleSearchParameters.has(name)) {
      value = values.length === 1 && random() < 0.5 ? values[0] : values;
    } else {
      value = values.length === 1 ? jsonScalar(name, values[0]!, random) : values;
    }
    setPath(body, key, value);
  }
  // A single-valued parameter given several times is a list in JSON: a type error naming it.
  // The server answers a warm-up term first, before reading anything else.
  const repeated = [...grouped].filter(([name, values]) => values.length > 1 && singleSearchParameters.has(name));
  const term = grouped.get('term');
  const { verdict, badName, badCount } = searchVerdict(pairs);
  let expect: Expectation;
  if (term?.length === 1 && term[0]!.trim().startsWith('_addsearch_')) expect = { status: 200 };
  else if (repeated.length || verdict === 'bad') {
    // Name the fault only when it is the only one (repeated values are counted by searchVerdict too).
    const only = badCount === 1 ? badName : undefined;
    expect = { status: 400, mention: only ? keys.get(only) : undefined };
  } else expect = verdict === 'good' ? { status: 200 } : { status: 'any' };
  return post(JSON.stringify(body), expect);
}

/* ------------------------------------------------------------------------------------------------
 * Suggest and autocomplete.
 * --------------------------------------------------------------------------------------------- */

function prefixValue(random: Random, hugeAllowed = true): { raw: string; value: string } {
  const pick = pickOf(random);
  const roll = random();
  if (roll < 0.08) {
    const raw = pick(brokenEncodings);
    return { raw, value: decoded(raw) };
  }
  const value =
    roll < 0.12 && hugeAllowed
      ? pick([tenKilobytes, tenKilobytesUnicode])
      : roll < 0.3
        ? pick([...xssPayloads, ...unicode, ...sqlish])
        : roll < 0.35
          ? `_addsearch_${pick(xssPayloads)}`
          : pick([
              'g',
              'go',
              'gol',
              'golf g',
              'bmw x',
              'Vo',
              'a',
              '',
              ' ',
              '---',
              'x'.repeat(200),
              'x'.repeat(201),
              'fo',
            ]);
  return { raw: encode(value), value };
}

function sizeValue(random: Random): string {
  return random() < 0.6 ? pickOf(random)(['1', '10', '50', '']) : pickOf(random)(['51', ...outOfRange, tenKilobytes]);
}

const sizeVerdict = (value: string): Verdict =>
  value === '' || (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 50) ? 'good' : 'bad';

function termVerdict(value: string, required: boolean): Verdict {
  if (value.length > 200) return 'bad';
  if (!required) return 'good';
  if (/[\p{L}\p{N}\p{Co}]/u.test(value)) return 'good';
  return /[\p{L}\p{N}\p{Co}\p{M}]/u.test(value) ? 'unknown' : 'bad';
}

/** The expectation of a suggest/autocomplete request from its decoded parameters (in server order). */
function suggestExpectation(
  checks: ReadonlyArray<[string, Verdict]>,
  term: string | undefined,
  sitekeyGood: boolean,
): Expectation {
  if (!sitekeyGood) return { status: 404, mention: 'sitekey' };
  if (term !== undefined && term.trim().startsWith('_addsearch_')) return { status: 200 };
  const bad = checks.filter(([, verdict]) => verdict === 'bad').map(([name]) => name);
  const undecided = checks.some(([, verdict]) => verdict === 'unknown');
  if (bad.length) return { status: 400, mention: bad.length === 1 && !undecided ? bad[0] : undefined };
  return checks.some(([, verdict]) => verdict === 'unknown') ? { status: 'any' } : { status: 200 };
}

function asRequest(
  endpoint: FuzzEndpoint,
  route: string,
  params: ReadonlyArray<[string, string, string]>,
  random: Random,
  expect: Expectation,
): FuzzRequest {
  // A tenth as POST with the parameters as JSON (the unreleased POST mode of the official client,
  // which these endpoints do not take): the handler's JSON 405, before anything else.
  if (random() < 0.1) {
    const body = JSON.stringify(Object.fromEntries(params.map(([name, , value]) => [name, value])));
    return {
      endpoint,
      method: 'POST',
      path: route,
      headers: { 'content-type': 'application/json' },
      body,
      expect: { status: 405 },
    };
  }
  const query = params.map(([name, raw]) => `${name}=${raw}`).join('&');
  return { endpoint, method: 'GET', path: `${route}?${query}`, headers: {}, expect };
}

/** GET (or POST) /v1/suggest/{sitekey}. */
export function fuzzSuggest(random: Random, options: FuzzOptions): FuzzRequest {
  const pick = pickOf(random);
  const { sitekey, good } = sitekeyFor(random, options);
  const route = `/v1/suggest/${sitekey}`;
  if (random() < 0.03)
    return { endpoint: 'suggest', method: pick(['PUT', 'DELETE']), path: route, headers: {}, expect: { status: 405 } };
  const params: Array<[string, string, string]> = [];
  const checks: Array<[string, Verdict]> = [];
  let term: string | undefined;
  if (random() < 0.93) {
    const prefix = prefixValue(random);
    params.push(['term', prefix.raw, prefix.value]);
    term = prefix.value;
  }
  if (random() < 0.6) {
    const size = sizeValue(random);
    params.push(['size', encode(size), size]);
  }
  if (random() < 0.5) {
    const language = pick(['en', 'EN', 'de', 'eng', '', '1x', pick(xssPayloads)]);
    params.push(['language', encode(language), language]);
  }
  if (random() < 0.05 && term !== undefined) params.push(['term', encode('go'), 'go']);
  // The server's order: term (one, at most 200, with a letter or digit), then size, then language.
  const terms = params.filter(([name]) => name === 'term');
  checks.push(['term', terms.length > 1 ? 'bad' : termVerdict(term ?? '', true)]);
  const size = params.find(([name]) => name === 'size');
  if (size) checks.push(['size', sizeVerdict(size[2])]);
  const language = params.find(([name]) => name === 'language');
  if (language) checks.push(['language', /^[a-z]{2}$/i.test(language[2]) ? 'good' : 'bad']);
  return asRequest('suggest', route, params, random, suggestExpectation(checks, term, good));
}

/** GET (or POST) /v1/autocomplete/document-field/{sitekey}. */
export function fuzzAutocomplete(random: Random, options: FuzzOptions): FuzzRequest {
  const pick = pickOf(random);
  const { sitekey, good } = sitekeyFor(random, options);
  const route = `/v1/autocomplete/document-field/${sitekey}`;
  if (random() < 0.03)
    return {
      endpoint: 'autocomplete',
      method: pick(['PUT', 'PATCH']),
      path: route,
      headers: {},
      expect: { status: 405 },
    };
  const params: Array<[string, string, string]> = [];
  const checks: Array<[string, Verdict]> = [];
  let term: string | undefined;
  if (random() < 0.9) {
    const prefix = prefixValue(random);
    params.push(['term', prefix.raw, prefix.value]);
    term = prefix.value;
  }
  if (random() < 0.5) {
    const size = sizeValue(random);
    params.push(['size', encode(size), size]);
  }
  let source: string | undefined;
  if (random() < 0.9) {
    source = pick([
      'custom_fields.make',
      'custom_fields.make',
      'custom_fields.fuelType',
      'custom_fields.__proto__',
      'custom_fields.nothing',
      'make',
      'custom_fields.',
      'custom_fields.a b',
      'title',
      ...xssPayloads,
    ]);
    params.push(['source', encode(source), source]);
  }
  const terms = params.filter(([name]) => name === 'term');
  checks.push(['term', terms.length > 1 ? 'bad' : termVerdict(term ?? '', false)]);
  const size = params.find(([name]) => name === 'size');
  if (size) checks.push(['size', sizeVerdict(size[2])]);
  checks.push(['source', source !== undefined && isCustomField(source) ? 'good' : 'bad']);
  return asRequest('autocomplete', route, params, random, suggestExpectation(checks, term, good));
}

/* ------------------------------------------------------------------------------------------------
 * POST /v1/stats/{sitekey}/.
 * --------------------------------------------------------------------------------------------- */

/** POST /v1/stats/{sitekey}/ (the trailing slash the official client uses). */
export function fuzzStats(random: Random, options: FuzzOptions): FuzzRequest {
  const pick = pickOf(random);
  const { sitekey, good } = sitekeyFor(random, options);
  const path = `/v1/stats/${sitekey}/`;
  const headers = { 'content-type': pick(['text/plain;charset=UTF-8', 'application/json', 'text/plain']) };
  const make = (body: string | undefined, expect: Expectation, method = 'POST'): FuzzRequest => ({
    endpoint: 'stats',
    method,
    path,
    headers: method === 'POST' ? headers : {},
    body: method === 'POST' ? body : undefined,
    expect: method !== 'POST' ? expect : good ? expect : { status: 404, mention: 'sitekey' },
  });
  const roll = random();
  if (roll < 0.03) return make(undefined, { status: 405 }, pick(['PUT', 'DELETE']));
  if (roll < 0.13)
    return make(pick(['{"action":"search"', '{action:"click"}', '', '[', "{'a':1}", 'null', '[]', '"x"', '5']), {
      status: 400,
      mention: 'body',
    });
  if (roll < 0.15) return make(JSON.stringify({ action: 'search', keyword: 'x'.repeat(11_000) }), { status: 413 });
  // An event, with one field perhaps made wrong.
  const action = random() < 0.5 ? 'search' : 'click';
  const event: Record<string, unknown> = {
    action,
    session: `s-${Math.floor(random() * 1000)}`,
    keyword: pick(['golf', '', ...xssPayloads, ...unicode, `_addsearch_${pick(xssPayloads)}`]),
    tag: pick([undefined, null, 'header', 5]),
  };
  if (action === 'search') event.numberOfResults = pick([0, 12, 10000]);
  else {
    event.docid = pick(['r19096', 'make-ford', 'a'.repeat(32)]);
    event.position = pick([0, 1, 25]);
  }
  let expect: Expectation = { status: 204 };
  if (random() < 0.5) {
    const [field, value] = pick<[string, unknown]>([
      ['action', pick(['view', '', null, 5, pick(xssPayloads)])],
      ['session', pick([{}, [], 'x'.repeat(65), true])],
      ['keyword', pick([null, 5, undefined, 'x'.repeat(501)])],
      ['tag', pick(['x'.repeat(51), {}, [1]])],
      [
        action === 'search' ? 'numberOfResults' : 'position',
        pick([-1, 1.5, '3', null, 1e10, Number.MAX_SAFE_INTEGER + 2]),
      ],
      ...(action === 'click' ? ([['docid', pick(['', 'a'.repeat(33), 5, null])]] as Array<[string, unknown]>) : []),
      [pick([...xssPayloads, 'extra', '__proto__', 'constructor']), 1],
    ]);
    if (value === undefined) delete event[field];
    else Object.defineProperty(event, field, { value, enumerable: true, configurable: true, writable: true });
    expect = {
      status: 400,
      mention: field === 'action' || field === 'session' || field === 'keyword' ? field : undefined,
    };
  }
  // An own '__proto__' key survives JSON.stringify and JSON.parse, as it must reach the server.
  return make(JSON.stringify(event), expect);
}

/* ------------------------------------------------------------------------------------------------
 * The document API: GET/DELETE documents/{id}, PUT/POST documents, PUT/DELETE documents:batch,
 * with right, missing and wrong credentials.
 * --------------------------------------------------------------------------------------------- */

/** Ids and URLs the fuzz writes, so that a run against a shared server can remove them afterwards. */
export const fuzzDocumentIdPrefix = 'fz-';
const fuzzUrl = (n: number) => `/fuzz/page-${n}`;

function goodDocument(random: Random, withId: boolean): Record<string, unknown> {
  const pick = pickOf(random);
  const n = Math.floor(random() * 200);
  const document: Record<string, unknown> = {
    url: random() < 0.8 ? fuzzUrl(n) : `https://example.com/fuzz/${n}?q=${encode(pick(xssPayloads))}`,
  };
  if (withId) document.id = `${fuzzDocumentIdPrefix}${n}${pick(['', '.a', '_b', '~c', '-d'])}`;
  if (random() < 0.8) document.title = pick(['Fuzz page | Kerbside', ...xssPayloads, ...unicode, 'x'.repeat(1000)]);
  if (random() < 0.7) document.main_content = pick(['Fuzzed text about nothing.', ...xssPayloads, tenKilobytes]);
  if (random() < 0.3) document.language = pick(['en', 'DE']);
  if (random() < 0.3) document.meta_description = pick(xssPayloads);
  if (random() < 0.2) document.meta_categories = ['a', pick(xssPayloads)];
  if (random() < 0.3) document.thumbnail_external_src = pick(['https://example.com/a.png', null, pick(xssPayloads)]);
  if (random() < 0.3) document.doc_date = pick(['2026-03-14', '2026-03-14T09:30:00Z', 1767225600000, null]);
  if (random() < 0.2) document.document_type = pick(['html', 'pdf']);
  if (random() < 0.6)
    document.custom_fields = pick([
      { make: 'FuzzMake', price: 12345, rating: 4.5 },
      { make: [pick(xssPayloads), 'x'], year: 2026 },
      { [pick(['a', 'b_c', 'd-e'])]: 'x'.repeat(1000) },
      {},
    ]);
  return document;
}

/** A document made wrong in one field: [the wrong document, the field the error must name]. */
function badDocument(random: Random, withId: boolean, at: string): [unknown, string] {
  const pick = pickOf(random);
  const document = goodDocument(random, withId);
  switch (Math.floor(random() * 12)) {
    case 0:
      delete document.url;
      return [document, `${at}.url`];
    case 1:
      document.url = pick(['', '   ', 5, null, 'x'.repeat(2001), ['a']]);
      return [document, `${at}.url`];
    case 2:
      document.id = pick(['a b', 'x'.repeat(33), '', 5, pick(xssPayloads), 'Škoda', '../x']);
      return [document, `${at}.id`];
    case 3:
      document.title = pick(['x'.repeat(1001), 5, {}, ['a']]);
      return [document, `${at}.title`];
    case 4:
      document.language = pick(['eng', 'e', 5, '12']);
      return [document, `${at}.language`];
    case 5:
      document.doc_date = pick(['not a date', {}, [], true, 'x'.repeat(41)]);
      return [document, `${at}.doc_date`];
    case 6:
      document.custom_fields = pick(['x', 5, ['a']]);
      return [document, `${at}.custom_fields`];
    case 7: {
      const [fields, name] = pick<[Record<string, unknown>, string]>([
        [{ price: {} }, 'custom_fields.price'],
        [{ price: null }, 'custom_fields.price'],
        [{ price: true }, 'custom_fields.price'],
        [{ make: 'x'.repeat(1001) }, 'custom_fields.make'],
        [{ make: [{}] }, 'custom_fields.make'],
        [{ 'a b': 1 }, 'custom_fields'],
        [{ [pick(xssPayloads)]: 1 }, 'custom_fields'],
      ]);
      document.custom_fields = fields;
      return [document, `${at}.${name}`];
    }
    case 8:
      document.meta_categories = pick(['a', [1], [null], {}]);
      return [document, `${at}.meta_categories`];
    case 9: {
      const key = pick([...xssPayloads, 'extra', 'categories', 'Title']);
      document[key] = 1;
      return [document, `${at}.${key.slice(0, 64)}`];
    }
    case 10:
      return [pick([null, 5, 'doc', [document]]), at];
    default:
      document.thumbnail_external_src = pick([5, {}, 'x'.repeat(2001)]);
      return [document, `${at}.thumbnail_external_src`];
  }
}

const idFor = (document: unknown): string | undefined => {
  if (typeof document !== 'object' || document === null) return undefined;
  const { id, url } = document as { id?: unknown; url?: unknown };
  if (typeof id === 'string') return id;
  return typeof url === 'string' ? createHash('md5').update(url).digest('hex') : undefined;
};

/** Every document id a write request may have created (ids given, and ids derived from URLs). */
export function writtenDocumentIds(request: FuzzRequest): string[] {
  if (!request.body || (request.method !== 'PUT' && request.method !== 'POST')) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(request.body);
  } catch {
    return [];
  }
  const list =
    typeof parsed === 'object' && parsed !== null && Array.isArray((parsed as { documents?: unknown }).documents)
      ? ((parsed as { documents: unknown[] }).documents as unknown[])
      : [parsed];
  return list.map(idFor).filter((id): id is string => id !== undefined && /^[A-Za-z0-9_.~-]{1,32}$/.test(id));
}

/** The document API. */
export function fuzzDocuments(random: Random, options: FuzzOptions): FuzzRequest {
  const pick = pickOf(random);
  const headers: Record<string, string> = {};
  let authorized = true;
  if (random() < options.unauthenticatedShare) {
    authorized = false;
    const header = pick([
      undefined,
      basic(options.sitekey, 'wrong'),
      basic('other', options.secret),
      basic(options.sitekey, `${options.secret} `),
      'Basic',
      'Basic %%%',
      `Basic ${'A'.repeat(2000)}`,
      `Bearer ${options.secret}`,
      basic(options.sitekey, pick(xssPayloads)),
      `Basic ${Buffer.from(options.secret).toString('base64')}`,
    ]);
    if (header) headers.authorization = header;
  } else {
    headers.authorization =
      random() < 0.5
        ? basic(options.sitekey, options.secret)
        : `basic  ${Buffer.from(`${options.sitekey}:${options.secret}`).toString('base64')}`;
  }
  const { sitekey, good } = sitekeyFor(random, options);
  const base = `/v2/indices/${sitekey}/`;
  const make = (method: string, rest: string, body: unknown, expect: Expectation, raw = false): FuzzRequest => {
    const request: FuzzRequest = {
      endpoint: 'documents',
      method,
      path: base + rest,
      headers: body === undefined ? { ...headers } : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : raw ? (body as string) : JSON.stringify(body),
      expect,
      authorized,
    };
    // The gates in the server's order: credentials, sitekey, path; then the request itself.
    if (!authorized) request.expect = { status: 401 };
    else if (!good) request.expect = { status: 404, mention: 'sitekey' };
    return request;
  };

  const roll = random();
  if (roll < 0.15) {
    // One document by id.
    const method = pick(['GET', 'GET', 'DELETE', 'HEAD', 'PUT']);
    const [rawId, idGood] = pick<[string, boolean]>([
      [`${fuzzDocumentIdPrefix}${Math.floor(random() * 200)}`, true],
      ['r19096', true],
      ['no-such-document', true],
      [encode('a~b'), true],
      [encode(pick(xssPayloads).slice(0, 12)), true],
      ['x'.repeat(33), false],
      [encode(tenKilobytes.slice(0, 2000)), false],
    ]);
    const id = options.brokenPaths && random() < 0.2 ? pick(['%zz', '%E0%A4%A', 'a/b/c', '..']) : rawId;
    const broken = id !== rawId;
    let expect: Expectation;
    if (broken) expect = { status: 'any' };
    else if (!idGood) expect = { status: 400, mention: 'id' };
    else if (method === 'PUT') expect = { status: 405 };
    else expect = method === 'DELETE' ? { status: 202 } : { status: 'any' }; // 200 or 404
    // Never delete the catalogue's own documents.
    if (method === 'DELETE' && id === 'r19096') return make('GET', `documents/${id}`, undefined, { status: 'any' });
    return make(method, `documents/${id}`, undefined, expect);
  }
  if (roll < 0.2) {
    const rest = pick(['documents/a/b', 'document', 'documents:batchx', 'documents::batch', encode(pick(xssPayloads))]);
    return make(pick(['GET', 'PUT', 'DELETE']), rest, undefined, { status: 'any' });
  }
  if (roll < 0.27) {
    // Broken or non-object JSON bodies.
    const method = pick(['PUT', 'POST']);
    const rest = method === 'PUT' && random() < 0.5 ? 'documents:batch' : 'documents';
    const body = pick(['{"url":', "{'url':'/a'}", '', '[', '{"url":"/a",}', 'NaN', '{"a":'.repeat(3000)]);
    return make(method, rest, body, { status: 400, mention: body === '' ? undefined : 'JSON' }, true);
  }
  if (roll < 0.275 && options.brokenPaths) {
    // Over 1 MB (a handful only: they are not cheap).
    return make(
      'PUT',
      'documents:batch',
      { documents: [{ url: '/a', main_content: 'x'.repeat(1_100_000) }] },
      { status: 413 },
    );
  }
  if (roll < 0.5) {
    // One document, PUT (id or url) or POST (url only).
    const method = random() < 0.6 ? 'PUT' : 'POST';
    const rest = random() < 0.5 ? 'documents' : 'documents/';
    if (random() < 0.45)
      return make(method, rest, goodDocument(random, method === 'PUT' && random() < 0.7), { status: 202 });
    if (method === 'POST' && random() < 0.2)
      return make(method, rest, goodDocument(random, true), { status: 400, mention: 'document.id' });
    const [document, field] = badDocument(random, method === 'PUT' && random() < 0.7, 'document');
    return make(method, rest, document, { status: 400, mention: field });
  }
  if (roll < 0.75) {
    // PUT documents:batch.
    const count = 1 + Math.floor(random() * 5);
    const documents: unknown[] = Array.from({ length: count }, () => goodDocument(random, true));
    // Distinct ids within a batch (a repeated one is its own case below).
    documents.forEach(
      (document, index) =>
        ((document as Record<string, unknown>).id = `${fuzzDocumentIdPrefix}b${index}-${Math.floor(random() * 50)}`),
    );
    const variant = random();
    if (variant < 0.4) return make('PUT', 'documents:batch', { documents }, { status: 202 });
    if (variant < 0.7) {
      const index = Math.floor(random() * count);
      const [document, field] = badDocument(random, true, `documents[${index}]`);
      documents[index] = document;
      return make('PUT', 'documents:batch', { documents }, { status: 400, mention: field });
    }
    if (variant < 0.8 && count > 1) {
      (documents[1] as Record<string, unknown>).id = (documents[0] as Record<string, unknown>).id;
      return make('PUT', 'documents:batch', { documents }, { status: 400, mention: 'documents[1].id' });
    }
    const wrong = pick<unknown>([
      {},
      { documents: [] },
      { documents: 'x' },
      { documents: null },
      [documents],
      { docs: documents },
    ]);
    return make('PUT', 'documents:batch', wrong, { status: 400, mention: 'documents' });
  }
  if (roll < 0.85) {
    // DELETE documents:batch.
    const ids = Array.from(
      { length: 1 + Math.floor(random() * 4) },
      () => `${fuzzDocumentIdPrefix}${Math.floor(random() * 200)}`,
    );
    if (random() < 0.5) return make('DELETE', 'documents:batch', { documents: ids }, { status: 202 });
    const [wrong, mention] = pick<[unknown, string]>([
      [{ documents: [...ids, ''] }, `documents[${ids.length}]`],
      [{ documents: [...ids, 'x'.repeat(33)] }, `documents[${ids.length}]`],
      [{ documents: [...ids, 5] }, `documents[${ids.length}]`],
      [{ documents: [] }, 'documents'],
      [{ documents: Array.from({ length: 1001 }, (_, index) => `${fuzzDocumentIdPrefix}${index}`) }, 'documents'],
      [{ ids }, 'documents'],
    ]);
    return make('DELETE', 'documents:batch', wrong, { status: 400, mention });
  }
  // Methods a path does not take.
  const [method, rest] = pick<[string, string]>([
    ['GET', 'documents'],
    ['DELETE', 'documents'],
    ['GET', 'documents:batch'],
    ['POST', 'documents:batch'],
    ['PATCH', 'documents/x'],
    ['POST', 'documents/x'],
  ]);
  return make(method, rest, method === 'GET' || method === 'DELETE' ? undefined : { url: '/a' }, { status: 405 });
}

export const fuzzGenerators: Record<FuzzEndpoint, (random: Random, options: FuzzOptions) => FuzzRequest> = {
  search: fuzzSearch,
  searchPost: fuzzSearchPost,
  suggest: fuzzSuggest,
  autocomplete: fuzzAutocomplete,
  stats: fuzzStats,
  documents: fuzzDocuments,
};

/* ------------------------------------------------------------------------------------------------
 * The checks of an answer.
 * --------------------------------------------------------------------------------------------- */

export interface FuzzAnswer {
  status: number;
  headers: Headers;
  body: string;
}

const allowedStatuses = new Set([200, 202, 204, 400, 401, 404, 405, 413, 429]);

/** Problems of one answer ([] when it is right). */
export function checkAnswer(request: FuzzRequest, answer: FuzzAnswer): string[] {
  const problems: string[] = [];
  const { status, headers, body } = answer;
  const { expect } = request;
  if (status >= 500) problems.push(`${status} (a 5xx)`);
  else if (!allowedStatuses.has(status)) problems.push(`unexpected status ${status}`);
  if (typeof expect.status === 'number' && status !== expect.status && !(status === 429 && expect.status === 401))
    problems.push(`status ${status}, expected ${expect.status}`);
  if (expect.status === 'ok' && (status < 200 || status > 299)) problems.push(`status ${status}, expected a 2xx`);
  // Nothing reflected can be read as markup: no raw angle brackets in any body, JSON never sniffed.
  if (/[<>]/.test(body)) problems.push('markup characters in the body');
  if (body && !/^application\/json/.test(headers.get('content-type') ?? '')) problems.push('a body that is not JSON');
  if (headers.get('x-content-type-options') !== 'nosniff' && status !== 204 && request.method !== 'OPTIONS')
    problems.push('no x-content-type-options: nosniff');
  if (request.endpoint !== 'documents' && headers.get('access-control-allow-origin') !== '*')
    problems.push('no CORS header');
  if (status === 401 && !headers.get('www-authenticate')) problems.push('401 without WWW-Authenticate');
  if (status === 429 && !headers.get('retry-after')) problems.push('429 without Retry-After');
  if (request.method === 'HEAD') return problems;
  let json: unknown;
  if (body) {
    try {
      json = JSON.parse(body);
    } catch {
      problems.push('a body that does not parse');
      return problems;
    }
  }
  if (status >= 400) {
    const error = (json as { error?: { status?: unknown; message?: unknown; parameter?: unknown; type?: unknown } })
      ?.error;
    const message = typeof error?.message === 'string' ? error.message : '';
    if (!message) problems.push('an error without a message');
    if (error?.status !== status) problems.push('error.status differs from the HTTP status');
    const lower = message.toLowerCase();
    if (typeof error?.parameter === 'string' && !lower.includes(error.parameter.toLowerCase()))
      problems.push(`the message does not name the parameter '${error.parameter}': ${message}`);
    if (status === 400 && error?.type === 'validation' && typeof error.parameter !== 'string')
      problems.push('a validation error without its parameter');
    if (expect.mention && status === expect.status) {
      const named = [message, typeof error?.parameter === 'string' ? error.parameter : ''].join(' ').toLowerCase();
      if (!named.includes(expect.mention.toLowerCase()))
        problems.push(`the error does not name '${expect.mention}': ${message}`);
    }
  } else if (status === 200) {
    const record = json as Record<string, unknown>;
    if (request.endpoint === 'search' || request.endpoint === 'searchPost') {
      if (!Array.isArray(record.hits) || typeof record.total_hits !== 'number' || record.total_hits > 10_000)
        problems.push('a search answer without hits and total_hits <= 10000');
    } else if (request.endpoint === 'suggest') {
      if (!Array.isArray(record.suggestions)) problems.push('a suggest answer without suggestions');
    } else if (request.endpoint === 'autocomplete') {
      if (!Array.isArray(record.autocomplete)) problems.push('an autocomplete answer without autocomplete');
    } else if (request.endpoint === 'documents') {
      if (typeof record.url !== 'string') problems.push('a document without its url');
    }
  } else if (status === 204 && body) problems.push('a 204 with a body');
  return problems;
}

/** A short, reproducible description of a request for a failure message. */
export function describeRequest(request: FuzzRequest): string {
  const body = request.body === undefined ? '' : ` body=${JSON.stringify(request.body.slice(0, 160))}`;
  return `${request.method} ${request.path.slice(0, 200)}${body}`;
}
