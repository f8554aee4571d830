import { ArticleLoading } from '../../../../../src/components/article/ArticleLoading';

/** Shown while an article and its related content load. */
export default function Loading() {
  return <ArticleLoading />;
}
