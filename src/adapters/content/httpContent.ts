/**
 * The HTTP ContentAdapter: any Content API base URL (ours at /api/content, or a remote one named
 * by CONTENT_API_URL). Queries are sent as toSearchParams writes them and not validated here,
 * so the server's ValidationError comes back as the same typed error; a network failure or a
 * timeout is a ServiceUnavailableError. No Node-only imports.
 *
 * Losing the API costs a page at most one timeout (issue #15): after a call fails to reach it,
 * every call fails at once for `retryAfterSeconds`, with that Retry-After, and the first call
 * after the window tries the API again. So a hung API does not hold every render for the whole
 * timeout, and the site recovers by itself once the API answers.
 */
import { reviewsByIdsVia, type ContentAdapter } from './ContentAdapter';
import { errorFromResponse, NotFoundError, ServerError, ServiceUnavailableError } from './errors';
import type { ContentResource, ListResource } from './schema/contentResources';
import type { ContentQuery } from './schema/contentQueryTypes';
import { toSearchParams } from './schema/toSearchParams';
import type { ContentResponse, RibbonConfig } from '#src/domain/content/types';

export interface HttpContentOptions {
  /** The fetch to use (tests, instrumentation); the global one by default. */
  fetch?: typeof fetch;
  /** Give up on a request after this long (a 503-style ServiceUnavailableError); defaultContentTimeoutMs. */
  timeoutMs?: number;
  /** After a failure to reach the API, fail at once for this long; defaultContentRetryAfterSeconds. */
  retryAfterSeconds?: number;
  /** The clock (tests). */
  now?: () => number;
  /** Extra request headers, e.g. an API key of a remote service. */
  headers?: Record<string, string>;
}

/** A Content API call that has not answered in this long fails: a page's render must stay fast. */
export const defaultContentTimeoutMs = 900;
/** How long calls fail at once after the API could not be reached. */
export const defaultContentRetryAfterSeconds = 5;

/** `baseUrl` is the API root that the resources hang off, e.g. http://localhost:3000/api/content. */
export function createHttpContent(baseUrl: string, options: HttpContentOptions = {}): ContentAdapter {
  const base = baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? defaultContentTimeoutMs;
  const retryAfterSeconds = options.retryAfterSeconds ?? defaultContentRetryAfterSeconds;
  const now = options.now ?? Date.now;
  // Until when calls fail without trying: set by a call that could not reach the API.
  let unreachableUntil = 0;

  function unreachable(error: unknown): ServiceUnavailableError {
    unreachableUntil = now() + retryAfterSeconds * 1000;
    const reason = error instanceof Error ? error.message : String(error);
    return new ServiceUnavailableError(
      `The Content API at ${base} could not be reached (${reason}).`,
      retryAfterSeconds,
    );
  }

  async function getJson<T>(resource: ContentResource, params?: URLSearchParams): Promise<T> {
    const waitMs = unreachableUntil - now();
    if (waitMs > 0)
      throw new ServiceUnavailableError(
        `The Content API at ${base} could not be reached; trying again shortly.`,
        Math.ceil(waitMs / 1000),
      );
    const query = params?.toString();
    const url = `${base}/${resource}${query ? `?${query}` : ''}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { accept: 'application/json', ...options.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw unreachable(error);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      // The body stopped arriving (the timeout covers it too).
      throw unreachable(error);
    }
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: the status alone decides the error below
    }
    if (!response.ok) throw errorFromResponse(response.status, body);
    if (body === undefined) throw new ServerError(`The Content API at ${base} answered without a JSON body.`);
    return body as T;
  }

  const adapter: ContentAdapter = {
    async list(resource: ListResource, query?: ContentQuery) {
      return getJson<ContentResponse<never>>(resource, toSearchParams(resource, query));
    },

    async get(resource: ListResource, id: string) {
      // A comma would make it a list of ids; no id contains one.
      if (!id || id.includes(',')) throw new NotFoundError(`Nothing in /${resource} has the id '${id.slice(0, 64)}'.`);
      const page = await adapter.list(resource, { id: [id], pageSize: 1 });
      const item = page.items[0];
      if (item === undefined) throw new NotFoundError(`Nothing in /${resource} has the id '${id.slice(0, 64)}'.`);
      return item as never;
    },

    reviewsByIds: (ids) => reviewsByIdsVia(adapter, ids),

    ribbon: () => getJson<RibbonConfig>('ribbon'),
  };
  return adapter;
}
