import 'server-only';
import { ServiceUnavailableError } from '#src/adapters/content/errors';
import { sitemapEntries, sitemapParts, type SitemapEntry, type SitemapSection } from '#src/lib/seo/sitemap';
import { sectionPaths } from './sitemapPaths';

/**
 * What the sitemap.xml routes share: one section's entries split into parts, and the XML
 * response (or a 503 with Retry-After while the content service is down, so crawlers come back
 * instead of dropping the URLs).
 */

/** The parts of one section, absolute on the origin. */
export async function sectionParts(section: SitemapSection, origin: string): Promise<SitemapEntry[][]> {
  return sitemapParts(sitemapEntries(await sectionPaths(section), origin));
}

/** An XML response built by `build`; 503 when the content service cannot be reached. */
export async function xmlResponse(build: () => Promise<string | null>): Promise<Response> {
  try {
    const xml = await build();
    if (xml === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    return new Response(xml, {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    });
  } catch (error) {
    if (!(error instanceof ServiceUnavailableError)) throw error;
    return new Response('The content service is unavailable; please try again later.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain', 'Retry-After': '300' },
    });
  }
}
