/**
 * The request listener of the site's server (scripts/serve.mjs): Next's request handler with the
 * site's response rules around it. In order, for each request:
 * 0. a page path with a trailing slash answers 308 to the path without it (one URL per page).
 *    Next's own redirect is off (skipTrailingSlashRedirect in site/next.config.ts) because it
 *    also redirected the APIs, which take a trailing slash as it is: the official search client
 *    sends `PUT …/documents/`, and a redirect would name /api/search behind a host that maps the
 *    API to its root;
 * 1. a page the page cache holds is answered from memory (pageCache.ts, ADR 0018), and so is a
 *    search or used-car list URL answered in the last few seconds (the query-answer cache, ADR 0029);
 * 2. every response gets the security headers it has not set itself, and the Cache-Control rule
 *    (cacheControl.ts, ADR 0013), as its head goes out;
 * 3. a page request's answer is held, given its CSP hashes, gzipped and offered to the page cache,
 *    or to the query-answer cache (documentResponse.ts, ADR 0019); a 404 or 500 that Next left as
 *    its empty error shell first gets the body of the site's own error page (`renderErrorPage`).
 *    APIs and static files stream as Next sends them, except that a build asset with a brotli copy
 *    is answered from it when the visitor accepts br (staticAssets.ts, ADR 0032).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageCacheControl } from './cacheControl';
import { sitePaths } from '#src/domain/routes';
import { finishDocumentResponse, isEmptyErrorShell, isFinishedHere, type ErrorPageStatus } from './documentResponse';
import {
  answerFromPageCache,
  isQueryAnswerKey,
  pageCacheKey,
  storeInPageCache,
  storeQueryAnswer,
  type PageCache,
} from './pageCache';
import { commonSecurityHeaders, resourceContentSecurityPolicy, type SecurityHeaderOptions } from './securityHeaders';
import { PrecompressedAssets, sendPrecompressedAsset } from './staticAssets';

export interface SiteListenerOptions {
  /** Next's request handler (or, in tests, anything that answers like it). */
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  pageCache: PageCache | undefined;
  /** Short-lived whole answers of the query-driven pages (ADR 0029); undefined: none kept. */
  queryAnswerCache?: PageCache | undefined;
  security: SecurityHeaderOptions;
  /**
   * The build's static directory (site/.next/static), whose `.br` copies are sent to visitors who
   * accept br (ADR 0032); undefined: every build asset goes to Next.
   */
  staticDirectory?: string | undefined;
}

/**
 * Applies the response rules once the status is known, just before the head is sent (Node calls
 * writeHead for an implicit head too). A header the answer set itself is kept: Next adds a route
 * handler's header only when it is absent, so nothing here may be set before the handler runs.
 */
function applyResponseRules(response: ServerResponse, security: SecurityHeaderOptions): void {
  const securityHeaders = Object.entries(commonSecurityHeaders(security));
  const writeHead = response.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    for (const [name, value] of securityHeaders) if (!this.hasHeader(name)) this.setHeader(name, value);
    // Pages get their own policy in finishDocumentResponse; this one is for everything else. A
    // 304 gets none: it would replace the policy of the copy the browser holds.
    if (statusCode !== 304 && !this.hasHeader('content-security-policy'))
      this.setHeader('Content-Security-Policy', resourceContentSecurityPolicy(security));
    const current = this.getHeader('cache-control');
    const rewritten = pageCacheControl(
      statusCode ?? this.statusCode,
      typeof current === 'string' ? current : undefined,
    );
    if (rewritten !== undefined) this.setHeader('Cache-Control', rewritten);
    // Next 16 sends a page's redirect Location twice on the request that first renders it (once
    // from the render, once from the cache entry); one is the answer.
    const location = this.getHeader('location');
    if (Array.isArray(location) && new Set(location).size === 1) this.setHeader('Location', location[0]!);
    return writeHead.call(this, statusCode, ...rest);
  } as typeof response.writeHead;
}

/**
 * Where a page request with a trailing slash belongs: its path without it, query kept, as a
 * relative Location (the server's own idea of its host is not the visitor's). Undefined for the
 * home page, the APIs and static files, and any path without a trailing slash.
 */
export function trailingSlashRedirect(url: string | undefined): string | undefined {
  if (!url || !isFinishedHere(url)) return undefined;
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  if (pathname.length <= 1 || !pathname.endsWith('/')) return undefined;
  const trimmed = pathname.replace(/\/+$/, '');
  // `//evil.example/` or `/\evil.example/` must not become a protocol-relative Location.
  const target = trimmed === '' || /^\/[/\\]/.test(trimmed) ? '/' : trimmed;
  return `${target}${queryAt < 0 ? '' : url.slice(queryAt)}`;
}

