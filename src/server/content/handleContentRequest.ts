/**
 * The Content API handler behind `GET /api/content/:resource` (site/app/api/content/[resource]),
 * framework-free so the tests and the benchmark can serve it from a plain node:http server too.
 * Validates, queries, serialises; sets ETag and Cache-Control and answers 304 to a matching
 * If-None-Match; turns the typed errors into JSON (400, 404, 405, 503 with Retry-After) and never
 * lets an exception escape: anything unexpected is logged once and answered as a generic 500.
 */
import { createHash } from 'node:crypto';
import {
  BadRequestError,
  ContentError,
  NotFoundError,
  ServerError,
  ServiceUnavailableError,
  type ContentErrorBody,
} from '#src/adapters/content/errors';
import { contentResourceNames, isContentResource } from '#src/adapters/content/schema/contentResources';
import { canonicalQueryKey, parseContentQuery, parseRibbonQuery } from '#src/adapters/content/schema/parseContentQuery';
import type { ContentStore } from './contentStore';
import { responseBytes } from './localContent';
import { responseCacheFor } from './responseCache';

export interface ContentHttpResponse {
  status: number;
  headers: Record<string, string>;
  /** null for 304 and HEAD. */
  body: string | null;
  /** The body as UTF-8 bytes, kept with the cached answer so a server need not encode it again. */
  bytes?: Uint8Array;
}

type HeadersLike = Headers | Record<string, string | string[] | undefined>;

export interface HandleContentOptions {
  /** The store to read (opened lazily; may throw ServiceUnavailableError). */
  getStore: () => ContentStore;
  method?: string;
}

/** Clients and proxies may reuse a list for 5 minutes, and serve it stale for an hour while revalidating. */
export const contentCacheControl = 'public, max-age=300, stale-while-revalidate=3600';

const jsonType = 'application/json; charset=utf-8';

function header(headers: HeadersLike, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const value = (headers as Record<string, string | string[] | undefined>)[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** JSON safe to reflect: `<`, `>` and `&` escaped, so no payload is ever echoed as markup. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function errorResponse(error: ContentError, method: string): ContentHttpResponse {
  const headers: Record<string, string> = {
    'content-type': jsonType,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
  if (error instanceof ServiceUnavailableError) headers['retry-after'] = String(error.retryAfterSeconds);
  const body: ContentErrorBody = error.toJSON();
  return { status: error.status, headers, body: method === 'HEAD' ? null : safeJson(body) };
}

/**
 * Weak: the same tag fits the plain and the compressed (by next start) answer, the same content.
 * An answer is a function of the catalogue version (with the store's date) and the canonical
 * request, so the tag hashes those, not the body: hashing a 190 kB page of 200 records was 14 %
 * of the server's time under load, and a matching If-None-Match is now answered before the
 * store is asked anything.
 */
function etagFor(version: string, resource: string, key: string): string {
  return `W/"${createHash('sha1').update(version).update('\n').update(resource).update('\n').update(key).digest('base64url')}"`;
}

/** If-None-Match: a list of (possibly weak) tags or `*`; weak comparison as RFC 9110 asks for GET. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}

let loggedUnexpected = 0;

export async function handleContentRequest(
  resource: string,
  url: URL | string,
  headers: HeadersLike,
  { getStore, method = 'GET' }: HandleContentOptions,
): Promise<ContentHttpResponse> {
  const verb = method.toUpperCase();
  try {
    if (verb !== 'GET' && verb !== 'HEAD') {
      return {
        status: 405,
        headers: { 'content-type': jsonType, allow: 'GET, HEAD', 'cache-control': 'no-store' },
        body: safeJson({
          error: { status: 405, type: 'bad-request', message: `Method ${verb.slice(0, 16)} not allowed; use GET.` },
        }),
      };
    }
    if (!isContentResource(resource)) {
      throw new NotFoundError(
        `Unknown resource '${resource.slice(0, 64)}'; one of ${contentResourceNames.join(', ')}.`,
      );
    }
    let search: string;
    try {
      search = typeof url === 'string' ? new URL(url, 'http://localhost').search : url.search;
    } catch {
      throw new BadRequestError('The request URL cannot be read.');
    }

    // Validate before touching the store: a bad request never opens (or seeds) the database.
    let key: string;
    let compute: (store: ContentStore, catalogueVersion: string) => Promise<Uint8Array>;
    if (resource === 'ribbon') {
      parseRibbonQuery(search);
      key = 'ribbon';
      compute = async (current) => Buffer.from(await current.ribbonJson(), 'utf8');
    } else {
      const query = parseContentQuery(resource, search);
      key = canonicalQueryKey(query);
      compute = async (current, catalogueVersion) =>
        responseBytes(await current.query(query, { catalogueVersion }), query.sourceId);
    }
    const current = getStore();
    // Answers change with the catalogue and, as deals end, with the store's date (issue #18).
    const catalogueVersion = await current.catalogueVersion();
    const version = `${catalogueVersion}@${current.readDate()}`;
    const etag = etagFor(version, resource, key);
    const okHeaders: Record<string, string> = {
      'content-type': jsonType,
      'cache-control': contentCacheControl,
      etag,
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    };
    if (matches(header(headers, 'if-none-match'), etag)) return { status: 304, headers: okHeaders, body: null };
    const cache = responseCacheFor(current);
    let cached = cache.get(version, key);
    if (!cached) {
      cached = { bytes: await compute(current, catalogueVersion) };
      cache.set(version, key, cached);
    }
    if (verb === 'HEAD') return { status: 200, headers: okHeaders, body: null };
    // Compression is left to the server in front (next start gzips responses itself, and
    // compresses again whatever is already encoded, so the handler must not).
    const answer = cached;
    return {
      status: 200,
      headers: okHeaders,
      bytes: answer.bytes,
      get body() {
        return (answer.body ??= Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.length).toString(
          'utf8',
        ));
      },
    };
  } catch (error) {
    if (error instanceof ContentError) return errorResponse(error, verb);
    // Unexpected: log it (the first 100, so a flood cannot fill the disk) and answer generically.
    if (loggedUnexpected < 100) {
      loggedUnexpected += 1;
      console.error(`content: unexpected error for /api/content/${resource.slice(0, 64)}:`, error);
    }
    return errorResponse(new ServerError(), verb);
  }
}
