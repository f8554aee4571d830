// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { readShellSegment } from '../../../src/lib/pageShell';
import { proxy } from '../../../site/proxy';
import { shellHeader } from '../../../site/requestHeaders';

const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** What the proxy decided, from the headers Next reads on its response. */
function decide(path: string, userAgent?: string) {
  const request = new NextRequest(`http://127.0.0.1${path}`, userAgent ? { headers: { 'user-agent': userAgent } } : {});
  const response = proxy(request);
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
