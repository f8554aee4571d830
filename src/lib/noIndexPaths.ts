/**
 * Spec 2.8: "one specific deals URL path also gets a noindex robots tag". We chose
 * /new-cars-in-stock: its listing is a feed of dealer stock that changes by the hour and repeats
 * the dealers' own pages, so search engines should follow its links but not index it
 * (docs/adr/0009-error-boundaries-and-noindex-path.md). The proxy adds `X-Robots-Tag` and the root layout adds
 * the robots meta tag for it, whatever page (or 404) renders there.
 */
import { leadPaths, sitePaths } from '../domain/routes';

export const noIndexDealsPath = sitePaths.newCarsInStock;

/**
 * The quote-request form and its confirmation (#16): pages about one visitor's request, with
 * nothing for a search engine, so they are never indexed or listed in a sitemap either.
 */
export const noIndexLeadPaths: readonly string[] = [leadPaths.form, leadPaths.confirmation];

/** Whether a request path must carry the noindex robots tag (trailing slash and query ignored). */
export function isNoIndexPath(path: string): boolean {
  const pathname = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  return pathname === noIndexDealsPath || noIndexLeadPaths.includes(pathname);
}
