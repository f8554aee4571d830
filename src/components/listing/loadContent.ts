/**
 * The outcome of reading content for a page: the value, or why there is none. Pages render
 * 'unavailable' as a clear message in the server HTML (ContentUnavailable) and 'not-found' with
 * notFound(), instead of letting the error boundary turn an expected failure into a 500.
 * Anything else is unexpected and is thrown on to the boundary.
 */
import { NotFoundError, ServiceUnavailableError, ValidationError } from '#src/adapters/content/errors';

/** What a content read came to. */
export type ContentResult<T> =
  | { status: 'ok'; value: T }
  | { status: 'unavailable' }
  /** An unknown id, or an id the Content API refuses as malformed. */
  | { status: 'not-found' };

/**
 * Runs a content read and sorts its outcome.
 * @example const result = await loadContent(() => contentAdapter().get('reviews', id));
 */
export async function loadContent<T>(load: () => Promise<T>): Promise<ContentResult<T>> {
  try {
    return { status: 'ok', value: await load() };
  } catch (error) {
    if (error instanceof ServiceUnavailableError) return { status: 'unavailable' };
    if (error instanceof NotFoundError || error instanceof ValidationError) return { status: 'not-found' };
    throw error;
  }
}
