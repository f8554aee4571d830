/**
 * The page cache in front of Next's (docs/adr/0018): scripts/serve.mjs answers a cached page from
 * memory, with its stored bytes and headers, without entering Next's request pipeline.
 *
 * Why: a hit in Next's own cache (ISR, ADR 0013) still runs the proxy, routing, the ETag hash and
 * gzip of the whole body on every request, 3 to 5 ms of CPU for the home page. Here a hit is a map
 * lookup and one write of bytes Next already produced.
 *
 * What is kept: only an answer Next itself served from its cache (`x-nextjs-cache: HIT`), with
 * status 200, a public `s-maxage` Cache-Control (src/server/http/cacheControl.ts) and no
 * Set-Cookie, as the server finished it (security headers and CSP hashes added:
 * documentResponse.ts), with its gzip and brotli forms made once (see `encodedOf`). So nothing per request, per visitor,
 * stale, or an error is ever kept, and what is kept is exactly what the server would send again.
 *
 * How long: until a revalidation purges it (revalidatePages calls purgePageCache with the same
 * paths, or everything), and never longer than `maxAgeSeconds` (a ceiling on top of Next's own,
 * so an entry cannot outlive Next's time-based revalidation by more than that).
 *
 * Keys: the request path and its page shell with the cached query parameters
 * (src/lib/pageShell.ts, the same rule as site/proxy.ts, so `?utm_source=` shares an entry).
 *
 * The registry lives on globalThis: the server script and the Next bundle each load their own
 * copy of this module, and a purge from a route handler must reach the server's cache.
 *
 * Query answers (ADR 0029): a second, smaller PageCache may keep the whole answers of the
 * query-driven pages listed in `queryAnswerPaths` (search, the used-car list), keyed by the full
 * URL and page shell, for a few seconds. They are rendered per request (never a Next cache hit),
 * so they are kept on their own rules (`storeQueryAnswer`), and every purge, whatever paths it
 * names, drops them all: a search can show any page's content.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { isQueryDrivenPath, shellForViewport, shellSegment } from '#src/lib/pageShell';
import { detectViewport } from '#src/lib/viewport';
import { apiPaths, sitePaths } from '#src/domain/routes';

/** A page as it was sent: status 200, the headers to replay, the body bytes plain and gzipped. */
export interface StoredPage {
  pathname: string;
  /** Without content-encoding and content-length, which depend on the visitor. */
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /**
   * The gzip form: the one the server sent when the first visitor accepted gzip, else made on the
   * first replay to a visitor who does (`PageCache.encodedOf`), never on the way in.
   */
  gzipBody: Buffer | undefined;
  /** The brotli form, made on the first replay to a visitor who accepts br. */
  brotliBody?: Buffer | undefined;
  etag: string | undefined;
  expiresAt: number;
}

export interface PageCacheOptions {
  /** Most bytes of bodies kept; the least recently used go first. */
  maxBytes: number;
  /** Longest an entry is kept, seconds (also bounded by its s-maxage). */
  maxAgeSeconds: number;
  /** Largest body kept, bytes. */
  maxEntryBytes?: number;
  now?: () => number;
}

/** What a revalidation names: every page, or the pages at these paths (all shells and queries). */
export type PageCachePurge = { all: true } | { paths: readonly string[] };

/** Brotli quality of a kept page's br form (see `PageCache.encodedOf`). */
export const storedBrotliQuality = 5;

/** Defaults of `npm start`: PAGE_CACHE_MB (0 turns the cache off) and the age ceiling. */
export const defaultPageCacheMegabytes = 64;
export const pageCacheMaxAgeSeconds = 60;

/**
 * Query-driven pages whose whole answers may be kept (ADR 0029): their render reads nothing but
 * the URL, the page shell and the search index.
 */
export const queryAnswerPaths: readonly string[] = [sitePaths.search, sitePaths.usedCars];

/**
 * Defaults of the query-answer cache: QUERY_ANSWER_CACHE_MB (0 turns it off) and how long an
 * answer is kept, the most an index change that names no page can take to show there.
 */
