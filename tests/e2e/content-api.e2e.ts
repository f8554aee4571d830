/**
 * The Content API as the production build serves it (`next start`, seeded on first request):
 * the adapter contract through the HTTP adapter, the HTTP semantics (ETag/304, 400 JSON, 404,
 * 405, HEAD) and a reproducible fuzz run: a few thousand generated bad requests must all get a
 * 2xx or 4xx, never a 5xx, and every error must be JSON that reflects nothing unescaped.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createHttpContent } from '#src/adapters/content/httpContent';
import { describeContentContract } from '../unit/content/contentContract';
import { contentRequestArbitrary } from '../unit/content/fuzzRequests';

/** The sample's seed: FUZZ_SEED replays a run (printed in the test name and on failure). */
const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const FUZZ_REQUESTS = 2_400;

const baseURL = inject('baseURL');
const api = `${baseURL}/api/content`;
const adapter = createHttpContent(api, { timeoutMs: 60_000 });

beforeAll(async () => {
  // The first request opens (and on a fresh database seeds) the store.
  const response = await fetch(`${api}/makes?pageSize=1`, { signal: AbortSignal.timeout(110_000) });
  expect(response.status).toBe(200);
}, 120_000);

describeContentContract('HTTP against next start', () => adapter);

describe('HTTP semantics of /api/content', () => {
  it('answers a pageSize=200 list with JSON, ETag and Cache-Control, and 304 on If-None-Match', async () => {
    const first = await fetch(`${api}/derivatives?pageSize=200`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=3600');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const body = await first.json();
    expect(body.items).toHaveLength(200);
    expect(body).toMatchObject({ page: 1, pageSize: 200, breakdowns: {} });
    expect(body.total).toBeGreaterThan(200);

    const again = await fetch(`${api}/derivatives?pageSize=200`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('is compressed once by next start for clients that accept gzip', async () => {
    const response = await fetch(`${api}/derivatives?pageSize=50`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect((await response.json()).items).toHaveLength(50); // fetch undoes exactly one gzip layer
  });

  it('answers 400 JSON naming the parameter and what is allowed', async () => {
    const response = await fetch(`${api}/derivatives?pageSize=501`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({
      error: {
        status: 400,
        type: 'validation',
        message: "Invalid parameter 'pageSize': expected a whole number from 1 to 500.",
        parameter: 'pageSize',
        allowed: 'a whole number from 1 to 500',
      },
    });
  });

  it('answers 404 JSON for an unknown id or resource', async () => {
    const id = await fetch(`${api}/reviews?id=no-such-review`);
    expect(id.status).toBe(404);
    expect((await id.json()).error).toMatchObject({ status: 404, type: 'not-found' });
    const resource = await fetch(`${api}/spaceships`);
    expect(resource.status).toBe(404);
    expect((await resource.json()).error.message).toMatch(/^Unknown resource 'spaceships'/);
  });

  it('answers HEAD like GET without a body and refuses other methods', async () => {
    const head = await fetch(`${api}/makes`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toMatch(/^W\/"/);
    const post = await fetch(`${api}/makes`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
  });

  it('passes reviews through for a fixed list of ids, in order', async () => {
    const listed = await (await fetch(`${api}/reviews?pageSize=3&displayFields=cmsId`)).json();
    const ids = (listed.items as Array<{ cmsId: string }>).map((review) => review.cmsId).reverse();
    const response = await fetch(`${api}/reviews?id=${ids.join(',')}`);
    const body = await response.json();
    expect(body.items.map((review: { cmsId: string }) => review.cmsId)).toEqual(ids);
  });
});

describe('fuzz: generated bad requests', () => {
  it(`never answers 5xx; errors are JSON with a message and reflect nothing unescaped (${FUZZ_REQUESTS} requests, seed ${FUZZ_SEED})`, async () => {
    const urls = fc
      .sample(contentRequestArbitrary(), { numRuns: FUZZ_REQUESTS, seed: FUZZ_SEED })
      .map(({ resource, search }) => `${api}/${resource}?${search}`);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let next = 0;

    async function worker() {
      while (next < urls.length) {
        const url = urls[next++]!;
        const response = await fetch(url);
        const body = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 500) failures.push(`${response.status} ${url.slice(0, 300)}: ${body.slice(0, 200)}`);
        else if (response.status >= 400 && response.status !== 431 && response.status !== 414) {
          // (431/414: Node itself refuses an over-long request line before any handler runs.)
          let message: unknown;
          try {
            message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
          } catch {
            message = undefined;
          }
          if (typeof message !== 'string' || !message)
            failures.push(`${response.status} not our JSON: ${url.slice(0, 300)}: ${body.slice(0, 200)}`);
          else if (/[<>]/.test(body)) failures.push(`${response.status} reflects markup: ${url.slice(0, 300)}`);
        }
      }
    }
    await Promise.all(Array.from({ length: 16 }, worker));

    console.log(`content fuzz: ${FUZZ_REQUESTS} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(failures.slice(0, 20), `FUZZ_SEED=${FUZZ_SEED} replays this sample`).toEqual([]);
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
    // The sample mixes well-formed queries (200) with wrong and hostile ones (mostly 400).
    expect(statuses.get(400) ?? 0).toBeGreaterThan(FUZZ_REQUESTS / 3);
  }, 120_000);
});
