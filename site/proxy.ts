import { NextResponse, type NextRequest } from 'next/server';
import { plannedRouteTitle } from '../src/lib/plannedRoutes';

/**
 * Serves the holding page for linked routes whose real pages come later (src/lib/plannedRoutes.ts)
 * by rewriting them to /holding/...; the address bar keeps the real URL. Every other request
 * passes through untouched.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!plannedRouteTitle(pathname)) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = `/holding${pathname.replace(/\/$/, '')}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Pages only: never the APIs, images or build assets.
  matcher: ['/((?!api/|img/|_next/|holding/|icon\\.svg|favicon\\.ico).*)'],
};
