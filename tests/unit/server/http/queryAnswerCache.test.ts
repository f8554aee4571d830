// @vitest-environment node
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  frontCacheHeader,
  installedQueryAnswerCache,
  installPageCache,
  isQueryAnswerKey,
  PageCache,
  purgePageCache,
  storeQueryAnswer,
  type FinishedAnswer,
} from '#src/server/http/pageCache';
import { perRequestGzipLevel } from '#src/server/http/documentResponse';
import { siteRequestListener } from '#src/server/http/siteServer';
import { rawRequest } from '#tests/rawHttp';

/** The query-answer cache (ADR 0029): a few seconds of the search and used-car lists' answers. */
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const dynamicHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
};

const answer = (overrides: Partial<FinishedAnswer> = {}, headers: Record<string, string> = {}): FinishedAnswer => ({
  method: 'GET',
  status: 200,
  headers: { ...dynamicHeaders, 'content-length': '4', date: 'Fri, 27 Nov 2026 04:00:00 GMT', ...headers },
  body: Buffer.from('<p>x'),
  gzipBody: undefined,
  ...overrides,
});

describe('isQueryAnswerKey', () => {
  it('names the search and used-car lists in any shell and query, and nothing else', () => {
    expect(isQueryAnswerKey('fixed /search?search=golf')).toBe(true);
    expect(isQueryAnswerKey('phone /used-cars?make=ford&page=2')).toBe(true);
    expect(isQueryAnswerKey('fixed /used-cars')).toBe(true);
    expect(isQueryAnswerKey('fixed /used-cars/123')).toBe(false);
    expect(isQueryAnswerKey('fixed /car-comparison?add=1')).toBe(false);
    expect(isQueryAnswerKey('fixed /reviews')).toBe(false);
  });
});

describe('storeQueryAnswer', () => {
  it('keeps a rendered search page for the cache’s ceiling, its headers as sent, gzipped only when replayed', () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 100_000, maxAgeSeconds: 10, now: () => now });
    expect(storeQueryAnswer(cache, 'fixed /search?search=golf', cache.generation, answer())).toBe(true);
    const stored = cache.get('fixed /search?search=golf')!;
    expect(stored.headers['cache-control']).toBe(dynamicHeaders['cache-control']);
    expect(stored.headers).not.toHaveProperty('content-length');
    expect(stored.headers).not.toHaveProperty('date');
    expect(stored.gzipBody).toBeUndefined();
    expect(gunzipSync(cache.encodedOf(stored, 'gzip')).toString()).toBe('<p>x');
    now = 9_999;
    expect(cache.get('fixed /search?search=golf')).toBeDefined();
    now = 10_000;
    expect(cache.get('fixed /search?search=golf')).toBeUndefined();
  });

  it('never keeps an error, a failed search’s 503, a cookie, an RSC payload, a HEAD or another page', () => {
    const cache = new PageCache({ maxBytes: 100_000, maxAgeSeconds: 10 });
    const key = 'fixed /search?search=golf';
    const refused: Array<[string, FinishedAnswer]> = [
      [key, answer({ status: 503 })],
      [key, answer({ status: 404 })],
      [key, answer({ status: 308 })],
      [key, answer({}, { 'set-cookie': 'a=1' })],
      [key, answer({}, { 'content-type': 'text/x-component' })],
      [key, answer({ method: 'HEAD' })],
      ['fixed /reviews', answer()],
    ];
    for (const [candidateKey, candidate] of refused)
      expect(storeQueryAnswer(cache, candidateKey, cache.generation, candidate)).toBe(false);
    expect(cache.size).toBe(0);
  });
});

