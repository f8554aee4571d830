import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { classHubs } from '#src/components/hub/hubDefinitions';

/** /class/:hubId: a hub that does not exist answers 404 here, before the page streams. */
export default async function HubLayout({
  params,
  children,
}: {
  params: Promise<{ hubId: string }>;
  children: ReactNode;
}) {
  const { hubId } = await params;
  if (!Object.hasOwn(classHubs, hubId)) notFound();
  return children;
}
