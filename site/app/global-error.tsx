'use client';
import { Suspense, useEffect } from 'react';
import { LazyErrorPage, setErrorPageTitle } from './lazyErrorPage';
import { StyledComponentsRegistry } from './StyledComponentsRegistry';

/**
 * The last-resort boundary (spec 2.8): when the root layout itself fails, this replaces the whole
 * document, so it brings its own html and body and the global styles, without the header and
 * footer that may be what failed.
 */
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error('layout error', error.digest ?? error);
    setErrorPageTitle(500);
  }, [error]);
  return (
    <html lang="en-GB">
      <body>
        <StyledComponentsRegistry>
          <main>
            <Suspense>
              <LazyErrorPage statusCode={500} onRetry={retry} />
            </Suspense>
          </main>
        </StyledComponentsRegistry>
      </body>
    </html>
  );
}