describe('purgePageCache', () => {
  afterEach(() => installPageCache(undefined));

  it('drops every query answer on any purge, whatever paths it names', () => {
    const pages = new PageCache({ maxBytes: 100_000, maxAgeSeconds: 60 });
    const answers = new PageCache({ maxBytes: 100_000, maxAgeSeconds: 10 });
    installPageCache(pages, answers);
    expect(installedQueryAnswerCache()).toBe(answers);
    storeQueryAnswer(answers, 'fixed /search?search=golf', answers.generation, answer());
    storeQueryAnswer(answers, 'fixed /used-cars?make=ford', answers.generation, answer());
    const generation = answers.generation;
    purgePageCache({ paths: ['/some/review/r1'] });
    expect(answers.size).toBe(0);
    // A render that began before the purge is not kept after it.
    expect(storeQueryAnswer(answers, 'fixed /search?search=golf', generation, answer())).toBe(false);
  });
});

describe('the listener with a query-answer cache', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  async function serve(origin: (request: IncomingMessage, response: ServerResponse) => void) {
    const pageCache = new PageCache({ maxBytes: 1024 * 1024, maxAgeSeconds: 60 });
    const queryAnswerCache = new PageCache({ maxBytes: 1024 * 1024, maxAgeSeconds: 10 });
    const seen: string[] = [];
    const server = createServer(
      siteRequestListener({
        handle: async (request, response) => {
          seen.push(request.url ?? '');
          origin(request, response);
        },
        pageCache,
        queryAnswerCache,
        security: { hsts: true, upgradeInsecureRequests: false },
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => server.close();
    const { port } = server.address() as AddressInfo;
    const get = (path: string, headers: Record<string, string> = {}) =>
      rawRequest({ host: '127.0.0.1', port, path, headers: { 'user-agent': desktop, ...headers } });
    return { get, seen, pageCache, queryAnswerCache };
  }

  const page = (url: string) => `<!doctype html><html><body>${`<p>${url}</p>`.repeat(200)}</body></html>`;

  it('answers a repeated search URL from memory, and renders every other URL', async () => {
    const site = await serve((request, response) => {
      response.writeHead(200, dynamicHeaders);
      response.end(page(request.url ?? ''));
    });
    const first = await site.get('/search?search=golf', { 'accept-encoding': 'gzip' });
    expect(first.headers[frontCacheHeader]).toBeUndefined();
    const repeat = await site.get('/search?search=golf', { 'accept-encoding': 'gzip' });
    expect(repeat.headers[frontCacheHeader]).toBe('HIT');
    expect(repeat.headers['cache-control']).toBe(dynamicHeaders['cache-control']);
    expect(gunzipSync(repeat.body).toString()).toBe(gunzipSync(first.body).toString());
    await site.get('/search?search=polo');
    await site.get('/search?search=golf&page=2');
    await site.get('/used-cars?make=ford');
    expect(site.seen).toEqual([
      '/search?search=golf',
      '/search?search=polo',
      '/search?search=golf&page=2',
      '/used-cars?make=ford',
    ]);
    expect(site.pageCache.size).toBe(0);
  });

  it('keeps no failed search, and no answer of another query-driven page', async () => {
    const site = await serve((request, response) => {
      const failed = request.url?.includes('broken');
      response.writeHead(failed ? 503 : 200, dynamicHeaders);
      response.end(page(request.url ?? ''));
    });
    for (const path of ['/search?search=broken', '/car-comparison?add=1']) {
      await site.get(path);
      expect((await site.get(path)).headers[frontCacheHeader], path).toBeUndefined();
    }
    expect(site.seen).toHaveLength(4);
    expect(site.queryAnswerCache.size).toBe(0);
  });

  it('gzips a per-request answer at a level faster than the default, still the same page once decoded', async () => {
    expect(perRequestGzipLevel).toBeLessThan(6);
    const site = await serve((_request, response) => {
      response.writeHead(200, dynamicHeaders);
      response.end(page('x'));
    });
    const answered = await site.get('/search?search=level', { 'accept-encoding': 'gzip' });
    expect(answered.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answered.body).toString()).toBe(page('x'));
  });
});
