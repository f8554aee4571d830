import type { ReactNode } from 'react';
import { ArticleAddressLayout } from '#site/app/[shell]/news/_article/articleRoute';

/** /news/:title/:id: 404 for an unknown id and 308 to the canonical URL, before the page streams. */
export default async function NewsArticleLayout({
  params,
  children,
}: {
  params: Promise<{ title: string; id: string }>;
  children: ReactNode;
}) {
  const { title, id } = await params;
  return (
    <ArticleAddressLayout segments={['news', title, id]} id={id}>
      {children}
    </ArticleAddressLayout>
  );
}
