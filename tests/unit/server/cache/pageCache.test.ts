// @vitest-environment node
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  answerFromPageCache,
  contentCodingFor,
  frontCacheHeader,
  installPageCache,
  installedPageCache,
  PageCache,
  pageCacheKey,
  purgePageCache,
  recordForPageCache,
} from '../../../../src/server/http/pageCache';

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

function page(pathname: string, body = 'x') {
  return { pathname, headers: { 'content-type': 'text/html' }, body: Buffer.from(body), etag: undefined };
}

describe('PageCache', () => {
  it('keeps a page until its age ceiling, the shorter of its s-maxage and the cache’s', () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1000, maxAgeSeconds: 60, now: () => now });
    expect(cache.set('a', page('/a'), 3600, cache.generation)).toBe(true);
    expect(cache.set('b', page('/b'), 10, cache.generation)).toBe(true);
    now = 9_999;
    expect(cache.get('b')).toBeDefined();
    now = 10_000;
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    now = 60_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.storedBytes).toBe(0);
  });

  it('drops the least recently used pages past its byte budget, and never keeps one larger than it', () => {
    const cache = new PageCache({ maxBytes: 10, maxAgeSeconds: 60 });
    cache.set('a', page('/a', 'aaaa'), 60, cache.generation);
    cache.set('b', page('/b', 'bbbb'), 60, cache.generation);
    cache.get('a');
    cache.set('c', page('/c', 'cccc'), 60, cache.generation);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body.toString()).toBe('aaaa');
    expect(cache.get('c')?.body.toString()).toBe('cccc');
    expect(cache.storedBytes).toBe(8);
    expect(cache.set('d', page('/d', 'd'.repeat(11)), 60, cache.generation)).toBe(false);
  });

  it('purges pages by path, in every shell and query variant, or everything', () => {
    const cache = new PageCache({ maxBytes: 1000, maxAgeSeconds: 60 });
    cache.set('gzip fixed /reviews', page('/reviews'), 60, cache.generation);
    cache.set('identity phone~cGFnZT0y /reviews', page('/reviews'), 60, cache.generation);
    cache.set('gzip fixed /abarth', page('/abarth'), 60, cache.generation);
    cache.purge({ paths: ['/reviews/'] });
    expect(cache.get('gzip fixed /reviews')).toBeUndefined();
    expect(cache.get('identity phone~cGFnZT0y /reviews')).toBeUndefined();
    expect(cache.get('gzip fixed /abarth')).toBeDefined();
    cache.purge({ all: true });
    expect(cache.size).toBe(0);
  });

  it('refuses an answer that began before a purge, so an old copy never comes back', () => {
    const cache = new PageCache({ maxBytes: 1000, maxAgeSeconds: 60 });
    const generation = cache.generation;
    cache.purge({ paths: ['/elsewhere'] });
    expect(cache.set('gzip fixed /a', page('/a'), 60, generation)).toBe(false);
    expect(cache.set('gzip fixed /a', page('/a'), 60, cache.generation)).toBe(true);
  });
});

describe('pageCacheKey', () => {
  const key = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    pageCacheKey({ method, url, headers: { 'user-agent': desktop, 'accept-encoding': 'gzip', ...headers } });

  it('keys a page by content coding, page shell with its cached query, and path', () => {
    expect(key('/reviews/')).toBe('gzip fixed /reviews');
    expect(key('/reviews', { 'user-agent': iPhone, 'accept-encoding': '' })).toBe('identity phone /reviews');
    // The proxy's rule: only the cached query parameters count, in a canonical order.
    expect(key('/reviews?utm_source=x&page=2')).toBe(key('/reviews?page=2'));
    expect(key('/reviews?page=2')).not.toBe(key('/reviews'));
    // Query-driven pages keep their query (they are never stored, but never confused either).
    expect(key('/search?search=golf')).toBe('gzip fixed /search?search=golf');
  });

  it('leaves APIs, build assets, writes, client navigations and previews to Next', () => {
    expect(key('/api/search/v1/search/x')).toBeUndefined();
    expect(key('/_next/static/chunks/a.js')).toBeUndefined();
    expect(key('/reviews', {}, 'POST')).toBeUndefined();
    expect(key('/reviews', { rsc: '1' })).toBeUndefined();
    expect(key('/reviews', { 'next-router-prefetch': '1' })).toBeUndefined();
    expect(key('/reviews', { cookie: 'a=1; __prerender_bypass=x' })).toBeUndefined();
    expect(key('/reviews', {}, 'HEAD')).toBe('gzip fixed /reviews');
  });
});

describe('contentCodingFor', () => {
  it('reads gzip as Next’s compression would pick it', () => {
    expect(contentCodingFor('gzip, deflate, br')).toBe('gzip');
    expect(contentCodingFor('br;q=1.0, gzip;q=0.8')).toBe('gzip');
    expect(contentCodingFor('*')).toBe('gzip');
    expect(contentCodingFor('gzip;q=0')).toBe('identity');
    expect(contentCodingFor('br')).toBe('identity');
    expect(contentCodingFor(undefined)).toBe('identity');
  });
});

