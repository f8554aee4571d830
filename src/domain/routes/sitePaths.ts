/**
 * The fixed pages of the site and the builders of its sections' pages (spec 2.1): lists, tools,
 * hubs, award hubs, articles, tags, authors and sitemaps. Pages, menus, sitemaps, the proxy and
 * the search index all take their paths from here, so a URL is spelt once.
 */
import type { AwardHub } from '../content/enums';

/** Fixed paths of the site's own pages: its sections and lists. */
export const sitePaths = {
  home: '/',
  signIn: '/sign-in',
  myAccount: '/my-account',
  shortlist: '/my-shortlist',
  reviews: '/reviews',
  usedReviews: '/used-reviews',
  comingSoon: '/coming-soon',
  newCarDeals: '/new-car-deals',
  newCarsInStock: '/new-cars-in-stock',
  leasingDeals: '/car-leasing-deals',
  /** The leasing guide; the lists of each contract type are below it (modelPaths.leasingDeals). */
  leasing: '/car-leasing',
  usedCars: '/used-cars',
  search: '/search',
  toolsAndServices: '/tools-and-services',
  tags: '/tag',
  authors: '/authors',
  electricCategories: '/electric-cars',
  vanCategories: '/categories/van',
  /** Behind basic auth (src/lib/adminPages.ts). */
  searchInsights: '/search-insights',
  /** Test pages, served only with KERBSIDE_DIAGNOSTICS=1. */
  diagnostics: '/diagnostics',
  /**
   * The site's 500 page, which the server puts in place of Next's empty error shell
   * (src/server/http/siteServer.ts); asked for directly, it answers 500, never 200.
   */
  serverError: '/server-error',
  /** The widgets' demo host page. */
  widgetsDemo: '/widgets-demo',
} as const;

/** The calculators and tools. */
export const toolPaths = {
  comparison: '/car-comparison',
  finance: '/car-finance',
  /** The valuation page itself (what the proxy and the page match). */
  valuation: '/car-valuation',
  /** How menus and links spell the valuation page (spec 2.1), with its trailing slash. */
  valuationLink: '/car-valuation/',
  realMpg: '/real-mpg-calculator',
  realMpgResults: '/real-mpg-calculator/results',
  fuelComparison: '/fuel-comparison-tool',
  companyCarTax: '/news/company-car-tax-calculator',
  vanTax: '/news/van-tax-calculator',
} as const;

/** The prefix of the hub pages, /class/:hubId. */
const hubPrefix = '/class';

/** A hub page: '/class/electric-cars'. */
export const hubPath = (hubId: string) => `${hubPrefix}/${encodeURIComponent(hubId)}`;

/** The hub pages other code links to. */
export const hubPaths = {
  best: hubPath('best'),
  vans: hubPath('vans'),
  lifestyleVans: hubPath('lifestyle-vans'),
  electricCars: hubPath('electric-cars'),
  companyCars: hubPath('company-cars'),
  sellMyCar: hubPath('sell-my-car'),
  gapInsurance: hubPath('gap-insurance'),
  reliability: hubPath('reliability'),
  longTermTests: hubPath('long-term-tests'),
  newCarComparisonTests: hubPath('new-car-comparison-tests'),
  motability: hubPath('motability'),
  costOfLivingCarAdvice: hubPath('cost-of-living-car-advice'),
} as const;

/** The award hubs: '/awards/van-awards', and an earlier year '/awards/van-awards/2025'. */
export const awardPaths = {
  hub: (hub: AwardHub) => `/awards/${hub}`,
  year: (hub: AwardHub, year: number) => `/awards/${hub}/${year}`,
} as const;

/** The three article sections, each a prefix of its articles' paths (matched with startsWith). */
export const articlePrefixes = {
  news: '/news/',
  best: '/best/',
  advice: '/advice/',
} as const;

/** An article's canonical path: /news/:title/:id, /best/:title/:id, /advice/:subtype/:title/:id. */
export const articlePaths = {
  news: (slug: string, cmsId: string) => `${articlePrefixes.news}${slug}/${cmsId}`,
  best: (slug: string, cmsId: string) => `${articlePrefixes.best}${slug}/${cmsId}`,
  advice: (subType: string, slug: string, cmsId: string) => `${articlePrefixes.advice}${subType}/${slug}/${cmsId}`,
} as const;

/** The site's fixed information pages, which are news articles with fixed ids. */
export const staticPagePaths = {
  aboutUs: articlePaths.news('about-us', 'n17592'),
  contactTheTeam: articlePaths.news('contact-the-team', 'n17593'),
  termsAndConditions: articlePaths.news('terms-and-conditions', 'n17594'),
  privacyPolicy: articlePaths.news('privacy-policy', 'n17595'),
  cookiePolicy: articlePaths.news('cookie-policy', 'n17596'),
} as const;

/** A tag's list: '/tag/electric-cars'. */
export const tagPath = (tag: string) => `${sitePaths.tags}/${encodeURIComponent(tag)}`;

/** The tag lists other code links to. */
export const tagPaths = {
  latest: tagPath('latest'),
  advice: tagPath('advice'),
} as const;

/** An author's page: '/authors/jane-doe'. */
export const authorPath = (slug: string) => `${sitePaths.authors}/${encodeURIComponent(slug)}`;

/** A used car advert: '/used-cars/uc-123'. */
export const usedCarPath = (id: string) => `${sitePaths.usedCars}/${encodeURIComponent(id)}`;

/** The XML sitemaps and the HTML sitemap pages. */
export const sitemapPaths = {
  /** The sitemap index. */
  index: '/sitemap.xml',
  /** One part of an XML section: '/sitemap/xml/reviews-1.xml'. */
  xmlPart: (section: string, part: number) => `/sitemap/xml/${section}-${part}.xml`,
  /** The HTML sitemap. */
  html: '/sitemap',
  /** One HTML sitemap page: '/sitemap/reviews'. */
  htmlPage: (slug: string) => `/sitemap/${slug}`,
} as const;
