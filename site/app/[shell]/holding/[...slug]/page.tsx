import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HoldingPage } from '../../../../../src/components/HoldingPage';
import { notFoundPage } from '../../../../../src/lib/errorMessages';
import { plannedRouteTitle } from '../../../../../src/lib/plannedRoutes';

/**
 * The holding page for linked routes that are still being built. site/proxy.ts rewrites each
 * planned path (e.g. /car-leasing-deals) here, inside its page shell, so the visitor keeps the
 * real URL. Unknown paths are never rewritten here and stay unmatched: Next then renders
 * not-found.tsx in full on the server. (A notFound() call gives a 404 whose body is empty until
 * JavaScript runs: vercel/next.js#98954; the check below is for a direct /holding request only.)
 */
interface Props {
  params: Promise<{ slug: string[] }>;
}

export { generateStaticParams } from '../../../../onDemand';

async function pathOf(params: Props['params']) {
  const { slug } = await params;
  return `/${slug.join('/')}`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const path = await pathOf(params);
  const title = plannedRouteTitle(path);
  // A path that is not planned is a 404; its metadata must be the 404 page's, not the layout default.
  if (!title) return { title: { absolute: notFoundPage.title }, robots: { index: false } };
  // Canonical to the real URL the visitor kept (the proxy rewrote it here), not to /holding/...
  return { title, description: `${title}: coming soon.`, robots: { index: false }, alternates: { canonical: path } };
}

export default async function PlannedRoutePage({ params }: Props) {
  const title = plannedRouteTitle(await pathOf(params));
  if (!title) notFound();
  return <HoldingPage title={title} />;
}
