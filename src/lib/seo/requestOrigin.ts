/**
 * The origin absolute URLs are built on (canonical links, JSON-LD, sitemaps): the configured
 * domain (PUBLIC_APP_ORIGIN, spec 2.9) when set, else the one the visitor used. A pure function
 * of the request headers, so it is unit-tested without Next; site/requestOrigin.ts applies it to
 * the current request.
 */

/** Over https when a proxy says so; a malformed Host header falls back to localhost. */
export function originFromHeaders(headers: Pick<Headers, 'get'>, configuredOrigin?: string): string {
  if (configuredOrigin) return new URL(configuredOrigin).origin;
  const protocol = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  const host = headers.get('host')?.trim() || 'localhost';
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return `${protocol}://localhost`;
  }
}