export const defaultQueryAnswerCacheMegabytes = 16;
export const queryAnswerMaxAgeSeconds = 10;

/** The header a front-cache hit carries, beside Next's own `x-nextjs-cache: HIT`. */
export const frontCacheHeader = 'x-kerbside-cache';

/** Response headers never replayed: per connection, per send, or recomputed. */
const unreplayedHeaders = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

/** An LRU map of stored pages, bounded by bytes, with a generation that every purge bumps. */
export class PageCache {
  private readonly entries = new Map<string, StoredPage>();
  private bytes = 0;
  private generationCount = 0;
  private readonly options: Required<PageCacheOptions>;

  constructor(options: PageCacheOptions) {
    this.options = { maxEntryBytes: 4 * 1024 * 1024, now: Date.now, ...options };
  }

  /** Bumped by every purge: an answer that started before a purge is never stored after it. */
  get generation(): number {
    return this.generationCount;
  }

  get size(): number {
    return this.entries.size;
  }

  get storedBytes(): number {
    return this.bytes;
  }

  get(key: string): StoredPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.options.now()) {
      this.delete(key, entry);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Keeps a page unless a purge happened since `generation` was read, or it is too large.
   * Returns whether it was kept.
   */
  set(key: string, page: Omit<StoredPage, 'expiresAt'>, maxAgeSeconds: number, generation: number): boolean {
    if (generation !== this.generationCount) return false;
    const size = storedBytesOf(page);
    if (page.body.length > this.options.maxEntryBytes || size > this.options.maxBytes) return false;
    const seconds = Math.min(maxAgeSeconds, this.options.maxAgeSeconds);
    if (!(seconds > 0)) return false;
    const previous = this.entries.get(key);
    if (previous) this.delete(key, previous);
    this.entries.set(key, { ...page, expiresAt: this.options.now() + seconds * 1000 });
    this.bytes += size;
    this.evictOverBudget();
    return true;
  }

  /**
   * The gzip or brotli form of a page this cache returned, made now when it has none and kept
   * with it. Compressing on the way in cost a query answer (ADR 0029) 1.7 ms of CPU even though
   * most are never asked for again; a page replayed to a visitor who accepts the coding pays it
   * once. Brotli at `storedBrotliQuality`: on the home page (234 kB) 25.9 kB against gzip's 33.1 kB,
   * for 4.6 ms once (quality 11 would make 22.7 kB in 210 ms, on the request that made it).
   */
  encodedOf(page: StoredPage, coding: 'gzip' | 'br'): Buffer {
    const kept = coding === 'gzip' ? page.gzipBody : page.brotliBody;
    if (kept) return kept;
    const encoded =
      coding === 'gzip'
        ? gzipSync(page.body)
        : brotliCompressSync(page.body, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: storedBrotliQuality,
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
            },
          });
    if (coding === 'gzip') page.gzipBody = encoded;
    else page.brotliBody = encoded;
    this.bytes += encoded.length;
    this.evictOverBudget(page);
    return encoded;
  }

  /** Drops the least recently used entries, except `keep`, until the bodies fit the budget. */
  private evictOverBudget(keep?: StoredPage): void {
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      if (entry !== keep) this.delete(oldest, entry);
    }
  }

  purge(target: PageCachePurge): void {
    this.generationCount += 1;
    if ('all' in target) {
      this.entries.clear();
      this.bytes = 0;
      return;
    }
    const paths = new Set(target.paths.map(normalisePath));
    for (const [key, entry] of this.entries) if (paths.has(entry.pathname)) this.delete(key, entry);
  }

  private delete(key: string, entry: StoredPage): void {
    this.entries.delete(key);
    this.bytes -= storedBytesOf(entry);
  }
}

function storedBytesOf(page: Pick<StoredPage, 'body' | 'gzipBody' | 'brotliBody'>): number {
  return page.body.length + (page.gzipBody?.length ?? 0) + (page.brotliBody?.length ?? 0);
}

