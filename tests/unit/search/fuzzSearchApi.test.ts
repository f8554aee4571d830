// @vitest-environment node
/**
 * The bad-input bar of quality-bars.md for every endpoint of the search service: 10,000 generated
 * requests per endpoint (GET and POST search, suggest, autocomplete, stats, the document API with
 * and without credentials), as real web Requests through the Next route handlers, in process
 * against the generated catalogue in a temporary database. Never a 5xx; every request the oracle
 * of tests/e2e/support/searchFuzz.ts knows to be wrong gets its 400 (or 401/404/405/413) with a
 * message naming what was wrong; every one it knows to be right gets its 2xx; no body carries
 * markup. The PRNG is seeded: a failure prints the seed, and SEARCH_FUZZ_SEED=<seed> repeats it.
 *
 * Requests without valid credentials go to the document handler with a limiter that never blocks
 * (the route's shared limiter would answer 429 to everything after ten failures, hiding the rest);
 * authenticated ones go through the route itself.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FailureLimiter, handleDocumentApiRequest } from '../../../src/server/search/documentApi';
import { bodyReader, documentApiPath, toResponse } from '../../../src/server/search/searchHttp';
import {
  checkAnswer,
  describeRequest,
  fuzzEndpoints,
  fuzzGenerators,
  prng,
  type FuzzEndpoint,
  type FuzzOptions,
  type FuzzRequest,
} from '../../e2e/support/searchFuzz';
import { seededSearchDatabase, type SeededSearch } from './searchFixtures';

const holder = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('../../../src/server/search/defaultSearch', () => ({
  defaultSearchDatabase: () => holder.db,
  searchSitekey: () => 'kerbside',
}));

type Handler = (request: Request, context: { params: Promise<Record<string, unknown>> }) => Promise<Response>;
type RouteModule = Partial<Record<string, Handler>>;

/** The method exports of a route module. */
function handlersOf(module: Record<string, unknown>): RouteModule {
  const handlers: RouteModule = {};
  for (const [name, value] of Object.entries(module))
    if (typeof value === 'function') handlers[name] = value as Handler;
  return handlers;
}

const routes = {
  search: handlersOf(await import('../../../site/app/api/search/v1/search/[sitekey]/route')),
  suggest: handlersOf(await import('../../../site/app/api/search/v1/suggest/[sitekey]/route')),
  autocomplete: handlersOf(await import('../../../site/app/api/search/v1/autocomplete/document-field/[sitekey]/route')),
  stats: handlersOf(await import('../../../site/app/api/search/v1/stats/[sitekey]/route')),
  documents: handlersOf(await import('../../../site/app/api/search/v2/indices/[sitekey]/[...rest]/route')),
};

const seed = Number(process.env.SEARCH_FUZZ_SEED ?? 20260421);
const perEndpoint = 10_000;
const secret = 'fuzz-secret';
const options: FuzzOptions = { sitekey: 'kerbside', secret, brokenPaths: true, unauthenticatedShare: 0.25 };
const neverBlocks = new FailureLimiter({ perClient: Number.MAX_SAFE_INTEGER, global: Number.MAX_SAFE_INTEGER });

let seeded: SeededSearch;
let savedSecret: string | undefined;

beforeAll(() => {
  seeded = seededSearchDatabase();
  holder.db = seeded.db;
  savedSecret = process.env.SEARCH_ADMIN_SECRET;
  process.env.SEARCH_ADMIN_SECRET = secret;
});
afterAll(() => {
  if (savedSecret === undefined) delete process.env.SEARCH_ADMIN_SECRET;
  else process.env.SEARCH_ADMIN_SECRET = savedSecret;
  seeded.cleanup();
});

/** The path segment Next would hand the route as `sitekey` (decoded once). */
function sitekeyOf(request: FuzzRequest): string {
  const segments = request.path.split('?')[0]!.split('/');
  const index = request.endpoint === 'autocomplete' ? 4 : 3;
  return decodeURIComponent(segments[index] ?? '');
}

/** As Next would: the route module of the endpoint, the export of the method (HEAD is GET's). */
async function dispatch(request: FuzzRequest): Promise<Response> {
  const init: RequestInit = { method: request.method, headers: request.headers };
  if (request.body !== undefined) init.body = request.body;
  const web = new Request(`http://localhost/api/search${request.path}`, init);
  const sitekey = sitekeyOf(request);
  if (request.authorized === false) {
    // The route's code with a limiter that never blocks.
    return toResponse(
      await handleDocumentApiRequest(
        sitekey,
        { method: web.method, path: documentApiPath(web.url), headers: web.headers, readBody: bodyReader(web) },
        { getDatabase: () => holder.db as never, sitekey: 'kerbside', secret, limiter: neverBlocks },
      ),
    );
  }
  const module = routes[request.endpoint === 'searchPost' ? 'search' : request.endpoint];
  const handler = module[request.method === 'HEAD' ? 'GET' : request.method];
  if (!handler) throw new Error(`no ${request.method} export for ${request.endpoint}`);
  return handler(web, { params: Promise.resolve({ sitekey, rest: [] }) });
}

interface Run {
  statuses: Map<number, number>;
  problems: string[];
  decided: number;
  cpuMs: number;
}

async function run(endpoint: FuzzEndpoint): Promise<Run> {
  const random = prng(seed + fuzzEndpoints.indexOf(endpoint));
  const statuses = new Map<number, number>();
  const problems: string[] = [];
  let decided = 0;
  const started = process.cpuUsage();
  for (let index = 0; index < perEndpoint; index += 1) {
    const request = fuzzGenerators[endpoint](random, options);
    if (request.expect.status !== 'any') decided += 1;
    let found: string[];
    let status = 0;
    try {
      const response = await dispatch(request);
      status = response.status;
      found = checkAnswer(request, { status, headers: response.headers, body: await response.text() });
    } catch (error) {
      found = [`threw ${(error as Error).message}`];
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (found.length && problems.length < 12)
      problems.push(`#${index} ${describeRequest(request)}\n    ${found.join('; ')}`);
  }
  const used = process.cpuUsage(started);
  return { statuses, problems, decided, cpuMs: Math.round((used.user + used.system) / 1000) };
}

function report(endpoint: FuzzEndpoint, result: Run): string {
  const statuses = [...result.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}:${count}`);
  return `${endpoint}: ${statuses.join(' ')}; ${result.decided} decided by the oracle; ${result.cpuMs} ms CPU`;
}

describe(`fuzz: ${perEndpoint.toLocaleString('en-GB')} generated requests per endpoint (seed ${seed})`, () => {
  for (const endpoint of fuzzEndpoints) {
    it(`${endpoint}: no 5xx, wrong requests refused with a message naming the fault, no markup`, async () => {
      const result = await run(endpoint);
      console.log(report(endpoint, result));
      expect(
        result.problems,
        `seed ${seed} (SEARCH_FUZZ_SEED=${seed} repeats it), endpoint ${endpoint}:\n${result.problems.join('\n')}`,
      ).toEqual([]);
      // The generator is neither all good nor all bad, and the oracle decides most requests.
      const count = (test: (status: number) => boolean) =>
        [...result.statuses].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
      expect(count((status) => status >= 200 && status < 300)).toBeGreaterThan(perEndpoint * 0.1);
      expect(count((status) => status === 400)).toBeGreaterThan(perEndpoint * 0.1);
      expect(result.decided).toBeGreaterThan(perEndpoint * 0.6);
    }, 120_000);
  }
});
