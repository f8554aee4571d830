// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acceptsEncoding,
  acceptsGzip,
  installPageCache,
  installedPageCache,
  PageCache,
  pageCacheKey,
  purgePageCache,
  storeInPageCache,
  type FinishedAnswer,
} from '#src/server/http/pageCache';

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

function page(pathname: string, body = 'x') {
  return {
    pathname,
    headers: { 'content-type': 'text/html' },
    body: Buffer.from(body),
    gzipBody: Buffer.alloc(0),
    etag: undefined,
  };
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
    cache.set('fixed /reviews', page('/reviews'), 60, cache.generation);
    cache.set('phone~cGFnZT0y /reviews', page('/reviews'), 60, cache.generation);
    cache.set('fixed /abarth', page('/abarth'), 60, cache.generation);
    cache.purge({ paths: ['/reviews/'] });
    expect(cache.get('fixed /reviews')).toBeUndefined();
    expect(cache.get('phone~cGFnZT0y /reviews')).toBeUndefined();
    expect(cache.get('fixed /abarth')).toBeDefined();
    cache.purge({ all: true });
    expect(cache.size).toBe(0);
  });

  it('refuses an answer that began before a purge, so an old copy never comes back', () => {
    const cache = new PageCache({ maxBytes: 1000, maxAgeSeconds: 60 });
    const generation = cache.generation;
    cache.purge({ paths: ['/elsewhere'] });
    expect(cache.set('fixed /a', page('/a'), 60, generation)).toBe(false);
    expect(cache.set('fixed /a', page('/a'), 60, cache.generation)).toBe(true);
  });
});

describe('pageCacheKey', () => {
  const key = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    pageCacheKey({ method, url, headers: { 'user-agent': desktop, 'accept-encoding': 'gzip', ...headers } });

  it('keys a page by page shell with its cached query, and path', () => {
    expect(key('/reviews/')).toBe('fixed /reviews');
    expect(key('/reviews', { 'user-agent': iPhone })).toBe('phone /reviews');
    // The proxy's rule: only the cached query parameters count, in a canonical order.
    expect(key('/reviews?utm_source=x&page=2')).toBe(key('/reviews?page=2'));
    expect(key('/reviews?page=2')).not.toBe(key('/reviews'));
    // Query-driven pages keep their query (they are never stored, but never confused either).
    expect(key('/search?search=golf')).toBe('fixed /search?search=golf');
  });

  it('leaves APIs, build assets, writes, the client router and previews to Next', () => {
    expect(key('/api/search/v1/search/x')).toBeUndefined();
    expect(key('/_next/static/chunks/a.js')).toBeUndefined();
    expect(key('/reviews', {}, 'POST')).toBeUndefined();
    expect(key('/reviews', { rsc: '1' })).toBeUndefined();
    expect(key('/reviews', { 'next-router-prefetch': '1' })).toBeUndefined();
    expect(key('/reviews', { 'next-router-segment-prefetch': '/_tree' })).toBeUndefined();
    expect(key('/reviews?_rsc=1x2y')).toBeUndefined();
    expect(key('/reviews', { cookie: 'a=1; __prerender_bypass=x' })).toBeUndefined();
    expect(key('/reviews', {}, 'HEAD')).toBe('fixed /reviews');
  });
});

