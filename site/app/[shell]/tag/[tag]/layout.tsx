import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { tagExists } from '../tagListData';

/** /tag/:tag: a tag that is not a list answers 404 here, before the page streams. */
export default async function TagListLayout({
  params,
  children,
}: {
  params: Promise<{ tag: string }>;
  children: ReactNode;
}) {
  const { tag } = await params;
  // 'unknown' (content unavailable): the page shows its error state.
  if ((await tagExists(tag)) === 'no') notFound();
  return children;
}
