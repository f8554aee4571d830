'use client';
import { lazy } from 'react';

/**
 * The error page as the error boundaries (error.tsx, global-error.tsx) load it: only when an error
 * is shown. A boundary's own code is in every page's first load, so importing ErrorPage (its
 * texts, buttons and links) statically cost each page about 7 kB of compressed JavaScript for a
 * page almost no visitor sees (issue #13).
 */
export const LazyErrorPage = lazy(() =>
  import('#src/components/ErrorPage').then(({ ErrorPage }) => ({ default: ErrorPage })),
);

/** Sets the document title of an error page (spec 2.8: `<status> - <message>`), its texts loaded with it. */
export function setErrorPageTitle(statusCode: number): void {
  void import('#src/lib/errorMessages').then(({ errorPageTitle }) => {
    document.title = errorPageTitle(statusCode);
  });
}
