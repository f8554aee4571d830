/**
 * What every fuzz suite shares (issue #15 item 4): fast-check's run parameters with a replayable
 * seed, the assertion that reports how to replay a failure, small combinators for weighted
 * choices, the hostile raw material (XSS payloads, odd unicode, broken percent-encodings,
 * arbitrary graphemes, control characters and lone surrogates) and the checks every API's error
 * answer shares.
 *
 * Replaying a failure: fast-check shrinks a failing input to a minimal one and the failure
 * message prints `FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run --project <p> <file> -t <test>`.
 * FUZZ_SEED alone reruns the whole property from that seed (and shrinks again); with FUZZ_PATH
 * too, fast-check replays the minimal counterexample at once. Without FUZZ_SEED every local run
 * takes a new seed (fast-check's default, Date.now()), so repeated runs explore new inputs; CI
 * (CI=true) runs with `ciSeed`, so its verdict depends only on the code.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { expect } from 'vitest';

/** The seed CI runs with when FUZZ_SEED is not set. */
export const ciSeed = 20_261_126;

function isCI(): boolean {
  const value = process.env.CI;
  return Boolean(value) && !['0', 'false'].includes(value!.toLowerCase());
}

/** fast-check parameters: `numRuns`, and the seed (and path) of FUZZ_SEED / FUZZ_PATH when set. */
export function fuzzParameters<T>(numRuns: number, extra: fc.Parameters<T> = {}): fc.Parameters<T> {
  // In CI, a fixed seed unless one is given: a red run must mean a change broke something, not
  // that a new seed found an old gap. Locally every run explores new inputs.
  const seed = process.env.FUZZ_SEED ?? (isCI() ? String(ciSeed) : undefined);
  const path = process.env.FUZZ_PATH;
  if (seed !== undefined && !Number.isFinite(Number(seed))) throw new Error(`FUZZ_SEED is not a number: ${seed}`);
  return {
    numRuns,
    ...(seed !== undefined ? { seed: Number(seed) } : {}),
    ...(seed !== undefined && path ? { path } : {}),
    ...extra,
  };
}

const regexQuoted = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const shellQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The command that replays a failed run of the current test. */
function replayCommand(seed: number, path: string | undefined): string {
  const state = expect.getState();
  const file = state.testPath ? state.testPath.replace(`${process.cwd()}/`, '') : '<test file>';
  const projects = file.startsWith('tests/e2e/') ? '--project e2e' : '--project unit --project unit-isolated';
  const name = state.currentTestName ? ` -t ${shellQuoted(regexQuoted(state.currentTestName))}` : '';
  const at = path ? ` FUZZ_PATH=${path}` : '';
  return `FUZZ_SEED=${seed}${at} npx vitest run ${projects} ${file}${name}`;
}

/**
 * fc.assert with the suite's parameters, whose failure also says how to replay it: the
 * property's shrunk counterexample, its error, the seed and the replay command.
 */
export async function assertFuzz<Ts>(
  property: fc.IProperty<Ts> | fc.IAsyncProperty<Ts>,
  numRuns: number,
  extra: fc.Parameters<Ts> = {},
): Promise<void> {
  const parameters = fuzzParameters(numRuns, extra);
  const details: fc.RunDetails<Ts> = property.isAsync()
    ? await fc.check(property as fc.IAsyncProperty<Ts>, parameters)
    : fc.check(property as fc.IProperty<Ts>, parameters);
  if (!details.failed) return;
  const report = fc.defaultReportMessage(details) ?? 'the property failed';
  const cause = details.errorInstance;
  const reason = cause instanceof Error ? cause.message : cause === null ? '' : String(cause);
  throw new Error(
    `${report}\n\nFailed with: ${reason}\n\nReplay: ${replayCommand(details.seed, details.counterexamplePath ?? undefined)}`,
    { cause },
  );
}

/* ------------------------------------------------------------------------------------------------
 * Combinators.
 * --------------------------------------------------------------------------------------------- */

/** One of the arbitraries, each with its integer weight (a weight of 0 never picks it). */
export function weighted<T>(...branches: ReadonlyArray<readonly [number, fc.Arbitrary<T>]>): fc.Arbitrary<T> {
  return fc.oneof(
    { withCrossShrink: true },
    ...branches.map(([weight, arbitrary]) => ({ weight: Math.round(weight), arbitrary })),
  );
}

/** One of the values, all equally likely (shrinks towards the first). */
export const pick = <const T>(items: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...items);

/** true with probability `p` (shrinks towards false). */
export const coin = (p: number): fc.Arbitrary<boolean> =>
  weighted([1000 - Math.round(p * 1000), fc.constant(false)], [Math.round(p * 1000), fc.constant(true)]);

/** The arbitrary's value with probability `p`, else undefined (shrinks towards undefined). */
export const maybe = <T>(p: number, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  weighted<T | undefined>([1000 - Math.round(p * 1000), fc.constant(undefined)], [Math.round(p * 1000), arbitrary]);

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
] as const;

export const unicodeSamples = [
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
] as const;

