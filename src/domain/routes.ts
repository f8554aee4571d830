/**
 * The site's route builders, one home for how a URL is spelt (spec 2.1). No React, no IO.
 *
 * Paths of a model's pages, built from its slugs: {base} = /make/model/bodystyle,
 * the model deals page /make{base}/deals, the versions page /make{base}/versions and a
 * derivative page {base}/:edition/:capid.
 */
import type { BodyStyle } from './content/types';

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

/*
 * Page numbers of paged lists in the URL: `?page=n` (page 1 has no parameter, so it has one
 * canonical URL), read defensively from the query string, and the href of any page of a list.
 * Shared by PaginationLinks, the pages' prev/next links and their canonical URLs.
 */

/** The highest page number accepted from a URL (the Content API's own limit). */
export const MAX_PAGE = 10_000;

/** A query-string value as Next passes it to a page. */
export type QueryValue = string | string[] | undefined;

/**
 * The page number of a `page` query value: a whole number from 1 to MAX_PAGE, else 1.
 *
 * @example readPageParam('3') // 3
 * @example readPageParam(['2', '5']) // 2
 * @example readPageParam('0') // 1
 */
export function readPageParam(value: QueryValue): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || !/^\d{1,5}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * The href of one page of a list: the base path with the other query values (in the given order,
 * empty ones left out) and `page` last; page 1 has no page parameter.
 *
 * @example pageHref('/reviews', 2) // '/reviews?page=2'
 * @example pageHref('/reviews', 1, { price: '10000-11000' }) // '/reviews?price=10000-11000'
 */
export function pageHref(
  basePath: string,
  page: number,
  query: Readonly<Record<string, string | number | undefined | null>> = {},
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === 'page' || value === undefined || value === null || value === '') continue;
    params.append(name, String(value));
  }
  if (Number.isFinite(page) && page > 1) params.append('page', String(Math.floor(page)));
  const search = params.toString();
  return search ? `${basePath}?${search}` : basePath;
}

/** The prev and next hrefs of a page (spec 3 prevUrl, nextUrl); undefined at either end. */
export function pagingUrls(
  page: number,
  totalPages: number,
  hrefFor: (page: number) => string,
): { prevUrl?: string; nextUrl?: string } {
  return {
    ...(page > 1 && page <= totalPages ? { prevUrl: hrefFor(page - 1) } : {}),
    ...(page < totalPages ? { nextUrl: hrefFor(page + 1) } : {}),
  };
}

/** Fixed paths of the site's own pages that other code links to. */
export const sitePaths = {
  home: '/',
  signIn: '/sign-in',
  myAccount: '/my-account',
  shortlist: '/my-shortlist',
} as const;

/** The dealer finder: every dealer, or the dealers of one make; both take `?postcode=`. */
export const dealerPaths = {
  finder: '/car-dealers',
  /** '/car-dealers/volkswagen'. */
  make: (makeSlug: string) => `/car-dealers/${encodeURIComponent(makeSlug)}`,
} as const;

/**
 * Quote requests (leads): the form, which takes what the lead is about in its query
 * (`?kind=&dealer=&deal=&derivative=&advert=`), and the confirmation page a plain form post is
 * redirected to (`?reference=`).
 */
export const leadPaths = {
  form: '/get-quotes',
  confirmation: '/get-quotes/confirmation',
} as const;

/** The partner offers of spec 1, each a page with its terms and a "Get this offer" form. */
export const partnerOfferPaths = {
  warranty: '/partner-offers/car-warranty',
  gap: '/partner-offers/gap-insurance',
  finance: '/partner-offers/car-finance',
} as const;

/** The site's own JSON APIs that pages and forms call. */
export const apiPaths = {
  dealers: '/api/dealers',
  leads: '/api/leads',
} as const;
