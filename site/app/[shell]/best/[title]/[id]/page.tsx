import type { Metadata } from 'next';
import { articleMetadata, ArticleRoutePage } from '#site/app/[shell]/news/_article/articleRoute';

export { generateStaticParams } from '#site/onDemand';

/** A best-of list, /best/:title/:id: the ranked cars with why each is there and links to their reviews. */
interface Props {
  params: Promise<{ shell: string; title: string; id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata((await params).id);
}

export default async function BestListPage({ params }: Props) {
  const { id, shell } = await params;
  return <ArticleRoutePage id={id} shell={shell} />;
}
