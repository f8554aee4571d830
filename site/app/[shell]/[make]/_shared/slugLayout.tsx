import 'server-only';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { loadContent } from '#src/components/listing/loadContent';
import { findMakeOrCategory } from './catalogue';

/**
 * The layout of /coming-soon/:slug and /used-reviews/:slug: a slug that is neither a make nor a
 * category answers 404 before the page streams its loading state. When the content service is
 * down the page shows its error state instead.
 */
export async function MakeOrCategorySlugLayout({ slug, children }: { slug: string; children: ReactNode }) {
  const found = await loadContent(() => findMakeOrCategory(slug));
  if (found.status === 'not-found' || (found.status === 'ok' && found.value === null)) notFound();
  return children;
}
