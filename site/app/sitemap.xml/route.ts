import { latestModified, sitemapIndexXml, sitemapPartPath, sitemapSections } from '../../../src/lib/seo/sitemap';
import { requestOrigin } from '../../requestOrigin';
import { sectionParts, xmlResponse } from '../sitemap/_shared/xmlResponse';

/**
 * /sitemap.xml: the sitemap index for crawlers. It points at the part files of each section
 * (/sitemap/xml/<section>-<n>.xml, at most 50,000 URLs each) with the latest change in each.
 */
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const origin = await requestOrigin();
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
