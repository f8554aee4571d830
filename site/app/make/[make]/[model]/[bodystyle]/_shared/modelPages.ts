import 'server-only';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { contentQueryLimits } from '../../../../../../../src/adapters/content/schema';
import type { Deal, Model } from '../../../../../../../src/adapters/content/types';
import { modelPaths } from '../../../../../../../src/components/cards/modelPaths';
import { modelRecordTitle } from '../../../../../../../src/components/deals/dealNames';
import { originFromHeaders } from '../../../../../../../src/lib/seo/requestOrigin';
import { loadContent } from '../../../../../../../src/components/listing/loadContent';
import type { Crumb } from '../../../../../../../src/lib/seo/pageMetadata';
import { contentAdapter } from '../../../../../../../src/server/content/contentAdapter';
import { siteConfig } from '../../../../../siteConfig';

/**
 * What the model pages under /make{base} (deals, autocardeals, versions) share: finding the
 * model of the path (a 404 when there is none), reading all of a model's deals, their breadcrumbs
 * and the links between the three pages.
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
export async function foundModel(params: ModelParams): Promise<Model | 'unavailable'> {
  const result = await loadModel(params.make, params.model, params.bodystyle);
  if (result.status === 'unavailable') return 'unavailable';
  if (result.status === 'not-found' || result.value === null) notFound();
  return result.value;
}

/** Every deal matching the filters, in the API's largest pages (the default order: biggest saving first). */
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
export function modelCrumbs(model: Model, page: { name: string; path: string }): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'New car deals', path: '/new-car-deals' },
    { name: `${model.make} deals`, path: `/new-car-deals/${model.makeSlug}` },
    { name: modelRecordTitle(model), path: model.basePath },
    page,
  ];
}

/** The pages of a model under /make{base}, for the related links of each. */
export function modelPagePaths(model: Model) {
  const slugs = { makeSlug: model.makeSlug, rangeSlug: model.slug, bodyStyle: model.bodyStyle };
  return {
    deals: modelPaths.deals(slugs),
    partnerDeals: `/make${modelPaths.base(slugs)}/autocardeals`,
    versions: modelPaths.versions(slugs),
  };
}

/** The absolute origin for this request's JSON-LD. */
export async function pageOrigin(): Promise<string> {
  return originFromHeaders(await headers(), siteConfig().appOrigin);
}
