import type { Metadata } from 'next';
import { ErrorPage } from '#src/components/ErrorPage';
import { errorPageTitle } from '#src/lib/errorMessages';

/**
 * The site's 500 page in server HTML (spec 2.8). A page that fails while rendering answers 500
 * with Next's empty error shell, which the error boundary (../../error.tsx) fills only once
 * JavaScript runs; the site's server puts this page's body in its place, asked of itself over
 * loopback (src/server/http/siteServer.ts, `renderErrorPage`), so a visitor without JavaScript,
 * or a crawler, reads the error page and not a blank one. It depends on nothing of the request:
 * rendered once per shell and kept like any cached page (the shell layout's revalidate), it costs
 * a cache hit. Asked for directly, the server answers it 500 with no-store: it is never a good
 * page to a visitor or a cache, and it is noindex and in no sitemap.
 */
export const metadata: Metadata = { title: { absolute: errorPageTitle(500) }, robots: { index: false } };

export default function ServerErrorPage() {
  // '' is the failed page's own address (this body is sent in its place): Try again reloads it.
  return <ErrorPage statusCode={500} retryHref="" />;
}
