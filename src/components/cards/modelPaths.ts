/**
 * Paths of a model's pages (spec 2.1), built from its slugs: {base} = /make/model/bodystyle,
 * the model deals page /make{base}/deals, the versions page /make{base}/versions and a
 * derivative page {base}/:edition/:capid.
 */
import type { BodyStyle } from '../../adapters/content/types';

/** The slugs that name a model in one body style (Model, Derivative, Deal, Review and UsedCar all carry them). */
export interface ModelSlugs {
  makeSlug: string;
  rangeSlug: string;
  bodyStyle: BodyStyle;
}

export const modelPaths = {
  /** {base}: '/volkswagen/golf/hatchback'. */
  base: ({ makeSlug, rangeSlug, bodyStyle }: ModelSlugs) => `/${makeSlug}/${rangeSlug}/${bodyStyle}`,
  /** /make{base}/deals: '/make/volkswagen/golf/hatchback/deals'. */
  deals: (slugs: ModelSlugs) => `/make${modelPaths.base(slugs)}/deals`,
  /** /make{base}/versions: '/make/volkswagen/golf/hatchback/versions'. */
  versions: (slugs: ModelSlugs) => `/make${modelPaths.base(slugs)}/versions`,
  /** {base}/:edition/:capid: '/volkswagen/golf/hatchback/life/91234'. */
  derivative: (basePath: string, edition: string, capId: string) =>
    `${basePath.replace(/\/+$/, '')}/${encodeURIComponent(edition)}/${encodeURIComponent(capId)}`,
  /** The leasing deals list of a contract type: '/car-leasing/deals/business'. */
  leasingDeals: (type: 'business' | 'personal') => `/car-leasing/deals/${type}`,
} as const;
