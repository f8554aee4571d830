import { NextResponse, type NextRequest } from 'next/server';
import { isAdminPagePath } from '../src/lib/adminPages';
import { isNoIndexPath } from '../src/lib/noIndexPaths';
import { isQueryDrivenPath, shellForViewport, shellSegment } from '../src/lib/pageShell';
import { detectViewport } from '../src/lib/viewport';
import { authRealmHeader, checkAdminCredentials } from '../src/server/search/adminAuth';
import { searchSitekey } from '../src/server/search/searchSitekey';
import { shellHeader } from './requestHeaders';
import { sitePaths } from '../src/domain/routes';

/**
 * Runs before every page request and rewrites it into the `[shell]` route segment
 * (src/lib/pageShell.ts, ADR 0013), so pages are rendered once per shell and served from cache:
 * - the shell is the viewport-meta variant of the User-Agent, plus, on cached pages, the few
 *   query parameters they read;
 * - /diagnostics/* (pages that exist for the end-to-end tests) is hidden unless
 *   KERBSIDE_DIAGNOSTICS=1, by a rewrite to a path no route matches (the full 404 page);
 * - the noindex deals path (src/lib/noIndexPaths.ts) gets `X-Robots-Tag: noindex`;
 * - a back-office page (src/lib/adminPages.ts: /search-insights) is answered here, before any
 *   rendering or cache, unless the request carries the document API's basic credentials: 401
 *   with WWW-Authenticate (the browser asks for them), 429 with Retry-After after repeated
 *   failures (the same limiter as the APIs), 503 without SEARCH_ADMIN_SECRET. This runs for the
 *   page and every variant of it (RSC payloads, prefetches), and the page checks the credentials
 *   again itself. Its answers are `noindex` and never stored.
 * The response names its shell in `X-Kerbside-Shell`, which caches in front key on
 * (deploy/nginx.conf computes the same variant from the User-Agent).
 */
export function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  // Only a back-office page waits (its limiter may be PostgreSQL's); every other page is answered at once.
  if (isAdminPagePath(request.nextUrl.pathname))
    return adminRefusal(request.headers).then((refusal) => refusal ?? rewriteToShell(request, true));
  return rewriteToShell(request, false);
}

function rewriteToShell(request: NextRequest, adminPage: boolean): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  const shell = shellForViewport(detectViewport(request.headers.get('user-agent')));

  let target = pathname;
  if (pathname.startsWith(sitePaths.diagnostics) && process.env.KERBSIDE_DIAGNOSTICS !== '1') {
    target = '/not-found-diagnostics-disabled';
  }
  const segment = shellSegment(shell, isQueryDrivenPath(pathname) ? undefined : searchParams);
  const url = request.nextUrl.clone();
  url.pathname = `/${segment}${target === '/' ? '' : target}`;

  const response = NextResponse.rewrite(url);
  response.headers.set(shellHeader, shell);
  if (isNoIndexPath(pathname)) response.headers.set('X-Robots-Tag', 'noindex');
  if (adminPage) response.headers.set('X-Robots-Tag', adminRobots);
  return response;
}

const adminRobots = 'noindex, nofollow';

/** The answer to a back-office page request without the right credentials, or undefined to go on. */
async function adminRefusal(headers: Headers): Promise<NextResponse | undefined> {
  const verdict = await checkAdminCredentials(headers, {
    user: searchSitekey(),
    secret: process.env.SEARCH_ADMIN_SECRET,
  });
  if (verdict.ok) return undefined;
  const refuse = (status: number, text: string, extra: Record<string, string>) =>
    new NextResponse(`${text}\n`, {
      status,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Robots-Tag': adminRobots,
        ...extra,
      },
    });
  if (verdict.status === 401) return refuse(401, 'Authentication required.', { 'WWW-Authenticate': authRealmHeader });
  if (verdict.status === 429)
    return refuse(429, 'Too many failed authentications; try again later.', {
      'Retry-After': String(verdict.retryAfter),
    });
  return refuse(503, 'This page is disabled (no SEARCH_ADMIN_SECRET).', { 'Retry-After': '3600' });
}

export const config = {
  // Pages only: never the APIs, images, build assets, site/public files (widgets/), or the route
  // handlers at the top of site/app (robots.txt, the widgets demo), which need no shell.
  matcher: ['/((?!api/|img/|_next/|widgets/|icon\\.svg|favicon\\.ico|robots\\.txt|widgets-demo).*)'],
};
