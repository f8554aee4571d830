import 'server-only';
import { awardHubOrder, classHubs } from '#src/components/hub/hubDefinitions';
import { loadAwardYears } from '#src/components/hub/loadAwards';
import { hiddenTags } from '#src/components/article/ArticleTags';
import { authorPath, isArticleId, tagPath } from '#src/components/article/articlePaths';
import { categoryDealCounts } from '#src/components/deals/dealCategories';
import { awardYearPath } from '#src/components/hub/awardPages';
import { namedTagLists } from '#src/components/hub/tagPages';
import { modelPaths, sitePaths, subjectPaths } from '#src/domain/routes';
import { reviewRouteOf } from '#src/components/review/reviewPaths';
import { toolsHubPaths } from '#src/components/tools-hub/toolsHubLinks';
import { categories } from '#src/domain/content/enums';
import type { SitemapPath, SitemapSection } from '#src/lib/seo/sitemap';
import { contentAdapter } from '#src/server/content/contentAdapter';
import { listAll } from '#site/app/[shell]/[make]/_shared/catalogue';
import { htmlSitemapPaths } from './htmlSitemaps';

/**
 * Every public page of the site, by sitemap.xml section, read through the content adapter:
 * fixed pages, hubs, award years, tag lists, makes and categories (with their coming-soon,
 * used-review and deals lists where those have something in them), reviews, articles, authors,
 * the deals and versions pages of every model on sale and every version's page. Which of these
 * may be listed (noindex, planned routes) is decided by src/lib/seo/sitemap.ts.
 */

/** Pages that exist whatever the content: lists, hubs of fixed content, the HTML sitemaps. */
const fixedPaths = [
  '/',
  sitePaths.reviews,
  sitePaths.comingSoon,
  sitePaths.usedReviews,
  sitePaths.newCarDeals,
  sitePaths.leasingDeals,
  sitePaths.leasing,
  modelPaths.leasingDeals('business'),
  modelPaths.leasingDeals('personal'),
  sitePaths.toolsAndServices,
  sitePaths.tags,
  sitePaths.authors,
  sitePaths.electricCategories,
  sitePaths.vanCategories,
];

/** Pages about the visitor's own browser (kept out of search engines by the page itself). */
const personalPaths = new Set<string>([sitePaths.shortlist]);

/** Whether a path is an article's (the articles section lists those, with their dates). */
const isArticlePath = (path: string) => isArticleId(path.split('/').pop() ?? '');

const counts = (breakdown: ReadonlyArray<{ value: string | number; count: number }> = []) =>
  new Map(breakdown.filter(({ count }) => count > 0).map(({ value, count }) => [String(value), count]));

