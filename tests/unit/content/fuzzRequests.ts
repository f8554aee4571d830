/**
 * Generated requests for the Content API (docs/design/quality-bars.md "bad input") as fast-check arbitraries:
 * well-formed queries built from each resource's schema (which must get a 200), the same with one
 * parameter made wrong (which must get a 400 naming it), and hostile ones (random parameter names
 * and values, wrong types, huge numbers, 10 kB strings, broken percent-encodings, arbitrary
 * graphemes and code points, XSS payloads), which must get a 2xx or 4xx. A failure shrinks to a
 * minimal request and prints its seed (tests/unit/fuzz/fuzzKit.ts: FUZZ_SEED, FUZZ_PATH). Used by
 * the unit fuzz (handleContentRequest in process) and the e2e fuzz (next start).
 */
import fc from 'fast-check';
import type { FieldDef } from '#src/adapters/content/schema/fieldDefs';
import {
  contentResourceNames,
  contentResources,
  filterableFields,
  isListResource,
  sortableFields,
  type ListResource,
} from '#src/adapters/content/schema/contentResources';
import { controlParameters } from '#src/adapters/content/schema/contentParameterSchemas';
import {
  brokenEncoding,
  brokenEncodings,
  coin,
  errorOf,
  errorProblems,
  hostileText,
  pick,
  unicodeSamples,
  weighted,
  xssPayloads,
  type FuzzExpectation,
} from '../fuzz/fuzzKit';

/**
 * mulberry32, a tiny seeded PRNG. The fuzz suites use fast-check; this stays only for
 * tests/unit/search/timings.test.ts, which draws its varied (not hostile) queries from it.
 */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a request must get: a status, 'ok' (any 2xx) or 'any' (any 2xx or 4xx), and a word its error names. */
export type ContentExpectation = FuzzExpectation;

export interface ContentFuzzRequest {
  /** The resource path segment, still encoded. */
  resource: string;
  /** The raw query string, without '?'. */
  search: string;
  expect: ContentExpectation;
}

type Pair = readonly [name: string, value: string];

const enc = (text: string) => encodeURIComponent(text);
const queryOf = (pairs: readonly Pair[]) => pairs.map(([name, value]) => `${enc(name)}=${enc(value)}`).join('&');

/** A request as fast-check prints it in a failure report. */
function finish(request: ContentFuzzRequest): ContentFuzzRequest {
  Object.defineProperty(request, fc.toStringMethod, {
    value: () => `${describeContentRequest(request)} expecting ${JSON.stringify(request.expect)}`,
    enumerable: false,
  });
  return request;
}

/** A short description of a request for a failure message. */
export function describeContentRequest(request: ContentFuzzRequest): string {
  return `GET /api/content/${request.resource.slice(0, 100)}?${request.search.slice(0, 300)}`;
}

/* ------------------------------------------------------------------------------------------------
 * Well-formed queries, from the schema (docs/content-api.md).
 * --------------------------------------------------------------------------------------------- */

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const plainText = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,29}$/);

