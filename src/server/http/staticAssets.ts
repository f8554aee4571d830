/**
 * Precompressed build assets (docs/adr/0032): scripts/serve.mjs answers a request for a
 * `/_next/static/` .js or .css file with its brotli copy, `<file>.br`, written once at build time by
 * scripts/precompress-static.mjs, when the visitor accepts br.
 *
 * Why: Next compresses build assets with gzip on every request. Brotli at quality 11 makes the home
 * page's first-load JavaScript 151 kB instead of 175 kB (issue #13), but is far too slow to run
 * per request; build assets never change while a build is served, so the copy is made once and its
 * bytes are kept in memory after the first read (the whole set is about half a megabyte).
 *
 * Anything else goes to Next unchanged: another method, a Range request, a visitor who does not
 * accept br, a file without a copy, or a path that does not resolve inside the static directory.
 */
import { stat, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { acceptsEncoding } from './pageCache';

/** Where Next serves the build's static directory (site/.next/static). */
export const staticAssetPrefix = '/_next/static/';

/** The Content-Type Next sends for each precompressed extension. */
const contentTypes: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

/** What Next sends for build assets: their names carry a content hash. */
export const staticAssetCacheControl = 'public, max-age=31536000, immutable';

/** A brotli copy as it is sent. */
export interface PrecompressedAsset {
  body: Buffer;
  contentType: string;
  etag: string;
}

/**
 * The `.br` copy's path of a request URL under `directory`, or undefined when the URL is not a
 * .js or .css build asset or does not stay inside `directory` (`..`, encoded or not, backslashes,
 * NUL, bad percent-encoding). The query is ignored: Next ignores it for these files too.
 */
export function precompressedPathOf(url: string | undefined, directory: string): string | undefined {
  if (!url?.startsWith(staticAssetPrefix)) return undefined;
  const encoded = url.slice(staticAssetPrefix.length).split('?', 1)[0]!;
  let relative: string;
  try {
    relative = decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
  if (!(path.extname(relative) in contentTypes) || /[\\\0]/.test(relative)) return undefined;
  if (relative.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) return undefined;
  const root = path.resolve(directory);
  const file = path.resolve(root, relative);
  return file.startsWith(`${root}${path.sep}`) ? `${file}.br` : undefined;
}

/** Whether `If-None-Match` names `etag` (or is `*`). */
function matchesEtag(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (typeof ifNoneMatch !== 'string') return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag;
  });
}

/** The brotli copies of one static directory, read once each. */
export class PrecompressedAssets {
  /** Only copies that exist are kept, so the map is bounded by the build, not by requests. */
  private readonly assets = new Map<string, Promise<PrecompressedAsset | undefined>>();
  private readonly directory: string;

  constructor(directory: string) {
    this.directory = directory;
  }

  /** The `.br` path a request would be answered from, or undefined when it goes to Next. */
  candidate(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | undefined {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    if (request.headers.range !== undefined) return undefined;
    if (!acceptsEncoding(request.headers['accept-encoding'], 'br')) return undefined;
    return precompressedPathOf(request.url, this.directory);
  }

  /** The copy at `brPath` (from `candidate`), or undefined when there is none. */
  find(brPath: string): Promise<PrecompressedAsset | undefined> {
    let pending = this.assets.get(brPath);
    if (!pending) {
      pending = readAsset(brPath);
      this.assets.set(brPath, pending);
      // A missing copy is asked again next time (it costs a stat), never remembered.
      void pending.then((asset) => {
        if (!asset) this.assets.delete(brPath);
      });
    }
    return pending;
  }
}

async function readAsset(brPath: string): Promise<PrecompressedAsset | undefined> {
  try {
    const info = await stat(brPath);
    if (!info.isFile()) return undefined;
    const body = await readFile(brPath);
    return {
      body,
      contentType: contentTypes[path.extname(brPath.slice(0, -'.br'.length))]!,
      // Its own tag, unlike Next's for the plain and gzip forms (size and mtime of the file).
      etag: `W/"br-${body.length.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`,
    };
  } catch {
    return undefined;
  }
}

/**
 * Sends a brotli copy, or 304 when the visitor holds it. Headers are set one by one before the
 * head is written, so the response rules wrapped around writeHead (siteServer.ts) see them.
 */
export function sendPrecompressedAsset(
  request: IncomingMessage,
  response: ServerResponse,
  asset: PrecompressedAsset,
): void {
  response.setHeader('Cache-Control', staticAssetCacheControl);
  response.setHeader('ETag', asset.etag);
  response.setHeader('Vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], asset.etag)) {
    response.writeHead(304);
    response.end();
    return;
  }
  response.setHeader('Content-Type', asset.contentType);
  response.setHeader('Content-Encoding', 'br');
  response.setHeader('Content-Length', asset.body.length);
  response.writeHead(200);
  if (request.method === 'HEAD') response.end();
  else response.end(asset.body);
}
