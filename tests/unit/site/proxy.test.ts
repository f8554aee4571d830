// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { proxy } from '../../../site/proxy';
import { pathnameHeader } from '../../../site/requestHeaders';

/** What the proxy decided, from the headers Next reads on its response. */
function decide(path: string) {
  const response = proxy(new NextRequest(`http://127.0.0.1${path}`));
  const rewrite = response.headers.get('x-middleware-rewrite');
  return {
    rewrittenTo: rewrite ? new URL(rewrite).pathname : null,
    robots: response.headers.get('x-robots-tag'),
    forwardedPath: response.headers.get(`x-middleware-request-${pathnameHeader}`),
  };
}

describe('site proxy', () => {
  const before = process.env.KERBSIDE_DIAGNOSTICS;
  afterEach(() => {
    if (before === undefined) delete process.env.KERBSIDE_DIAGNOSTICS;
    else process.env.KERBSIDE_DIAGNOSTICS = before;
  });

  it('rewrites a planned route to its holding page and passes the path on', () => {
    expect(decide('/sign-in')).toEqual({
      rewrittenTo: '/holding/sign-in',
      robots: null,
      forwardedPath: '/sign-in',
    });
  });

  it('leaves other pages alone', () => {
    expect(decide('/')).toEqual({ rewrittenTo: null, robots: null, forwardedPath: '/' });
  });

  it('hides the diagnostics pages unless KERBSIDE_DIAGNOSTICS=1', () => {
    delete process.env.KERBSIDE_DIAGNOSTICS;
    expect(decide('/diagnostics/error').rewrittenTo).toBe('/not-found-diagnostics-disabled');
    process.env.KERBSIDE_DIAGNOSTICS = '1';
    expect(decide('/diagnostics/error').rewrittenTo).toBeNull();
  });

  it('marks the noindex deals path with X-Robots-Tag', () => {
    expect(decide('/new-cars-in-stock').robots).toBe('noindex');
    expect(decide('/new-car-deals').robots).toBeNull();
  });
});
