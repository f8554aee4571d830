/**
 * The page cache in front of Next's (docs/adr/0018): scripts/serve.mjs answers a cached page from
 * memory, with its stored bytes and headers, without entering Next's request pipeline.
 *
 * Why: a hit in Next's own cache (ISR, ADR 0013) still runs the proxy, routing, the ETag hash and
 * gzip of the whole body on every request, 3 to 5 ms of CPU for the home page. Here a hit is a map
 * lookup and one write of bytes Next already produced.
 *
 * What is kept: only an answer Next itself served from its cache (`x-nextjs-cache: HIT`), with
 * status 200, a public `s-maxage` Cache-Control (src/server/http/cacheControl.ts), no
 * Set-Cookie, and the content coding the key names. So nothing per request, per visitor, stale,
 * or an error is ever kept, and what is kept is exactly what Next would send again.
 *
 * How long: until a revalidation purges it (revalidatePages calls purgePageCache with the same
 * paths, or everything), and never longer than `maxAgeSeconds` (a ceiling on top of Next's own,
 * so an entry cannot outlive Next's time-based revalidation by more than that).
 *
 * Keys: the request path, its page shell and cached query parameters (src/lib/pageShell.ts,
 * the same rule as site/proxy.ts, so `?utm_source=` shares an entry), and the content coding.
 *
 * The registry lives on globalThis: the server script and the Next bundle each load their own
 * copy of this module, and a purge from a route handler must reach the server's cache.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { isQueryDrivenPath, shellForViewport, shellSegment } from '../../lib/pageShell';
import { detectViewport } from '../../lib/viewport';

/** A page as it was sent: status 200, the headers to replay, the body bytes. */
export interface StoredPage {
  pathname: string;
  headers: OutgoingHttpHeaders;
  body: Buffer;
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

/** Defaults of `npm start`: PAGE_CACHE_MB (0 turns the cache off) and the age ceiling. */
export const defaultPageCacheMegabytes = 64;
export const pageCacheMaxAgeSeconds = 60;

/** The header a front-cache hit carries, beside Next's own `x-nextjs-cache: HIT`. */
export const frontCacheHeader = 'x-kerbside-cache';

/** Response headers never replayed: per connection, per send, or recomputed. */
const unreplayedHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

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
    if (page.body.length > this.options.maxEntryBytes || page.body.length > this.options.maxBytes) return false;
    const seconds = Math.min(maxAgeSeconds, this.options.maxAgeSeconds);
    if (!(seconds > 0)) return false;
    const previous = this.entries.get(key);
    if (previous) this.delete(key, previous);
    this.entries.set(key, { ...page, expiresAt: this.options.now() + seconds * 1000 });
    this.bytes += page.body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.delete(oldest, entry);
    }
    return true;
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
    this.bytes -= entry.body.length;
  }
}

const registryKey = Symbol.for('kerbside.pageCache');
type Registry = { [registryKey]?: PageCache };

/** Makes `cache` the one the server answers from and revalidations purge. */
export function installPageCache(cache: PageCache | undefined): void {
  (globalThis as Registry)[registryKey] = cache;
}

/** Purges the installed page cache, if any (none in unit tests or under plain `next start`). */
export function purgePageCache(target: PageCachePurge): void {
  (globalThis as Registry)[registryKey]?.purge(target);
}

/** The installed page cache, if any. */
export function installedPageCache(): PageCache | undefined {
  return (globalThis as Registry)[registryKey];
}

function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The content coding Next's compression picks for a request: gzip when accepted, else none. */
export function contentCodingFor(acceptEncoding: string | undefined): 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  for (const part of acceptEncoding.split(',')) {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') continue;
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (quality === undefined || Number(quality) > 0) return 'gzip';
  }
  return 'identity';
}

/** Router and preview headers: such a request is a client navigation or a draft, never cached. */
const uncachedRequestHeaders = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action', 'next-url'];

/**
 * The cache key of a request, or undefined when the request must go to Next: not GET or HEAD, an
 * API or build asset, a client navigation, a preview, or a conditional request Next should see.
 */
