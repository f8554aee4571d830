/**
 * The SEO props of spec 3 (seoTitle, seoDescription, seoSchema, seoImage, seoImageAlt,
 * canonicalUrl, prevUrl, nextUrl, noIndex) turned into Next's Metadata, so every page sets them
 * the same way. The JSON-LD of seoSchema is rendered by src/components/seo/JsonLd.tsx (Next's
 * metadata has no field for it). Paths are relative: the root layout sets `metadataBase`.
 */
import type { Metadata } from 'next';
import { applyTitleReplacements } from './titles';

/** One JSON-LD block: its schema.org type and the object to serialise. */
export interface SeoSchema {
  /** The schema.org @type, e.g. 'Review', 'Article', 'Product', 'BreadcrumbList'. */
  type: string;
  /** The JSON-LD object (its @context and @type are added when missing). */
  innerHTML: Record<string, unknown>;
}

/** The SEO props of a page (spec 3). */
export interface SeoProps {
  /** The page title before the site-name template. */
  seoTitle: string;
  /** The meta description (keep it under ~160 characters). */
  seoDescription: string;
  /** JSON-LD blocks for the page. */
  seoSchema?: readonly SeoSchema[];
  /** Share image URL (absolute or site-relative). */
  seoImage?: string;
  /** Alt text of the share image. */
  seoImageAlt?: string;
  /** The canonical path or URL of the page. */
  canonicalUrl: string;
  /** The previous page of a paged list. */
  prevUrl?: string;
  /** The next page of a paged list. */
  nextUrl?: string;
  /** Keep the page out of search engines. */
  noIndex?: boolean;
}

/**
 * Next metadata for a page's SEO props. Next's metadata has no prev/next links, so paged lists
 * also render src/components/seo/PagingLinks.tsx (React hoists those `<link>`s into the head).
 */
export function pageMetadata(seo: SeoProps): Metadata {
  const title = applyTitleReplacements(seo.seoTitle);
  const images = seo.seoImage ? [{ url: seo.seoImage, alt: seo.seoImageAlt ?? title }] : undefined;
  return {
    title,
    description: seo.seoDescription,
    alternates: { canonical: seo.canonicalUrl },
    openGraph: { title, description: seo.seoDescription, url: seo.canonicalUrl, images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description: seo.seoDescription },
    ...(seo.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** A crumb of a breadcrumb trail: its name and path. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * The BreadcrumbList JSON-LD of a trail (paths are made absolute with the site origin).
 * @example breadcrumbSchema([{ name: 'Home', path: '/' }, { name: 'Reviews', path: '/reviews' }], 'https://kerbside.example')
 */
export function breadcrumbSchema(crumbs: readonly Crumb[], origin: string): SeoSchema {
  return {
    type: 'BreadcrumbList',
    innerHTML: {
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: new URL(crumb.path, origin).toString(),
      })),
    },
  };
}
