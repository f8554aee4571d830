// @vitest-environment node
/**
 * The ContentAdapter contract against the HTTP adapter, talking real HTTP on loopback to our
 * own API handler (handleContentRequest on a node:http server), plus the HTTP-only failure modes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentAdapter } from '../../../src/adapters/content/ContentAdapter';
import {
  BadRequestError,
  NotFoundError,
  ServerError,
  ServiceUnavailableError,
  ValidationError,
} from '../../../src/adapters/content/errors';
import { createHttpContent } from '../../../src/adapters/content/httpContent';
import { contentAdapter } from '../../../src/server/content/contentAdapter';
import { startContentServer, type ContentServer } from '../../../src/server/content/contentHttpServer';
import { createContentStore } from '../../../src/server/content/contentStore';
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
