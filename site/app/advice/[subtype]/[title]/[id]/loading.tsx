import { ArticleLoading } from '../../../../../../src/components/article/ArticleLoading';

/** Shown while an advice article and its related content load. */
export default function Loading() {
  return <ArticleLoading />;
}
