/**
 * The bad-input bar through the real server: a sample of ~300 generated requests per search
 * endpoint (GET and POST search, suggest, autocomplete, stats, the document API) sent by fetch to
 * `next start`, with the generators and checks of the in-process fuzz (tests/e2e/support/
 * searchFuzz.ts; 10,000 per endpoint run in tests/unit/search/fuzzSearchApi.test.ts). This layer
 * adds what only the real server has: Next's routing and redirects (documents/ and stats/ with a
 * trailing slash), its header and body handling, and compression of real responses.
 *
 * A URL over Node's 16 kB header limit gets Node's own bare 431, which is checked as such.
 *
 * Care for the shared server: requests without valid credentials are few (8) and each claims its
 * own X-Forwarded-For, so the document API's failure limiter never blocks the other suites; every
 * document the sample may have written (ids given, or derived from URLs) is deleted afterwards.
 * Paths with broken percent-encodings are left to the in-process run (Next refuses them itself
 * with a plain-text 400 before any route runs). Seeded: SEARCH_FUZZ_SEED=<seed> repeats a run.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  checkAnswer,
  describeRequest,
  fuzzEndpoints,
  fuzzGenerators,
  prng,
  writtenDocumentIds,
  type FuzzEndpoint,
  type FuzzRequest,
} from './support/searchFuzz';

const baseURL = inject('baseURL');
const secret = inject('searchAdminSecret');
const sitekey = 'kerbside';
const seed = Number(process.env.SEARCH_FUZZ_SEED ?? 20260507);
const perEndpoint = 300;
const unauthenticatedBudget = 8;

const authorization = `Basic ${Buffer.from(`${sitekey}:${secret}`).toString('base64')}`;
const written = new Set<string>();

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

async function send(request: FuzzRequest, index: number): Promise<{ status: number; problems: string[] }> {
  const headers: Record<string, string> = { ...request.headers, 'x-forwarded-for': `fuzz-e2e-${index}` };
  const response = await fetch(`${baseURL}/api/search${request.path}`, {
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

describe(`fuzz through next start: ${perEndpoint} generated requests per endpoint (seed ${seed})`, () => {
  for (const endpoint of fuzzEndpoints) {
    it(`${endpoint}: no 5xx, wrong requests refused with a message naming the fault, no markup`, async () => {
      const random = prng(seed + fuzzEndpoints.indexOf(endpoint as FuzzEndpoint));
      let unauthenticated = 0;
      const statuses = new Map<number, number>();
      const problems: string[] = [];
      let sent = 0;
      while (sent < perEndpoint) {
        const allowUnauthenticated = unauthenticated < unauthenticatedBudget;
        const request = fuzzGenerators[endpoint](random, {
          sitekey,
          secret,
          brokenPaths: false,
          unauthenticatedShare: allowUnauthenticated ? 0.05 : 0,
        });
        if (request.authorized === false) unauthenticated += 1;
        for (const id of writtenDocumentIds(request)) written.add(id);
        const { status, problems: found } = await send(request, sent);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (found.length && problems.length < 12)
          problems.push(`#${sent} ${describeRequest(request)}\n    ${found.join('; ')}`);
        sent += 1;
      }
      console.log(
        `${endpoint}: ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}:${n}`)
          .join(' ')}`,
      );
      expect(
        problems,
        `seed ${seed} (SEARCH_FUZZ_SEED=${seed} repeats it), ${endpoint}:\n${problems.join('\n')}`,
      ).toEqual([]);
      expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
      expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
    }, 120_000);
  }
});
