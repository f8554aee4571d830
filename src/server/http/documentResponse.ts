/**
 * How scripts/serve.mjs finishes the answers to page requests (everything but the APIs and
 * static files): Next's answer is held until it is complete, then
 * 0. an HTML page that holds the "content unavailable" notice (a back end did not answer while
 *    it rendered) becomes a 503 with Retry-After and no-store (src/lib/unavailableRender.ts), and
 *    one that holds a "gone" notice (a deal page whose offer left the store) a 410 with no-store
 *    (src/lib/goneRender.ts);
 * 1. it gets its Content-Security-Policy: an HTML document the hashes of its own inline scripts
 *    (securityHeaders.ts), anything else `default-src 'none'`, unless it set its own;
 * 2. it is gzipped here when the visitor accepts it (Next is asked for the plain bytes, since the
 *    hashes are of the plain text): at zlib's default level when a cache may keep it (compressed
 *    once, sent many times), at a faster level when it was rendered for this request alone
 *    (`private` or `no-store`: the search and used-car lists, ADR 0029), where level 6 cost 2.1 to
 *    2.8 ms of CPU per answer against 1.3 to 1.8 ms at level 4, for 7 % more bytes;
 * 3. it is handed to `onFinished` (the page cache keeps what it may replay) and sent whole, with a
 *    Content-Length.
 * Before all that, a 404 or a 500 whose body Next left empty (its error shell: `notFound()` in a
 * cached page or layout is not rendered on the server, vercel/next.js#62228, and a page that
 * throws while rendering gets only the shell, which the error boundary fills on the client) takes
 * the body of the site's own 404 or 500 page from `errorPage`, so that a visitor without
 * JavaScript, or a crawler, reads the error page and not a blank one. The status and headers
 * (Cache-Control included) stay Next's; the CSP hashes are those of the body sent. When the error
 * page cannot be had, Next's answer goes out as it was, and one line is logged. And `pageStatus`
 * gives a page the status it must answer whatever Next said (the 500 page asked for directly).
 * Holding the answer costs nothing that matters: pages arrive complete anyway (ADR 0010), and
 * a cached page is one buffer.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants as zlibConstants, gzip as gzipAsync } from 'node:zlib';
import { isGoneRender } from '#src/lib/goneRender';
import { isUnavailableRender, unavailableRetryAfterSeconds } from '#src/lib/unavailableRender';
import { acceptsGzip, type FinishedAnswer } from './pageCache';
import {
  documentContentSecurityPolicy,
  inlineScriptHashes,
  pageSecurityHeaders,
  resourceContentSecurityPolicy,
  type SecurityHeaderOptions,
} from './securityHeaders';
import { apiPaths } from '#src/domain/routes';

/** Paths answered as they stream, with Next's own compression: APIs, build assets, static files. */
const streamedPrefixes = [apiPaths.prefix, '/_next/', '/widgets/', '/img/'];

/** Whether serve.mjs holds and finishes the answer to a request (see the module comment). */
export function isFinishedHere(url: string | undefined): boolean {
  if (!url || !url.startsWith('/')) return false;
  return !streamedPrefixes.some((prefix) => url.startsWith(prefix));
}

/** The gzip level of an answer rendered for one request (see the module comment). */
export const perRequestGzipLevel = 4;
const perRequestCacheControl = /(?:^|,)\s*(?:private|no-store)\s*(?:,|$)/i;