describe('purgePageCache', () => {
  afterEach(() => installPageCache(undefined));

  it('reaches the installed cache through globalThis, and is harmless with none', () => {
    expect(() => purgePageCache({ all: true })).not.toThrow();
    const cache = new PageCache({ maxBytes: 1000, maxAgeSeconds: 60 });
    installPageCache(cache);
    expect(installedPageCache()).toBe(cache);
    cache.set('gzip fixed /a', page('/a'), 60, cache.generation);
    purgePageCache({ paths: ['/a'] });
    expect(cache.size).toBe(0);
  });
});

/**
 * The server glue on a real loopback server: an origin handler stands in for Next, answering as
 * Next does for a page from its cache (or not), and the cache in front records and replays it.
 */
describe('answering from the page cache on node:http', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  const html = '<!doctype html><title>Cached</title>'.repeat(50);
  const nextHeaders = (overrides: Record<string, string | undefined> = {}) => ({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=82800, stale-if-error=86400',
    'x-nextjs-cache': 'HIT',
    etag: '"abc"',
    vary: 'rsc, Accept-Encoding',
    ...overrides,
  });

  async function serve(origin: (request: IncomingMessage, response: ServerResponse) => void) {
    const cache = new PageCache({ maxBytes: 1024 * 1024, maxAgeSeconds: 60 });
    let originCalls = 0;
    const server = createServer((request, response) => {
      const key = pageCacheKey(request);
      if (key && answerFromPageCache(cache, key, request, response)) return;
      if (key) recordForPageCache(cache, key, request, response);
      originCalls += 1;
      origin(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => server.close();
    const port = (server.address() as AddressInfo).port;
    const get = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
        httpRequest({ port, host: '127.0.0.1', path, headers: { 'user-agent': desktop, ...headers } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        })
          .on('error', reject)
          .end();
      });
    return { cache, get, originCalls: () => originCalls };
  }

  it('replays a page Next served from its cache: same bytes and headers, a 304 for a matching ETag', async () => {
    const gzipped = gzipSync(html);
    const site = await serve((request, response) => {
      const gzip = request.headers['accept-encoding'] === 'gzip';
      response.writeHead(200, nextHeaders(gzip ? { 'content-encoding': 'gzip' } : {}));
      // Written in two parts, as a streamed answer is.
      const body = gzip ? gzipped : Buffer.from(html);
      response.write(body.subarray(0, 10));
      response.end(body.subarray(10));
    });
    const first = await site.get('/reviews', { 'accept-encoding': 'gzip' });
    expect(first.headers[frontCacheHeader]).toBeUndefined();
    const second = await site.get('/reviews', { 'accept-encoding': 'gzip' });
    expect(site.originCalls()).toBe(1);
    expect(second.headers[frontCacheHeader]).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    for (const name of ['content-type', 'cache-control', 'x-nextjs-cache', 'etag', 'vary', 'content-encoding'])
      expect(second.headers[name], name).toBe(first.headers[name]);
    expect(second.headers['content-length']).toBe(String(gzipped.length));

    // A visitor that does not accept gzip gets its own entry, never the gzip bytes.
    const plain = await site.get('/reviews');
    expect(plain.body.toString()).toBe(html);
    expect(site.originCalls()).toBe(2);

    const notModified = await site.get('/reviews', { 'accept-encoding': 'gzip', 'if-none-match': '"abc"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(site.originCalls()).toBe(2);
  });

  it('never keeps what Next rendered per request, a stale copy, an error, a cookie or a private page', async () => {
    const answers = [
      nextHeaders({ 'x-nextjs-cache': 'MISS' }),
      nextHeaders({ 'x-nextjs-cache': 'STALE' }),
      nextHeaders({ 'x-nextjs-cache': undefined }),
      nextHeaders({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }),
      nextHeaders({ 'set-cookie': 'a=1' }),
    ];
    let index = 0;
    const site = await serve((_request, response) => {
      const headers = Object.fromEntries(Object.entries(answers[index % answers.length]!).filter(([, value]) => value));
      index += 1;
      response.writeHead(200, headers);
      response.end(html);
    });
    for (let round = 0; round < answers.length; round += 1) await site.get('/reviews');
    expect(site.cache.size).toBe(0);

    const failing = await serve((_request, response) => {
      response.writeHead(404, nextHeaders({ 'cache-control': 'no-store' }));
      response.end('gone');
    });
    await failing.get('/reviews');
    await failing.get('/reviews');
    expect(failing.originCalls()).toBe(2);
    expect(failing.cache.size).toBe(0);
  });

  it('takes headers set with setHeader as well as those handed to writeHead', async () => {
    const site = await serve((_request, response) => {
      for (const [name, value] of Object.entries(nextHeaders())) response.setHeader(name, value);
      response.statusCode = 200;
      response.end(html);
    });
    await site.get('/abarth');
    const replayed = await site.get('/abarth');
    expect(replayed.headers[frontCacheHeader]).toBe('HIT');
    expect(replayed.headers.etag).toBe('"abc"');
    expect(replayed.body.toString()).toBe(html);
  });
});
