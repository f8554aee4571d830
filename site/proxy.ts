import { NextResponse, type NextRequest } from 'next/server';
import { isNoIndexPath } from '../src/lib/noIndexPaths';
import { plannedRouteTitle } from '../src/lib/plannedRoutes';
import { pathnameHeader } from './requestHeaders';

/**
 * Runs before every page request:
 * - serves the holding page for linked routes whose real pages come later (src/lib/plannedRoutes.ts)
 *   by rewriting them to /holding/...; the address bar keeps the real URL;
 * - hides /diagnostics/* (pages that exist for the end-to-end tests) unless KERBSIDE_DIAGNOSTICS=1,
 *   by rewriting to a path no route matches, which renders the full 404 page;
 * - marks the noindex deals path (src/lib/noIndexPaths.ts) with `X-Robots-Tag: noindex`;
 * - passes the path to the root layout in a request header.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(pathnameHeader, pathname);

  let response: NextResponse;
  if (pathname.startsWith('/diagnostics') && process.env.KERBSIDE_DIAGNOSTICS !== '1') {
    response = NextResponse.rewrite(new URL('/not-found-diagnostics-disabled', request.url), {
      request: { headers: requestHeaders },
    });
  } else if (plannedRouteTitle(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = `/holding${pathname.replace(/\/$/, '')}`;
    response = NextResponse.rewrite(url, { request: { headers: requestHeaders } });
  } else {
    response = NextResponse.next({ request: { headers: requestHeaders } });
  }
  if (isNoIndexPath(pathname)) response.headers.set('X-Robots-Tag', 'noindex');
  return response;
}

export const config = {
  // Pages only: never the APIs, images or build assets.
  matcher: ['/((?!api/|img/|_next/|holding/|icon\\.svg|favicon\\.ico).*)'],
};
