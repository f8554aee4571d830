// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readShellSegment } from '#src/lib/pageShell';
import { proxy } from '#site/proxy';
import { shellHeader } from '#site/requestHeaders';

const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** What the proxy decided, from the headers Next reads on its response. */
function decide(path: string, userAgent?: string) {
  const request = new NextRequest(`http://127.0.0.1${path}`, userAgent ? { headers: { 'user-agent': userAgent } } : {});
  const response = proxy(request);
  if (response instanceof Promise) throw new Error('only a back-office page waits');
  const rewrite = new URL(response.headers.get('x-middleware-rewrite') ?? 'http://127.0.0.1/');
  const [, segment = '', ...rest] = rewrite.pathname.split('/');
  return {
    shell: readShellSegment(segment),
    rewrittenTo: `/${rest.join('/')}`,
    search: rewrite.search,
    robots: response.headers.get('x-robots-tag'),
    shellHeader: response.headers.get(shellHeader),
  };
}

describe('site proxy', () => {
  const before = process.env.KERBSIDE_DIAGNOSTICS;
  afterEach(() => {
    if (before === undefined) delete process.env.KERBSIDE_DIAGNOSTICS;
    else process.env.KERBSIDE_DIAGNOSTICS = before;
  });

  it('rewrites every page into the shell of its viewport-meta variant', () => {
    expect(decide('/')).toMatchObject({ rewrittenTo: '/', shell: { shell: 'fixed', query: {} }, shellHeader: 'fixed' });
    expect(decide('/reviews', iPhone)).toMatchObject({ rewrittenTo: '/reviews', shell: { shell: 'phone' } });
  });

  it('moves the cached query parameters into the shell and leaves stray ones out of it', () => {
    const paged = decide('/reviews?utm_source=mail&page=2&price=under-10000');
    expect(paged.shell.query).toEqual({ page: '2', price: 'under-10000' });
    // Same query in another order, same shell (one cache entry).
    expect(decide('/reviews?price=under-10000&page=2').shell).toEqual(paged.shell);
    expect(decide('/reviews?utm_source=mail').shell.query).toEqual({});
  });

  it('leaves the query of query-driven pages where it is', () => {
    const search = decide('/search?search=golf&page=2');
    expect(search.shell.query).toEqual({});
    expect(search.search).toBe('?search=golf&page=2');
  });

  it('serves the account pages as pages of their own, in the shell', () => {
    expect(decide('/sign-in')).toMatchObject({ rewrittenTo: '/sign-in', robots: null });
    expect(decide('/my-account')).toMatchObject({ rewrittenTo: '/my-account', robots: null });
  });

  it('hides the diagnostics pages unless KERBSIDE_DIAGNOSTICS=1', () => {
    delete process.env.KERBSIDE_DIAGNOSTICS;
    expect(decide('/diagnostics/error').rewrittenTo).toBe('/not-found-diagnostics-disabled');
    process.env.KERBSIDE_DIAGNOSTICS = '1';
    expect(decide('/diagnostics/error').rewrittenTo).toBe('/diagnostics/error');
  });

  it('marks the noindex deals path with X-Robots-Tag', () => {
    expect(decide('/new-cars-in-stock').robots).toBe('noindex');
    expect(decide('/new-car-deals').robots).toBeNull();
  });
});

describe('site proxy: back-office pages', () => {
  const secretBefore = process.env.SEARCH_ADMIN_SECRET;
  const secret = 'proxy-test-secret';
  const basic = (password: string) => `Basic ${Buffer.from(`kerbside:${password}`).toString('base64')}`;
  let client = 0;
  beforeEach(() => {
    process.env.SEARCH_ADMIN_SECRET = secret;
  });
  afterEach(() => {
    if (secretBefore === undefined) delete process.env.SEARCH_ADMIN_SECRET;
    else process.env.SEARCH_ADMIN_SECRET = secretBefore;
  });

  /** A request from a client of its own (the failure limiter is shared by the whole process). */
  function ask(path: string, authorization?: string, ip = `192.0.2.${(client += 1)}`) {
    const headers: Record<string, string> = { 'x-forwarded-for': ip };
    if (authorization) headers.authorization = authorization;
    return Promise.resolve(proxy(new NextRequest(`http://127.0.0.1${path}`, { headers })));
  }

  it('answers 401 with WWW-Authenticate, never stored and noindex, without the right credentials', async () => {
    for (const authorization of [undefined, 'Bearer x', basic('wrong')]) {
      const response = await ask('/search-insights', authorization);
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Basic realm="search", charset="UTF-8"');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(await response.text()).toBe('Authentication required.\n');
    }
  });

  it('guards every variant of the path: RSC payloads, trailing parts, encodings and case', async () => {
    for (const path of [
      '/search-insights?_rsc=1a2b3',
      '/search-insights.rsc',
      '/search-insights/',
      '/search-insights/anything',
      '/search%2Dinsights',
      '/Search-Insights',
      '/search-insights?from=2026-06-01&to=2026-06-30',
    ])
      expect((await ask(path)).status, path).toBe(401);
  });

  it('lets the right credentials through to the page, query kept, noindex', async () => {
    const response = await ask('/search-insights?from=2026-06-01&to=2026-06-30', basic(secret));
    expect(response.status).toBe(200);
    const rewrite = new URL(response.headers.get('x-middleware-rewrite')!);
    expect(rewrite.pathname).toBe('/fixed/search-insights');
    expect(rewrite.search).toBe('?from=2026-06-01&to=2026-06-30');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('answers 429 with Retry-After after repeated failures, even with the right credentials', async () => {
    const ip = '198.51.100.77';
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await ask('/search-insights', basic('guess'), ip)).status).toBe(401);
    const blocked = await ask('/search-insights', basic(secret), ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 503 when no secret is configured', async () => {
    delete process.env.SEARCH_ADMIN_SECRET;
    expect((await ask('/search-insights', basic(''))).status).toBe(503);
  });

  it('leaves other pages alone', async () => {
    expect((await ask('/search?search=golf')).status).toBe(200);
    expect((await ask('/search')).headers.get('www-authenticate')).toBeNull();
  });
});
