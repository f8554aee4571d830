import { latestModified, sitemapIndexXml, sitemapPartPath, sitemapSections } from '#src/lib/seo/sitemap';
import { siteOrigin } from '#site/siteOrigin';

export { generateStaticParams } from '#site/onDemand';
import { sectionParts, xmlResponse } from '../sitemap/_shared/xmlResponse';

/**
 * /sitemap.xml: the sitemap index for crawlers. It points at the part files of each section
 * (/sitemap/xml/<section>-<n>.xml, at most 50,000 URLs each) with the latest change in each.
 */
// Cached like the pages (ADR 0013): rendered on first request, revalidated on change or hourly.
export const revalidate = 3600;

export async function GET(): Promise<Response> {
  const origin = await siteOrigin();
  return xmlResponse(async () => {
    const sections = await Promise.all(
      sitemapSections.map(async (section) => ({ section, parts: await sectionParts(section, origin) })),
    );
    return sitemapIndexXml(
      sections.flatMap(({ section, parts }) =>
        parts.map((entries, index) => {
          const lastModified = latestModified(entries);
          const url = new URL(sitemapPartPath(section, index + 1), origin).toString();
          return lastModified ? { url, lastModified } : { url };
        }),
      ),
    );
  });
}
