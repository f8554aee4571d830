import 'server-only';
import { headers } from 'next/headers';
import { siteConfig } from '../../siteConfig';

/**
 * The origin absolute URLs in page content are built on (JSON-LD): the configured origin
 * (PUBLIC_APP_ORIGIN), else the one the visitor used, the same rule the root layout uses for
 * metadataBase. (A copy of the layout's rule; it belongs beside site/requestHeaders.ts.)
 */
export async function requestOrigin(): Promise<string> {
  const configured = siteConfig().appOrigin;
  if (configured) return configured;
  const requestHeaders = await headers();
  const protocol = requestHeaders.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return `${protocol}://${requestHeaders.get('host') ?? 'localhost'}`;
}
