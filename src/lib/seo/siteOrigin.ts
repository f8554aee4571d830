/**
 * The origin absolute URLs are built on (canonical links, share URLs, JSON-LD, sitemaps), from
 * configuration only: SITE_ORIGIN, else the configured domain of spec 2.9 (PUBLIC_APP_ORIGIN),
 * else http://localhost:$PORT (3000 by default), which is right for `npm start` out of the box.
 * Never from a request's Host header: cached pages are shared, so a forged Host would poison
 * them. A malformed value falls back to the next one.
 */
export function configuredSiteOrigin(env: Record<string, string | undefined>): string {
  for (const value of [env.SITE_ORIGIN, env.PUBLIC_APP_ORIGIN]) {
    const origin = originOf(value);
    if (origin) return origin;
  }
  const port = /^\d{1,5}$/.test(env.PORT ?? '') ? env.PORT : '3000';
  return `http://localhost:${port}`;
}

function originOf(value: string | undefined): string | undefined {
  if (!value || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