const registryKey = Symbol.for('kerbside.pageCache');
const queryAnswerRegistryKey = Symbol.for('kerbside.queryAnswerCache');
type Registry = { [registryKey]?: PageCache; [queryAnswerRegistryKey]?: PageCache };

/**
 * Makes `cache` the one the server answers from and revalidations purge, and `queryAnswers` the
 * cache of query-driven answers (ADR 0029), if any.
 */
export function installPageCache(cache: PageCache | undefined, queryAnswers?: PageCache): void {
  (globalThis as Registry)[registryKey] = cache;
  (globalThis as Registry)[queryAnswerRegistryKey] = queryAnswers;
}

/**
 * Purges the installed page cache, if any (none in unit tests or under plain `next start`), and
 * every query answer: whatever changed may show in any search.
 */
export function purgePageCache(target: PageCachePurge): void {
  (globalThis as Registry)[registryKey]?.purge(target);
  (globalThis as Registry)[queryAnswerRegistryKey]?.purge({ all: true });
}

/** The installed page cache, if any. */
export function installedPageCache(): PageCache | undefined {
  return (globalThis as Registry)[registryKey];
}

/** The installed query-answer cache, if any. */
export function installedQueryAnswerCache(): PageCache | undefined {
  return (globalThis as Registry)[queryAnswerRegistryKey];
}

function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Whether an Accept-Encoding header accepts `coding` (lower case): named, or `*`, with no q or a
 * q above 0. As Next's compression reads it; a named coding's q wins over `*`'s.
 */
export function acceptsEncoding(acceptEncoding: string | string[] | undefined, coding: string): boolean {
  if (typeof acceptEncoding !== 'string') return false;
  let wildcard: boolean | undefined;
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (name !== coding && name !== '*') continue;
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    const accepted = quality === undefined || Number(quality) > 0;
    if (name === coding) return accepted;
    wildcard = accepted;
  }
  return wildcard ?? false;
}

/** Whether a visitor accepts gzip (`acceptsEncoding` for gzip). */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  return acceptsEncoding(acceptEncoding, 'gzip');
}

/**
 * Whether a request is Next's client router talking (navigations, prefetches, segment prefetches,
 * server actions): their answers are RSC payloads under the page's own path, never a page.
 */
function isRouterRequest(headers: IncomingMessage['headers'], query: URLSearchParams): boolean {
  if (query.has('_rsc') || headers.rsc !== undefined) return true;
  return Object.keys(headers).some((name) => name.startsWith('next-'));
}

/**
 * The cache key of a request, or undefined when the request must go to Next: not GET or HEAD, an
 * API or build asset, Next's client router, or a preview.
 */
export function pageCacheKey(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const url = request.url ?? '';
  if (!url.startsWith('/') || url.startsWith(apiPaths.prefix) || url.startsWith('/_next/')) return undefined;
  const { headers } = request;
  if (headers['x-prerender-revalidate'] !== undefined) return undefined;
  if (typeof headers.cookie === 'string' && headers.cookie.includes('__prerender_bypass')) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://page.cache');
  } catch {
    return undefined;
  }
  if (isRouterRequest(headers, parsed.searchParams)) return undefined;
  const pathname = normalisePath(parsed.pathname);
  const shell = shellForViewport(detectViewport(headers['user-agent']));
  const queryDriven = isQueryDrivenPath(pathname);
  const segment = shellSegment(shell, queryDriven ? undefined : parsed.searchParams);
  return `${segment} ${pathname}${queryDriven ? parsed.search : ''}`;
}

/** Whether a cache key names a query-driven page whose answers may be kept (ADR 0029). */
export function isQueryAnswerKey(key: string): boolean {
  return queryAnswerPaths.includes(keyPathname(key));
}

/** The pathname a key was made for (for purges by path). */
function keyPathname(key: string): string {
  const path = key.slice(key.indexOf(' ') + 1);
  const query = path.indexOf('?');
  return query < 0 ? path : path.slice(0, query);
}

