/**
 * The HTTP ContentAdapter: any Content API base URL (ours at /api/content, or a remote one named
 * by CONTENT_API_URL). Queries are sent as toSearchParams writes them and not validated here,
 * so the server's ValidationError comes back as the same typed error; a network failure or a
 * timeout is a ServiceUnavailableError. No Node-only imports.
 */
import { reviewsByIdsVia, type ContentAdapter } from './ContentAdapter';
import { errorFromResponse, NotFoundError, ServerError, ServiceUnavailableError } from './errors';
import type { ContentQuery, ContentResource, ListResource } from './schema';
import { toSearchParams } from './schema/toSearchParams';
import type { ContentResponse, RibbonConfig } from '../../domain/content/types';

export interface HttpContentOptions {
  /** The fetch to use (tests, instrumentation); the global one by default. */
  fetch?: typeof fetch;
  /** Give up on a request after this long (a 503-style ServiceUnavailableError). */
  timeoutMs?: number;
  /** Extra request headers, e.g. an API key of a remote service. */
  headers?: Record<string, string>;
}

/** `baseUrl` is the API root that the resources hang off, e.g. http://localhost:3000/api/content. */
export function createHttpContent(baseUrl: string, options: HttpContentOptions = {}): ContentAdapter {
  const base = baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function getJson<T>(resource: ContentResource, params?: URLSearchParams): Promise<T> {
    const query = params?.toString();
    const url = `${base}/${resource}${query ? `?${query}` : ''}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { accept: 'application/json', ...options.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ServiceUnavailableError(`The Content API at ${base} could not be reached (${reason}).`);
    }
    const text = await response.text().catch(() => '');
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