/** A value a filter field accepts: a number or range, a date or range, a boolean, one of its values, or text. */
function goodFilterValue(field: FieldDef): fc.Arbitrary<string> {
  switch (field.kind) {
    case 'number':
      return fc.oneof(
        fc.nat(1_000_000).map(String),
        fc.tuple(fc.nat(100_000), fc.nat(100_000)).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`),
        fc.nat(100_000).map((n) => `${n}-`),
        fc.nat(100_000).map((n) => `-${n}`),
      );
    case 'date':
      return fc.oneof(
        day,
        fc.tuple(day, day).map(([a, b]) => (a <= b ? `${a}-${b}` : `${b}-${a}`)),
        day.map((d) => `-${d}`),
      );
    case 'boolean':
      return pick(['true', 'false', 'TRUE', 'False']);
    default:
      return field.values
        ? fc.tuple(pick(field.values), coin(0.2)).map(([value, upper]) => (upper ? value.toUpperCase() : value))
        : plainText;
  }
}

/** A value a filter field refuses, when its kind has one. */
function badFilterValue(field: FieldDef): fc.Arbitrary<string> | undefined {
  switch (field.kind) {
    case 'number':
      return pick(['abc', '5-1', '1e5', '1,,2', '--5', '1.1234567', `${'9'.repeat(16)}`]);
    case 'date':
      return pick(['2024-02-30', '2024-13-01', '2024-1-1', 'yesterday', '2025-01-01-2024-01-01']);
    case 'boolean':
      return pick(['yes', '1', 'on']);
    default:
      return field.values ? pick(['nope', `${field.values[0]}x`, ' ,']) : undefined;
  }
}

/** Names no resource takes. */
const unknownNames = ['colour', 'limit', 'Page', 'pagesize', 'sortby', 'offset', 'q', 'filter', 'format'];

function goodPairs(resource: ListResource): fc.Arbitrary<Pair[]> {
  const def = contentResources[resource];
  const fields = Object.keys(def.fields);
  const filterable = [...filterableFields(def)];
  const fieldList = (names: readonly string[]) =>
    fc.uniqueArray(pick(names), { minLength: 1, maxLength: Math.min(5, names.length) }).map((list) => list.join(','));
  const pairs: Array<fc.Arbitrary<Pair>> = [
    fc.integer({ min: 1, max: 10_000 }).map((page) => ['page', String(page)] as const),
    fc.integer({ min: 1, max: 500 }).map((size) => ['pageSize', String(size)] as const),
    pick([...sortableFields(def).keys()]).map((field) => ['sortBy', field] as const),
    pick(['asc', 'desc']).map((order) => ['sort', order] as const),
    fieldList(fields).map((list) => ['displayFields', list] as const),
    fieldList(filterable.map(([name]) => name)).map((list) => ['filterBreakdownDisplayFields', list] as const),
    fc.stringMatching(/^[a-z0-9]{0,12}$/).map((value) => ['_', value] as const),
    // A field named like a control parameter ('id' of deals, models ...) is read as that parameter.
    ...filterable
      .filter(([name]) => !(controlParameters as readonly string[]).includes(name))
      .map(([name, field]) => goodFilterValue(field).map((value) => [name, value] as const)),
  ];
  return fc.uniqueArray(fc.oneof(...pairs), { selector: ([name]) => name, maxLength: 4 });
}

/** One wrong pair for a resource: [pair, the parameter its 400 names]. */
function badPair(resource: ListResource, good: readonly Pair[]): fc.Arbitrary<[Pair, string]> {
  const def = contentResources[resource];
  const filterable = [...filterableFields(def)];
  const known = new Set([...Object.keys(def.fields), ...filterable.map(([name]) => name)]);
  const named =
    (name: string) =>
    (value: string): [Pair, string] => [[name, value], name];
  const bads: Array<fc.Arbitrary<[Pair, string]>> = [
    pick(unknownNames.filter((name) => !known.has(name))).map((name): [Pair, string] => [[name, 'x'], name]),
    pick(['0', '10001', '-1', '1.5', '1e3', 'abc', '1000000', ' 1']).map(named('page')),
    pick(['0', '501', '-5', 'x', '1e2']).map(named('pageSize')),
    pick(['ASC', 'up', 'descending']).map(named('sort')),
    pick(['nope', '__proto__', 'constructor', 'toString']).map(named('sortBy')),
    pick(['nope', 'a,,b', ',', '__proto__', Array.from({ length: 51 }, () => 'cmsId').join(',')]).map(
      named('displayFields'),
    ),
    fc
      .tuple(
        pick(['page', 'sortBy', 'displayFields', ...filterable.map(([name]) => name)]),
        pick(['\u0000', 'a\u0007', '\u001b[0m']),
      )
      .map(([name, value]): [Pair, string] => [[name, value], name]),
    ...filterable.flatMap(([name, field]) => {
      const bad = badFilterValue(field);
      return bad ? [bad.map(named(name))] : [];
    }),
  ];
  if (good.length > 0) {
    // A parameter given twice (the cache-buster '_' may repeat).
    const repeatable = good.filter(([name]) => name !== '_');
    if (repeatable.length > 0)
      bads.push(pick(repeatable).map(([name, value]): [Pair, string] => [[name, value], name]));
  }
  return fc.oneof(...bads);
}

/** A well-formed query, and the same with one parameter made wrong at any place. */
function judgedQuery(resource: ListResource): fc.Arbitrary<{ search: string; expect: ContentExpectation }> {
  const good = goodPairs(resource).map((pairs) => ({ search: queryOf(pairs), expect: { status: 200 } }));
  const bad = goodPairs(resource).chain((pairs) =>
    fc.tuple(badPair(resource, pairs), fc.nat(pairs.length)).map(([[pair, mention], at]) => ({
      search: queryOf([...pairs.slice(0, at), pair, ...pairs.slice(at)]),
      expect: { status: 400, mention },
    })),
  );
  // A value that is not percent-encoded UTF-8: the 400 names its parameter.
  const broken = fc
    .tuple(
      goodPairs(resource),
      pick(['page', 'pageSize', 'sortBy']),
      pick(['%zz', '%E0%A4%A', '%ED%A0%80', '%FF', '%']),
    )
    .map(([pairs, name, raw]) => ({
      search: [queryOf(pairs.filter(([other]) => other !== name)), `${name}=${raw}`].filter(Boolean).join('&'),
      expect: { status: 400, mention: name },
    }));
  return weighted<{ search: string; expect: ContentExpectation }>([40, good], [40, bad], [8, broken]);
}

/** The ribbon takes only sourceId and the cache-buster. */
const ribbonQuery: fc.Arbitrary<{ search: string; expect: ContentExpectation }> = fc.oneof(
  fc
    .uniqueArray(
      fc.oneof(
        fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/).map((id) => ['sourceId', id] as const),
        fc.stringMatching(/^[a-z0-9]{0,12}$/).map((value) => ['_', value] as const),
      ),
      { selector: ([name]) => name, maxLength: 2 },
    )
    .map((pairs) => ({ search: queryOf(pairs), expect: { status: 200 } })),
  pick(['page', 'pageSize', 'sortBy', 'colour', 'id']).map((name) => ({
    search: `${name}=1`,
    expect: { status: 400, mention: name },
  })),
  pick(['a b', 'x'.repeat(65), 'a/b', '<b>']).map((id) => ({
    search: `sourceId=${enc(id)}`,
    expect: { status: 400, mention: 'sourceId' },
  })),
);

/* ------------------------------------------------------------------------------------------------
 * Hostile queries: random names and values, whose answer only has to be a safe 2xx or 4xx.
 * --------------------------------------------------------------------------------------------- */

/** Raw (already "encoded") fragments, some of them broken on purpose. */
const rawFragments = [...brokenEncodings, '%u0041', '%2C%2C'];
const numbers = [
  '-1',
  '0',
  '1e308',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '1.5',
  '-0',
  '0x1F',
  '1_000',
  '10000-20000',
  '-',
  '5-',
  '-5',
  '20000-10000',
];
const controlNames = [...controlParameters, 'reviewType', '_'];

/** The (encoded) query string of a hostile request for a resource's fields. */
function hostileQuery(fields: readonly string[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    pick(xssPayloads).map(enc),
    fc.oneof(pick(rawFragments), brokenEncoding),
    pick(unicodeSamples).map((text) => (text === '\uD800' ? '%ED%A0%80' : enc(text))),
    pick(numbers),
    fc.constant('x'.repeat(10_240)), // a 10 kB value
    fc.constant(Array.from({ length: 60 }, (_, index) => `v${index}`).join(',')), // too many items
    fc.tuple(pick(fields), coin(0.5)).map(([field, twice]) => enc(field) + (twice ? ',,' : ',')),
    fc.tuple(fc.nat(), coin(0.5)).map(([n, negative]) => String(negative ? -n * 2 ** 21 : n * 2 ** 21)),
    pick([...fields, 'asc', 'desc', 'true', 'false', '2024-02-30', '2024-01-01-2023-01-01']).map(enc),
    hostileText.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))),
  );
  const name = weighted(
    [45, pick(controlNames)],
    [35, pick(fields)],
    [
      10,
      pick([...xssPayloads, ...unicodeSamples, '__proto__', 'constructor', 'a[b]', 'toString']).map((text) =>
        text === '\uD800' ? '%ED%A0%80' : enc(text),
      ),
    ],
    [10, pick(rawFragments)],
  );
  return fc.tuple(fc.array(fc.tuple(name, value), { minLength: 1, maxLength: 4 }), coin(0.1)).map(([pairs, repeat]) => {
    const params = pairs.map(([n, v]) => `${n}=${v}`);
    if (repeat) params.push(params[0]!); // a repeated parameter
    return params.join('&');
  });
}

/** Resource names that are not resources: 404, whatever the query. */
const unknownResource: fc.Arbitrary<string> = fc.oneof(
  pick(['derivatives..', 'DERIVATIVES', 'constructor', '__proto__', 'toString', 'x'.repeat(300), 'ribbons']),
  pick(xssPayloads).map(enc),
  pick(unicodeSamples.filter((text) => text !== '\uD800' && text !== '\u0000')).map(enc),
  // Printable text, as one path segment (no '/', not only dots: those would not reach the route).
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
    .filter(
      (text) =>
        !text.includes('/') && !/^\.+$/.test(text) && !(contentResourceNames as readonly string[]).includes(text),
    )
    .map(enc),
);

/* ------------------------------------------------------------------------------------------------
 * The requests.
 * --------------------------------------------------------------------------------------------- */

/** Requests for one resource (a list resource or 'ribbon'). */
function resourceRequest(resource: string): fc.Arbitrary<ContentFuzzRequest> {
  const fields = isListResource(resource) ? [...filterableFields(contentResources[resource]).keys()] : ['make'];
  const judged = isListResource(resource) ? judgedQuery(resource) : ribbonQuery;
  return weighted<{ search: string; expect: ContentExpectation }>(
    [65, judged],
    [35, hostileQuery(fields).map((search) => ({ search, expect: { status: 'any' } }))],
  ).map(({ search, expect }) => finish({ resource, search, expect }));
}

/**
 * Requests for one resource, or (without one) for any resource and now and then for a name that
 * is not a resource (a 404).
 */
export function contentRequestArbitrary(fixedResource?: string): fc.Arbitrary<ContentFuzzRequest> {
  if (fixedResource !== undefined) return resourceRequest(fixedResource);
  return weighted(
    [90, fc.oneof(...contentResourceNames.map(resourceRequest))],
    [
      10,
      fc
        .tuple(unknownResource, hostileQuery(['make']))
        .map(([resource, search]) => finish({ resource, search, expect: { status: 404, mention: 'resource' } })),
    ],
  );
}

/* ------------------------------------------------------------------------------------------------
 * The checks of an answer.
 * --------------------------------------------------------------------------------------------- */

export interface ContentAnswer {
  status: number;
  /** The content-type header. */
  contentType: string | undefined;
  body: string;
}

/** The decoded values and names of a query (what could be reflected), leniently. */
function inputsOf(request: ContentFuzzRequest): string[] {
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return text;
    }
  };
  return [decode(request.resource), ...request.search.split('&').flatMap((pair) => pair.split('=').map(decode))].filter(
    (text) => /[<>]/.test(text),
  );
}

/**
 * A parameter name as the API shows it, in a message and in error.parameter alike: cut after 64
 * characters with '…', control characters as '?'.
 */
function quoted(name: string): string {
  const short = name.length > 64 ? `${name.slice(0, 64)}…` : name;
  // eslint-disable-next-line no-control-regex
  return short.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
}

/** The parameter names of a query as the API decodes them ('+' a space; a broken one as sent). */
function namesOf(search: string): string[] {
  return search
    .split('&')
    .filter(Boolean)
    .map((segment) => {
      const equals = segment.indexOf('=');
      const raw = equals === -1 ? segment : segment.slice(0, equals);
      try {
        return decodeURIComponent(raw.replace(/\+/g, ' '));
      } catch {
        return raw;
      }
    });
}

/** Problems of one answer ([] when it is right). */
export function checkContentAnswer(request: ContentFuzzRequest, answer: ContentAnswer): string[] {
  const problems: string[] = [];
  const { status, body } = answer;
  const { expect } = request;
  if (status >= 500 || status < 200) problems.push(`status ${status}`);
  if (typeof expect.status === 'number' && status !== expect.status)
    problems.push(`status ${status}, expected ${expect.status}`);
  if (expect.status === 'ok' && (status < 200 || status > 299)) problems.push(`status ${status}, expected a 2xx`);
  if (answer.contentType !== 'application/json; charset=utf-8') problems.push(`content-type ${answer.contentType}`);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    problems.push('a body that is not JSON');
    return problems;
  }
  if (status >= 400) {
    // Errors reflect nothing as markup: no raw angle brackets at all.
    if (/[<>]/.test(body)) problems.push('markup characters in the error');
    problems.push(...errorProblems(json, status, expect));
    // error.parameter is a name of the query exactly as the message shows it (quoted()).
    const { parameter, message } = errorOf(json);
    if (parameter !== undefined && !namesOf(request.search).some((name) => quoted(name) === parameter))
      problems.push(`error.parameter ${JSON.stringify(parameter)} is not a name of the query as quoted: ${message}`);
  } else {
    // Answers reflect no input with markup in it.
    for (const input of inputsOf(request)) if (body.includes(input)) problems.push(`reflects ${JSON.stringify(input)}`);
    if (status === 200 && isListResource(request.resource)) {
      const page = json as { items?: unknown; total?: unknown };
      if (!Array.isArray(page.items) || typeof page.total !== 'number') problems.push('a list without items and total');
    }
  }
  return problems;
}
