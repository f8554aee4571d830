/**
 * Spec 2.8: "one specific deals URL path also gets a noindex robots tag". We chose
 * /new-cars-in-stock: its listing is a feed of dealer stock that changes by the hour and repeats
 * the dealers' own pages, so search engines should follow its links but not index it
 * (docs/adr/0009-noindex-deals-path.md). The proxy adds `X-Robots-Tag` and the root layout adds
 * the robots meta tag for it, whatever page (or 404) renders there.
 */
export const noIndexDealsPath = '/new-cars-in-stock';

/** Whether a request path must carry the noindex robots tag (trailing slash and query ignored). */
export function isNoIndexPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname.replace(/\/+$/, '') === noIndexDealsPath;
}
