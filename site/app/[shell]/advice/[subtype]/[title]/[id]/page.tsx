import type { Metadata } from 'next';
import { articleMetadata, ArticleRoutePage } from '#site/app/[shell]/news/_article/articleRoute';

export { generateStaticParams } from '#site/onDemand';

/** An advice article, /advice/:subtype/:title/:id (buying, selling, finance, ownership, electric, company cars). */
interface Props {
  params: Promise<{ shell: string; subtype: string; title: string; id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata((await params).id);
}

export default async function AdviceArticlePage({ params }: Props) {
  const { id, shell } = await params;
  return <ArticleRoutePage id={id} shell={shell} />;
}
