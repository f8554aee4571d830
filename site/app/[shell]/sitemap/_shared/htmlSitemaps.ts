import 'server-only';
import { modelRecordTitle } from '#src/domain/carTitles';
import { contentAdapter } from '#src/server/content/contentAdapter';
import type { MakeLink } from '#src/lib/seo/sitemapGroups';
import { pageTitle } from '#src/lib/seo/titles';
import { listAll } from '#site/app/[shell]/[make]/_shared/catalogue';
import { modelPaths, sitemapPaths, sitePaths } from '#src/domain/routes';

/**
 * The HTML sitemaps of spec 2.1 (/sitemap/reviews, /sitemap/used-reviews, /sitemap/coming-soon,
 * /sitemap/new-car-deals, /sitemap/used-car-deals, /sitemap/all-used-makes) as data: each one's
 * title, introduction and the links it lists, read through the content adapter. The pages group
 * the links by make A to Z (all-used-makes by first letter) and page them.
 */

/** The slugs of the HTML sitemaps under /sitemap. */
export const htmlSitemapSlugs = [
  'reviews',
  'used-reviews',
  'coming-soon',
  'new-car-deals',
  'used-car-deals',
  'all-used-makes',
] as const;
export type HtmlSitemapSlug = (typeof htmlSitemapSlugs)[number];

/** One HTML sitemap: its texts and how to read its links. */
export interface HtmlSitemap {
  slug: HtmlSitemapSlug;
  /** What the list is of, capitalised: the page is titled '<subject> sitemap'. */
  subject: string;
  /** One sentence under the title. */
  intro: string;
  /** What ContentUnavailable names when the content service is down. */
  what: string;
  /** What an empty list says. */
  empty: string;
  /** Group by first letter instead of by make (a list of makes). */
  byLetter?: boolean;
  /** The links, each with its make. */
  load: () => Promise<MakeLink[]>;
}

/** The path of an HTML sitemap. */
export const htmlSitemapPath = (slug: HtmlSitemapSlug) => sitemapPaths.htmlPage(slug);

/** Every HTML sitemap page, the index first. */
export const htmlSitemapPaths: readonly string[] = [sitemapPaths.html, ...htmlSitemapSlugs.map(htmlSitemapPath)];

/** The title of an HTML sitemap: 'Car reviews sitemap'. */
export const htmlSitemapTitle = (sitemap: Pick<HtmlSitemap, 'subject'>) =>
  pageTitle('sitemap', { subject: sitemap.subject });

/**
 * Used cars for sale of a make (and model). The /used-cars listing is built in another issue;
 * its make and model filters are linked as `make` and `model` query parameters.
 */
