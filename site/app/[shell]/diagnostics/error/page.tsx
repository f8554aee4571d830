/**
 * A page that always fails, so the end-to-end tests can prove the error boundary (status 500,
 * the generic error page inside the site chrome). It exists only when KERBSIDE_DIAGNOSTICS=1:
 * otherwise site/proxy.ts sends /diagnostics/* to the ordinary 404.
 */
export const dynamic = 'force-dynamic';

export default function DiagnosticsErrorPage(): never {
  throw new Error('Deliberate failure of /diagnostics/error (KERBSIDE_DIAGNOSTICS=1)');
}
