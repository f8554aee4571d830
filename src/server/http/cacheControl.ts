/**
 * The Cache-Control a CDN or the shipped nginx cache understands (ADR 0013). Next answers a
 * cached page with `s-maxage=<revalidate>, stale-while-revalidate=<expire - revalidate>`; the
 * site's server (scripts/serve.mjs) rewrites that, when the response is sent, into:
 * - for a good page (200): `public, max-age=0, s-maxage=…, stale-while-revalidate=…,
 *   stale-if-error=…`: shared caches keep it, browsers revalidate it (ETag), and a cache in front
 *   may serve it stale while the origin is down;
 * - for any other status (a 404 for content that may appear later, an error): `no-store`, so it
 *   is never kept as if it were good.
 * Every other Cache-Control (dynamic pages, APIs, build assets) passes unchanged.
 *
 * Plain TypeScript with no imports: Node runs it directly (type stripping) in scripts/serve.mjs.
 */

/** How long a cache in front may serve a cached page while the origin answers errors. */
export const staleIfErrorSeconds = 86_400;

const nextCachedPage = /^s-maxage=(\d+)(?:, stale-while-revalidate=(\d+))?$/;

/**
 * The Cache-Control to send for a response, or undefined to leave it as it is.
 *
 * @example pageCacheControl(200, 's-maxage=3600, stale-while-revalidate=82800')
 *   // 'public, max-age=0, s-maxage=3600, stale-while-revalidate=82800, stale-if-error=86400'
 * @example pageCacheControl(404, 's-maxage=3600') // 'no-store'
 */
export function pageCacheControl(status: number, cacheControl: string | undefined): string | undefined {
  const match = cacheControl ? nextCachedPage.exec(cacheControl.trim()) : null;
  if (!match) return undefined;
  if (status !== 200) return 'no-store';
  const [, maxAge, staleWhileRevalidate] = match;
  return [
    'public',
    'max-age=0',
    `s-maxage=${maxAge}`,
    ...(staleWhileRevalidate ? [`stale-while-revalidate=${staleWhileRevalidate}`] : []),
    `stale-if-error=${staleIfErrorSeconds}`,
  ].join(', ');
}
