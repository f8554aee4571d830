import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HoldingPage } from '../../../src/components/HoldingPage';
import { notFoundPage } from '../../../src/lib/errorMessages';
import { plannedRouteTitle } from '../../../src/lib/plannedRoutes';

/** Serves a holding page for linked routes that are still being built; every other path is a 404. */
interface Props {
  params: Promise<{ slug: string[] }>;
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
