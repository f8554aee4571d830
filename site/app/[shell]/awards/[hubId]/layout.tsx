import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isAwardHub } from '#src/components/hub/awardPages';

/** /awards/:hubId: anything but the four award hubs answers 404 here, before the page streams. */
export default async function AwardHubLayout({
  params,
  children,
}: {
  params: Promise<{ hubId: string }>;
  children: ReactNode;
}) {
  if (!isAwardHub((await params).hubId)) notFound();
  return children;
}
