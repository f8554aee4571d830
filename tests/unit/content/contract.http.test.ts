// @vitest-environment node
/**
 * The ContentAdapter contract against the HTTP adapter, talking real HTTP on loopback to our
 * own API handler (handleContentRequest on a node:http server), plus the HTTP-only failure modes.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import {
  BadRequestError,
  NotFoundError,
  ServerError,
  ServiceUnavailableError,
  ValidationError,
} from '#src/adapters/content/errors';
import {
  createHttpContent,
  defaultContentRetryAfterSeconds,
  defaultContentTimeoutMs,
} from '#src/adapters/content/httpContent';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { startContentServer, type ContentServer } from '#src/server/content/contentHttpServer';
import { createContentStore } from '#src/server/content/contentStore';
import { describeContentContract } from './contentContract';
import { seededFixtureDatabase } from './fixtures';

let adapter: ContentAdapter;
let server: ContentServer;
let cleanup: () => void;

beforeAll(async () => {
  const seeded = seededFixtureDatabase();
  const store = createContentStore(seeded.db);
  server = await startContentServer({ getStore: () => store });
  adapter = createHttpContent(`${server.url}/`);
  cleanup = seeded.cleanup;
});
afterAll(async () => {
  await server.close();
  cleanup();
});

describeContentContract('HTTP (node:http + handleContentRequest)', () => adapter);

describe('contentAdapter()', () => {
  it('uses the HTTP adapter when CONTENT_API_URL is set, memoised per URL', async () => {
    const previous = process.env.CONTENT_API_URL;
    process.env.CONTENT_API_URL = server.url;
    try {
      const chosen = contentAdapter();
      expect(contentAdapter()).toBe(chosen);
      const page = await chosen.list('makes', { sourceId: 'factory' });
      expect(page.sourceId).toBe('factory');
      expect(page.total).toBe(3);
    } finally {
      if (previous === undefined) delete process.env.CONTENT_API_URL;
      else process.env.CONTENT_API_URL = previous;
    }
  });
});

describe('HTTP adapter failures', () => {
  const answering = (status: number, body: string) =>
    createHttpContent('http://content.invalid/api/content', {
      fetch: async () => new Response(body, { status }),
    });

  it('maps error responses to the typed errors', async () => {
    await expect(answering(404, '').list('makes')).rejects.toBeInstanceOf(NotFoundError);
    await expect(answering(400, 'not json').list('makes')).rejects.toBeInstanceOf(BadRequestError);
    await expect(answering(503, '').list('makes')).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(answering(502, '<html>bad gateway</html>').list('makes')).rejects.toMatchObject({
      name: 'ServerError',
      status: 502,
    });
    const validation = answering(
      400,
      JSON.stringify({ error: { status: 400, type: 'validation', message: 'm', parameter: 'page', allowed: 'a' } }),
    );
    await expect(validation.list('makes')).rejects.toMatchObject({ name: 'ValidationError', parameter: 'page' });
    await expect(validation.list('makes')).rejects.toBeInstanceOf(ValidationError);
    await expect(answering(200, 'not json').list('makes')).rejects.toBeInstanceOf(ServerError);
  });

  it('reports an unreachable API as ServiceUnavailableError', async () => {
    const down = createHttpContent('http://127.0.0.1:9/api/content', { timeoutMs: 2_000 });
    await expect(down.list('makes')).rejects.toBeInstanceOf(ServiceUnavailableError);
    const slow = createHttpContent('http://content.invalid/api/content', {
      timeoutMs: 50,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    });
    await expect(slow.ribbon()).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('sends the query as toSearchParams writes it', async () => {
    const urls: string[] = [];
    const recording = createHttpContent('http://content.invalid/api/content/', {
      fetch: async (input) => {
        urls.push(String(input));
        return new Response(JSON.stringify({ items: [], total: 0, page: 1, pageSize: 5, breakdowns: {} }));
      },
    });
    await recording.list('derivatives', { pageSize: 5, filters: { make: ['Ford', 'Kia'], cashPrice: { max: 9000 } } });
    expect(urls).toEqual(['http://content.invalid/api/content/derivatives?pageSize=5&make=Ford%2CKia&cashPrice=-9000']);
  });
});

describe('a lost Content API (issue #15)', () => {
  it('gives up on a hung API within its timeout, which stays under a second by default', async () => {
    expect(defaultContentTimeoutMs).toBeLessThan(1_000);
    const hung = createServer(() => {}); // accepts, never answers
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = hung.address() as AddressInfo;
      const stuck = createHttpContent(`http://127.0.0.1:${port}/api/content`, { timeoutMs: 100 });
      const error = await stuck.list('makes').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ServiceUnavailableError);
      expect((error as ServiceUnavailableError).retryAfterSeconds).toBe(defaultContentRetryAfterSeconds);
    } finally {
      hung.closeAllConnections();
      hung.close();
    }
  });

  it('fails at once while the API is known to be down, then tries again and recovers', async () => {
    let clock = 1_000_000;
    let calls = 0;
    let up = false;
    const api = createHttpContent('http://content.invalid/api/content', {
      now: () => clock,
      retryAfterSeconds: 5,
      fetch: async () => {
        calls += 1;
        if (!up) throw new TypeError('fetch failed');
        return new Response(JSON.stringify({ items: [], total: 0, page: 1, pageSize: 5, breakdowns: {} }));
      },
    });
    await expect(api.list('makes')).rejects.toMatchObject({ name: 'ServiceUnavailableError', retryAfterSeconds: 5 });
    expect(calls).toBe(1);

    up = true;
    clock += 2_000;
    // Within the window: no request is sent, and Retry-After is what is left of it.
    await expect(api.list('makes')).rejects.toMatchObject({ name: 'ServiceUnavailableError', retryAfterSeconds: 3 });
    expect(calls).toBe(1);

    clock += 3_000;
    await expect(api.list('makes')).resolves.toMatchObject({ total: 0 });
    expect(calls).toBe(2);
  });
});
