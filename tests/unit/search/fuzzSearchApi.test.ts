// @vitest-environment node
/**
 * The bad-input bar of docs/design/quality-bars.md for every endpoint of the search service and for POST
 * /api/revalidate: 10,000 generated requests per endpoint (GET and POST search, suggest,
 * autocomplete, stats, and the document, insights and revalidation APIs with and without
 * credentials), as real web Requests through the Next route handlers, in process against the
 * generated catalogue in a temporary database. Never a 5xx; every request the oracle of
 * tests/e2e/support/searchFuzz.ts knows to be wrong gets its 400 (or 401/404/405/413) with a
 * message naming what was wrong; every one it knows to be right gets its 2xx; no body carries
 * markup. The requests are fast-check arbitraries: a failure shrinks to a minimal request and
 * prints its seed and the command that replays it (FUZZ_SEED=<seed> [FUZZ_PATH=<path>], see
 * tests/unit/fuzz/fuzzKit.ts); without FUZZ_SEED each run explores new requests.
 *
 * Requests without valid credentials go to the document, insights and revalidation handlers with a
 * limiter that never blocks (the routes' shared limiter would answer 429 to everything after ten
 * failures, hiding the rest); authenticated ones go through the routes themselves.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSqliteDocumentStore } from '#src/server/search/documentStore';
import { handleRevalidateRequest } from '#src/server/cache/revalidateApi';
import { FailureLimiter, handleDocumentApiRequest } from '#src/server/search/documentApi';
import { handleInsightsRequest } from '#src/server/search/searchInsights';
import { createSqliteStatsStore } from '#src/server/search/statsStore';
import { bodyReader, documentApiPath, toResponse } from '#src/server/search/searchHttp';
import {
  checkAnswer,
  fuzzArbitraries,
  fuzzEndpoints,
  type FuzzEndpoint,
  type FuzzOptions,
  type FuzzRequest,
} from '#tests/e2e/support/searchFuzz';
import { assertFuzz } from '../fuzz/fuzzKit';
import { seededSearchDatabase, type SeededSearch } from './searchFixtures';

const holder = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('#src/server/search/defaultSearch', () => ({
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

const routes: Record<Exclude<FuzzEndpoint, 'searchPost'>, RouteModule> = {
  search: handlersOf(await import('#site/app/api/search/v1/search/[sitekey]/route')),
  suggest: handlersOf(await import('#site/app/api/search/v1/suggest/[sitekey]/route')),
  autocomplete: handlersOf(await import('#site/app/api/search/v1/autocomplete/document-field/[sitekey]/route')),
  stats: handlersOf(await import('#site/app/api/search/v1/stats/[sitekey]/route')),
  documents: handlersOf(await import('#site/app/api/search/v2/indices/[sitekey]/[...rest]/route')),
  insights: handlersOf(await import('#site/app/api/search/v1/insights/[sitekey]/route')),
  revalidate: handlersOf(await import('#site/app/api/revalidate/route')),
};

const perEndpoint = 10_000;
const secret = 'fuzz-secret';
const options: FuzzOptions = { sitekey: 'kerbside', secret, brokenPaths: true, unauthenticatedShare: 0.25 };
const arbitraries = fuzzArbitraries(options);
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
  const index = request.endpoint === 'autocomplete' ? 6 : 5; // '', 'api', 'search', 'v1', 'search', sitekey
  const segment = segments[index] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // Next refuses such paths itself (see FuzzOptions.brokenPaths); the route reads it raw
  }
}

/** As Next would: the route module of the endpoint, the export of the method (HEAD is GET's). */
async function dispatch(request: FuzzRequest): Promise<Response> {
  const init: RequestInit = { method: request.method, headers: request.headers };
  if (request.body !== undefined) init.body = request.body;
  const web = new Request(`http://localhost${request.path}`, init);
  if (request.authorized === false) {
    // The routes' code with a limiter that never blocks.
    if (request.endpoint === 'revalidate')
      return toResponse(
        await handleRevalidateRequest(
          { method: web.method, headers: web.headers, readBody: bodyReader(web) },
          { sitekey: 'kerbside', secret, limiter: neverBlocks, revalidate: () => undefined },
        ),
      );
    if (request.endpoint === 'insights')
      return toResponse(
        await handleInsightsRequest(
          sitekeyOf(request),
          { method: web.method, url: web.url, headers: web.headers },
          {
            getStatsStore: () => createSqliteStatsStore(holder.db as never),
            sitekey: 'kerbside',
            secret,
            limiter: neverBlocks,
          },
        ),
      );
    return toResponse(
      await handleDocumentApiRequest(
        sitekeyOf(request),
        { method: web.method, path: documentApiPath(web.url), headers: web.headers, readBody: bodyReader(web) },
        {
          getDocumentStore: () => createSqliteDocumentStore(holder.db as never),
          sitekey: 'kerbside',
          secret,
          limiter: neverBlocks,
        },
      ),
    );
  }
  const module = routes[request.endpoint === 'searchPost' ? 'search' : request.endpoint];
  const handler = module[request.method === 'HEAD' ? 'GET' : request.method];
  if (!handler) throw new Error(`no ${request.method} export for ${request.endpoint}`);
  return handler(web, { params: Promise.resolve({ sitekey: sitekeyOf(request), rest: [] }) });
}

