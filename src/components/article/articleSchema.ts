/**
 * The JSON-LD of article pages (spec 3 seoSchema): a NewsArticle (or Article for advice and
 * features) with headline, description, image, dates, author and publisher; for a best-of list
 * also an ItemList of its ranked cars. URLs are made absolute with the site origin.
 */
import type { Article } from '#src/domain/content/types';
import { PRODUCT_NAME } from '#src/lib/constants';
import type { SeoSchema } from '#src/lib/seo/pageMetadata';
import { authorPath } from './articlePaths';
import type { StaticPage } from './staticPages';
import { articlePrefixes } from '#src/domain/routes';

const absolute = (path: string, origin: string) => new URL(path, origin).toString();

const publisher = (origin: string) => ({
  '@type': 'Organization',
  name: PRODUCT_NAME,
  url: absolute('/', origin),
  logo: { '@type': 'ImageObject', url: absolute('/icon.svg', origin) },
});

/** The schema.org type of an article: news-like types are NewsArticle, the rest Article. */
export function articleSchemaType(article: Pick<Article, 'articleType' | 'url'>): 'NewsArticle' | 'Article' {
  if (article.url.startsWith(articlePrefixes.best)) return 'Article';
  return article.articleType === 'news' || article.articleType === 'first_drive' || article.articleType === 'awards'
    ? 'NewsArticle'
    : 'Article';
}

/** The Article (or NewsArticle) block of an article page. */
export function articleSchema(article: Article, origin: string): SeoSchema {
  return {
    type: articleSchemaType(article),
    innerHTML: {
      headline: article.title,
      description: article.summary,
      image: [absolute(article.heroImage, origin)],
      datePublished: article.publishedAt,
      dateModified: article.publishedAt,
      mainEntityOfPage: absolute(article.url, origin),
      author: [
        {
          '@type': 'Person',
          name: article.author.name,
          jobTitle: article.author.role,
          url: absolute(authorPath(article.author.slug), origin),
        },
      ],
      publisher: publisher(origin),
      ...(article.tags.length > 0 ? { keywords: article.tags.join(', ') } : {}),
    },
  };
}

/** The ItemList block of a best-of list (or null when the article has no ranked entries). */
export function rankedListSchema(
  article: Pick<Article, 'title' | 'ranked'>,
  links: Readonly<Record<string, string>>,
  origin: string,
): SeoSchema | null {
  if (article.ranked.length === 0) return null;
  return {
    type: 'ItemList',
    innerHTML: {
      name: article.title,
      itemListOrder: 'https://schema.org/ItemListOrderAscending',
      numberOfItems: article.ranked.length,
      itemListElement: [...article.ranked]
        .sort((a, b) => a.rank - b.rank)
        .map((entry) => ({
          '@type': 'ListItem',
          position: entry.rank,
          name: entry.title,
          ...(links[entry.modelId] ? { url: absolute(links[entry.modelId] as string, origin) } : {}),
        })),
    },
  };
}

/** The WebPage block of a static page (terms, privacy, cookies). */
export function staticPageSchema(page: StaticPage, origin: string): SeoSchema {
  return {
    type: 'WebPage',
    innerHTML: {
      name: page.title,
      description: page.summary,
      url: absolute(page.url, origin),
      dateModified: page.updatedAt,
      publisher: publisher(origin),
    },
  };
}
