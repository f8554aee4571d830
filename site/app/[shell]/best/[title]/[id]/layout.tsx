import type { ReactNode } from 'react';
import { ArticleAddressLayout } from '#site/app/[shell]/news/_article/articleRoute';

/** /best/:title/:id: 404 for an unknown id and 308 to the canonical URL, before the page streams. */
export default async function BestListLayout({
  params,
  children,
}: {
  params: Promise<{ title: string; id: string }>;
  children: ReactNode;
}) {
  const { title, id } = await params;
  return (
    <ArticleAddressLayout segments={['best', title, id]} id={id}>
      {children}
    </ArticleAddressLayout>
  );
}
