// @vitest-environment node
/**
 * The bad-input bar of docs/design/quality-bars.md against the Content API handler in process: 10,000
 * generated requests per resource (every list resource, the ribbon, and random resource names)
 * answer only 2xx or 4xx; well-formed queries get their 200, queries with one wrong parameter a
 * 400 naming it, unknown resources a 404; every 4xx is our JSON error with a message that names
 * its parameter; no body carries markup from the input. The requests are fast-check arbitraries
 * (./fuzzRequests.ts): a failure shrinks to a minimal request and prints the command that replays
 * it (FUZZ_SEED=<seed> [FUZZ_PATH=<path>], tests/unit/fuzz/fuzzKit.ts). (tests/e2e/content-api.e2e.ts
 * sends a sample through next start.)
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listResources } from '#src/adapters/content/schema/contentResources';
import { createContentStore, type ContentStore } from '#src/server/content/contentStore';
import { handleContentRequest } from '#src/server/content/handleContentRequest';
import { assertFuzz } from '../fuzz/fuzzKit';
import { seededFixtureDatabase } from './fixtures';
import { checkContentAnswer, contentRequestArbitrary, type ContentFuzzRequest } from './fuzzRequests';

let store: ContentStore;
let cleanup: () => void;

beforeAll(() => {
  const seeded = seededFixtureDatabase();
  store = createContentStore(seeded.db);
  cleanup = seeded.cleanup;
});
afterAll(() => cleanup());

const perEndpoint = 10_000;
const endpoints = [...listResources, 'ribbon', '(random resource names)'];

/** As the route does: the path segment decoded once (as Next decodes it), then the handler. */
async function answerOf(request: ContentFuzzRequest) {
  let resource: string;
  try {
    resource = decodeURIComponent(request.resource);
  } catch {
    resource = request.resource;
  }
  const response = await handleContentRequest(
    resource,
    `http://localhost/api/content/${request.resource}?${request.search}`,
    {},
    { getStore: () => store },
  );
  return { status: response.status, contentType: response.headers['content-type'], body: response.body ?? '' };
}

describe(`fuzz: ${perEndpoint.toLocaleString('en-GB')} generated requests per resource against handleContentRequest`, () => {
  it.each(endpoints)(
    '%s: 2xx/4xx only, the oracle’s statuses, safe JSON errors naming the parameter',
    async (endpoint) => {
      const statuses = new Map<number, number>();
      let decided = 0;
      const arbitrary = contentRequestArbitrary(endpoint.startsWith('(') ? undefined : endpoint);
      await assertFuzz(
        fc.asyncProperty(arbitrary, async (request) => {
          const answer = await answerOf(request);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (request.expect.status !== 'any') decided += 1;
          const problems = checkContentAnswer(request, answer);
          if (problems.length) throw new Error(problems.join('; '));
        }),
        perEndpoint,
      );
      const count = (test: (status: number) => boolean) =>
        [...statuses].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
      // Neither all good nor all bad, and mostly decided by the oracle.
      expect(count((status) => status === 200)).toBeGreaterThan(perEndpoint * 0.1);
      expect(count((status) => status === 400)).toBeGreaterThan(perEndpoint / 3);
      expect(decided).toBeGreaterThan(perEndpoint / 2);
    },
    120_000,
  );
});

describe('fuzz: the checks catch a wrong handler', () => {
  const json = 'application/json; charset=utf-8';
  const property = (answer: (request: ContentFuzzRequest) => { status: number; body: string }) =>
    fc.property(contentRequestArbitrary(), (request) => {
      expect(checkContentAnswer(request, { ...answer(request), contentType: json })).toEqual([]);
    });

  it('fails for a handler that always answers 200, or always 400', async () => {
    await expect(
      assertFuzz(
        property(() => ({ status: 200, body: '{"items":[],"total":0}' })),
        200,
      ),
    ).rejects.toThrow(/Counterexample/);
    await expect(
      assertFuzz(
        property(() => ({ status: 400, body: '{"error":{"status":400,"message":"Bad request."}}' })),
        200,
      ),
    ).rejects.toThrow(/Counterexample/);
  });

  it('fails for the real handler echoing the query in its errors', async () => {
    const echoing = fc.asyncProperty(contentRequestArbitrary(), async (request) => {
      const answer = await answerOf(request);
      if (answer.status >= 400) {
        const parsed = JSON.parse(answer.body) as { error: { message: string } };
        parsed.error.message += ` (${request.search.split('&').map(leniently).join('&')})`;
        answer.body = JSON.stringify(parsed);
      }
      const problems = checkContentAnswer(request, answer);
      if (problems.length) throw new Error(problems.join('; '));
    });
    await expect(assertFuzz(echoing, 2_000)).rejects.toThrow(/markup characters in the error/);
  });
});

function leniently(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
