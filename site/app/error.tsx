'use client';
import { Suspense, useEffect } from 'react';
import { LazyErrorPage, setErrorPageTitle } from './lazyErrorPage';

/**
 * The error boundary of every page below the root layout (spec 2.8): an unexpected error while
 * rendering a page shows the generic 500 page inside the normal header and footer, with a way to
 * try again. Next answers such a request with status 500 and a noindex error shell with no page
 * body (the site's server puts its own 500 page in that body: src/server/http/documentResponse.ts);
 * this boundary renders errors after hydration (a client navigation). Pages handle their expected
 * failures themselves (a backend down shows a clear message in the server HTML); this boundary
 * is for the unexpected. The error goes to the
 * console (in production Next passes only a digest for server errors, never their message).
 */
export default function PageError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error('page error', error.digest ?? error);
    setErrorPageTitle(500);
  }, [error]);
  return (
    <Suspense>
      <LazyErrorPage statusCode={500} onRetry={retry} />
    </Suspense>
  );
}
