import type { ReactNode } from 'react';
import { ArticleAddressLayout } from '#site/app/[shell]/news/_article/articleRoute';

/** /advice/:subtype/:title/:id: 404 for an unknown id and 308 to the canonical URL, before the page streams. */
export default async function AdviceArticleLayout({
  params,
  children,
}: {
  params: Promise<{ subtype: string; title: string; id: string }>;
  children: ReactNode;
}) {
  const { subtype, title, id } = await params;
  return (
    <ArticleAddressLayout segments={['advice', subtype, title, id]} id={id}>
      {children}
    </ArticleAddressLayout>
  );
}