export function usedCarsHref(makeSlug: string, modelSlug?: string): string {
  const query = new URLSearchParams({ make: makeSlug });
  if (modelSlug) query.set('model', modelSlug);
  return `${sitePaths.usedCars}?${query.toString()}`;
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

const countsOf = (breakdown: ReadonlyArray<{ value: string | number; count: number }> = []) =>
  new Map(breakdown.filter(({ count }) => count > 0).map(({ value, count }) => [String(value), count]));

async function reviewLinks(resource: 'reviews' | 'used-reviews', reviewTypes?: string[]): Promise<MakeLink[]> {
  const reviews = await listAll(resource, {
    ...(reviewTypes ? { filters: { reviewType: reviewTypes } } : {}),
    displayFields: ['make', 'makeSlug', 'title', 'url'],
  });
  return reviews.map((review) => ({
    make: review.make,
    makeSlug: review.makeSlug,
    text: review.title,
    href: review.url,
  }));
}

async function newCarDealLinks(): Promise<MakeLink[]> {
  const [deals, models] = await Promise.all([
    contentAdapter().list('deals', {
      filters: { dealType: 'new-car' },
      pageSize: 1,
      displayFields: ['id'],
      filterBreakdownDisplayFields: ['modelId'],
    }),
    listAll('models', { displayFields: ['id', 'make', 'makeSlug', 'name', 'bodyStyle', 'basePath'] }),
  ]);
  const counts = countsOf(deals.breakdowns.modelId);
  return models
    .filter((model) => counts.has(model.id))
    .map((model) => ({
      make: model.make,
      makeSlug: model.makeSlug,
      text: `${modelRecordTitle(model)} deals`,
      href: modelPaths.dealsOfBase(model.basePath),
      detail: plural(counts.get(model.id)!, 'deal', 'deals'),
    }));
}

async function usedCarModelLinks(): Promise<MakeLink[]> {
  const [cars, models] = await Promise.all([
    contentAdapter().list('used-cars', {
      pageSize: 1,
      displayFields: ['id'],
      filterBreakdownDisplayFields: ['modelId'],
    }),
    listAll('models', { displayFields: ['id', 'make', 'makeSlug', 'slug', 'name', 'bodyStyle'] }),
  ]);
  const counts = countsOf(cars.breakdowns.modelId);
  return models
    .filter((model) => counts.has(model.id))
    .map((model) => ({
      make: model.make,
      makeSlug: model.makeSlug,
      text: `Used ${modelRecordTitle(model)}`,
      href: usedCarsHref(model.makeSlug, model.slug),
      detail: plural(counts.get(model.id)!, 'car', 'cars'),
    }));
}

async function usedMakeLinks(): Promise<MakeLink[]> {
  const [cars, makes] = await Promise.all([
    contentAdapter().list('used-cars', {
      pageSize: 1,
      displayFields: ['id'],
      filterBreakdownDisplayFields: ['makeSlug'],
    }),
    listAll('makes', { displayFields: ['slug', 'name'] }),
  ]);
  const counts = countsOf(cars.breakdowns.makeSlug);
  return makes
    .filter((make) => counts.has(make.slug))
    .map((make) => {
      const letter = make.name.charAt(0).toUpperCase();
      return {
        make: letter,
        makeSlug: letter.toLowerCase(),
        text: `Used ${make.name}`,
        href: usedCarsHref(make.slug),
        detail: plural(counts.get(make.slug)!, 'car', 'cars'),
      };
    });
}

export const htmlSitemaps: Readonly<Record<HtmlSitemapSlug, HtmlSitemap>> = {
  reviews: {
    slug: 'reviews',
    subject: 'Car reviews',
    intro: 'Every new car review on the site, by manufacturer from A to Z.',
    what: 'the list of reviews',
    empty: 'There are currently no reviews.',
    load: () => reviewLinks('reviews', ['4-point', '16-point']),
  },
  'used-reviews': {
    slug: 'used-reviews',
    subject: 'Used car reviews',
    intro: 'Every used car review on the site, by manufacturer from A to Z.',
    what: 'the list of used car reviews',
    empty: 'There are currently no used car reviews.',
    load: () => reviewLinks('used-reviews'),
  },
  'coming-soon': {
    slug: 'coming-soon',
    subject: 'Coming soon',
    intro: 'Our first looks at the new cars coming soon, by manufacturer from A to Z.',
    what: 'the list of cars coming soon',
    empty: 'There are currently no cars coming soon.',
    load: () => reviewLinks('reviews', ['first-look']),
  },
  'new-car-deals': {
    slug: 'new-car-deals',
    subject: 'New car deals',
    intro: 'Every model with new car deals from our partner dealers, by manufacturer from A to Z.',
    what: 'the list of new car deals',
    empty: 'There are currently no new car deals.',
    load: newCarDealLinks,
  },
  'used-car-deals': {
    slug: 'used-car-deals',
    subject: 'Used car deals',
    intro: 'Every model with used cars for sale from approved dealers, by manufacturer from A to Z.',
    what: 'the list of used car deals',
    empty: 'There are currently no used cars for sale.',
    load: usedCarModelLinks,
  },
  'all-used-makes': {
    slug: 'all-used-makes',
    subject: 'All used makes',
    intro: 'Every manufacturer with used cars for sale, from A to Z.',
    what: 'the list of used car makes',
    empty: 'There are currently no used cars for sale.',
    byLetter: true,
    load: usedMakeLinks,
  },
};
