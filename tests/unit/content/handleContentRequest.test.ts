// @vitest-environment node
/**
 * The API handler on its own: status codes, JSON bodies, headers, ETag/304, 400/404/405/503 and
 * the generic 500, and that nothing from the request is reflected unescaped.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import type { Catalogue } from '#src/domain/content/types';
import { createContentStore, type ContentStore } from '#src/server/content/contentStore';
import { contentCacheControl, handleContentRequest, safeJson } from '#src/server/content/handleContentRequest';
import { seededFixtureDatabase } from './fixtures';

let store: ContentStore;
let catalogue: Catalogue;
let cleanup: () => void;

beforeAll(() => {
  const seeded = seededFixtureDatabase();
  store = createContentStore(seeded.db);
  catalogue = seeded.catalogue;
  cleanup = seeded.cleanup;
});
afterAll(() => cleanup());

const request = (resource: string, search = '', headers: Record<string, string> = {}, method = 'GET') =>
  handleContentRequest(resource, new URL(`http://localhost/api/content/${resource}${search}`), new Headers(headers), {
    getStore: () => store,
    method,
  });

describe('200', () => {
  it('answers JSON with items, total, page, pageSize and breakdowns, cacheable, with an ETag', async () => {
    const response = await request('derivatives', '?make=Kia&pageSize=2&filterBreakdownDisplayFields=trim');
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': contentCacheControl,
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Buffer.from(response.bytes!).toString('utf8')).toBe(response.body);
    const body = JSON.parse(response.body!);
    expect(Object.keys(body)).toEqual(['items', 'total', 'page', 'pageSize', 'breakdowns']);
    expect(body).toMatchObject({ total: 6, page: 1, pageSize: 2 });
    expect(body.items).toHaveLength(2);
    expect(body.breakdowns.trim).toHaveLength(3);
  });

  it('echoes sourceId and serves the ribbon', async () => {
    const body = JSON.parse((await request('makes', '?sourceId=header_1')).body!);
    expect(body.sourceId).toBe('header_1');
    const ribbon = await request('ribbon', '?_=123');
    expect(ribbon.status).toBe(200);
    expect(JSON.parse(ribbon.body!)).toEqual(catalogue.ribbon);
  });

  it('answers HEAD without a body', async () => {
    const head = await request('makes', '', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(head.headers.etag).toBe((await request('makes')).headers.etag);
  });
});

describe('ETag and 304', () => {
  it('gives equal requests equal tags and different ones different tags', async () => {
    const a = await request('derivatives', '?pageSize=5');
    const b = await request('derivatives', '?pageSize=5');
    const c = await request('derivatives', '?pageSize=6');
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(c.headers.etag).not.toBe(a.headers.etag);
  });

  it('answers 304 without a body to a matching If-None-Match (weak, strong, in a list, or *)', async () => {
    const { headers } = await request('reviews', '?pageSize=3');
    const etag = headers.etag!;
    for (const ifNoneMatch of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`, '*']) {
      const revalidated = await request('reviews', '?pageSize=3', { 'if-none-match': ifNoneMatch });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body).toBeNull();
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.headers['cache-control']).toBe(contentCacheControl);
    }
    expect((await request('reviews', '?pageSize=3', { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it('answers a matching If-None-Match without asking the store for the page', async () => {
    // The tag names the catalogue version and the request, not the body, so a revalidation is cheap.
    const { headers } = await request('models', '?pageSize=4&page=2');
    let queries = 0;
    const counting = Object.assign(Object.create(store) as typeof store, {
      query: (...args: Parameters<typeof store.query>) => {
        queries += 1;
        return store.query(...args);
      },
    });
    const revalidate = (etag: string) =>
      handleContentRequest(
        'models',
        new URL('http://localhost/api/content/models?page=2&pageSize=4'),
        new Headers({ 'if-none-match': etag }),
        {
          getStore: () => counting,
        },
      );
    expect((await revalidate(headers.etag!)).status).toBe(304);
    expect(queries).toBe(0);
    // Another request of the same resource has its own tag.
    expect((await request('models', '?pageSize=4&page=3')).headers.etag).not.toBe(headers.etag);
  });
});

describe('errors', () => {
  it('answers 400 JSON naming the parameter and what is allowed, not cacheable', async () => {
    const response = await request('derivatives', '?pageSize=1000');
    expect(response.status).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(response.body!)).toEqual({
      error: {
        status: 400,
        type: 'validation',
        message: "Invalid parameter 'pageSize': expected a whole number from 1 to 500.",
        parameter: 'pageSize',
        allowed: 'a whole number from 1 to 500',
      },
    });
  });

  it('answers 400 bad-request for a query string that is not UTF-8', async () => {
    const response = await request('derivatives', '?%FF=1');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body!).error.type).toBe('bad-request');
  });

  it('answers 404 for an unknown resource or id', async () => {
    const resource = await request('spaceships');
    expect(resource.status).toBe(404);
    expect(JSON.parse(resource.body!).error).toMatchObject({ type: 'not-found' });
    expect(JSON.parse(resource.body!).error.message).toMatch(/^Unknown resource 'spaceships'; one of derivatives, /);
    const id = await request('reviews', '?id=missing');
    expect(id.status).toBe(404);
    expect(JSON.parse(id.body!).error.message).toBe("Nothing in /reviews has the id 'missing'.");
  });

  it('answers 405 for other methods', async () => {
    const response = await request('makes', '', {}, 'POST');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('answers 503 with Retry-After when the store is unavailable', async () => {
    const response = await handleContentRequest(
      'makes',
      new URL('http://localhost/api/content/makes'),
      {},
      {
        getStore: () => {
          throw new ServiceUnavailableError('The content database is unavailable; try again shortly.', 5);
        },
      },
    );
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(JSON.parse(response.body!).error).toMatchObject({ status: 503, type: 'unavailable' });
  });

  it('answers a generic 500 for anything unexpected and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await handleContentRequest(
      'makes',
      'http://localhost/api/content/makes',
      {},
      {
        getStore: () => {
          throw new Error('secret internal detail');
        },
      },
    );
    expect(response.status).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(JSON.parse(response.body!)).toEqual({
      error: { status: 500, type: 'server-error', message: 'The content service failed to answer.' },
    });
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it('never reflects markup unescaped', async () => {
    const payload = '<script>alert(1)</script>';
    for (const search of [`?${encodeURIComponent(payload)}=1`, `?fuelType=${encodeURIComponent(payload)}`]) {
      const response = await request('derivatives', search);
      expect(response.status).toBe(400);
      expect(response.body).not.toMatch(/[<>]/);
    }
    const named = await request('derivatives', `?${encodeURIComponent(payload)}=1`);
    expect(JSON.parse(named.body!).error.message).toContain('<script>'); // JSON-escaped on the wire only
    expect(safeJson({ a: '</script>&\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028"}');
  });
});
