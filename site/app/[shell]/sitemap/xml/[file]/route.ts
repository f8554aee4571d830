import { parseSitemapPart, urlsetXml } from '#src/lib/seo/sitemap';
import { siteOrigin } from '#site/siteOrigin';
import { sectionParts, xmlResponse } from '#site/app/[shell]/sitemap/_shared/xmlResponse';

export { generateStaticParams } from '#site/onDemand';

/**
 * /sitemap/xml/<section>-<n>.xml: one part of sitemap.xml (see /sitemap.xml for the index): the
 * URLs of a section (pages, reviews, articles, models, versions). An unknown name is a 404.
 */
// Cached like the pages (ADR 0013): rendered on first request, revalidated on change or hourly.
export const revalidate = 3600;

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const named = parseSitemapPart((await params).file);
  const origin = await siteOrigin();
  return xmlResponse(async () => {
    if (!named) return null;
    const parts = await sectionParts(named.section, origin);
    const entries = parts[named.part - 1];
    return entries ? urlsetXml(entries) : null;
  });
}
