/**
 * What an article page shows besides the article: related articles (about the same cars first,
 * then on the same topics), links from a best-of list's entries to the cars' reviews, and the
 * proper names of make tags. Read through the ContentAdapter the page passes in; each part is
 * optional, so a failing extra read leaves that part out instead of failing the page.
 */
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import type { Article } from '#src/domain/content/types';
import { contentQueryLimits } from '#src/adapters/content/schema/contentQueryLimits';
import { hiddenTags } from './ArticleTags';

/** The extras of an article page. */
export interface ArticleExtras {
  /** Related articles, best match first, never the article itself. */
  related: Article[];
  /** Review path by modelId, for the entries of a ranked list. */
  reviewLinks: Record<string, string>;
  /** Display names of tags that are make slugs. */
  tagNames: Record<string, string>;
}

/** How many related articles an article page shows. */
export const RELATED_COUNT = 3;

/** Tags too broad to relate articles by. */
const broadTags: ReadonlySet<string> = new Set([...hiddenTags, 'news', 'advice', 'best']);

const limit = <T>(items: readonly T[]) => items.slice(0, contentQueryLimits.maxListItems);

async function relatedArticles(adapter: ContentAdapter, article: Article): Promise<Article[]> {
  const found = new Map<string, Article>();
  const add = (items: readonly Article[]) => {
    for (const item of items) if (item.cmsId !== article.cmsId && !found.has(item.cmsId)) found.set(item.cmsId, item);
  };
  if (article.modelIds.length > 0) {
    const page = await adapter.list('articles', {
      filters: { modelIds: limit(article.modelIds) },
      pageSize: RELATED_COUNT + 1,
    });
    add(page.items);
  }
  const topics = article.tags.filter((tag) => !broadTags.has(tag));
  if (found.size < RELATED_COUNT && topics.length > 0) {
    const page = await adapter.list('articles', { filters: { tags: limit(topics) }, pageSize: RELATED_COUNT * 2 });
    add(page.items);
  }
  return [...found.values()].slice(0, RELATED_COUNT);
}

async function reviewLinks(adapter: ContentAdapter, article: Article): Promise<Record<string, string>> {
  const modelIds = [...new Set(article.ranked.map((entry) => entry.modelId))];
  if (modelIds.length === 0) return {};
  const page = await adapter.list('reviews', {
    filters: { modelId: limit(modelIds), reviewType: ['4-point', '16-point'] },
    displayFields: ['modelId', 'url'],
    pageSize: contentQueryLimits.maxListItems,
  });
  const links: Record<string, string> = {};
  // Newest first (the default sort): the first review of a model is its current one.
  for (const review of page.items) links[review.modelId] ??= review.url;
  return links;
}

async function tagNames(adapter: ContentAdapter, article: Article): Promise<Record<string, string>> {
  const tags = article.tags.filter((tag) => !broadTags.has(tag));
  if (tags.length === 0) return {};
  const page = await adapter.list('makes', {
    filters: { slug: limit(tags) },
    displayFields: ['slug', 'name'],
    pageSize: contentQueryLimits.maxListItems,
  });
  return Object.fromEntries(page.items.map((make) => [make.slug, make.name]));
}

const settled = <T>(result: PromiseSettledResult<T>, fallback: T): T =>
  result.status === 'fulfilled' ? result.value : fallback;

/** Reads the extras of an article page; a part whose read fails is empty. */
export async function loadArticleExtras(adapter: ContentAdapter, article: Article): Promise<ArticleExtras> {
  const [related, links, names] = await Promise.allSettled([
    relatedArticles(adapter, article),
    reviewLinks(adapter, article),
    tagNames(adapter, article),
  ]);
  return {
    related: settled(related, []),
    reviewLinks: settled(links, {}),
    tagNames: settled(names, {}),
  };
}
