'use client';
import { useEffect } from 'react';
import { ErrorPage } from '#src/components/ErrorPage';
import { defaultErrorMessage } from '#src/lib/errorMessages';

const errorTitle = `500 - ${defaultErrorMessage(500)}`;
import { StyledComponentsRegistry } from './StyledComponentsRegistry';

/**
 * The last-resort boundary (spec 2.8): when the root layout itself fails, this replaces the whole
 * document, so it brings its own html and body and the global styles, without the header and
 * footer that may be what failed.
 */
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error('layout error', error.digest ?? error);
    document.title = errorTitle;
  }, [error]);
  return (
    <html lang="en-GB">
      <body>
        <StyledComponentsRegistry>
          <main>
            <ErrorPage statusCode={500} onRetry={retry} />
          </main>
        </StyledComponentsRegistry>
      </body>
    </html>
  );
}
