/**
 * Generated requests for every endpoint of the search service and for POST /api/revalidate
 * (docs/design/quality-bars.md, "bad input"), as fast-check arbitraries: unicode, arbitrary graphemes and
 * code points, lone surrogates, 10 kB strings, out-of-range numbers, broken percent-encodings,
 * broken JSON and XSS payloads, mixed with good values. A failing request shrinks to a minimal one
 * and its seed replays it (tests/unit/fuzz/fuzzKit.ts: FUZZ_SEED, FUZZ_PATH). The same arbitraries
 * serve the in-process fuzz (tests/unit/search/fuzzSearchApi.test.ts, through the route handlers)
 * and the e2e sample (tests/e2e/search-fuzz.e2e.ts, through `next start`).
 *
 * Each request carries what it must get, decided by an oracle written here from search-api.md and
 * the documented limits, independently of the server's validation code: a request the oracle
 * knows to be wrong must get a 400 (or 404/405/413/401 where the protocol says so), a request it
 * knows to be right must get a 2xx, and anything it cannot decide must still get a 2xx or 4xx.
 * checkAnswer() applies that and the common rules (never a 5xx; every error a JSON body with a
 * message that names the parameter at fault; no markup in any body; CORS on the public v1
 * endpoints, not on the back office's insights).
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import {
  brokenEncoding,
  coin,
  errorProblems,
  hostileText,
  maybe,
  nastyText,
  numberishText,
  oddNumbers,
  pick,
  unicodeSamples as unicode,
  weighted,
  xssPayloads,
  type FuzzExpectation,
} from '#tests/unit/fuzz/fuzzKit';

export { xssPayloads };

export type FuzzEndpoint =
  'search' | 'searchPost' | 'suggest' | 'autocomplete' | 'stats' | 'documents' | 'insights' | 'revalidate';

export const fuzzEndpoints: readonly FuzzEndpoint[] = [
  'search',
  'searchPost',
  'suggest',
  'autocomplete',
  'stats',
  'documents',
  'insights',
  'revalidate',
];

/** What a request must get: a status (or 'ok' = any 2xx, 'any' = any 2xx/4xx) and a word its error names. */
export type Expectation = FuzzExpectation;

export interface FuzzRequest {
  endpoint: FuzzEndpoint;
  method: string;
  /** From the site root, still encoded: '/api/search/v1/search/kerbside?term=golf', '/api/revalidate'. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  expect: Expectation;
  /** Document, insights and revalidation API: whether the request carries the right credentials. */
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
  /** Share of document-, insights- and revalidation-API requests with missing or wrong credentials (0..1). */
  unauthenticatedShare: number;
}

/* ------------------------------------------------------------------------------------------------
 * Raw material.
 * --------------------------------------------------------------------------------------------- */

const outOfRange = ['-1', '0', ...oddNumbers, '301', '1001', '1000001', '2147483648', '9007199254740993', ' 5'];
export const tenKilobytes = 'x'.repeat(10_240);
const tenKilobytesUnicode = 'ü'.repeat(5_120);

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

/** A request as fast-check prints it in a failure report: short, replayable by eye. */
function finish(request: FuzzRequest): FuzzRequest {
  Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request), enumerable: false });
  return request;
}

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

/** A search as (name, value) pairs, with the verdicts the generator knows better than the oracle. */
interface SearchPair {
  name: string;
  /** The value as generated (what a JSON body carries). */
  value: string;
  /** The encoded form for the query string (keeps broken percent-encodings). */
  raw: string;
  /** A verdict the generator knows (filter and rangeFacets built from templates). */
  known?: Verdict;
}

/** The pairs as the server reads them from a query string (lone surrogates arrive as U+FFFD). */
const asQueryReadsThem = (pairs: readonly SearchPair[]): SearchPair[] =>
  pairs.map((pair) => ({ ...pair, value: decoded(pair.raw) }));

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

/** The parameter names of a search, with how often each is drawn. */
const searchNames: ReadonlyArray<readonly [string, number]> = [
  ['term', 2],
  ['lang', 1],
  ['fuzzy', 1],
  ['categories', 1],
  ['page', 1],
  ['limit', 2],
  ['sort', 1],
  ['order', 1],
  ['customField', 1],
  ['facet', 1],
  ['numFacets', 1],
  ['rangeFacets', 1],
  ['fieldStat', 1],
  ['filter', 2],
  ['resultType', 1],
  ['collectAnalytics', 1],
  ['postfixWildcard', 1],
  ['analyticsTag', 1],
  ['defaultOperator', 1],
  ['dateFrom', 1],
  ['dateTo', 1],
  ['priceFromCents', 1],
  ['priceToCents', 1],
  ['jsonp', 1],
];
/** Names no parameter has (ignored by the server, or odd). */
const oddNames = [...xssPayloads, ...unicode, 'personalizationEvent', 'jwt', 'userToken'];

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

type Judged = { value: unknown; verdict: Verdict };

/** A filter: from templates that are valid, or hostile shapes whose verdict the server decides. */
function filterValue(depth = 0): fc.Arbitrary<Judged> {
  if (depth > 3) return fc.constant({ value: { 'custom_fields.make': 'Ford' }, verdict: 'good' as const });
  const child = filterValue(depth + 1);
  const judged = (verdict: Verdict) => (value: unknown) => ({ value, verdict });
  return fc.oneof(
    pick<unknown>(['Ford', 'BMW', 5, 2.5, ...xssPayloads]).map((make) => ({
      value: { 'custom_fields.make': make },
      verdict: 'good' as const,
    })),
    fc.tuple(pick(['and', 'or']), child, child).map(([operator, a, b]) => ({
      value: { [operator]: [a.value, b.value] },
      verdict: combine([a.verdict, b.verdict]),
    })),
    child.map((inner) => ({ value: { not: inner.value }, verdict: inner.verdict })),
    fc
      .tuple(pick(['custom_fields.price', 'custom_fields.year']), pick<unknown>([1, '2', null, '']))
      .map(([field, gte]) => ({
        value: { range: { [field]: { gte, lt: 100000, key: 'k' } } },
        verdict: 'good' as const,
      })),
    pick(['category', 'make', 'custom_fields.'])
      .map((field) => ({ range: { [field]: { gte: 1 } } }))
      .map(judged('bad')),
    pick<unknown>(['x', {}, [1], true])
      .map((gte) => ({ range: { 'custom_fields.price': { gte } } }))
      .map(judged('bad')),
    pick<unknown>([null, ['a'], { a: 1 }])
      .map((make) => ({ 'custom_fields.make': make }))
      .map(judged('bad')),
    pick([...xssPayloads, 'make', '__proto__'])
      .map((key) => ({ [key]: 'x' }))
      .map(judged('bad')),
    pick<unknown>([[1, 2], 'x', 5, null, true]).map(judged('bad')),
    pick<unknown>([{}, { and: [] }]).map(judged('good')),
  );
}

function combine(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.includes('bad')) return 'bad';
  return verdicts.includes('unknown') ? 'unknown' : 'good';
}

const rangeFacetsValue: fc.Arbitrary<Judged> = fc.oneof(
  pick(['custom_fields.price', 'custom_fields.year']).map((field) => ({
    value: [{ field, ranges: [{ to: 10000 }, { from: 10000, to: 20000 }, { from: '20000' }] }],
    verdict: 'good' as const,
  })),
  fc.constant({ value: { field: 'custom_fields.price', ranges: [] }, verdict: 'good' as const }),
  pick(['make', 'category', 'custom_fields.']).map((field) => ({
    value: [{ field, ranges: [] }],
    verdict: 'bad' as const,
  })),
  fc.constant({ value: [{ field: 'custom_fields.price', ranges: [{ from: 5, to: 1 }] }], verdict: 'bad' as const }),
  pick<unknown>([null, {}, [1], [{ from: 'x' }]]).map((ranges) => ({
    value: [{ field: 'custom_fields.price', ranges }],
    verdict: 'bad' as const,
  })),
  pick<unknown>([null, 5, 'x', [1]]).map((value) => ({ value, verdict: 'bad' as const })),
);