export const sqlish = [
  '" OR 1=1 --',
  "'; DROP TABLE search_documents; --",
  'golf" NEAR(',
  'NOT OR AND',
  '*',
  '***',
  'a*b*',
];

/** Percent-encoded fragments, most of them broken on purpose. */
export const brokenEncodings = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%00',
  '%0A%0D',
  '%2',
  '%%',
  '+',
];

/** Broken (or odd) percent-encodings: the known ones, and random runs of their pieces. */
export const brokenEncoding: fc.Arbitrary<string> = weighted(
  [3, pick(brokenEncodings)],
  [
    1,
    fc
      .array(
        pick(['%', '%zz', '%E0', '%A4', '%ED', '%A0', '%80', '%C0', '%FF', '%0', '%2', '%25', 'a', '+', '%u0041']),
        {
          minLength: 1,
          maxLength: 6,
        },
      )
      .map((parts) => parts.join('')),
  ],
);

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/**
 * Arbitrary text: printable graphemes, any code point, ASCII with control characters, and text
 * with lone surrogates.
 */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc
    .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 3 }), loneSurrogate), { maxLength: 8 })
    .map((parts) => parts.join('')),
);

/** Known payloads and arbitrary text. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  pick([...xssPayloads, ...unicodeSamples, ...sqlish]),
  nastyText,
);

/** Numbers as text outside most ranges, and things that only look like numbers. */
export const oddNumbers = [
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
] as const;

/** Numbers as text: in and out of every range, and things that only look like numbers. */
export const numberishText: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: -10, max: 1_000_000 }).map(String),
  fc.double({ noNaN: false }).map(String),
  pick(['-1', '0', '00', '007', ...oddNumbers, ' 5', '5 ', '1,000', '£1,000', '10000-20000', '9007199254740993']),
);

/* ------------------------------------------------------------------------------------------------
 * Cheap checks for properties run 10,000 times (vitest's expect costs some 50 µs a call, which
 * would make a page-parser suite take minutes); a failure throws, and fast-check shrinks it.
 * --------------------------------------------------------------------------------------------- */

const shown = (value: unknown) => {
  try {
    return fc.stringify(value).slice(0, 300);
  } catch {
    return String(value);
  }
};

/** Throws `what` unless the condition holds. */
export function ensure(condition: unknown, what: string | (() => string)): asserts condition {
  if (!condition) throw new Error(typeof what === 'string' ? what : what());
}

/** A copy with plain objects for null-prototype ones (fc.record makes both). */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
}

/** Deep equality: same values, same keys (an undefined-valued key counts), any object prototype. */
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b) || isDeepStrictEqual(plain(a), plain(b));

/** Throws unless the values are deeply equal. */
export function ensureEqual(actual: unknown, expected: unknown, what: string): void {
  if (!same(actual, expected)) throw new Error(`${what}: got ${shown(actual)}, expected ${shown(expected)}`);
}

/** Throws unless the value is one of the list. */
export function ensureIn(value: unknown, list: Iterable<unknown>, what: string): void {
  for (const item of list) if (same(item, value)) return;
  throw new Error(`${what}: ${shown(value)} is not one of ${shown([...list])}`);
}

/* ------------------------------------------------------------------------------------------------
 * The checks every API's error answer shares.
 * --------------------------------------------------------------------------------------------- */

/** What a request must get: a status, 'ok' (any 2xx) or 'any' (any 2xx or 4xx), and a word its error names. */
export interface FuzzExpectation {
  status: number | 'ok' | 'any';
  mention?: string;
}

/** The `error` of an answer's JSON, its message and parameter read leniently ('' and undefined when absent). */
export function errorOf(json: unknown): {
  status: unknown;
  type: unknown;
  message: string;
  parameter: string | undefined;
} {
  const error = (
    json as { error?: { status?: unknown; message?: unknown; parameter?: unknown; type?: unknown } } | null
  )?.error;
  return {
    status: error?.status,
    type: error?.type,
    message: typeof error?.message === 'string' ? error.message : '',
    parameter: typeof error?.parameter === 'string' ? error.parameter : undefined,
  };
}

/**
 * Problems of an error answer's `error` ([] when it is right): it has a message, its status is the
 * HTTP status, the message names error.parameter, a validation error has its parameter, and at the
 * expected status the error names what the request expected (expect.mention).
 */
export function errorProblems(json: unknown, status: number, expect: FuzzExpectation): string[] {
  const { message, parameter, ...error } = errorOf(json);
  const problems: string[] = [];
  if (!message) problems.push('an error without a message');
  if (error.status !== status) problems.push('error.status differs from the HTTP status');
  if (parameter !== undefined && !message.toLowerCase().includes(parameter.toLowerCase()))
    problems.push(`the message does not name the parameter ${JSON.stringify(parameter)}: ${message}`);
  if (status === 400 && error.type === 'validation' && parameter === undefined)
    problems.push('a validation error without its parameter');
  if (expect.mention && status === expect.status) {
    const named = [message, parameter ?? ''].join(' ').toLowerCase();
    if (!named.includes(expect.mention.toLowerCase()))
      problems.push(`the error does not name '${expect.mention}': ${message}`);
  }
  return problems;
}