/** The problems of one request's answer ([] when it is right); a thrown error is one too. */
async function problemsOf(request: FuzzRequest): Promise<{ status: number; problems: string[] }> {
  try {
    const response = await dispatch(request);
    const body = await response.text();
    return {
      status: response.status,
      problems: checkAnswer(request, { status: response.status, headers: response.headers, body }),
    };
  } catch (error) {
    return { status: 0, problems: [`threw ${(error as Error).message}`] };
  }
}

interface Tally {
  statuses: Map<number, number>;
  decided: number;
}

async function fuzz(endpoint: FuzzEndpoint): Promise<Tally> {
  const tally: Tally = { statuses: new Map(), decided: 0 };
  await assertFuzz(
    fc.asyncProperty(arbitraries[endpoint], async (request) => {
      const { status, problems } = await problemsOf(request);
      tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      if (request.expect.status !== 'any') tally.decided += 1;
      if (problems.length) throw new Error(problems.join('; '));
    }),
    perEndpoint,
  );
  return tally;
}

const count = (tally: Tally, test: (status: number) => boolean) =>
  [...tally.statuses].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);

describe(`fuzz: ${perEndpoint.toLocaleString('en-GB')} generated requests per endpoint`, () => {
  for (const endpoint of fuzzEndpoints) {
    it(`${endpoint}: no 5xx, wrong requests refused with a message naming the fault, no markup`, async () => {
      const started = process.cpuUsage();
      const tally = await fuzz(endpoint);
      const used = process.cpuUsage(started);
      const statuses = [...tally.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}:${n}`);
      console.log(
        `${endpoint}: ${statuses.join(' ')}; ${tally.decided} decided by the oracle; ${Math.round((used.user + used.system) / 1000)} ms CPU`,
      );
      // The generator is neither all good nor all bad, and the oracle decides most requests.
      expect(count(tally, (status) => status >= 200 && status < 300)).toBeGreaterThan(perEndpoint * 0.1);
      expect(count(tally, (status) => status === 400)).toBeGreaterThan(perEndpoint * 0.1);
      expect(tally.decided).toBeGreaterThan(perEndpoint * 0.6);
    }, 180_000);
  }
});

/**
 * The properties can fail: a server that answers every request the same way breaks them at once
 * (the oracle knows requests that must get a 2xx and requests that must get a 400), and so does
 * the real one made to echo the request in its error messages.
 */
describe('fuzz: the checks catch a wrong server', () => {
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'x-content-type-options': 'nosniff',
    'access-control-allow-origin': '*',
    'www-authenticate': 'Basic',
  });
  const same = (status: number, body: string) =>
    fc.property(
      arbitraries.search,
      arbitraries.searchPost,
      arbitraries.documents,
      arbitraries.insights,
      arbitraries.revalidate,
      (...requests) => {
        for (const request of requests) expect(checkAnswer(request, { status, headers, body })).toEqual([]);
      },
    );

  it('fails for a server that always answers 200, or always 400', async () => {
    const ok = JSON.stringify({
      hits: [],
      total_hits: 0,
      suggestions: [],
      autocomplete: [],
      url: '/',
      revalidated: 'all',
      from: '2026-06-01',
      to: '2026-06-30',
      totals: {},
      topQueries: [],
      noResultQueries: [],
      clickThrough: [],
    });
    await expect(assertFuzz(same(200, ok), 100)).rejects.toThrow(/Counterexample/);
    await expect(assertFuzz(same(400, '{"error":{"status":400,"message":"Bad request."}}'), 100)).rejects.toThrow(
      /Counterexample/,
    );
  });

  it.each(['search', 'documents', 'insights', 'revalidate'] as const)(
    '%s: fails for the real server echoing the request in its errors',
    async (endpoint) => {
      const echoing = fc.asyncProperty(arbitraries[endpoint], async (request) => {
        const response = await dispatch(request);
        let body = await response.text();
        if (response.status >= 400 && body) {
          const parsed = JSON.parse(body) as { error: { message: string } };
          parsed.error.message += ` (${decodedText(request.path)} ${request.body ?? ''})`;
          body = JSON.stringify(parsed);
        }
        const problems = checkAnswer(request, { status: response.status, headers: response.headers, body });
        if (problems.length) throw new Error(problems.join('; '));
      });
      await expect(assertFuzz(echoing, 1_000)).rejects.toThrow(/markup characters in the body/);
    },
  );
});

function decodedText(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
