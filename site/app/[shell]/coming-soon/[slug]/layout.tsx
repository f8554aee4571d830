import type { ReactNode } from 'react';
import { MakeOrCategorySlugLayout } from '#site/app/[shell]/[make]/_shared/slugLayout';

/** /coming-soon/:make or /coming-soon/:category: 404 for any other slug, before the page streams. */
export default async function Layout({ params, children }: { params: Promise<{ slug: string }>; children: ReactNode }) {
  const { slug } = await params;
  return <MakeOrCategorySlugLayout slug={slug}>{children}</MakeOrCategorySlugLayout>;
}
