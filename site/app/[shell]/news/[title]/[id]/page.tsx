import type { Metadata } from 'next';
import { articleMetadata, ArticleRoutePage } from '#site/app/[shell]/news/_article/articleRoute';

export { generateStaticParams } from '#site/onDemand';

/**
 * A news page, /news/:title/:id: news, features, slideshows, first drives, reader clinics,
 * promoted pieces, awards round-ups, the about-us and contact pages, and the legal pages.
 */
interface Props {
  params: Promise<{ shell: string; title: string; id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata((await params).id);
}

export default async function NewsArticlePage({ params }: Props) {
  const { id, shell } = await params;
  return <ArticleRoutePage id={id} shell={shell} />;
}
