/**
 * Business constants of the spec, typed `as const` so each list also gives its union type:
 * product name, review type labels (spec 3), review tabs and anchors (spec 2.1, 2.10),
 * ad character limits, hub categories, price labels and button texts, search, content API,
 * lazy-load, map and script-poll settings (spec 9).
 */
import type { ReviewType } from '../domain/content/enums';

/** The product's name; texts that carry it in the original are built from it. */
export const PRODUCT_NAME = 'Kerbside';

/** Display labels of review types (spec 3); a derivative has none. */
export const reviewTypeLabels = {
  'first-look': 'PREVIEW',
  '4-point': 'REVIEW',
  '16-point': 'REVIEW',
  'used-review': 'USED REVIEW',
} as const satisfies Partial<Record<ReviewType, string>>;
export type ReviewTypeLabel = (typeof reviewTypeLabels)[keyof typeof reviewTypeLabels];

/**
 * The label of a review type: 'PREVIEW', 'REVIEW' or 'USED REVIEW'.
 * @returns The label, or '' for a derivative or an unknown type (content data is not trusted to be typed).
 */
export function reviewTypeLabel(type: ReviewType | string | null | undefined): ReviewTypeLabel | '' {
  if (!type || !Object.hasOwn(reviewTypeLabels, type)) return '';
  return reviewTypeLabels[type as keyof typeof reviewTypeLabels];
}

/** Review tabs (spec 2.10). */
export const reviewTabs = { GUIDES: 0, MAKE: 1, CATEGORY: 2 } as const;
export type ReviewTab = (typeof reviewTabs)[keyof typeof reviewTabs];

/** Review page tab anchors (spec 2.1). */
export const reviewAnchors = {
  review: '#review',
  trims: '#trims',
  engines: '#engines',
  equipment: '#equipment',
  specification: '#specification',
  moreReviews: '#more-reviews',
} as const;
export type ReviewAnchor = (typeof reviewAnchors)[keyof typeof reviewAnchors];

/** Characters of body text between ads (spec 9). */
export const adCharacterLimits = {
  review: 1250,
  article: 950,
  largeReview: 2500,
  largeArticle: 1650,
  minimum: 500,
  sprReview: 1000,
  largeSprReview: 1400,
} as const;

/** Van hub categories (spec 3). */
export const vanHubCategories = ['small-van', 'medium-van', 'large-van', 'electric-van', 'pick-up'] as const;
export type VanHubCategory = (typeof vanHubCategories)[number];

/** The van hub's category list: every van hub category but pick-up (spec 3). */
export const vanHubCategoryList: readonly Exclude<VanHubCategory, 'pick-up'>[] = vanHubCategories.filter(
  (category): category is Exclude<VanHubCategory, 'pick-up'> => category !== 'pick-up',
);

/** Electric hub categories (spec 3). */
export const electricHubCategories = ['electric', 'hybrid'] as const;
export type ElectricHubCategory = (typeof electricHubCategories)[number];

/** Price labels (spec 9); the first carries the product's name. */
export const priceLabels = {
  productPriceFrom: `${PRODUCT_NAME} price from:`,
  monthlyPcpPriceFrom: 'Monthly PCP price from',
  manufacturerPriceFrom: 'Manufacturer price from:',
} as const;

/** Button texts (spec 9). */
export const buttonTexts = {
  getQuotes: 'Get quotes',
  viewAllDeals: 'View all deals',
  findDeals: 'Find deals',
  getTheBestPrice: 'Get the best price',
} as const;

/** Site search settings (spec 4, 7, 9). */
export const searchSettings = {
  /** Search text is sent only after this long without typing. */
  typingDelayMs: 1500,
  /** The search analytics event is sent this long after the search. */
  analyticsDelayMs: 2500,
  defaultPageSize: 10,
  maxPageSize: 300,
  defaultSortBy: 'relevance',
  defaultSortOrder: 'desc',
  /** total_hits is capped here; the UI shows '10000+'. */
  resultCap: 10000,
  maxPaginationButtons: 9,
  /**
   * Throttle of the search client's requests of one kind (spec 7: "200 ms in one place"): the
   * client's default, kept by the clients pages make themselves (/search, /used-cars, widgets).
   */
  clientThrottleMs: 200,
  /** Throttle of the client the page layout makes (spec 7: "3000 ms in the page layout"): the header search's (SiteHeader). */
  layoutThrottleMs: 3000,
} as const;

/** Content API settings (spec 7, 9). */
export const contentApiSettings = { defaultPageSize: 200 } as const;

/** IntersectionObserver root margin of lazy-loaded content (spec 9). */
export const LAZY_LOAD_ROOT_MARGIN = '250px';

/** Zoom of the dealer map (spec 9). */
export const MAP_ZOOM = 11;

/** Polling for a third-party script to be ready (spec 8, 9): 'script load time out' after timeoutMs. */
export const scriptPollSettings = { timeoutMs: 2000, intervalMs: 200 } as const;
