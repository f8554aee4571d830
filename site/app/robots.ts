import type { MetadataRoute } from 'next';
import { SITEMAP_INDEX_PATH } from '#src/lib/seo/sitemap';
import { siteOrigin } from '../siteOrigin';
import { apiPaths, sitePaths } from '#src/domain/routes';

/**
 * /robots.txt: every crawler may read the site except the APIs, the test pages and search
 * result pages (endless keyword combinations of content listed elsewhere); the sitemap index
 * is named with the site's origin.
 */
/** Read at request time, so SITE_ORIGIN is the running server's, not the build machine's. */
export const dynamic = 'force-dynamic';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: { userAgent: '*', allow: '/', disallow: [apiPaths.prefix, `${sitePaths.diagnostics}/`, sitePaths.search] },
    sitemap: new URL(SITEMAP_INDEX_PATH, origin).toString(),
  };
}
