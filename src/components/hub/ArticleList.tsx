import type { Article } from '#src/domain/content/types';
import { Text } from '#src/primitives/Text';
import { Stack } from '#src/primitives/Layout';
import { ArticleCard } from '../cards/ArticleCard';
import { CardGrid } from '../listing/CardGrid';
import { EmptyState } from '#src/primitives/EmptyState';
import { PaginationLinks } from '#src/primitives/PaginationLinks';
import { hubTexts, listRangeText } from './hubTexts';
import { tagPaths } from '#src/domain/routes';

/**
 * ArticleList: one page of a paged list of articles (tag lists, author pages): the range shown,
 * the article cards, and the page links. With no articles it shows the empty state; on a page
 * past the end it says so and links back to the first page.
 */
export interface ArticleListProps {
  /** The articles of this page. */
  articles: readonly Article[];
  /** How many articles the whole list has. */
  total: number;
  /** The page shown (1-based). */
  page: number;
  /** Articles per page. */
  pageSize: number;
  /** The href of a page of the list. */
  hrefFor: (page: number) => string;
  /** Document level of the card titles. */
  headingLevel?: 2 | 3;
  /** The empty state's way on. */
  emptyAction?: { text: string; href: string };
  /** Load the first cards' images at once (the list is the page's main content). */
  priority?: boolean;
}

/** Cards whose images load at once when the list leads the page. */
const priorityCards = 4;

export function ArticleList({
  articles,
  total,
  page,
  pageSize,
  hrefFor,
  headingLevel = 2,
  emptyAction = { text: hubTexts.latestLink, href: tagPaths.latest },
  priority = false,
}: ArticleListProps) {
  const totalPages = Math.ceil(total / pageSize);
  if (total <= 0) return <EmptyState message={hubTexts.noArticles} action={emptyAction} />;
  if (articles.length === 0) {
    return (
      <Stack gap={4}>
        <EmptyState message={hubTexts.pastLastPage(page)} action={{ text: hubTexts.firstPageLink, href: hrefFor(1) }} />
        <PaginationLinks page={Math.min(page, totalPages)} totalPages={totalPages} hrefFor={hrefFor} />
      </Stack>
    );
  }
  return (
    <Stack gap={5}>
      <Text tone="muted" size="sm">
        {listRangeText(page, pageSize, total)}
      </Text>
      <CardGrid>
        {articles.map((article, index) => (
          <ArticleCard
            key={article.cmsId}
            article={article}
            headingLevel={headingLevel}
            priority={priority && index < priorityCards}
          />
        ))}
      </CardGrid>
      <PaginationLinks page={page} totalPages={totalPages} hrefFor={hrefFor} />
    </Stack>
  );
}
