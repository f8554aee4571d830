import 'server-only';
import { configuredSiteOrigin } from '../src/lib/seo/siteOrigin';

/**
 * The origin of the site's absolute URLs (canonical links, share URLs, JSON-LD, sitemaps):
 * SITE_ORIGIN, else PUBLIC_APP_ORIGIN, else http://localhost:$PORT. Never the request's Host
 * header: pages are cached and shared between visitors, and a forged Host would poison them.
 */
export function siteOrigin(): string {
  return configuredSiteOrigin(process.env);
}
