/**
 * sitemap.xml for crawlers (sitemaps.org protocol 0.9), as pure functions so the route handlers
 * only read content and the rules are unit-tested: which paths may be listed (no noindex paths,
 * no account pages, no search results, no APIs), absolute URLs on the site's
 * origin, one entry per URL, the parts of at most 50,000 URLs a sitemap index points to, and XML
 * with every text escaped. Entries use Next's `MetadataRoute.Sitemap` shape.
 */
import type { MetadataRoute } from 'next';
import { apiPaths, sitemapPaths, sitePaths } from '#src/domain/routes';
import { isNoIndexPath } from '../noIndexPaths';

/** One URL of a sitemap (Next's entry shape: url, lastModified, ...). */
export type SitemapEntry = MetadataRoute.Sitemap[number];

/** A page to list: its site path and, where known, when it last changed (ISO date). */
export interface SitemapPath {
  /** The path on the site, e.g. '/reviews' or '/ford/puma/suv/review/r1'. */
  path: string;
  /** When the page last changed, e.g. a review's publishedAt. */
  lastModified?: string;
}

/** The protocol's limit of URLs in one sitemap file (and of sitemaps in one index). */
export const SITEMAP_MAX_URLS = 50_000;

/** The path of the sitemap index. */
export const SITEMAP_INDEX_PATH = sitemapPaths.index;

/** The sections sitemap.xml is split into; each is one or more part files. */
export const sitemapSections = ['pages', 'reviews', 'articles', 'models', 'versions'] as const;
export type SitemapSection = (typeof sitemapSections)[number];

/** Path prefixes that are never listed: APIs, test pages, search results and images. */
const excludedPrefixes = [apiPaths.prefix, `${sitePaths.diagnostics}/`, sitePaths.search, '/img/'];

/** Pages that are never listed: the account pages (noindex; there are no accounts yet). */
const unlistedPaths: ReadonlySet<string> = new Set([sitePaths.signIn, sitePaths.myAccount]);

/**
 * Whether a path may appear in sitemap.xml: a site path (not a full URL), not one the robots
 * rules or the noindex rule keep out, and not an account page.
 */
export function isListablePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (excludedPrefixes.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix))) {
    return false;
  }
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !isNoIndexPath(pathname) && !unlistedPaths.has(normalised);
}

/**
 * The sitemap entries of some paths: listable ones only, absolute on the origin, each URL once
 * (the latest lastModified kept), in the order given.
 */
export function sitemapEntries(paths: readonly SitemapPath[], origin: string): SitemapEntry[] {
  const byUrl = new Map<string, SitemapEntry>();
  for (const { path, lastModified } of paths) {
    if (!isListablePath(path)) continue;
    const url = new URL(path, origin).toString();
    const known = byUrl.get(url);
    const date = validDate(lastModified);
    if (!known) {
      byUrl.set(url, date ? { url, lastModified: date } : { url });
    } else if (date && (!known.lastModified || String(known.lastModified) < date)) {
      known.lastModified = date;
    }
  }
  return [...byUrl.values()];
}

/** An ISO date (yyyy-mm-dd, optionally with a time), else undefined. */
function validDate(value: string | undefined): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value) ? value : undefined;
}

/** The entries split into parts of at most `size` URLs (at least one part, possibly empty). */
export function sitemapParts<T>(entries: readonly T[], size = SITEMAP_MAX_URLS): T[][] {
  if (entries.length === 0) return [[]];
  const parts: T[][] = [];
  for (let start = 0; start < entries.length; start += size) parts.push(entries.slice(start, start + size));
  return parts;
}

/** The path of one part of a section: '/sitemap/xml/reviews-1.xml'. */
export function sitemapPartPath(section: SitemapSection, part: number): string {
  return sitemapPaths.xmlPart(section, part);
}

/** The section and part a part file's name names ('reviews-2.xml'), else null. */
export function parseSitemapPart(file: string): { section: SitemapSection; part: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,3})\.xml$/.exec(file);
  if (!match) return null;
  const section = sitemapSections.find((name) => name === match[1]);
  return section ? { section, part: Number(match[2]) } : null;
}

/** Text for XML content: the five special characters as entities; control characters dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

function lastmod(value: SitemapEntry['lastModified']): string {
  if (value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `<lastmod>${escapeXml(text)}</lastmod>`;
}

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>';
const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` document of entries. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url><loc>${escapeXml(entry.url)}</loc>${lastmod(entry.lastModified)}</url>`);
  return `${xmlHeader}\n<urlset xmlns="${sitemapNamespace}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` document pointing at part files (absolute URLs). */
export function sitemapIndexXml(parts: readonly SitemapEntry[]): string {
  const sitemaps = parts.map(
    (part) => `<sitemap><loc>${escapeXml(part.url)}</loc>${lastmod(part.lastModified)}</sitemap>`,
  );
  return `${xmlHeader}\n<sitemapindex xmlns="${sitemapNamespace}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

/** The latest lastModified of some entries, or undefined when none has one. */
export function latestModified(entries: readonly SitemapEntry[]): string | undefined {
  let latest: string | undefined;
  for (const { lastModified } of entries) {
    if (lastModified === undefined) continue;
    const text = lastModified instanceof Date ? lastModified.toISOString() : String(lastModified);
    if (!latest || text > latest) latest = text;
  }
  return latest;
}