/** The usual values of one search parameter (the oracle or a `known` verdict judges them). */
function usualSearchValue(name: string): fc.Arbitrary<SearchPair> {
  const pair = (value: string, known?: Verdict): SearchPair => ({ name, value, raw: encode(value), known });
  const plain = (values: fc.Arbitrary<string>) => values.map((value) => pair(value));
  switch (name) {
    case 'term':
      return plain(
        weighted(
          [
            92,
            pick([
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
          ],
          [8, pick(xssPayloads).map((payload) => `_addsearch_${payload}`)],
        ),
      );
    case 'page':
    case 'limit':
    case 'numFacets':
    case 'priceFromCents':
    case 'priceToCents':
      return plain(weighted([60, pick(['1', '2', '10', '300', ''])], [25, pick(outOfRange)], [15, numberishText]));
    case 'sort':
    case 'facet':
    case 'fieldStat':
      return plain(weighted([85, pick(fieldNames)], [15, fc.stringMatching(/^custom_fields\.[A-Za-z0-9_ .-]{0,70}$/)]));
    case 'order':
      return plain(pick(['asc', 'desc', 'DESC', 'up', '', 'ascending']));
    case 'fuzzy':
      return plain(pick(['true', 'false', 'auto', 'retry', 'TRUE', '1', 'maybe']));
    case 'lang':
      return plain(weighted([85, pick(['en', 'EN', 'eng', 'e', '12', 'de', 'e1'])], [15, nastyText]));
    case 'categories':
      return plain(pick(['0xkerbside,1xnews', '1xnews,,', 'news', '1x<b>', '1xnews 2', '1xa,'.repeat(30), ' 2xford ']));
    case 'customField':
      return fc
        .tuple(
          pick(['make', 'price', 'a b', '', '__proto__']),
          weighted([80, pick(['Ford', '', ...xssPayloads])], [20, nastyText]),
        )
        .map(([field, value]) => pair(`${field}=${value}`));
    case 'resultType':
      return plain(pick(['organic', 'all', 'ORGANIC', 'promoted']));
    case 'collectAnalytics':
    case 'postfixWildcard':
      return plain(pick(['true', 'false', 'yes', '0']));
    case 'defaultOperator':
      return plain(pick(['and', 'or', 'OR', 'xor']));
    case 'dateFrom':
    case 'dateTo':
      return plain(
        weighted(
          [70, pick(['2026-01-01', '2025-12-31', '2026-02-30', '01/01/2026', '2026-1-1', '2024-02-29', '2023-02-29'])],
          [
            30,
            fc
              .date({
                min: new Date('1000-01-01T00:00:00Z'),
                max: new Date('2999-12-31T00:00:00Z'),
                noInvalidDate: true,
              })
              .map((date) => date.toISOString().slice(0, 10)),
          ],
        ),
      );
    case 'analyticsTag':
      return plain(weighted([70, pick(['header', 'x'.repeat(50), 'x'.repeat(51)])], [30, nastyText]));
    case 'filter':
      return weighted(
        [85, filterValue().map(({ value, verdict }) => pair(JSON.stringify(value), verdict))],
        [
          15,
          pick(['{"and":[', '{', '{"a":1,}', "{'a':1}", 'NaN', '[', '{"a":"\\u12"}']).map((value) =>
            pair(value, 'bad'),
          ),
        ],
      );
    case 'rangeFacets':
      return weighted(
        [85, rangeFacetsValue.map(({ value, verdict }) => pair(JSON.stringify(value), verdict))],
        [15, pick(['[{', '[', '{"field":}']).map((value) => pair(value, 'bad'))],
      );
    default:
      return plain(pick(['1', 'callback']));
  }
}

/** One (name, value) pair of a search: its usual values, or broken encodings, hostile text, 10 kB. */
function searchPair(name: string): fc.Arbitrary<SearchPair> {
  return weighted(
    [80, usualSearchValue(name)],
    [8, brokenEncoding.map((raw) => ({ name, value: decoded(raw), raw }))],
    [8, hostileText.map((value) => ({ name, value, raw: encode(value) }))],
    [4, pick([tenKilobytes, tenKilobytesUnicode]).map((value) => ({ name, value, raw: encode(value) }))],
  );
}

const anySearchPair: fc.Arbitrary<SearchPair> = weighted(
  [95, weighted(...searchNames.map(([name, weight]) => [weight, searchPair(name)] as const))],
  [5, fc.oneof(...oddNames.map((name) => searchPair(name)))],
);

/** At most one 10 kB value per request (two would pass Node's header limit through a real server). */
function oneHugeValue(pairs: readonly SearchPair[]): SearchPair[] {
  let huge = false;
  return pairs.map((pair) => {
    if (pair.value.length <= 5_000) return pair;
    if (!huge) {
      huge = true;
      return pair;
    }
    return { name: pair.name, value: 'x', raw: 'x' };
  });
}

/** 1 to 6 pairs, now and then the first one repeated. */
const searchPairs: fc.Arbitrary<SearchPair[]> = fc
  .tuple(fc.array(anySearchPair, { minLength: 1, maxLength: 6 }), coin(0.08))
  .map(([pairs, repeat]) => oneHugeValue(repeat ? [...pairs, { ...pairs[0]! }] : pairs));

/** The sitekey of the path: mostly the server's, now and then a wrong or hostile one. */
function sitekeyArbitrary(options: FuzzOptions): fc.Arbitrary<{ sitekey: string; good: boolean }> {
  return weighted<{ sitekey: string; good: boolean }>(
    [96, fc.constant({ sitekey: options.sitekey, good: true })],
    [
      4,
      pick(['other', 'KERBSIDE', ...xssPayloads, 'Škoda', '..', '%2e%2e', 'kerbside ']).map((wrong) => {
        if (wrong === '..' || wrong === '%2e%2e')
          return options.brokenPaths ? { sitekey: wrong, good: false } : { sitekey: 'other', good: false };
        return { sitekey: encode(wrong), good: false };
      }),
    ],
  );
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
export function searchArbitrary(options: FuzzOptions): fc.Arbitrary<FuzzRequest> {
  const method = weighted<string>(
    [95, fc.constant('GET')],
    [3, fc.constant('HEAD')],
    [2, pick(['PUT', 'DELETE', 'PATCH'])],
  );
  return fc.tuple(sitekeyArbitrary(options), searchPairs, method).map(([{ sitekey, good }, pairs, verb]) => {
    const query = pairs.map((pair) => `${encode(pair.name)}=${pair.raw}`).join('&');
    const path = `/api/search/v1/search/${sitekey}?${query}`;
    if (verb !== 'GET' && verb !== 'HEAD')
      return finish({ endpoint: 'search', method: verb, path, headers: {}, expect: { status: 405 } });
    return finish({
      endpoint: 'search',
      method: verb,
      path,
      headers: {},
      expect: searchExpectation(asQueryReadsThem(pairs), good),
    });
  });
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

/** How one parameter of a generated search is written into a JSON body. */
interface BodyStyle {
  /** The official client's name (language, paging.pageSize ...) where it has one. */
  clientName: boolean;
  /** A JSON number or boolean where the text reads back as one. */
  typed: boolean;
  /** filter / rangeFacets as a JSON object rather than text. */
  asObject: boolean;
  /** customField as the client's { name: value } object. */
  objectForm: boolean;
  /** A list of one as the bare value. */
  unwrap: boolean;
}

const bodyStyle: fc.Arbitrary<BodyStyle> = fc.record({
  clientName: coin(0.5),
  typed: coin(0.7),
  asObject: coin(0.7),
  objectForm: coin(0.5),
  unwrap: coin(0.5),
});

function jsonScalar(name: string, value: string, style: BodyStyle): unknown {
  // As a JSON number only when it reads back as the same text ('-0' and '1e3' stay text).
  if (numberParameters.has(name) && Number.isFinite(Number(value)) && String(Number(value)) === value && style.typed)
    return Number(value);
  if (booleanParameters.has(name) && (value === 'true' || value === 'false') && style.typed) return value === 'true';
  if (name === 'fuzzy' && (value === 'true' || value === 'false') && style.typed) return value === 'true';
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

/** The generated pairs as a POST body, and what it must get. A list of categories is joined as the query carries it. */
function pairsAsBody(
  generated: readonly SearchPair[],
  styles: readonly BodyStyle[],
): { body: string; expect: Expectation } {
  const withoutJsonp = generated.filter((pair) => pair.name !== 'jsonp');
  const categoryValues = withoutJsonp.filter((pair) => pair.name === 'categories').map((pair) => pair.value);
  const pairs = withoutJsonp.filter((pair) => pair.name !== 'categories');
  if (categoryValues.length)
    pairs.push({ name: 'categories', value: categoryValues.join(','), raw: encode(categoryValues.join(',')) });
  const body: Record<string, unknown> = {};
  const grouped = new Map<string, string[]>();
  for (const pair of pairs) grouped.set(pair.name, [...(grouped.get(pair.name) ?? []), pair.value]);
  const keys = new Map<string, string>();
  let index = 0;
  for (const [name, values] of grouped) {
    const style = styles[index % styles.length]!;
    index += 1;
    const key = clientNames[name] && style.clientName ? clientNames[name]! : name;
    keys.set(name, key);
    let value: unknown;
    if (name === 'filter' || name === 'rangeFacets') {
      // As JSON (an object in the body) when it parses, else the text as given.
      let parsed: unknown;
      try {
        parsed = values.length === 1 && style.asObject ? JSON.parse(values[0]!) : undefined;
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
    } else if (name === 'customField' && style.objectForm && values.every((item) => item.indexOf('=') > 0)) {
      // (An item with no name, such as the empty value a query reads as "not given", has no
      // object form: `{"": ""}` names an empty field, which the server rightly refuses.)
      // The client's object form: name -> value (both sides of the first '=').
      const object: Record<string, string> = {};
      for (const item of values) {
        const at = item.indexOf('=');
        object[at >= 0 ? item.slice(0, at) : item] = at >= 0 ? item.slice(at + 1) : '';
      }
      value = Object.keys(object).length === values.length ? object : values;
    } else if (listParameters.has(name) || !singleSearchParameters.has(name)) {
      value = values.length === 1 && style.unwrap ? values[0] : values;
    } else {
      value = values.length === 1 ? jsonScalar(name, values[0]!, style) : values;
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
  return { body: JSON.stringify(body), expect };
}

/** A POST body and what it must get (before the sitekey is judged). */
interface PostCase {
  body: string | undefined;
  expect: Expectation;
  extraPath?: string;
}

const brokenJsonBodies = [
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
  ...xssPayloads.map((payload) => `{"term":"${payload}"`),
  'undefined',
  '<xml/>',
];

/** The official client's body, as its POST mode builds it. */
const clientBody: fc.Arbitrary<PostCase> = fc
  .record({
    term: pick(['golf', 'bmw x5', '*', ...xssPayloads]),
    fuzzy: pick(['auto', 'true', 'false']),
    categories: coin(0.5),
    page: fc.integer({ min: 1, max: 3 }),
    pageSize: pick([5, 10, 300]),
    make: maybe(0.5, pick(['Ford', 'BMW'])),
    filter: coin(0.5),
  })
  .map(({ term, fuzzy, categories, page, pageSize, make, filter }) => ({
    body: JSON.stringify({
      term,
      language: 'en',
      fuzzy,
      collectAnalytics: false,
      categories: categories ? ['0xkerbside'] : undefined,
      paging: { page, pageSize, sortByField: 'relevance', sortOrder: 'desc' },
      jwt: undefined,
      userToken: 'abc',
      customField: make ? { make } : undefined,
      facet: ['custom_fields.make'],
      rangeFacets: [{ field: 'custom_fields.price', ranges: [{ to: 20000 }, { from: 20000 }] }],
      statsFields: ['custom_fields.price'],
      personalizationEvents: [{ make: 'ford' }],
      hierarchicalFacets: { fields: ['a'] },
      filter: filter ? { 'custom_fields.fuelType': 'Electric' } : undefined,
    }),
    expect: { status: 200 },
  }));

const postCase: fc.Arbitrary<PostCase> = weighted<PostCase>(
  [12, pick(brokenJsonBodies).map((body) => ({ body, expect: { status: 400, mention: 'JSON' } }))],
  [
    6,
    pick(['null', '[]', '[{"term":"golf"}]', '"golf"', '5', 'true']).map((body) => ({
      body,
      expect: { status: 400, mention: 'body' },
    })),
  ],
  [2, fc.constant({ body: JSON.stringify({ term: 'x'.repeat(70_000) }), expect: { status: 413 } })],
  [
    3,
    fc.constant({
      body: JSON.stringify({ term: 'golf' }),
      expect: { status: 400, mention: 'query string' },
      extraPath: '?term=golf',
    }),
  ],
  [2, pick(['', '?term=golf&limit=2']).map((extraPath) => ({ body: '', expect: { status: 200 }, extraPath }))],
  [
    8,
    // Wrong JSON types for a known field.
    pick<readonly [string, unknown]>([
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
    ]).map(([field, value]) => ({
      body: JSON.stringify({ term: 'golf', [field]: value }),
      expect: { status: 400, mention: field === 'paging' && typeof value === 'object' ? 'paging.pageSize' : field },
    })),
  ],
  [
    3,
    pick<Record<string, unknown>>([
      { lang: 'en', language: 'en' },
      { limit: 5, paging: { pageSize: 5 } },
      { fieldStat: 'custom_fields.price', statsFields: ['custom_fields.price'] },
      { sort: 'date', paging: { sortByField: 'date' } },
    ]).map((both) => ({ body: JSON.stringify(both), expect: { status: 400, mention: 'not both' } })),
  ],
  [6, clientBody],
  [
    58,
    fc
      .tuple(searchPairs, fc.array(bodyStyle, { minLength: 8, maxLength: 8 }))
      .map(([pairs, styles]) => pairsAsBody(pairs, styles)),
  ],
);

/** POST /v1/search/{sitekey}. */
export function searchPostArbitrary(options: FuzzOptions): fc.Arbitrary<FuzzRequest> {
  const contentType = pick(['application/json', 'text/plain;charset=UTF-8', 'application/json; charset=utf-8']);
  return fc.tuple(sitekeyArbitrary(options), contentType, postCase).map(([{ sitekey, good }, type, post]) =>
    finish({
      endpoint: 'searchPost',
      method: 'POST',
      path: `/api/search/v1/search/${sitekey}${post.extraPath ?? ''}`,
      headers: { 'content-type': type },
      body: post.body,
      expect: good ? post.expect : { status: 404, mention: 'sitekey' },
    }),
  );
}

/* ------------------------------------------------------------------------------------------------
 * Suggest and autocomplete.
 * --------------------------------------------------------------------------------------------- */

/** A query parameter: [name, encoded value, the value the server reads]. */
type Param = [string, string, string];
const param = (name: string, value: string): Param => [name, encode(value), decoded(encode(value))];

/** A term prefix: short prefixes, hostile text, warm-ups, 10 kB, broken encodings. */
const prefixValue: fc.Arbitrary<{ raw: string; value: string }> = weighted(
  [
    65,
    pick(['g', 'go', 'gol', 'golf g', 'bmw x', 'Vo', 'a', '', ' ', '---', 'x'.repeat(200), 'x'.repeat(201), 'fo']).map(
      (value) => ({ raw: encode(value), value }),
    ),
  ],
  [18, hostileText.map((value) => ({ raw: encode(value), value: decoded(encode(value)) }))],
  [5, pick(xssPayloads).map((payload) => ({ raw: encode(`_addsearch_${payload}`), value: `_addsearch_${payload}` }))],
  [4, pick([tenKilobytes, tenKilobytesUnicode]).map((value) => ({ raw: encode(value), value }))],
  [8, brokenEncoding.map((raw) => ({ raw, value: decoded(raw) }))],
);

const sizeValue: fc.Arbitrary<string> = weighted(
  [55, pick(['1', '10', '50', ''])],
  [35, pick(['51', ...outOfRange, tenKilobytes])],
  [10, numberishText],
);

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
  params: readonly Param[],
  asPost: boolean,
  expect: Expectation,
): FuzzRequest {
  // A tenth as POST with the parameters as JSON (the unreleased POST mode of the official client,
  // which these endpoints do not take): the handler's JSON 405, before anything else.
  if (asPost) {
    const body = JSON.stringify(Object.fromEntries(params.map(([name, , value]) => [name, value])));
    return finish({
      endpoint,
      method: 'POST',
      path: route,
      headers: { 'content-type': 'application/json' },
      body,
      expect: { status: 405 },
    });
  }
  const query = params.map(([name, raw]) => `${name}=${raw}`).join('&');
  return finish({ endpoint, method: 'GET', path: `${route}?${query}`, headers: {}, expect });
}

/** GET (or POST) /v1/suggest/{sitekey}. */
export function suggestArbitrary(options: FuzzOptions): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      site: sitekeyArbitrary(options),
      otherMethod: maybe(0.03, pick(['PUT', 'DELETE'])),
      prefix: maybe(0.93, prefixValue),
      size: maybe(0.6, sizeValue),
      language: maybe(0.5, weighted([85, pick(['en', 'EN', 'de', 'eng', '', '1x', ...xssPayloads])], [15, nastyText])),
      secondTerm: coin(0.05),
      asPost: coin(0.1),
    })
    .map(({ site, otherMethod, prefix, size, language, secondTerm, asPost }) => {
      const route = `/api/search/v1/suggest/${site.sitekey}`;
      if (otherMethod)
        return finish({ endpoint: 'suggest', method: otherMethod, path: route, headers: {}, expect: { status: 405 } });
      const params: Param[] = [];
      if (prefix) params.push(['term', prefix.raw, prefix.value]);
      if (size !== undefined) params.push(param('size', size));
      if (language !== undefined) params.push(param('language', language));
      if (secondTerm && prefix) params.push(param('term', 'go'));
      // The server's order: term (one, at most 200, with a letter or digit), then size, then language.
      const checks: Array<[string, Verdict]> = [];
      const terms = params.filter(([name]) => name === 'term');
      checks.push(['term', terms.length > 1 ? 'bad' : termVerdict(prefix?.value ?? '', true)]);
      const sizeParam = params.find(([name]) => name === 'size');
      if (sizeParam) checks.push(['size', sizeVerdict(sizeParam[2])]);
      const languageParam = params.find(([name]) => name === 'language');
      if (languageParam) checks.push(['language', /^[a-z]{2}$/i.test(languageParam[2]) ? 'good' : 'bad']);
      return asRequest('suggest', route, params, asPost, suggestExpectation(checks, prefix?.value, site.good));
    });
}

/** GET (or POST) /v1/autocomplete/document-field/{sitekey}. */
export function autocompleteArbitrary(options: FuzzOptions): fc.Arbitrary<FuzzRequest> {
  const source = weighted(
    [
      90,
      pick([
        'custom_fields.make',
        'custom_fields.fuelType',
        'custom_fields.__proto__',
        'custom_fields.nothing',
        'make',
        'custom_fields.',
        'custom_fields.a b',
        'title',
        ...xssPayloads,
      ]),
    ],
    [10, nastyText.map((text) => `custom_fields.${text}`)],
  );
  return fc
    .record({
      site: sitekeyArbitrary(options),
      otherMethod: maybe(0.03, pick(['PUT', 'PATCH'])),
      prefix: maybe(0.9, prefixValue),
      size: maybe(0.5, sizeValue),
      source: maybe(0.9, source),
      asPost: coin(0.1),
    })
    .map(({ site, otherMethod, prefix, size, source: sourceValue, asPost }) => {
      const route = `/api/search/v1/autocomplete/document-field/${site.sitekey}`;
      if (otherMethod)
        return finish({
          endpoint: 'autocomplete',
          method: otherMethod,
          path: route,
          headers: {},
          expect: { status: 405 },
        });
      const params: Param[] = [];
      if (prefix) params.push(['term', prefix.raw, prefix.value]);
      if (size !== undefined) params.push(param('size', size));
      if (sourceValue !== undefined) params.push(param('source', sourceValue));
      const checks: Array<[string, Verdict]> = [];
      checks.push(['term', termVerdict(prefix?.value ?? '', false)]);
      const sizeParam = params.find(([name]) => name === 'size');
      if (sizeParam) checks.push(['size', sizeVerdict(sizeParam[2])]);
      const sourceParam = params.find(([name]) => name === 'source');
      checks.push(['source', sourceParam !== undefined && isCustomField(sourceParam[2]) ? 'good' : 'bad']);
      return asRequest('autocomplete', route, params, asPost, suggestExpectation(checks, prefix?.value, site.good));
    });
}

/* ------------------------------------------------------------------------------------------------
 * POST /v1/stats/{sitekey}/.
 * --------------------------------------------------------------------------------------------- */

/** One field of an event made wrong, and whether the error must name it. */
type EventFault = readonly [field: string, value: unknown];

/** A search or click event, perhaps with one field made wrong: [event, expectation]. */
function statsEvent(action: 'search' | 'click'): fc.Arbitrary<[Record<string, unknown>, Expectation]> {
  const countField = action === 'search' ? 'numberOfResults' : 'position';
  const faults: Array<fc.Arbitrary<EventFault>> = [
    pick<unknown>(['view', '', null, 5, ...xssPayloads]).map((value) => ['action', value] as const),
    pick<unknown>([{}, [], 'x'.repeat(65), true]).map((value) => ['session', value] as const),
    pick<unknown>([null, 5, undefined, 'x'.repeat(501)]).map((value) => ['keyword', value] as const),
    pick<unknown>(['x'.repeat(51), {}, [1]]).map((value) => ['tag', value] as const),
    pick<unknown>([-1, 1.5, '3', null, 1e10, Number.MAX_SAFE_INTEGER + 2]).map((value) => [countField, value] as const),
    pick([...xssPayloads, 'extra', '__proto__', 'constructor']).map((key) => [key, 1] as const),
  ];
  if (action === 'click')
    faults.push(pick<unknown>(['', 'a'.repeat(33), 5, null]).map((value) => ['docid', value] as const));
  return fc
    .record({
      session: fc.nat(999),
      keyword: weighted(
        [85, pick(['golf', '', ...xssPayloads, ...unicode, ...xssPayloads.map((payload) => `_addsearch_${payload}`)])],
        [15, nastyText],
      ),
      tag: pick<unknown>([undefined, null, 'header', 5]),
      count: action === 'search' ? pick([0, 12, 10000]) : pick([0, 1, 25]),
      docid: pick(['r19096', 'make-ford', 'a'.repeat(32)]),
      fault: maybe(0.5, fc.oneof(...faults)),
    })
    .map(({ session, keyword, tag, count, docid, fault }): [Record<string, unknown>, Expectation] => {
      const event: Record<string, unknown> = { action, session: `s-${session}`, keyword, tag };
      event[countField] = count;
      if (action === 'click') event.docid = docid;
      if (!fault) return [event, { status: 204 }];
      const [field, value] = fault;
      if (value === undefined) delete event[field];
      // An own '__proto__' key survives JSON.stringify and JSON.parse, as it must reach the server.
      else Object.defineProperty(event, field, { value, enumerable: true, configurable: true, writable: true });
      const named = field === 'action' || field === 'session' || field === 'keyword';
      return [event, { status: 400, mention: named ? field : undefined }];
    });
}

/** POST /v1/stats/{sitekey}/ (the trailing slash the official client uses). */
export function statsArbitrary(options: FuzzOptions): fc.Arbitrary<FuzzRequest> {
  type StatsCase = { method: string; body?: string; expect: Expectation };
  const statsCase = weighted<StatsCase>(
    [3, pick(['PUT', 'DELETE']).map((method) => ({ method, expect: { status: 405 } }))],
    [
      10,
      pick(['{"action":"search"', '{action:"click"}', '', '[', "{'a':1}", 'null', '[]', '"x"', '5']).map((body) => ({
        method: 'POST',
        body,
        expect: { status: 400, mention: 'body' },
      })),
    ],
    [
      2,
      fc.constant({
        method: 'POST',
        body: JSON.stringify({ action: 'search', keyword: 'x'.repeat(11_000) }),
        expect: { status: 413 },
      }),
    ],
    [
      85,
      fc.oneof(statsEvent('search'), statsEvent('click')).map(([event, expect]) => ({
        method: 'POST',
        body: JSON.stringify(event),
        expect,
      })),
    ],
  );
  const contentType = pick(['text/plain;charset=UTF-8', 'application/json', 'text/plain']);
  return fc.tuple(sitekeyArbitrary(options), contentType, statsCase).map(([{ sitekey, good }, type, stats]) =>
    finish({
      endpoint: 'stats',
      method: stats.method,
      path: `/api/search/v1/stats/${sitekey}/`,
      headers: stats.method === 'POST' ? { 'content-type': type } : {},
      body: stats.method === 'POST' ? stats.body : undefined,
      expect: stats.method !== 'POST' || good ? stats.expect : { status: 404, mention: 'sitekey' },
    }),
  );
}

/* ------------------------------------------------------------------------------------------------
 * Credentials of the document, insights and revalidation APIs.
 * --------------------------------------------------------------------------------------------- */

interface Credentials {
  authorized: boolean;
  /** The Authorization header, if any. */
  header?: string;
}

function credentialsArbitrary(options: FuzzOptions): fc.Arbitrary<Credentials> {
  const { sitekey, secret } = options;
  const right = pick([basic(sitekey, secret), `basic  ${Buffer.from(`${sitekey}:${secret}`).toString('base64')}`]).map(
    (header) => ({ authorized: true, header }),
  );
  const wrong = weighted<string | undefined>(
    [
      90,
      pick<string | undefined>([
        undefined,
        basic(sitekey, 'wrong'),
        basic('other', secret),
        basic(sitekey, `${secret} `),
        'Basic',
        'Basic %%%',
        `Basic ${'A'.repeat(2000)}`,
        `Bearer ${secret}`,
        ...xssPayloads.map((payload) => basic(sitekey, payload)),
        `Basic ${Buffer.from(secret).toString('base64')}`,
      ]),
    ],
    [10, nastyText.map((password) => basic(sitekey, password))],
  ).map((header) => ({ authorized: false, ...(header ? { header } : {}) }));
  const share = Math.round(options.unauthenticatedShare * 1000);
  return share > 0 ? weighted([1000 - share, right], [share, wrong]) : right;
}

/* ------------------------------------------------------------------------------------------------
 * The document API: GET/DELETE documents/{id}, PUT/POST documents, PUT/DELETE documents:batch,
 * with right, missing and wrong credentials.
 * --------------------------------------------------------------------------------------------- */

/** Ids and URLs the fuzz writes, so that a run against a shared server can remove them afterwards. */
export const fuzzDocumentIdPrefix = 'fz-';
const fuzzUrl = (n: number) => `/fuzz/page-${n}`;

type Document = Record<string, unknown>;

function goodDocument(withId: boolean): fc.Arbitrary<Document> {
  return fc
    .record({
      n: fc.nat(199),
      external: coin(0.2),
      payload: pick(xssPayloads),
      idSuffix: pick(['', '.a', '_b', '~c', '-d']),
      title: maybe(0.8, pick(['Fuzz page | Kerbside', ...xssPayloads, ...unicode, 'x'.repeat(1000)])),
      main_content: maybe(0.7, pick(['Fuzzed text about nothing.', ...xssPayloads, tenKilobytes])),
      language: maybe(0.3, pick(['en', 'DE'])),
      meta_description: maybe(0.3, pick(xssPayloads)),
      meta_categories: maybe(
        0.2,
        pick(xssPayloads).map((payload) => ['a', payload]),
      ),
      thumbnail_external_src: maybe(0.3, pick<string | null>(['https://example.com/a.png', null, ...xssPayloads])),
      doc_date: maybe(0.3, pick<string | number | null>(['2026-03-14', '2026-03-14T09:30:00Z', 1767225600000, null])),
      document_type: maybe(0.2, pick(['html', 'pdf'])),
      custom_fields: maybe(
        0.6,
        fc.oneof(
          fc.constant<Document>({ make: 'FuzzMake', price: 12345, rating: 4.5 }),
          pick(xssPayloads).map((payload): Document => ({ make: [payload, 'x'], year: 2026 })),
          pick(['a', 'b_c', 'd-e']).map((key): Document => ({ [key]: 'x'.repeat(1000) })),
          fc.constant<Document>({}),
        ),
      ),
    })
    .map(({ n, external, payload, idSuffix, ...optional }) => {
      const document: Document = {
        url: external ? `https://example.com/fuzz/${n}?q=${encode(payload)}` : fuzzUrl(n),
      };
      if (withId) document.id = `${fuzzDocumentIdPrefix}${n}${idSuffix}`;
      for (const [key, value] of Object.entries(optional)) if (value !== undefined) document[key] = value;
      return document;
    });
}

/** One way to make a document wrong, and the field (after `at.`) its error must name. */
type DocumentFault =
  | { kind: 'set'; field: string; value: unknown; names?: string }
  | { kind: 'delete'; field: string }
  | { kind: 'replace'; value: unknown };

const documentFault: fc.Arbitrary<DocumentFault> = fc.oneof(
  fc.constant<DocumentFault>({ kind: 'delete', field: 'url' }),
  pick<unknown>(['', '   ', 5, null, 'x'.repeat(2001), ['a']]).map((value): DocumentFault => ({
    kind: 'set',
    field: 'url',
    value,
  })),
  pick<unknown>(['a b', 'x'.repeat(33), '', 5, ...xssPayloads, 'Škoda', '../x']).map((value): DocumentFault => ({
    kind: 'set',
    field: 'id',
    value,
  })),
  pick<unknown>(['x'.repeat(1001), 5, {}, ['a']]).map((value): DocumentFault => ({
    kind: 'set',
    field: 'title',
    value,
  })),
  pick<unknown>(['eng', 'e', 5, '12']).map((value): DocumentFault => ({ kind: 'set', field: 'language', value })),
  pick<unknown>(['not a date', {}, [], true, 'x'.repeat(41)]).map((value): DocumentFault => ({
    kind: 'set',
    field: 'doc_date',
    value,
  })),
  pick<unknown>(['x', 5, ['a']]).map((value): DocumentFault => ({ kind: 'set', field: 'custom_fields', value })),
  pick<readonly [Record<string, unknown>, string]>([
    [{ price: {} }, 'custom_fields.price'],
    [{ price: null }, 'custom_fields.price'],
    [{ price: true }, 'custom_fields.price'],
    [{ make: 'x'.repeat(1001) }, 'custom_fields.make'],
    [{ make: [{}] }, 'custom_fields.make'],
    [{ 'a b': 1 }, 'custom_fields'],
    ...xssPayloads.map((payload) => [{ [payload]: 1 }, 'custom_fields'] as const),
  ]).map(([value, names]): DocumentFault => ({ kind: 'set', field: 'custom_fields', value, names })),
  pick<unknown>(['a', [1], [null], {}]).map((value): DocumentFault => ({
    kind: 'set',
    field: 'meta_categories',
    value,
  })),
  pick([...xssPayloads, 'extra', 'categories', 'Title']).map((field): DocumentFault => ({
    kind: 'set',
    field,
    value: 1,
    names: field.slice(0, 64),
  })),
  pick<unknown>([null, 5, 'doc', 'wrapped']).map((value): DocumentFault => ({ kind: 'replace', value })),
  pick<unknown>([5, {}, 'x'.repeat(2001)]).map((value): DocumentFault => ({
    kind: 'set',
    field: 'thumbnail_external_src',
    value,
  })),
);

/** A document made wrong in one field: [the wrong document, the field the error must name]. */
function badDocument(withId: boolean, at: string): fc.Arbitrary<[unknown, string]> {
  return fc.tuple(goodDocument(withId), documentFault).map(([good, fault]): [unknown, string] => {
    const document: Document = { ...good };
    switch (fault.kind) {
      case 'delete':
        delete document[fault.field];
        return [document, `${at}.${fault.field}`];
      case 'replace':
        return [fault.value === 'wrapped' ? [document] : fault.value, at];
      default:
        document[fault.field] = fault.value;
        return [document, `${at}.${fault.names ?? fault.field}`];
    }
  });
}

const idFor = (document: unknown): string | undefined => {
  if (typeof document !== 'object' || document === null) return undefined;
  const { id, url } = document as { id?: unknown; url?: unknown };
  if (typeof id === 'string') return id;
  return typeof url === 'string' ? createHash('md5').update(url).digest('hex') : undefined;
};

/** Every document id a write request may have created (ids given, and ids derived from URLs). */
export function writtenDocumentIds(request: FuzzRequest): string[] {
  if (request.endpoint !== 'documents' || !request.body || (request.method !== 'PUT' && request.method !== 'POST'))
    return [];
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

/** A document-API call before the credentials and sitekey are judged. */
interface DocumentCall {
  method: string;
  rest: string;
  body?: unknown;
  /** The body is sent as this text, not as JSON. */
  raw?: boolean;
  expect: Expectation;
}

function oneById(options: FuzzOptions): fc.Arbitrary<DocumentCall> {
  const id: fc.Arbitrary<readonly [string, Verdict]> = fc.oneof(
    fc.nat(199).map((n) => [`${fuzzDocumentIdPrefix}${n}`, 'good'] as const),
    pick(['r19096', 'no-such-document']).map((value) => [value, 'good'] as const),
    fc.constant([encode('a~b'), 'good'] as const),
    pick(xssPayloads).map((payload) => [encode(payload.slice(0, 12)), 'good'] as const),
    fc.constant(['x'.repeat(33), 'bad'] as const),
    fc.constant([encode(tenKilobytes.slice(0, 2000)), 'bad'] as const),
  );
  // Arbitrary text as an id (200, 400 or 404, never a 5xx); in process only, as its encoding may
  // be broken (lone surrogates), which Next refuses before any route.
  const anyId = options.brokenPaths
    ? weighted<readonly [string, Verdict]>(
        [85, id],
        [15, nastyText.filter((text) => text !== '').map((text) => [encode(text), 'unknown'] as const)],
      )
    : id;
  return fc
    .record({
      method: weighted<string>([2, fc.constant('GET')], [1, pick(['DELETE', 'HEAD', 'PUT'])]),
      id: anyId,
      broken: options.brokenPaths ? maybe(0.2, pick(['%zz', '%E0%A4%A', 'a/b/c', '..'])) : fc.constant(undefined),
    })
    .map(({ method, id: [rawId, verdict], broken }): DocumentCall => {
      const rest = `documents/${broken ?? rawId}`;
      let expect: Expectation;
      if (broken || verdict === 'unknown') expect = { status: 'any' };
      else if (verdict === 'bad') expect = { status: 400, mention: 'id' };
      else if (method === 'PUT') expect = { status: 405 };
      else expect = method === 'DELETE' ? { status: 202 } : { status: 'any' }; // 200 or 404
      // Never delete the catalogue's own documents.
      if (method === 'DELETE' && rawId === 'r19096' && !broken)
        return { method: 'GET', rest, expect: { status: 'any' } };
      return { method, rest, expect };
    });
}

const oddDocumentPath: fc.Arbitrary<DocumentCall> = fc
  .tuple(
    pick(['GET', 'PUT', 'DELETE']),
    fc.oneof(
      pick(['documents/a/b', 'document', 'documents:batchx', 'documents::batch']),
      pick(xssPayloads).map(encode),
    ),
  )
  .map(([method, rest]): DocumentCall => ({ method, rest, expect: { status: 'any' } }));

/** Broken or non-object JSON bodies. */
const brokenDocumentBody: fc.Arbitrary<DocumentCall> = fc
  .tuple(
    pick(['PUT', 'POST']),
    coin(0.5),
    pick(['{"url":', "{'url':'/a'}", '', '[', '{"url":"/a",}', 'NaN', '{"a":'.repeat(3000)]),
  )
  .map(([method, batch, body]): DocumentCall => ({
    method,
    rest: method === 'PUT' && batch ? 'documents:batch' : 'documents',
    body,
    raw: true,
    expect: { status: 400, mention: body === '' ? undefined : 'JSON' },
  }));

/** One document, PUT (id or url) or POST (url only). */
const oneDocument: fc.Arbitrary<DocumentCall> = fc
  .tuple(
    pick(['documents', 'documents/']),
    weighted<Omit<DocumentCall, 'rest'>>(
      [19, goodDocument(true).map((body) => ({ method: 'PUT', body, expect: { status: 202 } }))],
      [8, goodDocument(false).map((body) => ({ method: 'PUT', body, expect: { status: 202 } }))],
      [
        23,
        badDocument(true, 'document').map(([body, field]) => ({
          method: 'PUT',
          body,
          expect: { status: 400, mention: field },
        })),
      ],
      [
        10,
        badDocument(false, 'document').map(([body, field]) => ({
          method: 'PUT',
          body,
          expect: { status: 400, mention: field },
        })),
      ],
      [18, goodDocument(false).map((body) => ({ method: 'POST', body, expect: { status: 202 } }))],
      [
        4,
        goodDocument(true).map((body) => ({ method: 'POST', body, expect: { status: 400, mention: 'document.id' } })),
      ],
      [
        18,
        badDocument(false, 'document').map(([body, field]) => ({
          method: 'POST',
          body,
          expect: { status: 400, mention: field },
        })),
      ],
    ),
  )
  .map(([rest, call]) => ({ ...call, rest }));

/** PUT documents:batch. */
const batchPut: fc.Arbitrary<DocumentCall> = fc
  .record({
    documents: fc.array(goodDocument(true), { minLength: 1, maxLength: 5 }),
    idNumbers: fc.array(fc.nat(49), { minLength: 5, maxLength: 5 }),
    variant: weighted(
      [40, fc.constant('good' as const)],
      [30, fc.constant('bad' as const)],
      [10, fc.constant('repeatedId' as const)],
      [20, fc.constant('wrong' as const)],
    ),
    index: fc.nat(4),
    bad: badDocument(true, 'documents[?]'),
    wrong: fc.nat(5),
  })
  .map(({ documents: generated, idNumbers, variant, index, bad, wrong }): DocumentCall => {
    // Distinct ids within a batch (a repeated one is its own case).
    const documents: unknown[] = generated.map((document, at) => ({
      ...document,
      id: `${fuzzDocumentIdPrefix}b${at}-${idNumbers[at]}`,
    }));
    const rest = 'documents:batch';
    if (variant === 'good') return { method: 'PUT', rest, body: { documents }, expect: { status: 202 } };
    if (variant === 'bad') {
      const at = index % documents.length;
      documents[at] = bad[0];
      return {
        method: 'PUT',
        rest,
        body: { documents },
        expect: { status: 400, mention: bad[1].replace('documents[?]', `documents[${at}]`) },
      };
    }
    if (variant === 'repeatedId' && documents.length > 1) {
      (documents[1] as Document).id = (documents[0] as Document).id;
      return { method: 'PUT', rest, body: { documents }, expect: { status: 400, mention: 'documents[1].id' } };
    }
    const wrongBodies: unknown[] = [
      {},
      { documents: [] },
      { documents: 'x' },
      { documents: null },
      [documents],
      { docs: documents },
    ];
    return { method: 'PUT', rest, body: wrongBodies[wrong], expect: { status: 400, mention: 'documents' } };
  });

/** DELETE documents:batch. */
const batchDelete: fc.Arbitrary<DocumentCall> = fc
  .record({
    ids: fc.array(
      fc.nat(199).map((n) => `${fuzzDocumentIdPrefix}${n}`),
      { minLength: 1, maxLength: 4 },
    ),
    good: coin(0.5),
    wrong: fc.nat(5),
  })
  .map(({ ids, good, wrong }): DocumentCall => {
    const rest = 'documents:batch';
    if (good) return { method: 'DELETE', rest, body: { documents: ids }, expect: { status: 202 } };
    const wrongs: Array<[unknown, string]> = [
      [{ documents: [...ids, ''] }, `documents[${ids.length}]`],
      [{ documents: [...ids, 'x'.repeat(33)] }, `documents[${ids.length}]`],
      [{ documents: [...ids, 5] }, `documents[${ids.length}]`],
      [{ documents: [] }, 'documents'],
      [{ documents: Array.from({ length: 1001 }, (_, at) => `${fuzzDocumentIdPrefix}${at}`) }, 'documents'],
      [{ ids }, 'documents'],
    ];
    const [body, mention] = wrongs[wrong]!;
    return { method: 'DELETE', rest, body, expect: { status: 400, mention } };
  });

/** Methods a path does not take. */
const wrongDocumentMethod: fc.Arbitrary<DocumentCall> = pick<readonly [string, string]>([
  ['GET', 'documents'],
  ['DELETE', 'documents'],
  ['GET', 'documents:batch'],
  ['POST', 'documents:batch'],
  ['PATCH', 'documents/x'],
  ['POST', 'documents/x'],
]).map(([method, rest]): DocumentCall => ({
  method,
  rest,
  body: method === 'GET' || method === 'DELETE' ? undefined : { url: '/a' },
  expect: { status: 405 },
}));

/** The document API. */
export function documentsArbitrary(options: FuzzOptions): fc.Arbitrary<FuzzRequest> {
  const call = weighted<DocumentCall>(
    [150, oneById(options)],
    [50, oddDocumentPath],
    [70, brokenDocumentBody],
    [
      // Over 1 MB (a handful only: they are not cheap).
      options.brokenPaths ? 5 : 0,
      fc.constant({
        method: 'PUT',
        rest: 'documents:batch',
        body: { documents: [{ url: '/a', main_content: 'x'.repeat(1_100_000) }] },
        expect: { status: 413 },
      }),
    ],
    [options.brokenPaths ? 225 : 230, oneDocument],
    [250, batchPut],
    [100, batchDelete],
    [150, wrongDocumentMethod],
  );
  return fc
    .tuple(credentialsArbitrary(options), sitekeyArbitrary(options), call)
    .map(([credentials, { sitekey, good }, { method, rest, body, raw, expect }]) => {
      const headers: Record<string, string> = credentials.header ? { authorization: credentials.header } : {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      // The gates in the server's order: credentials, sitekey, path; then the request itself.
      let expectation = expect;
      if (!credentials.authorized) expectation = { status: 401 };
      else if (!good) expectation = { status: 404, mention: 'sitekey' };
      return finish({
        endpoint: 'documents',
        method,
        path: `/api/search/v2/indices/${sitekey}/${rest}`,
        headers,
        body: body === undefined ? undefined : raw ? (body as string) : JSON.stringify(body),
        expect: expectation,
        authorized: credentials.authorized,
      });
    });
}

/* ------------------------------------------------------------------------------------------------
 * POST /api/revalidate (src/server/cache/revalidateApi.ts): {"paths": [...]} or {"all": true},
 * behind the document API's credentials.
 * --------------------------------------------------------------------------------------------- */

/** Site paths the revalidation API must take: one leading '/', no whitespace, query or fragment. */
const goodSitePath: fc.Arbitrary<string> = fc.oneof(
  pick(['/', '/reviews', '/reviews/', '/abarth', '/ford/puma', '/news/x-1', '/%3Cscript%3E', '/Škoda']),
  pick(['/<script>alert(1)</script>', '/<svg/onload=alert(1)>', '/javascript:alert(1)']),
  fc.array(fc.stringMatching(/^[a-z0-9-]{1,20}$/), { maxLength: 4 }).map((segments) => `/${segments.join('/')}`),
);

/** Paths it must refuse, naming the item. */
const badSitePath = pick<unknown>([
  'https://evil.example/x',
  '//evil.example',
  '/a?b=1',
  '/a#top',
  'reviews',
  '',
  ' /a',
  '/a b',
  '/a\tb',
  '/a\u00a0b',
  `/${'x'.repeat(2001)}`,
  5,
  null,
  {},
  ['/a'],
]);

/** A revalidation body and what it must get from an authorized POST. */
const revalidateBody: fc.Arbitrary<{ body: string; expect: Expectation }> = weighted<{
  body: string;
  expect: Expectation;
}>(
  [10, fc.constant({ body: JSON.stringify({ all: true }), expect: { status: 200 } })],
  [
    35,
    fc.array(goodSitePath, { minLength: 1, maxLength: 8 }).map((paths) => ({
      body: JSON.stringify({ paths }),
      expect: { status: 200 },
    })),
  ],
  [
    25,
    fc.tuple(fc.array(goodSitePath, { maxLength: 4 }), badSitePath, fc.nat()).map(([good, bad, at]) => {
      const index = at % (good.length + 1);
      const paths = [...good.slice(0, index), bad, ...good.slice(index)];
      return { body: JSON.stringify({ paths }), expect: { status: 400, mention: `paths[${index}]` } };
    }),
  ],
  [
    10,
    pick<unknown>([
      { paths: [] },
      { paths: '/reviews' },
      { paths: null },
      { paths: 5 },
      { paths: {} },
      { paths: Array.from({ length: 501 }, (_, at) => `/p${at}`) },
      {},
      { all: false },
      { all: 'true' },
      { everything: true },
    ]).map((body) => ({ body: JSON.stringify(body), expect: { status: 400, mention: 'paths' } })),
  ],
  [
    10,
    pick(['not json', '{', '{"paths":', "{'all':true}", '', '{"all":true,}', 'NaN']).map((body) => ({
      body,
      expect: { status: 400, mention: 'JSON' },
    })),
  ],
  [
    5,
    pick(['null', '[]', '5', '"x"', 'true', '[{"all":true}]']).map((body) => ({
      body,
      expect: { status: 400, mention: 'object' },
    })),
  ],
  [
    3,
    fc.constant({
      body: JSON.stringify({ paths: [`/${'x'.repeat(70_000)}`] }),
      expect: { status: 400, mention: 'body' },
    }),
  ],
  [
    2,
    fc
      .oneof(
        nastyText,
        fc
          .array(nastyText, { minLength: 1, maxLength: 4 })
          .map((paths) => JSON.stringify({ paths: paths.map((p) => `/${p}`) })),
      )
      .map((body) => ({ body, expect: { status: 'any' as const } })),
  ],
);

/** POST /api/revalidate (and the methods it refuses). */
export function revalidateArbitrary(options: FuzzOptions): fc.Arbitrary<FuzzRequest> {
  const method = weighted<string>([92, fc.constant('POST')], [8, pick(['GET', 'PUT', 'DELETE'])]);
  return fc
    .tuple(credentialsArbitrary(options), method, revalidateBody)
    .map(([credentials, verb, { body, expect }]) => {
      const headers: Record<string, string> = credentials.header ? { authorization: credentials.header } : {};
      const post = verb === 'POST';
      if (post) headers['content-type'] = 'application/json';
      return finish({
        endpoint: 'revalidate',
        method: verb,
        path: '/api/revalidate',
        headers,
        body: post ? body : undefined,
        expect: !credentials.authorized ? { status: 401 } : post ? expect : { status: 405 },
        authorized: credentials.authorized,
      });
    });
}

/* ------------------------------------------------------------------------------------------------
 * GET /v1/insights/{sitekey}?from=&to=&contains= (search-api.md, "Insights"), behind the document
 * API's credentials. The oracle, from that section: `from` and `to` are real days as yyyy-MM-dd
 * (UTC, both included), each given at most once, an empty value counting as absent; `to` defaults
 * to today and `from` to 29 days before `to`; `from` must be on or before `to` and the range at
 * most 366 days; `contains` at most 100 characters once trimmed. Other parameters are ignored.
 * --------------------------------------------------------------------------------------------- */

const insightsMaxRangeDays = 366;
const insightsDefaultSpan = 29;
const insightsMaxContains = 100;
const dayMs = 86_400_000;

/** Days since 1970-01-01 of a yyyy-MM-dd day, and back. */
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / dayMs);
const dayText = (n: number) => new Date(n * dayMs).toISOString().slice(0, 10);
const todayNumber = () => Math.floor(Date.now() / dayMs);

/** A query parameter of an insights request: the name and value as encoded, and as the server reads them. */
interface InsightsParam {
  rawName: string;
  name: string;
  raw: string;
  value: string;
}

const insightsParam = (rawName: string, raw: string): InsightsParam => ({
  rawName,
  name: [...new URLSearchParams(`${rawName}=`).keys()][0] ?? '',
  raw,
  value: decoded(raw),
});

/** Days that are not real yyyy-MM-dd days, and a few odd ones that are. */
const oddDays = [
  '2026-6-1',
  '01/06/2026',
  '2026-02-30',
  '2026-04-31',
  '0050-01-01',
  '0000-01-01',
  '2026-13-01',
  '2026-00-10',
  'tomorrow',
  'today',
  '2026-06-15T00:00',
  '2026-06-15Z',
  ' 2026-06-01',
  '2026-06-01 ',
  '+02026-06-01',
  '-2026-06-01',
  '20260601',
  '2026/06/01',
  '２０２６-０６-０１',
  '2024-02-29',
  '2023-02-29',
  '1999-12-31',
  '9999-12-31',
];

/** A value of `from` or `to` that is not built from the range: odd days, any day, hostile text. */
const junkDayValue: fc.Arbitrary<{ raw: string }> = weighted(
  [45, pick(oddDays).map((value) => ({ raw: encode(value) }))],
  [
    15,
    fc
      .date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => ({ raw: date.toISOString().slice(0, 10) })),
  ],
  [10, numberishText.map((value) => ({ raw: encode(value) }))],
  [10, hostileText.map((value) => ({ raw: encode(value) }))],
  [8, brokenEncoding.map((raw) => ({ raw }))],
  [7, pick(xssPayloads).map((value) => ({ raw: encode(value) }))],
  [5, pick([tenKilobytes, tenKilobytesUnicode]).map((value) => ({ raw: encode(value) }))],
);

/** How `from` or `to` is given: a day of the generated range, absent, empty, or something else. */
type DayChoice = { kind: 'range' } | { kind: 'absent' } | { kind: 'empty' } | { kind: 'junk'; raw: string };

const dayChoice: fc.Arbitrary<DayChoice> = weighted<DayChoice>(
  [70, fc.constant({ kind: 'range' as const })],
  [13, fc.constant({ kind: 'absent' as const })],
  [4, fc.constant({ kind: 'empty' as const })],
  [13, junkDayValue.map(({ raw }) => ({ kind: 'junk' as const, raw }))],
);

const containsValue: fc.Arbitrary<string> = weighted(
  [
    60,
    pick([
      'golf',
      'GOL',
      'kia ev6',
      ' Golf ',
      '',
      '   ',
      '%',
      '_',
      "o'",
      ...unicode,
      'x'.repeat(100),
      'x'.repeat(101),
      ` ${'x'.repeat(100)} `,
      '🚗'.repeat(50),
      '🚗'.repeat(51),
    ]),
  ],
  [12, pick(xssPayloads)],
  [20, hostileText],
  [8, pick([tenKilobytes, tenKilobytesUnicode])],
);

/** Whether `contains` is too long: certain, or undecided where UTF-16 units and code points disagree. */
function containsVerdict(value: string): Verdict {
  const trimmed = value.trim();
  const units = trimmed.length <= insightsMaxContains;
  const codePoints = [...trimmed].length <= insightsMaxContains;
  if (units && codePoints) return 'good';
  return !units && !codePoints ? 'bad' : 'unknown';
}

/** The expectation of an authorized GET to the right sitekey, from the parameters the server reads. */
function insightsExpectation(params: readonly InsightsParam[], today: number): Expectation {
  const bad = new Set<string>();
  let unknown = false;
  const given: Partial<Record<'from' | 'to' | 'contains', string>> = {};
  for (const name of ['from', 'to', 'contains'] as const) {
    const values = params.filter((param) => param.name === name).map((param) => param.value);
    if (values.length > 1) bad.add(name);
    else if (values.length === 1 && values[0] !== '') given[name] = values[0];
  }
  for (const name of ['from', 'to'] as const)
    if (given[name] !== undefined && !bad.has(name) && !isRealDay(given[name]!)) bad.add(name);
  if (given.contains !== undefined && !bad.has('contains')) {
    const verdict = containsVerdict(given.contains);
    if (verdict === 'bad') bad.add('contains');
    if (verdict === 'unknown') unknown = true;
  }
  // The range, when both ends are known days.
  if (!bad.has('from') && !bad.has('to')) {
    const to = given.to === undefined ? today : dayNumber(given.to);
    const from = given.from === undefined ? to - insightsDefaultSpan : dayNumber(given.from);
    const span = to - from;
    if (span < 0 || span + 1 > insightsMaxRangeDays) bad.add('from');
    // Against today, a run across midnight moves `to` by a day: the edges are undecided.
    if (given.to === undefined && given.from !== undefined && (span === -1 || span + 1 === insightsMaxRangeDays))
      unknown = true;
  }
  if (bad.size) return { status: 400, mention: bad.size === 1 && !unknown ? [...bad][0] : undefined };
  return unknown ? { status: 'any' } : { status: 200 };
}

/** Names of parameters the insights API does not take (ignored), and one spelling of `from` encoded. */
const insightsOddNames = ['From', 'TO', 'start', 'end', 'q', 'term', 'limit', 'jsonp', 'contains[]', encode('<b>')];

const insightsCase = fc.record({
  // The range: `to` on a day (today, or any from 1990 to 2099), `from` a span of days before it.
  anchor: weighted<number | undefined>(
    [35, fc.constant(undefined)],
    [65, fc.integer({ min: dayNumber('1990-01-01'), max: dayNumber('2099-12-31') })],
  ),
  span: weighted(
    [55, fc.integer({ min: 0, max: 60 })],
    [20, pick([29, 30, 364, 365, 366, 367, 1_000])],
    [10, fc.integer({ min: -40, max: -1 })],
    [15, fc.integer({ min: 61, max: 800 })],
  ),
  from: dayChoice,
  to: dayChoice,
  encodedFromName: coin(0.05),
  contains: maybe(0.4, containsValue),
  repeat: maybe(0.06, fc.tuple(pick(['from', 'to', 'contains']), pick(['', '2026-06-01', 'golf']))),
  odd: maybe(0.1, fc.tuple(pick(insightsOddNames), pick(['1', '2026-06-01', '', ...xssPayloads]))),
  reversed: coin(0.3),
});

/** GET /v1/insights/{sitekey} (and the methods it refuses), with right, missing and wrong credentials. */
export function insightsArbitrary(options: FuzzOptions): fc.Arbitrary<FuzzRequest> {
  const method = weighted<string>(
    [92, fc.constant('GET')],
    [4, fc.constant('HEAD')],
    [4, pick(['POST', 'PUT', 'DELETE', 'PATCH'])],
  );
  return fc
    .tuple(credentialsArbitrary(options), sitekeyArbitrary(options), method, insightsCase)
    .map(([credentials, { sitekey, good }, verb, chosen]) => {
      const today = todayNumber();
      const toDay = chosen.anchor ?? today;
      const dayRaw = (choice: DayChoice, day: number): string | undefined => {
        if (choice.kind === 'absent') return undefined;
        if (choice.kind === 'empty') return '';
        return choice.kind === 'junk' ? choice.raw : dayText(day);
      };
      const params: InsightsParam[] = [];
      const fromRaw = dayRaw(chosen.from, toDay - chosen.span);
      const toRaw = dayRaw(chosen.to, toDay);
      if (fromRaw !== undefined) params.push(insightsParam(chosen.encodedFromName ? '%66rom' : 'from', fromRaw));
      if (toRaw !== undefined) params.push(insightsParam('to', toRaw));
      if (chosen.contains !== undefined) params.push(insightsParam('contains', encode(chosen.contains)));
      if (chosen.repeat) params.push(insightsParam(chosen.repeat[0], encode(chosen.repeat[1])));
      if (chosen.odd) params.push(insightsParam(chosen.odd[0], encode(chosen.odd[1])));
      if (chosen.reversed) params.reverse();
      const query = params.map((param) => `${param.rawName}=${param.raw}`).join('&');
      const headers: Record<string, string> = credentials.header ? { authorization: credentials.header } : {};
      // The gates in the server's order: credentials, method, sitekey; then the parameters.
      const read = verb === 'GET' || verb === 'HEAD';
      let expect: Expectation;
      if (!credentials.authorized) expect = { status: 401 };
      else if (!read)
        expect = good ? { status: 405 } : { status: 'any' }; // 404 or 405
      else if (!good) expect = { status: 404, mention: 'sitekey' };
      else expect = insightsExpectation(params, today);
      return finish({
        endpoint: 'insights',
        method: verb,
        path: `/api/search/v1/insights/${sitekey}${query ? `?${query}` : ''}`,
        headers,
        expect,
        authorized: credentials.authorized,
      });
    });
}

/** The arbitrary of every endpoint. */
export function fuzzArbitraries(options: FuzzOptions): Record<FuzzEndpoint, fc.Arbitrary<FuzzRequest>> {
  return {
    search: searchArbitrary(options),
    searchPost: searchPostArbitrary(options),
    suggest: suggestArbitrary(options),
    autocomplete: autocompleteArbitrary(options),
    stats: statsArbitrary(options),
    documents: documentsArbitrary(options),
    insights: insightsArbitrary(options),
    revalidate: revalidateArbitrary(options),
  };
}

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
  // CORS on the public v1 endpoints; the back office's (documents, insights, revalidation) have none.
  if (
    request.endpoint !== 'documents' &&
    request.endpoint !== 'insights' &&
    request.endpoint !== 'revalidate' &&
    headers.get('access-control-allow-origin') !== '*'
  )
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
  if (status >= 400) problems.push(...errorProblems(json, status, expect));
  else if (status === 200) {
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
    } else if (request.endpoint === 'insights') {
      const day = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
      if (
        !day(record.from) ||
        !day(record.to) ||
        (record.from as string) > (record.to as string) ||
        typeof record.totals !== 'object' ||
        record.totals === null ||
        !Array.isArray(record.topQueries) ||
        !Array.isArray(record.noResultQueries) ||
        !Array.isArray(record.clickThrough)
      )
        problems.push('an insights answer without its range, totals and lists');
    } else if (request.endpoint === 'revalidate') {
      if (record.revalidated !== 'all' && !Array.isArray(record.revalidated))
        problems.push('a revalidation answer without what it revalidated');
    }
  } else if (status === 204 && body) problems.push('a 204 with a body');
  return problems;
}

/** A short, reproducible description of a request for a failure message. */
export function describeRequest(request: FuzzRequest): string {
  const body = request.body === undefined ? '' : ` body=${JSON.stringify(request.body.slice(0, 160))}`;
  const authorization = request.authorized === false ? ' (wrong credentials)' : '';
  return `${request.method} ${request.path.slice(0, 200)}${body}${authorization} expecting ${JSON.stringify(request.expect)}`;
}
