/**
 * Page shells: how one URL becomes a small, fixed set of cached pages (docs/adr/0013).
 *
 * Every page of the site lives under the route segment `site/app/[shell]/`. site/proxy.ts
 * rewrites each page request to `/{shell}{path}`, where the shell names:
 * - the viewport-meta variant (spec 2.8): phones get 'width=device-width, initial-scale=1.0',
 *   every other visitor a fixed width of 1200; the variant comes from the User-Agent, so it is
 *   chosen in the proxy and each variant is rendered and cached on its own;
 * - on cached pages, the few query parameters they read (`page`, `price`, `deal`), so a cached
 *   page never reads the query string (which would make it dynamic) and a stray parameter
 *   (`?utm_source=…`) never makes a new cache entry.
 * Query-driven pages (search, used-car filters, calculator results …) read the query string
 * themselves and are rendered per request; their shell carries only the viewport variant.
 */
import type { Viewport } from '#tokens';
import { dealerPaths, hubPaths, leadPaths, modelPaths, sitePaths, toolPaths } from '../domain/routes';
import { viewportMeta } from './viewport';

/** The viewport-meta variants: 'phone' (xs) and 'fixed' (everything else). */
export const pageShells = ['phone', 'fixed'] as const;
export type PageShell = (typeof pageShells)[number];

/** The query parameters a cached page may read; the proxy moves them into the shell segment. */
export const cachedQueryKeys = ['page', 'price', 'deal'] as const;

/** Longest query (characters) carried in a shell segment; longer ones are dropped, not cached. */
const MAX_SHELL_QUERY_LENGTH = 200;

/**
 * Pages driven by the query string: rendered per request, their query left in place. A path
 * matches an entry when it equals it, ignoring a trailing slash.
 */
export const queryDrivenPaths = [
  sitePaths.search,
  sitePaths.usedCars,
  toolPaths.comparison,
  toolPaths.finance,
  toolPaths.valuation,
  hubPaths.sellMyCar,
  toolPaths.fuelComparison,
  toolPaths.realMpg,
  toolPaths.realMpgResults,
  toolPaths.companyCarTax,
  toolPaths.vanTax,
  sitePaths.newCarsInStock,
  modelPaths.leasingDeals('personal'),
  modelPaths.leasingDeals('business'),
  // Behind basic auth (src/lib/adminPages.ts): never cached, checked on every request.
  sitePaths.searchInsights,
  // One visitor's quote request (#16): a fresh Idempotency-Key per render, a draft, a reference.
  leadPaths.form,
  leadPaths.confirmation,
  // The dealer finder (#16): results depend on ?postcode= or the visitor's location.
  dealerPaths.finder,
] as const;

/** Folders whose every page is query-driven: the finder of each make, /car-dealers/{make}. */
export const queryDrivenPrefixes = [`${dealerPaths.finder}/`] as const;

/** Whether a request path is rendered per request from its query string. */
export function isQueryDrivenPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    (queryDrivenPaths as readonly string[]).includes(path) ||
    queryDrivenPrefixes.some((prefix) => path.startsWith(prefix))
  );
}

/** The shell of a viewport: phones get the device-width variant. */
export function shellForViewport(viewport: Viewport): PageShell {
  return viewport === 'xs' ? 'phone' : 'fixed';
}

/** The exact viewport-meta text of a shell (spec 2.8). */
export function shellViewportMeta(shell: PageShell): string {
  return viewportMeta(shell === 'phone' ? 'xs' : 'lg');
}

/**
 * The `[shell]` segment for a shell and the cached query parameters of a request: `phone`, or
 * `phone~<base64url of the canonical query>` (sorted, cachedQueryKeys only), so equal queries
 * share one cache entry whatever their order.
 *
 * @example shellSegment('fixed', new URLSearchParams('utm=x&page=2')) // 'fixed~cGFnZT0y'
 */
export function shellSegment(shell: PageShell, query?: URLSearchParams): string {
  if (!query) return shell;
  const kept: [string, string][] = [];
  for (const key of cachedQueryKeys) for (const value of query.getAll(key)) kept.push([key, value]);
  if (kept.length === 0) return shell;
  const canonical = new URLSearchParams(kept).toString();
  if (canonical.length > MAX_SHELL_QUERY_LENGTH) return shell;
  return `${shell}~${toBase64Url(canonical)}`;
}

/** A page's view of its shell segment: the variant and the cached query parameters. */
export interface ShellParams {
  shell: PageShell;
  /** The cached query parameters, shaped like Next's searchParams (repeated keys give arrays). */
  query: Record<string, string | string[]>;
}

/**
 * Reads a `[shell]` segment. Anything unknown (a request that reached the route without the
 * proxy) reads as the fixed shell with no query.
 */
export function readShellSegment(segment: string | undefined): ShellParams {
  const raw = decodeSegment(segment ?? '');
  const [name = '', encoded] = raw.split('~', 2);
  const shell: PageShell = (pageShells as readonly string[]).includes(name) ? (name as PageShell) : 'fixed';
  const query: Record<string, string | string[]> = {};
  if (encoded && /^[A-Za-z0-9_-]+$/.test(encoded)) {
    const params = new URLSearchParams(fromBase64Url(encoded));
    for (const key of cachedQueryKeys) {
      const values = params.getAll(key);
      if (values.length === 1) query[key] = values[0]!;
      else if (values.length > 1) query[key] = values;
    }
  }
  return { shell, query };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** base64url of UTF-8 text, in any runtime (proxy, server, browser). */
function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return '';
  }
}
