/**
 * GET /widgets-demo: the embed demo page (demoPage.ts) with its strict Content Security Policy.
 * A route handler rather than a page, so the HTML is exactly what a host site would serve: no
 * React, no Next scripts, nothing inline.
 */
import { siteConfig } from '../siteConfig';
import { demoContentSecurityPolicy, demoPageHtml } from './demoPage';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  const { searchHost, searchSitekey } = siteConfig();
  return new Response(demoPageHtml({ searchHost, sitekey: searchSitekey }), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': demoContentSecurityPolicy(searchHost),
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
