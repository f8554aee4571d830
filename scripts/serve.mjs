// The production server: Next's request handler on node:http, with the site's response rules
// applied as each response is sent (src/server/http/cacheControl.ts): what `next start` does,
// plus Cache-Control a CDN understands, and the page cache in front of Next's
// (src/server/http/pageCache.ts, ADR 0018). Used by `npm start`, the end-to-end tests and the
// benchmarks. Usage: node scripts/serve.mjs [--port 3000] [--host 0.0.0.0]
//   PAGE_CACHE_MB: memory for the page cache (default 64; 0 turns it off).
// Must run on the pinned Node 24 (type stripping for the .ts imports).
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import './ts-resolve.mjs';
import { pageCacheControl } from '../src/server/http/cacheControl.ts';

// After ts-resolve: the page cache imports the viewport rule without file extensions.
const {
  PageCache,
  answerFromPageCache,
  defaultPageCacheMegabytes,
  installPageCache,
  pageCacheKey,
  pageCacheMaxAgeSeconds,
  recordForPageCache,
} = await import('../src/server/http/pageCache.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const port = Number(option('port', process.env.PORT || '3000'));
const hostname = option('host', process.env.HOST || '0.0.0.0');

/** Applies the response rules once the status is known, just before the head is sent. */
function applyResponseRules(response) {
  const writeHead = response.writeHead;
  response.writeHead = function (statusCode, ...rest) {
    const current = response.getHeader('cache-control');
    const rewritten = pageCacheControl(
      statusCode ?? response.statusCode,
      typeof current === 'string' ? current : undefined,
    );
    if (rewritten !== undefined) response.setHeader('Cache-Control', rewritten);
    // Next 16 sends a page's redirect Location twice on the request that first renders it (once
    // from the render, once from the cache entry); one is the answer.
    const location = response.getHeader('location');
    if (Array.isArray(location) && new Set(location).size === 1) response.setHeader('Location', location[0]);
    return writeHead.call(this, statusCode, ...rest);
  };
}

// Next's own idea of its origin is localhost: its proxy rewrites stay internal only when they
// point there (whatever interface the server listens on).
const app = next({ dev: false, dir: path.join(root, 'site'), hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const megabytes = Number(process.env.PAGE_CACHE_MB ?? defaultPageCacheMegabytes);
const pageCache =
  Number.isFinite(megabytes) && megabytes > 0
    ? new PageCache({ maxBytes: megabytes * 1024 * 1024, maxAgeSeconds: pageCacheMaxAgeSeconds })
    : undefined;
installPageCache(pageCache);

const server = createServer((request, response) => {
  const cacheKey = pageCache ? pageCacheKey(request) : undefined;
  if (cacheKey && answerFromPageCache(pageCache, cacheKey, request, response)) return;
  applyResponseRules(response);
  if (cacheKey) recordForPageCache(pageCache, cacheKey, request, response);
  handle(request, response).catch((error) => {
    console.error('serve: unhandled request error', error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});
server.listen(port, hostname, () => console.log(`serve: ready on http://${hostname}:${port}`));

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
