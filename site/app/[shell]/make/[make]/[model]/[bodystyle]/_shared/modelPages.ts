import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { contentQueryLimits } from '#src/adapters/content/schema/contentQueryLimits';
import type { Deal, Model } from '#src/domain/content/types';
import { modelPaths, sitePaths, subjectPaths } from '#src/domain/routes';
import { modelRecordTitle } from '#src/domain/carTitles';
import { productAggregateOfferSchema } from '#src/components/deals/dealsSeo';
import { siteOrigin } from '#site/siteOrigin';
import { loadContent } from '#src/components/listing/loadContent';
import { breadcrumbSchema, pageMetadata, type Crumb, type SeoProps, type SeoSchema } from '#src/lib/seo/pageMetadata';
import { contentAdapter } from '#src/server/content/contentAdapter';

/**
 * What the model pages under /make{base} (deals, autocardeals, versions) share: finding the
 * model of the path (a 404 when there is none), reading all of a model's deals, their breadcrumbs
 * and the links between the three pages, their metadata and their JSON-LD.
 */

/** The route params of every /make{base}/... page. */
export interface ModelParams {
  make: string;
  model: string;
  bodystyle: string;
}

const loadModel = cache((make: string, model: string, bodyStyle: string) =>
  loadContent(async () => {
    const page = await contentAdapter().list('models', {
      filters: { makeSlug: make, slug: model, bodyStyle },
      pageSize: 1,
    });
    return page.items[0] ?? null;
  }),
);

/** The model of the path, 'unavailable' when the content service is down; notFound() when there is none. */
async function foundModel(params: ModelParams): Promise<Model | 'unavailable'> {
  const result = await loadModel(params.make, params.model, params.bodystyle);
  if (result.status === 'unavailable') return 'unavailable';
  if (result.status === 'not-found' || result.value === null) notFound();
  return result.value;
}

/**
 * Every live deal matching the filters, in the API's largest pages (the default order: biggest
 * saving first). Deals whose offer has ended are left out by the store (src/domain/dealDates.ts).
 */
export async function allDeals(filters: { modelId: string; dealType?: Deal['dealType'] }): Promise<Deal[]> {
  const deals: Deal[] = [];
  for (let page = 1; page <= contentQueryLimits.maxPage; page += 1) {
    const response = await contentAdapter().list('deals', { filters, page, pageSize: contentQueryLimits.maxPageSize });
    deals.push(...response.items);
    if (response.items.length < contentQueryLimits.maxPageSize || deals.length >= response.total) break;
  }
  return deals;
}

/** The trail of a model page: home, new car deals, the make's deals, the model's {base} page, this page. */
function modelCrumbs(model: Model, page: { name: string; path: string }): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'New car deals', path: sitePaths.newCarDeals },
    { name: `${model.make} deals`, path: subjectPaths.newCarDeals(model.makeSlug) },
    { name: modelRecordTitle(model), path: model.basePath },
    page,
  ];
}

/** The pages of a model under /make{base}, for the related links of each. */
function modelPagePaths(model: Model) {
  const slugs = { makeSlug: model.makeSlug, rangeSlug: model.slug, bodyStyle: model.bodyStyle };
  return {
    deals: modelPaths.deals(slugs),
    partnerDeals: modelPaths.autoCarDeals(slugs),
    versions: modelPaths.versions(slugs),
  };
}

/** The three pages of a model: 'deals', 'partnerDeals' or 'versions'. */
export type ModelPageName = keyof ReturnType<typeof modelPagePaths>;

/**
 * One of a model's pages for this request: the model, its name, the three pages' paths, this
 * page's path and trail, and the request's origin for JSON-LD.
 */
export interface ModelPage {
  model: Model;
  car: string;
  paths: ReturnType<typeof modelPagePaths>;
  path: string;
  crumbs: Crumb[];
  origin: string;
}

/** The page `page` of the path's model, named `name` in its trail; 'unavailable' when the content service is down. */
export async function modelPage(
  params: Promise<ModelParams>,
  page: ModelPageName,
  name: string,
): Promise<ModelPage | 'unavailable'> {
  const [model, origin] = await Promise.all([params.then(foundModel), pageOrigin()]);
  if (model === 'unavailable') return 'unavailable';
  const paths = modelPagePaths(model);
  const path = paths[page];
  return { model, car: modelRecordTitle(model), paths, path, crumbs: modelCrumbs(model, { name, path }), origin };
}

/** A model page's metadata: its title and description, its canonical path and the model's picture to share. */
export function modelPageMetadata(
  { model, car, path }: ModelPage,
  seo: Pick<SeoProps, 'seoTitle' | 'seoDescription' | 'noIndex'>,
): Metadata {
  return pageMetadata({ ...seo, seoImage: model.image, seoImageAlt: car, canonicalUrl: path });
}

/** A model page's JSON-LD: its trail, and the model as a Product with an AggregateOffer over the page's prices. */
export function modelPageSchema(
  { model, car, path, crumbs, origin }: ModelPage,
  prices: readonly number[],
): SeoSchema[] {
  return [
    breadcrumbSchema(crumbs, origin),
    productAggregateOfferSchema({ name: car, brand: model.make, url: path, origin, image: model.image }, prices),
  ];
}

/** The absolute origin for this request's JSON-LD. */
async function pageOrigin(): Promise<string> {
  return siteOrigin();
}
