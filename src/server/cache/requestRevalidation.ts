/**
 * Asks a running site to render its cached pages again after their content changed outside it
 * (`npm run db:seed`): `POST {site}/api/revalidate {"all": true}` with the document API's
 * credentials (src/server/cache/revalidateApi.ts). Never throws: it returns one line saying what
 * happened, because a seed that worked must not fail for want of a running site.
 */
import { apiPaths } from '#src/domain/routes';
export interface RevalidationRequestOptions {
  /** The site's base URL, e.g. http://localhost:3000. */
  siteUrl: string;
  sitekey: string;
  /** SEARCH_ADMIN_SECRET; without it the API is closed, so nothing is sent. */
  secret: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export async function requestRevalidation({
  siteUrl,
  sitekey,
  secret,
  timeoutMs = 5_000,
  fetch: fetchImpl = fetch,
}: RevalidationRequestOptions): Promise<string> {
  if (!secret)
    return 'no SEARCH_ADMIN_SECRET: a running site keeps its cached pages until they expire (within the hour) or it restarts';
  let url: URL;
  try {
    url = new URL(apiPaths.revalidate, siteUrl);
  } catch {
    return `not a URL: ${siteUrl}; no site revalidated`;
  }
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${sitekey}:${secret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ all: true }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.ok) return `the site at ${url.origin} renders its pages again on their next request`;
    return `the site at ${url.origin} answered ${response.status}; its cached pages expire within the hour`;
  } catch {
    return `no site answered at ${url.origin}; nothing to revalidate`;
  }
}
