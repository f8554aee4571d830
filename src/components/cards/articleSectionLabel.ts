/**
 * The section label of an article card: its article type in words (spec 3), except best-of lists,
 * which are labelled 'Best' (the contract has no 'best' type: they are the articles served under
 * /best/ with a ranked list).
 */
import type { Article } from '#src/domain/content/types';
import type { ArticleType } from '#src/domain/content/enums';
import { articlePrefixes } from '#src/domain/routes';

/** Display label of each article type (spec 3). */
export const articleTypeLabels = {
  news: 'News',
  advice: 'Advice',
  feature: 'Feature',
  slideshow: 'Slideshow',
  first_drive: 'First drive',
  reader_clinic: 'Reader clinic',
  promoted: 'Promoted',
  awards: 'Awards',
} as const satisfies Record<ArticleType, string>;

export type ArticleSectionLabel = (typeof articleTypeLabels)[ArticleType] | 'Best';

/**
 * The label shown above an article's title.
 *
 * @example articleSectionLabel({ articleType: 'news', url: '/news/x/n1', ranked: [] }) // 'News'
 * @example articleSectionLabel({ articleType: 'feature', url: '/best/x/n2', ranked: [] }) // 'Best'
 */
export function articleSectionLabel(article: Pick<Article, 'articleType' | 'url' | 'ranked'>): ArticleSectionLabel {
  if (article.url.startsWith(articlePrefixes.best) || article.ranked.length > 0) return 'Best';
  return articleTypeLabels[article.articleType] ?? articleTypeLabels.news;
}
