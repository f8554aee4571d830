/**
 * Paths of a model's pages, built from its slugs (spec 2.1): {base} = /make/model/bodystyle,
 * the model deals pages under the literal /make prefix (/make{base}/deals, /autocardeals,
 * /versions) and a derivative page {base}/:edition/:capid; and the lists of one make or one
 * body-style category, which share one slug space ('/ford', '/suv').
 */
import type { BodyStyle } from '../content/types';
import { sitePaths, toolPaths } from './sitePaths';

/** The slugs that name a model in one body style (Model, Derivative, Deal, Review and UsedCar all carry them). */
export interface ModelSlugs {
  makeSlug: string;
  rangeSlug: string;
  bodyStyle: BodyStyle;
}

/** The prefix of the model deals pages: /make{base}/deals. */
const modelDealsPrefix = '/make';

export const modelPaths = {
  /** {base}: '/volkswagen/golf/hatchback'. */
  base: ({ makeSlug, rangeSlug, bodyStyle }: ModelSlugs) => `/${makeSlug}/${rangeSlug}/${bodyStyle}`,
  /** /make{base}/deals: '/make/volkswagen/golf/hatchback/deals'. */
  deals: (slugs: ModelSlugs) => modelPaths.dealsOfBase(modelPaths.base(slugs)),
  /** /make{base}/autocardeals: the partner's deals of the model. */
  autoCarDeals: (slugs: ModelSlugs) => modelPaths.autoCarDealsOfBase(modelPaths.base(slugs)),
  /** /make{base}/versions: '/make/volkswagen/golf/hatchback/versions'. */
  versions: (slugs: ModelSlugs) => modelPaths.versionsOfBase(modelPaths.base(slugs)),
  /** The same three from a model's {base} path, as the catalogue stores it. */
  dealsOfBase: (basePath: string) => `${modelDealsPrefix}${basePath}/deals`,
  autoCarDealsOfBase: (basePath: string) => `${modelDealsPrefix}${basePath}/autocardeals`,
  versionsOfBase: (basePath: string) => `${modelDealsPrefix}${basePath}/versions`,
  /** {base}/:edition/:capid: '/volkswagen/golf/hatchback/life/91234'. */
  derivative: (basePath: string, edition: string, capId: string) =>
    `${basePath.replace(/\/+$/, '')}/${encodeURIComponent(edition)}/${encodeURIComponent(capId)}`,
  /** The leasing deals list of a contract type: '/car-leasing/deals/business'. */
  leasingDeals: (type: 'business' | 'personal') => `${sitePaths.leasing}/deals/${type}`,
  /** The comparison tool with a car added: '/car-comparison?add=ford-puma-suv'. */
  compare: (id: string) => `${toolPaths.comparison}?add=${encodeURIComponent(id)}`,
} as const;

/**
 * The lists of one make or one body-style category: its reviews ('/ford', '/suv'), used reviews,
 * cars coming soon and new-car deals.
 */
export const subjectPaths = {
  /** '/ford' or '/suv'. */
  reviews: (slug: string) => `/${encodeURIComponent(slug)}`,
  /** '/used-reviews/ford'. */
  usedReviews: (slug: string) => `${sitePaths.usedReviews}/${encodeURIComponent(slug)}`,
  /** '/coming-soon/ford'. */
  comingSoon: (slug: string) => `${sitePaths.comingSoon}/${encodeURIComponent(slug)}`,
  /** '/new-car-deals/ford'. */
  newCarDeals: (slug: string) => `${sitePaths.newCarDeals}/${encodeURIComponent(slug)}`,
} as const;