/**
 * Answers a request from the cache when it holds the page: the stored headers and bytes (brotli
 * or else gzip when accepted), or 304 when the visitor's ETag matches. Returns whether it answered.
 */
export function answerFromPageCache(
  cache: PageCache,
  key: string,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  const page = cache.get(key);
  if (!page) return false;
  const headers: OutgoingHttpHeaders = { ...page.headers, [frontCacheHeader]: 'HIT' };
  if (page.etag && request.headers['if-none-match'] === page.etag) {
    delete headers['content-type'];
    response.writeHead(304, headers);
    response.end();
    return true;
  }
  const accepted = request.headers['accept-encoding'];
  const coding = acceptsEncoding(accepted, 'br') ? 'br' : acceptsGzip(accepted) ? 'gzip' : undefined;
  const body = coding ? cache.encodedOf(page, coding) : page.body;
  if (coding) headers['content-encoding'] = coding;
  headers['content-length'] = body.length;
  response.writeHead(200, headers);
  if (request.method === 'HEAD') response.end();
  else response.end(body);
  return true;
}

/** An answer the server finished: its status, final headers and plain body. */
export interface FinishedAnswer {
  method: string | undefined;
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** The gzip form, when it was made for this visitor. */
  gzipBody: Buffer | undefined;
}

function maxAgeOf(cacheControl: string): number | undefined {
  if (!/(^|,)\s*public\s*(,|$)/.test(cacheControl)) return undefined;
  const match = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : undefined;
}

/**
 * Keeps a finished answer when it may be replayed (see the module comment). `generation` is the
 * cache's generation when the request arrived. Returns whether it was kept.
 */
export function storeInPageCache(cache: PageCache, key: string, generation: number, answer: FinishedAnswer): boolean {
  const { headers } = answer;
  if (answer.method !== 'GET' || answer.status !== 200) return false;
  if (headers['x-nextjs-cache'] !== 'HIT' || headers['set-cookie'] !== undefined) return false;
  // A page or a sitemap, never an RSC payload (the key already leaves router requests out).
  if (/x-component/i.test(String(headers['content-type'] ?? ''))) return false;
  const maxAge = maxAgeOf(String(headers['cache-control'] ?? ''));
  if (maxAge === undefined) return false;
  return keepAnswer(cache, key, generation, answer, maxAge);
}

/**
 * Keeps the finished answer of a query-driven page (ADR 0029) for the cache's age ceiling: a GET
 * answered 200 with an HTML page, no Set-Cookie, under a key `isQueryAnswerKey` accepts.
 * Anything else (an error, the 503 of a search that failed, a redirect, an RSC payload) is never
 * kept. Its headers are replayed as they were, Cache-Control included: to a visitor or a cache in
 * front it is still a page rendered for this request. Returns whether it was kept.
 */
export function storeQueryAnswer(cache: PageCache, key: string, generation: number, answer: FinishedAnswer): boolean {
  const { headers } = answer;
  if (answer.method !== 'GET' || answer.status !== 200 || !isQueryAnswerKey(key)) return false;
  if (headers['set-cookie'] !== undefined) return false;
  if (!/^text\/html/i.test(String(headers['content-type'] ?? ''))) return false;
  return keepAnswer(cache, key, generation, answer, Number.POSITIVE_INFINITY);
}

/** Stores a finished answer as sent, without the headers that depend on the visitor, with its gzip form if it has one. */
function keepAnswer(
  cache: PageCache,
  key: string,
  generation: number,
  answer: FinishedAnswer,
  maxAgeSeconds: number,
): boolean {
  const replayed: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(answer.headers)) if (!unreplayedHeaders.has(name)) replayed[name] = value;
  const etag = typeof answer.headers.etag === 'string' ? answer.headers.etag : undefined;
  return cache.set(
    key,
    { pathname: keyPathname(key), headers: replayed, body: answer.body, gzipBody: answer.gzipBody, etag },
    maxAgeSeconds,
    generation,
  );
}
