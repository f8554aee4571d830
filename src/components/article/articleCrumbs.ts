/**
 * The breadcrumb trail of an article page: Home, the list the article belongs to (its hub, award
 * or tag list, decided from its type, tags and URL), for advice its subtype, then the article.
 * The same crumbs feed the visible Breadcrumbs and the BreadcrumbList JSON-LD.
 */
import type { Article } from '#src/domain/content/types';
import type { Crumb } from '#src/lib/seo/pageMetadata';
import { tagPath } from './articlePaths';
import { tagLabel } from './tagLabel';
import { articlePrefixes, awardPaths, hubPaths } from '#src/domain/routes';

/** The first crumb of every trail. */
export const homeCrumb: Crumb = { name: 'Home', path: '/' };

const awardHubTags = ['new-car-awards', 'used-car-awards', 'electric-car-awards', 'van-awards'] as const;

/** Hubs (/class/:hubId) that collect articles by a tag. */
const hubByTag: ReadonlyArray<readonly [tag: string, crumb: Crumb]> = [
  ['long-term-test', { name: 'Long-term tests', path: hubPaths.longTermTests }],
  ['new-car-comparison-tests', { name: 'New car comparison tests', path: hubPaths.newCarComparisonTests }],
  ['reliability', { name: 'Car reliability', path: hubPaths.reliability }],
];

const tagCrumb = (tag: string): Crumb => ({ name: tagLabel(tag), path: tagPath(tag) });

/** The lists an article sits under, between Home and the article itself (empty for static pages). */
export function articleSectionCrumbs(
  article: Pick<Article, 'articleType' | 'articleSubType' | 'tags' | 'url'>,
): Crumb[] {
  const { articleType, articleSubType, tags, url } = article;
  if (tags.includes('about')) return [];
  if (url.startsWith(articlePrefixes.best)) return [{ name: 'Best cars', path: hubPaths.best }];
  if (articleType === 'advice') {
    return articleSubType ? [tagCrumb('advice'), tagCrumb(articleSubType)] : [tagCrumb('advice')];
  }
  if (articleType === 'awards') {
    const hub = awardHubTags.find((name) => tags.includes(name));
    return hub ? [{ name: tagLabel(hub), path: awardPaths.hub(hub) }] : [tagCrumb('awards')];
  }
  const hub = hubByTag.find(([tag]) => tags.includes(tag));
  if (hub) return [hub[1]];
  switch (articleType) {
    case 'slideshow':
      return [tagCrumb('top-10')];
    case 'first_drive':
      return [tagCrumb('first-drive')];
    case 'reader_clinic':
      return [tagCrumb('reader-clinic')];
    case 'promoted':
      return [];
    default:
      return [tagCrumb('news')];
  }
}

/** The whole trail: Home, the article's lists, the article (its canonical url). */
export function articleCrumbs(
  article: Pick<Article, 'articleType' | 'articleSubType' | 'tags' | 'url' | 'title'>,
): Crumb[] {
  return [homeCrumb, ...articleSectionCrumbs(article), { name: article.title, path: article.url }];
}
