/**
 * Link routing (spec 2.9): paths that belong to the other application (articles, reviews,
 * hubs, deals lists, the tax, fuel and mpg tools, review pages by make/range/trim) get a
 * full-page link to its configured origin; absolute URLs are external; the rest navigate in the app.
 * The path lists are data so a moved section is a one-line change.
 */
import { toolPaths } from '../domain/routes';

/** First path segments served by the other application (spec 2.9). */
export const externalAppSections = [
  'advice',
  'news',
  'best',
  'authors',
  'tag',
  'class',
  'awards',
  'reviews',
  'used-reviews',
  'make',
  'category',
  'new-car-deals',
] as const;

/**
 * Tools served by the other application, matched as the path or anything below it. The tax
 * calculators live under /news and are listed for completeness.
 */
export const externalAppToolPaths = [
  toolPaths.companyCarTax,
  toolPaths.vanTax,
  toolPaths.fuelComparison,
  toolPaths.realMpg,
] as const;

/**
 * Segments that make a {base} path (/:make/:model/:bodystyle) a review page: {base}/review/:id,
 * {base}/preview/:id and {base}/:date?/used-review/:id (spec 2.1).
 */
export const reviewPageSegments = ['review', 'preview', 'used-review'] as const;

/** Number of segments of {base}: make, model, bodystyle. */
const baseSegmentCount = 3;

/** Where a link goes and the href to render. */
export interface LinkTarget {
  /** 'external': another site; 'fullPage': the other application; 'app': client-side navigation. */
  kind: 'external' | 'fullPage' | 'app';
  href: string;
}

/** Options of {@link resolveLinkTarget}. */
export interface LinkRoutingOptions {
  /** Origin of the other application (e.g. 'https://www.example.co.uk'); undefined means same origin. */
  appOrigin?: string | undefined;
}

/** http(s), protocol-relative, mailto and tel URLs. */
const externalUrl = /^(?:https?:\/\/|\/\/|mailto:|tel:)/i;

/** The lower-cased path segments of a path, without query, hash or empty segments. */
function pathSegments(path: string): string[] {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase());
}

/**
 * Whether a site path belongs to the other application (spec 2.9). Matching ignores a leading
 * '/', trailing slashes, the query, the hash and letter case.
 *
 * @example isExternalAppPath('/news/ford-puma/n123') // true
 * @example isExternalAppPath('/ford/puma/suv/review/123') // true
 * @example isExternalAppPath('/used-cars?type=used') // false
 */
export function isExternalAppPath(path: string): boolean {
  if (externalUrl.test(path)) return false;
  const segments = pathSegments(path);
  const first = segments[0];
  if (first === undefined) return false;
  if ((externalAppSections as readonly string[]).includes(first)) return true;
  const normalised = `/${segments.join('/')}`;
  if (externalAppToolPaths.some((tool) => normalised === tool || normalised.startsWith(`${tool}/`))) return true;
  // A review page: a review segment after make/model/bodystyle (index 3, or 4 after a used review's date).
  return segments.some(
    (segment, index) => index >= baseSegmentCount && (reviewPageSegments as readonly string[]).includes(segment),
  );
}

/**
 * Decides how a link is rendered (spec 2.9).
 *
 * @example resolveLinkTarget('https://example.com/') // { kind: 'external', href: 'https://example.com/' }
 * @example resolveLinkTarget('/news/a/n1', { appOrigin: 'https://www.example.co.uk' })
 *   // { kind: 'fullPage', href: 'https://www.example.co.uk/news/a/n1' }
 * @example resolveLinkTarget('/used-cars') // { kind: 'app', href: '/used-cars' }
 */
export function resolveLinkTarget(href: string, { appOrigin }: LinkRoutingOptions = {}): LinkTarget {
  if (externalUrl.test(href)) return { kind: 'external', href };
  if (isExternalAppPath(href)) {
    if (!appOrigin) return { kind: 'fullPage', href };
    const origin = appOrigin.replace(/\/+$/, '');
    const path = href.startsWith('/') ? href : `/${href}`;
    return { kind: 'fullPage', href: `${origin}${path}` };
  }
  return { kind: 'app', href };
}

/**
 * PUBLIC_APP_ORIGIN, the other application's origin, from the server's environment: trimmed,
 * and undefined when unset or blank (then its paths are plain same-origin anchors).
 */
export function appOriginFromEnv(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const origin = env.PUBLIC_APP_ORIGIN?.trim();
  return origin ? origin : undefined;
}
