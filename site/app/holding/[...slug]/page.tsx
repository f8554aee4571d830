import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HoldingPage } from '../../../../src/components/HoldingPage';
import { notFoundPage } from '../../../../src/lib/errorMessages';
import { plannedRoutes, plannedRouteTitle } from '../../../../src/lib/plannedRoutes';

/**
 * The holding page for linked routes that are still being built. site/proxy.ts rewrites each
 * planned path (e.g. /car-leasing-deals) here, so the visitor keeps the real URL. Unknown paths
 * are never rewritten and stay unmatched: Next then renders not-found.tsx in full on the server.
 * (A notFound() call or a rejected dynamic param would give a 404 whose body is empty until
 * JavaScript runs: vercel/next.js#98954.)
 */
interface Props {
  params: Promise<{ slug: string[] }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(plannedRoutes).map((path) => ({ slug: path.split('/').filter(Boolean) }));
}

async function titleFor(params: Props['params']) {
  const { slug } = await params;
  return plannedRouteTitle(`/${slug.join('/')}`);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const title = await titleFor(params);
  // A path that is not planned is a 404; its metadata must be the 404 page's, not the layout default.
  if (!title) return { title: { absolute: notFoundPage.title }, robots: { index: false } };
  return { title, description: `${title}: coming soon.`, robots: { index: false } };
}

export default async function PlannedRoutePage({ params }: Props) {
  const title = await titleFor(params);
  if (!title) notFound();
  return <HoldingPage title={title} />;
}