describe('acceptsGzip', () => {
  it('reads gzip as Next’s compression would pick it', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('acceptsEncoding', () => {
  it('accepts a coding named with no q or a q above 0, or `*`, and a named q wins over `*`', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('BR;Q=0.5', 'br')).toBe(true);
    expect(acceptsEncoding('gzip, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('br;q=0.0', 'br')).toBe(false);
    expect(acceptsEncoding('gzip, deflate', 'br')).toBe(false);
    expect(acceptsEncoding('brotli', 'br')).toBe(false);
    expect(acceptsEncoding('*', 'br')).toBe(true);
    expect(acceptsEncoding('br;q=0, *', 'br')).toBe(false);
    expect(acceptsEncoding('*;q=0, br', 'br')).toBe(true);
    expect(acceptsEncoding('identity', 'br')).toBe(false);
  });
});

describe('storeInPageCache', () => {
  const answer = (headers: Record<string, string>, overrides: Partial<FinishedAnswer> = {}): FinishedAnswer => ({
    method: 'GET',
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=82800, stale-if-error=86400',
      'x-nextjs-cache': 'HIT',
      etag: '"abc"',
      'content-length': '5',
      'content-encoding': 'gzip',
      date: 'Thu, 26 Nov 2026 04:00:00 GMT',
      ...headers,
    },
    body: Buffer.from('<p>x'),
    gzipBody: undefined,
    ...overrides,
  });

  it('keeps a page Next served from its cache, without the per-send headers, gzipped on first use', () => {
    const cache = new PageCache({ maxBytes: 100_000, maxAgeSeconds: 60 });
    expect(storeInPageCache(cache, 'fixed /a', cache.generation, answer({}))).toBe(true);
    const stored = cache.get('fixed /a')!;
    expect(stored.etag).toBe('"abc"');
    expect(stored.headers).not.toHaveProperty('content-length');
    expect(stored.headers).not.toHaveProperty('content-encoding');
    expect(stored.headers).not.toHaveProperty('date');
    expect(stored.headers['cache-control']).toContain('s-maxage=3600');
    // Sent plain (the visitor did not accept gzip): compressed on the first gzip replay, once.
    expect(stored.gzipBody).toBeUndefined();
    const plainBytes = cache.storedBytes;
    const gzipBody = cache.encodedOf(stored, 'gzip');
    expect(gunzipSync(gzipBody).toString()).toBe('<p>x');
    expect(cache.encodedOf(cache.get('fixed /a')!, 'gzip')).toBe(gzipBody);
    expect(cache.storedBytes).toBe(plainBytes + gzipBody.length);
  });

  it('makes the brotli form on the first br replay, once, and counts its bytes', () => {
    const cache = new PageCache({ maxBytes: 100_000, maxAgeSeconds: 60 });
    expect(storeInPageCache(cache, 'fixed /a', cache.generation, answer({}))).toBe(true);
    const stored = cache.get('fixed /a')!;
    expect(stored.brotliBody).toBeUndefined();
    const plainBytes = cache.storedBytes;
    const brotliBody = cache.encodedOf(stored, 'br');
    expect(brotliDecompressSync(brotliBody).toString()).toBe('<p>x');
    expect(cache.encodedOf(cache.get('fixed /a')!, 'br')).toBe(brotliBody);
    expect(cache.storedBytes).toBe(plainBytes + brotliBody.length);
  });

  it('keeps the gzip form the server sent', () => {
    const cache = new PageCache({ maxBytes: 100_000, maxAgeSeconds: 60 });
    const sent = Buffer.from('sent gzip');
    expect(storeInPageCache(cache, 'fixed /a', cache.generation, answer({}, { gzipBody: sent }))).toBe(true);
    expect(cache.encodedOf(cache.get('fixed /a')!, 'gzip')).toBe(sent);
  });

  it('makes room for a gzip form by dropping the least recently used pages, never the one it serves', () => {
    const cache = new PageCache({ maxBytes: 60, maxAgeSeconds: 60 });
    const noGzip = (pathname: string) => ({ ...page(pathname, 'y'.repeat(25)), gzipBody: undefined });
    cache.set('a', noGzip('/a'), 60, cache.generation);
    cache.set('b', noGzip('/b'), 60, cache.generation);
    const served = cache.get('b')!;
    cache.encodedOf(served, 'gzip');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(served);
    expect(cache.storedBytes).toBe(25 + served.gzipBody!.length);
  });

  it('never keeps a render, a stale copy, an error, a cookie, a private page, an RSC payload or a HEAD', () => {
    const cache = new PageCache({ maxBytes: 100_000, maxAgeSeconds: 60 });
    const refused = [
      answer({ 'x-nextjs-cache': 'MISS' }),
      answer({ 'x-nextjs-cache': 'STALE' }),
      answer({}, { status: 404 }),
      answer({ 'set-cookie': 'a=1' }),
      answer({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }),
      answer({ 'content-type': 'text/x-component' }),
      answer({}, { method: 'HEAD' }),
    ];
    for (const candidate of refused)
      expect(storeInPageCache(cache, 'fixed /a', cache.generation, candidate)).toBe(false);
    expect(cache.size).toBe(0);
  });
});

describe('purgePageCache', () => {
  afterEach(() => installPageCache(undefined));

  it('reaches the installed cache through globalThis, and is harmless with none', () => {
    expect(() => purgePageCache({ all: true })).not.toThrow();
    const cache = new PageCache({ maxBytes: 1000, maxAgeSeconds: 60 });
    installPageCache(cache);
    expect(installedPageCache()).toBe(cache);
    cache.set('fixed /a', page('/a'), 60, cache.generation);
    purgePageCache({ paths: ['/a'] });
    expect(cache.size).toBe(0);
  });
});
