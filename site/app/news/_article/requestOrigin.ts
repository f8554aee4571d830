import 'server-only';
import { headers } from 'next/headers';
import { siteConfig } from '../../siteConfig';

/**
 * The site's origin for absolute URLs in JSON-LD: the configured domain (PUBLIC_APP_ORIGIN), else
 * the origin the visitor used, as the root layout works out metadataBase.
 */
export async function requestOrigin(): Promise<string> {
  const configured = siteConfig().appOrigin;
  if (configured) return configured;
  const requestHeaders = await headers();
  const protocol = requestHeaders.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return `${protocol}://${requestHeaders.get('host') ?? 'localhost'}`;
}
