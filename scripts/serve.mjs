// The production server: Next's request handler on node:http, with the site's response rules
// applied as each response is sent: what `next start` does, plus
// - Cache-Control a CDN understands (src/server/http/cacheControl.ts, ADR 0013);
// - the security headers, and a CSP with the hashes of each page's inline scripts
//   (src/server/http/securityHeaders.ts and documentResponse.ts, ADR 0019);
// - the page cache in front of Next's (src/server/http/pageCache.ts, ADR 0018), and a few seconds
//   of the search and used-car lists' whole answers (the query-answer cache, ADR 0029);
// - the brotli copies of the build's .js and .css files, written by scripts/precompress-static.mjs,
//   for visitors who accept br (src/server/http/staticAssets.ts, ADR 0032).
// Used by `npm start`, the end-to-end tests and the benchmarks.
// Usage: node scripts/serve.mjs [--port 3000] [--host 0.0.0.0]
//   PAGE_CACHE_MB: memory for the page cache (default 64; 0 turns it off).
//   QUERY_ANSWER_CACHE_MB: memory for the query-answer cache (default 16; 0 turns it off).
//   SECURITY_HSTS=off: no Strict-Transport-Security header.
// Must run on the pinned Node 24 (type stripping for the .ts imports).
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import './ts-resolve.mjs';

// After ts-resolve: these modules import others without file extensions.
const {
  PageCache,
  defaultPageCacheMegabytes,
  defaultQueryAnswerCacheMegabytes,
  installPageCache,
  pageCacheMaxAgeSeconds,
  queryAnswerMaxAgeSeconds,
} = await import('../src/server/http/pageCache.ts');
const { securityHeaderOptions } = await import('../src/server/http/securityHeaders.ts');
const { siteRequestListener } = await import('../src/server/http/siteServer.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const port = Number(option('port', process.env.PORT || '3000'));
const hostname = option('host', process.env.HOST || '0.0.0.0');

// Next's own idea of its origin is localhost: its proxy rewrites stay internal only when they
// point there (whatever interface the server listens on).
const app = next({ dev: false, dir: path.join(root, 'site'), hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

/** A PageCache of `megabytes` (an environment value), or none when it is 0 or not a number. */
function cacheOf(megabytes, maxAgeSeconds) {
  const value = Number(megabytes);
  return Number.isFinite(value) && value > 0
    ? new PageCache({ maxBytes: value * 1024 * 1024, maxAgeSeconds })
    : undefined;
}
const pageCache = cacheOf(process.env.PAGE_CACHE_MB ?? defaultPageCacheMegabytes, pageCacheMaxAgeSeconds);
const queryAnswerCache = cacheOf(
  process.env.QUERY_ANSWER_CACHE_MB ?? defaultQueryAnswerCacheMegabytes,
  queryAnswerMaxAgeSeconds,
);
installPageCache(pageCache, queryAnswerCache);

const server = createServer(
  siteRequestListener({
    handle,
    pageCache,
    queryAnswerCache,
    security: securityHeaderOptions(process.env),
    staticDirectory: path.join(root, 'site/.next/static'),
  }),
);
server.listen(port, hostname, () => console.log(`serve: ready on http://${hostname}:${port}`));

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
