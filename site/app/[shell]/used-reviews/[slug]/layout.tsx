import type { ReactNode } from 'react';
import { MakeOrCategorySlugLayout } from '#site/app/[shell]/[make]/_shared/slugLayout';

/** /used-reviews/:make or /used-reviews/:category: 404 for any other slug, before the page streams. */
export default async function Layout({ params, children }: { params: Promise<{ slug: string }>; children: ReactNode }) {
  const { slug } = await params;
  return <MakeOrCategorySlugLayout slug={slug}>{children}</MakeOrCategorySlugLayout>;
}
