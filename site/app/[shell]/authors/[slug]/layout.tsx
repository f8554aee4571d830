import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { readAuthor } from '../authorData';

/** /authors/:slug: an unknown author answers 404 here, before the page streams. */
export default async function AuthorLayout({
  params,
  children,
}: {
  params: Promise<{ slug: string }>;
  children: ReactNode;
}) {
  const { slug } = await params;
  if ((await readAuthor(slug)).status === 'not-found') notFound();
  return children;
}
