/**
 * Back-office pages: behind the document API's basic auth (`sitekey:SEARCH_ADMIN_SECRET`), which
 * the site proxy enforces on every request before the page renders (site/proxy.ts answers 401
 * with WWW-Authenticate, or 429 after repeated failures), never indexed, and rendered per request
 * (they are in queryDrivenPaths, src/lib/pageShell.ts, and `force-dynamic`).
 */
import { sitePaths } from '../domain/routes';

/** The search insights dashboard. */
export const searchInsightsPath = sitePaths.searchInsights;

/** Every back-office page. */
export const adminPagePaths = [searchInsightsPath] as const;

/**
 * Whether a request path belongs to a back-office page. Matched generously, since a miss would
 * skip the credentials check: any path that starts with one (so `/search-insights/`,
 * `/search-insights.rsc` and anything below it too), after percent-decoding, in any case, with
 * repeated or backward slashes read as one.
 */
export function isAdminPagePath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // a broken escape: check the path as it came
  }
  path = path.replace(/[/\\]+/g, '/').toLowerCase();
  return adminPagePaths.some((page) => path.startsWith(page));
}