/**
 * A path no route matches (deeper than the deepest route, six segments below the shell): Next
 * renders the root not-found page for it in full on the server, header and footer included.
 */
export const unmatchedPath = '/not-found/-/-/-/-/-/-/-';

/**
 * Where the site's own page for each error status is rendered in full: the 404 of a path no route
 * matches, and the 500 page (site/app/[shell]/server-error), a cached page. The 500 page is
 * answered 500 with no-store even when asked for directly (`pageStatus`), rather than hidden from
 * visitors: the proxy cannot tell this server's own request from a visitor's, and an error page
 * with an error status is harmless to anyone who asks for it.
 */
export const errorPagePaths: Record<ErrorPageStatus, string> = { 404: unmatchedPath, 500: sitePaths.serverError };

function pathnameOf(url: string | undefined): string {
  return (url ?? '').split('?', 1)[0]!;
}

/**
 * The site's page for `status` as the visitor of `request` would get it (the shell follows the
 * User-Agent), asked of this same server over loopback; undefined when that did not give one
 * (another status, not HTML, or Next's empty error shell: the error page itself failed).
 */
export async function renderErrorPage(status: ErrorPageStatus, request: IncomingMessage): Promise<string | undefined> {
  const { localAddress, localPort } = request.socket;
  if (!localAddress || !localPort) return undefined;
  const host = localAddress.includes(':') ? `[${localAddress}]` : localAddress;
  const answer = await fetch(`http://${host}:${localPort}${errorPagePaths[status]}`, {
    headers: { 'user-agent': request.headers['user-agent'] ?? '', accept: 'text/html' },
    signal: AbortSignal.timeout(10_000),
  });
  const page = await answer.text();
  const html = /^text\/html/i.test(answer.headers.get('content-type') ?? '');
  return answer.status === status && html && !isEmptyErrorShell(page) ? page : undefined;
}

/** The listener for node:http's createServer. */
export function siteRequestListener({
  handle,
  pageCache,
  queryAnswerCache,
  security,
  staticDirectory,
}: SiteListenerOptions) {
  const precompressed = staticDirectory ? new PrecompressedAssets(staticDirectory) : undefined;

  const toNext = (request: IncomingMessage, response: ServerResponse): void => {
    // Only answers this server finishes are ever stored (APIs and static files stream through).
    const finishedHere = isFinishedHere(request.url);
    const cacheKey = (pageCache || queryAnswerCache) && finishedHere ? pageCacheKey(request) : undefined;
    const queryAnswer = cacheKey !== undefined && isQueryAnswerKey(cacheKey);
    const cache = queryAnswer ? queryAnswerCache : pageCache;
    if (cache && cacheKey && answerFromPageCache(cache, cacheKey, request, response)) return;
    applyResponseRules(response, security);
    if (finishedHere) {
      const generation = cache?.generation ?? 0;
      // An error page's own request is never replaced by an error page: no loop when it fails.
      const errorPagePath = Object.values(errorPagePaths).includes(pathnameOf(request.url));
      finishDocumentResponse(request, response, {
        security,
        errorPage: errorPagePath ? undefined : renderErrorPage,
        pageStatus: pathnameOf(request.url) === errorPagePaths[500] ? 500 : undefined,
        onFinished: (answer) => {
          if (!cache || !cacheKey) return;
          if (queryAnswer) storeQueryAnswer(cache, cacheKey, generation, answer);
          else storeInPageCache(cache, cacheKey, generation, answer);
        },
      });
    }
    handle(request, response).catch((error: unknown) => {
      console.error('serve: unhandled request error', error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  };

  return (request: IncomingMessage, response: ServerResponse): void => {
    const canonical = trailingSlashRedirect(request.url);
    if (canonical) {
      applyResponseRules(response, security);
      response.writeHead(308, { Location: canonical, 'Content-Length': 0 });
      response.end();
      return;
    }
    const brPath = precompressed?.candidate(request);
    if (!precompressed || !brPath) {
      toNext(request, response);
      return;
    }
    void precompressed.find(brPath).then((asset) => {
      if (!asset) return toNext(request, response);
      // The same rules as every answer (security headers, a resource CSP), applied once.
      applyResponseRules(response, security);
      sendPrecompressedAsset(request, response, asset);
    });
  };
}
