import { ArticleLoading } from '../../../../../src/components/article/ArticleLoading';

/** Shown while a best-of list and its related content load. */
export default function Loading() {
  return <ArticleLoading label="Loading the list" />;
}