async function pagePaths(): Promise<SitemapPath[]> {
  const adapter = contentAdapter();
  const [makes, previews, used, deals, comingSoonModels, articleTags, awardYears] = await Promise.all([
    listAll('makes', { displayFields: ['slug'] }),
    adapter.list('reviews', {
      filters: { reviewType: ['first-look'] },
      pageSize: 1,
      displayFields: ['cmsId'],
      filterBreakdownDisplayFields: ['makeSlug', 'category'],
    }),
    adapter.list('used-reviews', {
      pageSize: 1,
      displayFields: ['cmsId'],
      filterBreakdownDisplayFields: ['makeSlug', 'category'],
    }),
    adapter.list('deals', {
      filters: { dealType: 'new-car' },
      pageSize: 1,
      displayFields: ['id'],
      filterBreakdownDisplayFields: ['makeSlug', 'category', 'fuelType'],
    }),
    adapter.list('models', {
      filters: { comingSoon: true },
      pageSize: 1,
      displayFields: ['id'],
      filterBreakdownDisplayFields: ['categories'],
    }),
    adapter.list('articles', { pageSize: 1, displayFields: ['cmsId'], filterBreakdownDisplayFields: ['tags'] }),
    Promise.all(awardHubOrder.map(async (hub) => ({ hub, years: await loadAwardYears(adapter, hub) }))),
  ]);
  const previewMakes = counts(previews.breakdowns.makeSlug);
  const usedMakes = counts(used.breakdowns.makeSlug);
  const dealMakes = counts(deals.breakdowns.makeSlug);
  const previewCategories = counts(comingSoonModels.breakdowns.categories);
  const usedCategories = counts(used.breakdowns.category);
  const tags = counts(articleTags.breakdowns.tags);
  return [
    ...fixedPaths,
    ...htmlSitemapPaths,
    ...toolsHubPaths().filter((path) => !personalPaths.has(path) && !isArticlePath(path)),
    ...Object.values(classHubs).map((hub) => hub.path),
    ...awardYears.flatMap(({ hub, years }) => years.map((year) => awardYearPath(hub, year, years[0] ?? null))),
    ...namedTagLists.filter((tag) => tags.has(tag)).map((tag) => tagPath(tag)),
    ...[...tags.keys()].filter((tag) => !hiddenTags.has(tag)).map((tag) => tagPath(tag)),
    ...makes.flatMap((make) => [
      `/${make.slug}`,
      ...(previewMakes.has(make.slug) ? [subjectPaths.comingSoon(make.slug)] : []),
      ...(usedMakes.has(make.slug) ? [subjectPaths.usedReviews(make.slug)] : []),
      ...(dealMakes.has(make.slug) ? [subjectPaths.newCarDeals(make.slug)] : []),
    ]),
    ...categories.flatMap((category) => [
      `/${category}`,
      ...(previewCategories.has(category) ? [subjectPaths.comingSoon(category)] : []),
      ...(usedCategories.has(category) ? [subjectPaths.usedReviews(category)] : []),
    ]),
    ...categoryDealCounts(deals.breakdowns.category, deals.breakdowns.fuelType).map(([category]) =>
      subjectPaths.newCarDeals(category),
    ),
  ].map((path) => ({ path }));
}

async function reviewPaths(): Promise<SitemapPath[]> {
  const reviews = await listAll('reviews', { displayFields: ['url', 'reviewType', 'publishedAt'] });
  return reviews
    .filter((review) => reviewRouteOf(review.reviewType) !== null)
    .map((review) => ({ path: review.url, lastModified: review.publishedAt }));
}

async function articlePaths(): Promise<SitemapPath[]> {
  const [articles, authors] = await Promise.all([
    listAll('articles', { displayFields: ['url', 'publishedAt'] }),
    listAll('authors', { displayFields: ['slug'] }),
  ]);
  return [
    ...articles.map((article) => ({ path: article.url, lastModified: article.publishedAt })),
    ...authors.map((author) => ({ path: authorPath(author.slug) })),
  ];
}

async function modelPagePaths(): Promise<SitemapPath[]> {
  const models = await listAll('models', { filters: { comingSoon: false }, displayFields: ['basePath'] });
  return models.flatMap((model) =>
    [modelPaths.dealsOfBase, modelPaths.autoCarDealsOfBase, modelPaths.versionsOfBase].map((pathOf) => ({
      path: pathOf(model.basePath),
    })),
  );
}

async function versionPaths(): Promise<SitemapPath[]> {
  const derivatives = await listAll('derivatives', {
    displayFields: ['makeSlug', 'rangeSlug', 'bodyStyle', 'edition', 'capId'],
  });
  return derivatives.map((derivative) => ({
    path: modelPaths.derivative(modelPaths.base(derivative), derivative.edition, derivative.capId),
  }));
}

/** The pages of one sitemap.xml section. */
export function sectionPaths(section: SitemapSection): Promise<SitemapPath[]> {
  switch (section) {
    case 'pages':
      return pagePaths();
    case 'reviews':
      return reviewPaths();
    case 'articles':
      return articlePaths();
    case 'models':
      return modelPagePaths();
    case 'versions':
      return versionPaths();
  }
}
