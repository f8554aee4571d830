import type { Metadata } from 'next';
import { articleMetadata, ArticleRoutePage } from '../../../../news/_article/articleRoute';

export { generateStaticParams } from '../../../../../../onDemand';

/** An advice article, /advice/:subtype/:title/:id (buying, selling, finance, ownership, electric, company cars). */
interface Props {
  params: Promise<{ subtype: string; title: string; id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata((await params).id);
}

export default async function AdviceArticlePage({ params }: Props) {
  return <ArticleRoutePage id={(await params).id} />;
}
