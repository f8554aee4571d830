import { describe, expect, inject, it } from 'vitest';

/**
 * Known attacks on Next sites, pinned against the production server (docs/security.md). Each
 * test sends the attack and checks the defence still answers; none needs credentials.
 */
const baseURL = inject('baseURL');
const sitekey = 'kerbside';

describe('known attacks', () => {
  it('CVE-2025-29927: an x-middleware-subrequest header does not skip the proxy', async () => {
    // Values that skipped middleware in affected releases (the recursion-depth form included).
    const values = [
      'proxy',
      'middleware',
      'src/middleware',
      'proxy:proxy:proxy:proxy:proxy',
      'middleware:middleware:middleware:middleware:middleware',
      'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
    ];
    for (const value of values) {
      // The proxy names the page shell it chose on every page it lets through, and marks the
      // noindex deals page; both pages are rendered per request, so no cache can answer for it.
      const page = await fetch(`${baseURL}/search?search=golf`, { headers: { 'x-middleware-subrequest': value } });
      expect(page.status, value).toBe(200);
      expect(page.headers.get('x-kerbside-shell'), value).toBe('fixed');
      const noIndex = await fetch(`${baseURL}/new-cars-in-stock`, { headers: { 'x-middleware-subrequest': value } });
      expect(noIndex.headers.get('x-robots-tag'), value).toBe('noindex');
    }
  });

  it('RSC and prefetch variants of protected routes still ask for credentials', async () => {
    const documents = `/api/search/v2/indices/${sitekey}/documents/no-such-document`;
    const variants: Array<[string, RequestInit]> = [
      [`${documents}?_rsc=1a2b3`, {}],
      [`${documents}.rsc`, {}],
      [documents, { headers: { rsc: '1', 'next-router-prefetch': '1' } }],
      ['/api/revalidate?_rsc=1a2b3', { method: 'POST', body: '{"all":true}', headers: { rsc: '1' } }],
      // The search insights page (the proxy asks for credentials before anything renders).
      ['/search-insights', {}],
      ['/search-insights?_rsc=1a2b3', {}],
      ['/search-insights.rsc', {}],
      ['/search-insights', { headers: { rsc: '1' } }],
      ['/search-insights', { headers: { rsc: '1', 'next-router-prefetch': '1' } }],
      ['/search-insights', { headers: { rsc: '1', 'next-router-segment-prefetch': '/_tree' } }],
      ['/search-insights', { headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' } }],
      ['/search%2Dinsights', {}],
      ['/search-insights/', {}],
    ];
    for (const [path, init] of variants) {
      // Redirects followed: Next answers a request with an RSC header by a 307 that adds a
      // cache-busting `_rsc` parameter, and the request that follows must still be refused.
      const response = await fetch(`${baseURL}${path}`, init);
      // 401 asks for credentials; a 429 (the failure limiter, after other suites' bad logins)
      // refuses too. Anything else would mean the variant reached the handler's work.
      expect([401, 429], path).toContain(response.status);
      if (response.status === 401) expect(response.headers.get('www-authenticate'), path).toMatch(/^Basic /);
    }
    // The shell route itself is not reachable from outside: the proxy rewrites it into a shell again.
    for (const shell of ['fixed', 'phone']) {
      const direct = await fetch(`${baseURL}/${shell}/search-insights`);
      expect(direct.status, shell).toBe(404);
    }
  });

  it('/_next/image refuses a host that is not on the list', async () => {
    for (const url of ['https://evil.example/car.png', '//evil.example/car.png', 'http://169.254.169.254/latest']) {
      const response = await fetch(`${baseURL}/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`, {
        redirect: 'manual',
      });
      expect(response.status, url).toBe(400);
      expect(response.headers.get('content-type') ?? '', url).not.toMatch(/^image\//);
    }
  });
});
