/**
 * GET /widgets-demo: the embed demo page (demoPage.ts) with its strict Content Security Policy.
 * A route handler rather than a page, so the HTML is exactly what a host site would serve: no
 * React, no Next scripts, nothing inline. `?widgets=alternative` mounts the other widget types
 * (RADIO_GROUP, TAGS, INFINITE_SCROLL) in the same places.
 */
import { siteConfig } from '../siteConfig';
import { demoContentSecurityPolicy, demoPageHtml, demoVariantOf } from './demoPage';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  const { searchHost, searchSitekey } = siteConfig();
  const variant = demoVariantOf(new URL(request.url).searchParams.get('widgets'));
  return new Response(demoPageHtml({ searchHost, sitekey: searchSitekey, variant }), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': demoContentSecurityPolicy(searchHost),
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
