import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { findMakeOrCategory } from './_shared/catalogue';
import { loadContent } from '#src/components/listing/loadContent';

/**
 * Every path under the root slug (/:make, /:category and {base} = /:make/:model/:bodystyle...):
 * a slug that is neither a make nor a category answers 404 here, before any page streams its
 * loading state (once a loading state has streamed, the status is already 200). When the content
 * service is down the page below shows its error state.
 */
export default async function MakeOrCategoryLayout({
  params,
  children,
}: {
  params: Promise<{ make: string }>;
  children: ReactNode;
}) {
  const { make } = await params;
  const found = await loadContent(() => findMakeOrCategory(make));
  if (found.status === 'not-found' || (found.status === 'ok' && found.value === null)) notFound();
  return children;
}
