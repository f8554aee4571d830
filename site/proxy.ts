import { NextResponse, type NextRequest } from 'next/server';
import { isNoIndexPath } from '../src/lib/noIndexPaths';
import { isQueryDrivenPath, shellForViewport, shellSegment } from '../src/lib/pageShell';
import { detectViewport } from '../src/lib/viewport';
import { shellHeader } from './requestHeaders';

/**
 * Runs before every page request and rewrites it into the `[shell]` route segment
 * (src/lib/pageShell.ts, ADR 0013), so pages are rendered once per shell and served from cache:
 * - the shell is the viewport-meta variant of the User-Agent, plus, on cached pages, the few
 *   query parameters they read;
 * - /diagnostics/* (pages that exist for the end-to-end tests) is hidden unless
 *   KERBSIDE_DIAGNOSTICS=1, by a rewrite to a path no route matches (the full 404 page);
 * - the noindex deals path (src/lib/noIndexPaths.ts) gets `X-Robots-Tag: noindex`.
 * The response names its shell in `X-Kerbside-Shell`, which caches in front key on
 * (deploy/nginx.conf computes the same variant from the User-Agent).
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const shell = shellForViewport(detectViewport(request.headers.get('user-agent')));

  let target = pathname;
  if (pathname.startsWith('/diagnostics') && process.env.KERBSIDE_DIAGNOSTICS !== '1') {
    target = '/not-found-diagnostics-disabled';
  }
  const segment = shellSegment(shell, isQueryDrivenPath(pathname) ? undefined : searchParams);
  const url = request.nextUrl.clone();
  url.pathname = `/${segment}${target === '/' ? '' : target}`;

  const response = NextResponse.rewrite(url);
  response.headers.set(shellHeader, shell);
  if (isNoIndexPath(pathname)) response.headers.set('X-Robots-Tag', 'noindex');
  return response;
}

export const config = {
  // Pages only: never the APIs, images, build assets, site/public files (widgets/), or the route
  // handlers at the top of site/app (robots.txt, the widgets demo), which need no shell.
  matcher: ['/((?!api/|img/|_next/|widgets/|icon\\.svg|favicon\\.ico|robots\\.txt|widgets-demo).*)'],
};
