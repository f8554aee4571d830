/**
 * The bad-input bar through the real server: a sample of 300 generated requests per search
 * endpoint (GET and POST search, suggest, autocomplete, stats, the document and insights APIs)
 * sent by fetch to `next start`, with the fast-check arbitraries and checks of the in-process fuzz
 * (tests/e2e/support/searchFuzz.ts; 10,000 per endpoint run in
 * tests/unit/search/fuzzSearchApi.test.ts). This layer adds what only the real server has: Next's
 * routing and redirects (documents/ and stats/ with a trailing slash), its header and body
 * handling, and compression of real responses.
 *
 * A URL over Node's 16 kB header limit gets Node's own bare 431, which is checked as such.
 *
 * Care for the shared server: requests without valid credentials are few (at most 8 for the
 * document API, the rest skipped with fc.pre; none for the insights API, whose unauthenticated
 * requests run in process only) and each claims its own X-Forwarded-For, so the failure limiter
 * never blocks the other suites; every document the sample may have written (ids given, or
 * derived from URLs) is deleted afterwards. Paths with broken percent-encodings are left to the
 * in-process run (Next refuses them itself with a plain-text 400 before any route runs), and so is
 * POST /api/revalidate (revalidating pages here would empty the page cache other suites measure).
 * A failure shrinks to a minimal request and prints the command that replays it
 * (FUZZ_SEED=<seed> [FUZZ_PATH=<path>], tests/unit/fuzz/fuzzKit.ts).
 */
import fc from 'fast-check';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  checkAnswer,
  fuzzArbitraries,
  fuzzEndpoints,
  insightsArbitrary,
  writtenDocumentIds,
  type FuzzEndpoint,
  type FuzzRequest,
} from './support/searchFuzz';
import { assertFuzz } from '../unit/fuzz/fuzzKit';

const baseURL = inject('baseURL');
const secret = inject('searchAdminSecret');
const sitekey = 'kerbside';
const perEndpoint = 300;
const unauthenticatedBudget = 8;
const endpoints = fuzzEndpoints.filter(
  (endpoint): endpoint is Exclude<FuzzEndpoint, 'revalidate'> => endpoint !== 'revalidate',
);
const arbitraries = {
  ...fuzzArbitraries({ sitekey, secret, brokenPaths: false, unauthenticatedShare: 0.03 }),
  // Unauthenticated insights requests are covered in process; here, the right credentials only.
  insights: insightsArbitrary({ sitekey, secret, brokenPaths: false, unauthenticatedShare: 0 }),
};

const authorization = `Basic ${Buffer.from(`${sitekey}:${secret}`).toString('base64')}`;
const written = new Set<string>();
let sent = 0;

afterAll(async () => {
  const ids = [...written];
  for (let start = 0; start < ids.length; start += 1_000) {
    const response = await fetch(`${baseURL}/api/search/v2/indices/${sitekey}/documents:batch`, {
      method: 'DELETE',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ documents: ids.slice(start, start + 1_000) }),
    });
    expect(response.status).toBe(202);
  }
});

async function send(request: FuzzRequest): Promise<{ status: number; problems: string[] }> {
  sent += 1;
  const headers: Record<string, string> = { ...request.headers, 'x-forwarded-for': `fuzz-e2e-${sent}` };
  const response = await fetch(`${baseURL}${request.path}`, {
    method: request.method,
    headers,
    body: request.body,
    redirect: 'follow',
  });
  const body = await response.text();
  // Node's HTTP server refuses a request line and headers over 16 kB (--max-http-header-size)
  // with a bare 431 before Next runs: the long unicode values of the generator (10 kB of text,
  // 30 kB encoded) meet that limit here, and must meet exactly that.
  if (request.path.length > 20_000) {
    return {
      status: response.status,
      problems: response.status === 431 ? [] : [`status ${response.status}, expected 431`],
    };
  }
  if (request.path.length > 14_000 && response.status === 431) return { status: 431, problems: [] };
  return {
    status: response.status,
    problems: checkAnswer(request, { status: response.status, headers: response.headers, body }),
  };
}

describe(`fuzz through next start: ${perEndpoint} generated requests per endpoint`, () => {
  for (const endpoint of endpoints) {
    it(`${endpoint}: no 5xx, wrong requests refused with a message naming the fault, no markup`, async () => {
      let unauthenticated = 0;
      const statuses = new Map<number, number>();
      await assertFuzz(
        fc.asyncProperty(arbitraries[endpoint], async (request) => {
          if (request.authorized === false) {
            fc.pre(unauthenticated < unauthenticatedBudget);
            unauthenticated += 1;
          }
          for (const id of writtenDocumentIds(request)) written.add(id);
          const { status, problems } = await send(request);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (problems.length) throw new Error(problems.join('; '));
        }),
        perEndpoint,
      );
      console.log(
        `${endpoint}: ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}:${n}`)
          .join(' ')}`,
      );
      expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
      expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
    }, 120_000);
  }
});
