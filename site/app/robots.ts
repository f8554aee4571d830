import type { MetadataRoute } from 'next';
import { SITEMAP_INDEX_PATH } from '../../src/lib/seo/sitemap';
import { requestOrigin } from '../requestOrigin';

/**
 * /robots.txt: every crawler may read the site except the APIs, the test pages and search
 * result pages (endless keyword combinations of content listed elsewhere); the sitemap index
 * is named with the site's origin.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await requestOrigin();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/diagnostics/', '/search'] },
    sitemap: new URL(SITEMAP_INDEX_PATH, origin).toString(),
  };
}
