import 'server-only';
import { headers } from 'next/headers';
import { originFromHeaders } from '../src/lib/seo/requestOrigin';
import { siteConfig } from './app/siteConfig';

/** The origin of this request's absolute URLs (src/lib/seo/requestOrigin.ts), for pages and route handlers. */
export async function requestOrigin(): Promise<string> {
  return originFromHeaders(await headers(), siteConfig().appOrigin);
}
