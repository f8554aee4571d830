import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The APIs take a trailing slash as it is (the official search client sends
  // `PUT …/documents/`): a redirect would leak /api/search behind a proxy that maps the API to
  // the root of a host. Pages still get one URL: the server redirects them (src/server/http/siteServer.ts).
  skipTrailingSlashRedirect: true,
  // The app imports the UI kit from ../src and ../tokens.
  turbopack: { root: repositoryRoot },
  outputFileTracingRoot: repositoryRoot,
  // Production class names are the generated rule names alone (`ixHfDE`): no `File__Component-`
  // display name (here) and no `sc-<hash>-<n>` component id (scripts/patch-styled-components.mjs).
  // Both were in every class attribute of the markup and every className of the flight payload
  // (about 35 and 20 kB of the home page, docs/adr/0013); nothing selects by them. Development keeps
  // them for the devtools. `ssr` keeps the stable component ids the server and browser agree on.
  compiler: { styledComponents: { displayName: process.env.NODE_ENV !== 'production', ssr: true } },
  typescript: { tsconfigPath: 'tsconfig.json' },
  // Native module: loaded from node_modules at run time, never bundled.
  serverExternalPackages: ['better-sqlite3'],
  // Cached pages (ADR 0013): Cache-Control `s-maxage=<revalidate>, stale-while-revalidate=<the
  // rest of a day>` (scripts/serve.mjs makes it public and adds stale-if-error). Pages rendered
  // at run time stay in memory, never on disk, so a restart after a new seed starts clean.
  expireTime: 86_400,
  cacheMaxMemorySize: 256 * 1024 * 1024,
  experimental: { isrFlushToDisk: false },
  // Next's page cache, refusing pages rendered while a back end was down (ADR 0020).
  cacheHandler: path.join(repositoryRoot, 'site/pageCacheHandler.mjs'),
};

export default nextConfig;