export function pageCacheKey(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const url = request.url ?? '';
  if (!url.startsWith('/') || url.startsWith('/api/') || url.startsWith('/_next/')) return undefined;
  const { headers } = request;
  if (uncachedRequestHeaders.some((name) => headers[name] !== undefined)) return undefined;
  if (headers['x-prerender-revalidate'] !== undefined) return undefined;
  if (typeof headers.cookie === 'string' && headers.cookie.includes('__prerender_bypass')) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://page.cache');
  } catch {
    return undefined;
  }
  const pathname = normalisePath(parsed.pathname);
  const shell = shellForViewport(detectViewport(headers['user-agent']));
  const queryDriven = isQueryDrivenPath(pathname);
  const segment = shellSegment(shell, queryDriven ? undefined : parsed.searchParams);
  return `${contentCodingFor(headers['accept-encoding'] as string | undefined)} ${segment} ${pathname}${queryDriven ? parsed.search : ''}`;
}

/** The pathname a key was made for (for purges by path). */
function keyPathname(key: string): string {
  const path = key.split(' ', 3)[2] ?? '';
  const query = path.indexOf('?');
  return query < 0 ? path : path.slice(0, query);
}

/**
 * Answers a request from the cache when it holds the page: the stored headers and bytes, or 304
 * when the visitor's ETag matches. Returns whether it answered.
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
    delete headers['content-encoding'];
    response.writeHead(304, headers);
    response.end();
    return true;
  }
  headers['content-length'] = page.body.length;
  response.writeHead(200, headers);
  if (request.method === 'HEAD') response.end();
  else response.end(page.body);
  return true;
}

type WriteCallback = (error?: Error | null) => void;

function toBuffer(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return undefined;
}

function maxAgeOf(cacheControl: string): number | undefined {
  if (!/(^|,)\s*public\s*(,|$)/.test(cacheControl)) return undefined;
  const match = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : undefined;
}

/**
 * Watches Next's answer to a GET and keeps it when it may be replayed (see the module comment).
 * Call before handing the request to Next. The bytes are copied as Next writes them: the answer
 * to this visitor is not delayed.
 */
export function recordForPageCache(
  cache: PageCache,
  key: string,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  if (request.method !== 'GET') return;
  const generation = cache.generation;
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  const keep = (chunk: unknown, encoding: unknown) => {
    const buffer = toBuffer(chunk, encoding);
    if (!buffer || tooLarge) return;
    size += buffer.length;
    if (size > 4 * 1024 * 1024) {
      tooLarge = true;
      chunks.length = 0;
    } else chunks.push(Buffer.from(buffer));
  };
  // Headers handed to writeHead directly never reach getHeaders(): note them too.
  const passedHeaders: OutgoingHttpHeaders = {};
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((arg, index) => index > 0 && typeof arg === 'object' && arg !== null);
    if (headers && !Array.isArray(headers))
      for (const [name, value] of Object.entries(headers)) passedHeaders[name.toLowerCase()] = value as string;
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as typeof response.writeHead;
  const write = response.write;
  const end = response.end;
  response.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: WriteCallback) {
    keep(chunk, encoding);
    return write.call(this, chunk, encoding as BufferEncoding, callback);
  } as typeof response.write;
  response.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: () => void) {
    keep(chunk, encoding);
    const result = end.call(this, chunk, encoding as BufferEncoding, callback);
    if (!tooLarge) store();
    return result;
  } as typeof response.end;

  function store() {
    if (response.statusCode !== 200) return;
    const headers = { ...response.getHeaders(), ...passedHeaders };
    if (headers['x-nextjs-cache'] !== 'HIT' || headers['set-cookie'] !== undefined) return;
    const maxAge = maxAgeOf(String(headers['cache-control'] ?? ''));
    if (maxAge === undefined) return;
    const coding = String(headers['content-encoding'] ?? 'identity');
    if (coding !== key.split(' ', 1)[0]) return;
    const replayed: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) if (!unreplayedHeaders.has(name)) replayed[name] = value;
    const etag = typeof headers.etag === 'string' ? headers.etag : undefined;
    cache.set(
      key,
      { pathname: keyPathname(key), headers: replayed, body: Buffer.concat(chunks), etag },
      maxAge,
      generation,
    );
  }
}
