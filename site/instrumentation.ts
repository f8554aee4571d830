/**
 * Next runs `register()` once when the server starts (under `next start` and scripts/serve.mjs).
 * On PostgreSQL the instance then listens for the revalidations published by the others
 * (ADR 0025 § 6, site/revalidatePages.ts). Node only: the edge runtime has no PostgreSQL client.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { listenForOtherInstances } = await import('./revalidatePages');
  listenForOtherInstances();
}