/** Below this, gzip costs more than it saves. */
const minimumGzipBytes = 1024;
const compressibleType =
  /^(?:text\/|application\/(?:json|xml|javascript|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/i;

function toBuffer(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return undefined;
}

function appendVary(response: ServerResponse, field: string): void {
  const current = response.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!fields.some((value) => value.toLowerCase() === field.toLowerCase() || value === '*'))
    response.setHeader('Vary', [...fields, field].join(', '));
}

export interface FinishDocumentOptions {
  security: SecurityHeaderOptions;
  /** Sees every finished answer just before it is sent. */
  onFinished?: (answer: FinishedAnswer) => void;
  /**
   * The HTML of the site's 404 or 500 page for this request's visitor, for an answer of that
   * status that came back as Next's empty error shell (see the module comment); undefined (or no
   * function) keeps Next's answer.
   */
  errorPage?: (status: ErrorPageStatus, request: IncomingMessage) => Promise<string | undefined>;
  /**
   * The status a 200 of this request becomes, with no-store: the site's own error page asked for
   * directly is never a good page to a visitor or a cache.
   */
  pageStatus?: ErrorPageStatus;
}

/** The statuses whose empty error shell is replaced by the site's own page. */
export const errorPageStatuses = [404, 500] as const;
export type ErrorPageStatus = (typeof errorPageStatuses)[number];

function isErrorPageStatus(status: number): status is ErrorPageStatus {
  return (errorPageStatuses as readonly number[]).includes(status);
}

/** Next's document for an error it could not render on the server: a head and an empty body. */
export function isEmptyErrorShell(html: string): boolean {
  return html.includes('<html id="__next_error__"');
}

/**
 * Holds Next's answer to `request` and finishes it as the module comment says. Call before
 * handing the request to Next; later wrappers of writeHead (the Cache-Control rule) still apply,
 * since the held head is written through the writeHead this finds.
 */
export function finishDocumentResponse(
  request: IncomingMessage,
  response: ServerResponse,
  options: FinishDocumentOptions,
): void {
  const gzip = acceptsGzip(request.headers['accept-encoding']);
  // Next sends the plain bytes; this module compresses them after hashing.
  delete request.headers['accept-encoding'];

  const writeHead = response.writeHead;
  const end = response.end as (this: ServerResponse, chunk?: Buffer, callback?: () => void) => ServerResponse;
  const chunks: Buffer[] = [];
  let statusMessage: string | undefined;
  let finished = false;

  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    this.statusCode = statusCode;
    if (typeof rest[0] === 'string') statusMessage = rest[0];
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    if (Array.isArray(headers)) {
      // [name, value, name, value …] or [[name, value] …]
      if (headers.every((entry) => Array.isArray(entry)))
        for (const [name, value] of headers as [string, string][]) this.appendHeader(name, value);
      else
        for (let index = 0; index + 1 < headers.length; index += 2)
          this.appendHeader(headers[index], headers[index + 1]);
    } else if (headers)
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
        if (value !== undefined) this.setHeader(name, value);
    return this;
  } as typeof response.writeHead;
  response.flushHeaders = () => {};
  response.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    const buffer = toBuffer(chunk, encoding);
    if (buffer) chunks.push(Buffer.from(buffer));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done as () => void);
    return true;
  } as typeof response.write;
  response.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (finished) return this;
    finished = true;
    const buffer = toBuffer(chunk, encoding);
    if (buffer) chunks.push(Buffer.from(buffer));
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as (() => void) | undefined;
    const held = Buffer.concat(chunks);
    const contentType = String(this.getHeader('content-type') ?? '');
    const html = /^text\/html/i.test(contentType);
    const status = this.statusCode;
    if (html && isErrorPageStatus(status) && options.errorPage && isEmptyErrorShell(held.toString('utf8'))) {
      // One line per answer that keeps the shell; the error page's own request never asks again.
      const keep = (...error: unknown[]) => {
        console.error(`serve: no ${status} page to replace an empty ${status}; Next's answer sent`, ...error);
        finish.call(this, held, html, contentType, done);
      };
      options
        .errorPage(status, request)
        .then(
          (page) => (page === undefined ? keep() : finish.call(this, Buffer.from(page), html, contentType, done)),
          keep,
        );
      return this;
    }
    return finish.call(this, held, html, contentType, done);
  } as typeof response.end;

  function finish(
    this: ServerResponse,
    body: Buffer,
    html: boolean,
    contentType: string,
    done: (() => void) | undefined,
  ): ServerResponse {
    const text = html ? body.toString('utf8') : '';
    // A page rendered while a back end was down: the notice, as a 503 nobody keeps.
    if (html && this.statusCode === 200 && isUnavailableRender(text)) {
      this.statusCode = 503;
      statusMessage = undefined;
      this.setHeader('Retry-After', String(unavailableRetryAfterSeconds));
      this.setHeader('Cache-Control', 'no-store');
      this.removeHeader('etag');
    } else if (html && this.statusCode === 200 && isGoneRender(text)) {
      // What the page names has gone for good (a deal's offer): 410, kept by no cache.
      this.statusCode = 410;
      statusMessage = undefined;
      this.setHeader('Cache-Control', 'no-store');
      this.removeHeader('etag');
    } else if (this.statusCode === 200 && options.pageStatus !== undefined) {
      // The site's own error page asked for directly: its status, kept by no cache.
      this.statusCode = options.pageStatus;
      statusMessage = undefined;
      this.setHeader('Cache-Control', 'no-store');
      this.removeHeader('etag');
    }
    const status = this.statusCode;

    if (html)
      for (const [name, value] of Object.entries(pageSecurityHeaders))
        if (!this.hasHeader(name)) this.setHeader(name, value);
    // A 304 carries no policy: the browser would replace the stored page's policy with it (RFC
    // 9111 4.3.4), and a 304 has no body to hash.
    if (status !== 304 && !this.hasHeader('content-security-policy'))
      this.setHeader(
        'Content-Security-Policy',
        html
          ? documentContentSecurityPolicy(inlineScriptHashes(text), options.security)
          : resourceContentSecurityPolicy(options.security),
      );

    const bodyless = request.method === 'HEAD' || status === 204 || status === 304;
    let compress = false;
    if (!bodyless && compressibleType.test(contentType)) {
      appendVary(this, 'Accept-Encoding');
      compress = gzip && body.length >= minimumGzipBytes && !this.hasHeader('content-encoding');
    }
    const send = (gzipBody: Buffer | undefined) => {
      const sent = gzipBody ?? body;
      if (gzipBody) this.setHeader('Content-Encoding', 'gzip');
      this.removeHeader('transfer-encoding');
      if (!bodyless) this.setHeader('Content-Length', sent.length);
      // Through the writeHead found at the start: the Cache-Control rule rewrites on the way.
      if (statusMessage)
        (writeHead as (status: number, message: string) => ServerResponse).call(this, status, statusMessage);
      else writeHead.call(this, status);
      options.onFinished?.({ method: request.method, status, headers: this.getHeaders(), body, gzipBody });
      end.call(this, bodyless ? undefined : sent, done);
    };
    // On libuv's thread pool, as Next's own compression does: the event loop keeps serving.
    const level = perRequestCacheControl.test(String(this.getHeader('cache-control') ?? ''))
      ? perRequestGzipLevel
      : zlibConstants.Z_DEFAULT_COMPRESSION;
    if (compress) gzipAsync(body, { level }, (error, gzipBody) => send(error ? undefined : gzipBody));
    else send(undefined);
    return this;
  }
}
