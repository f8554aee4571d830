import 'server-only';
import { cache } from 'react';
import type { Article, Author, Review } from '#src/domain/content/types';
import { loadContent, type ContentResult } from '#src/components/listing/loadContent';
import { TAG_PAGE_SIZE } from '#src/components/hub/tagPages';
import { contentAdapter } from '#src/server/content/contentAdapter';

/**
 * The reads of the author routes, once per request (React cache): the author (its layout
 * answers 404 for an unknown slug before the page streams), a page of their articles and their
 * latest reviews.
 */

/** Reviews shown on an author's first page. */
export const AUTHOR_REVIEW_COUNT = 4;

export const readAuthor = cache((slug: string): Promise<ContentResult<Author>> =>
  /^[a-z0-9][a-z0-9-]{0,79}$/.test(slug)
    ? loadContent(() => contentAdapter().get('authors', slug))
    : Promise.resolve({ status: 'not-found' }),
);

export interface AuthorWork {
  articles: Article[];
  articleTotal: number;
  reviews: Review[];
  reviewTotal: number;
}

export const readAuthorWork = cache((slug: string, page: number): Promise<ContentResult<AuthorWork>> =>
  loadContent(async () => {
    const adapter = contentAdapter();
    const [articles, reviews] = await Promise.all([
      adapter.list('articles', { filters: { authorSlug: slug }, page, pageSize: TAG_PAGE_SIZE }),
      adapter.list('reviews', { filters: { authorSlug: slug }, pageSize: AUTHOR_REVIEW_COUNT }),
    ]);
    return {
      articles: articles.items,
      articleTotal: articles.total,
      reviews: reviews.items,
      reviewTotal: reviews.total,
    };
  }),
);
