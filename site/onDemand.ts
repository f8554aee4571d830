/**
 * `generateStaticParams` for cached pages under dynamic segments: no page is made at build time
 * (the catalogue lives in the database), each is rendered on its first request and then served
 * from cache (ADR 0013). Without it Next would render such pages on every request.
 */
export function generateStaticParams(): Record<string, string>[] {
  return [];
}
