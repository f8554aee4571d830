/**
 * Page-title templates and title replacements as data (spec 1: "the page-title templates and the
 * list of title replacements used for SEO exist"). A template names its placeholders in braces;
 * replacements fix words that come out of slugs in the wrong case (e.g. 'Bmw' -> 'BMW').
 */

/** Title templates per page template; `{name}` placeholders are filled by {@link pageTitle}. */
export const titleTemplates = {
  review: '{make} {model} review',
  preview: '{make} {model} preview',
  usedReview: 'Used {make} {model} review',
  make: '{make} reviews, models and prices',
  makeComingSoon: 'New {make} cars coming soon',
  makeUsedReviews: 'Used {make} reviews',
  category: 'Best {category} cars',
  categoryComingSoon: '{category} cars coming soon',
  categoryUsedReviews: 'Used {category} reviews',
  article: '{title}',
  tag: '{tag}',
  hub: '{hub}',
  awards: '{awards}',
  deals: '{subject} deals',
  versions: '{make} {model} versions and prices',
  derivative: '{make} {model} {derivative} specification',
  // Deals and leasing pages: car names built whole by the page ('MG4 EV hatchback', never 'MG MG4 EV').
  modelVersions: '{car} versions and prices',
  derivativeSpec: '{car} {version} specification',
  partnerDeals: '{car} deals from partner dealers',
  inStock: '{subject} in stock',
  // /used-cars and its condition tabs ('Nearly-new cars for sale').
  usedCarsForSale: '{subject} for sale',
  // One advert of /used-cars/:id ('2023 Ford Puma 1.0 EcoBoost ST-Line for sale').
  usedCarForSale: '{year} {car} {version} for sale',
  leasingGuide: 'Car leasing explained: {subject}',
  leasing: '{subject} leasing deals',
  sitemap: '{subject} sitemap',
  comparison: 'Car comparison: compare up to {count} cars side by side',
  paged: '{title} - page {page}',
  author: '{author}: articles and reviews',
  awardsYear: '{awards} {year}',
  // Running-cost tools: the real-MPG calculator and its results, the fuel comparison tool.
  realMpgCalculator: 'Real MPG calculator: estimate the fuel economy you will get',
  realMpgResults: 'Real MPG and running costs: {car}',
  fuelComparison: 'Fuel comparison tool: petrol, diesel, hybrid and electric running costs',
  // Reviews, makes and categories: lists named by a category's plural ('SUVs', 'family cars').
  reviews: 'New car reviews',
  reviewsByPrice: 'Car reviews: cars from {priceBand}',
  comingSoon: 'New cars coming soon',
  usedReviews: 'Used car reviews',
  categoryBest: 'Best {categoryPlural}',
  categoryBestComingSoon: 'New {categoryPlural} coming soon',
  categoryUsedReviewList: 'Used {categorySingular} reviews',
  // Finance and valuation tools.
  carFinance: 'Car finance calculator: PCP and hire purchase',
  carFinanceFor: 'Car finance calculator for the {car}',
  carValuation: 'Free car valuation',
  sellMyCar: 'Sell my car: free valuation and dealers near you',
  // Tax tools: the company car and van tax calculators ({year}: the latest tax year they know).
  companyCarTaxCalculator: 'Company car tax calculator: BiK rates to {year}',
  vanTaxCalculator: 'Van tax calculator: van benefit tax {year}',
} as const;

/** A template name. */
export type TitleTemplate = keyof typeof titleTemplates;

/** Whole-word replacements applied to every title, in order. */
export const titleReplacements: readonly (readonly [RegExp, string])[] = [
  [/\bBmw\b/g, 'BMW'],
  [/\bMg\b/g, 'MG'],
  [/\bDs\b/g, 'DS'],
  [/\bByd\b/g, 'BYD'],
  [/\bGwm\b/g, 'GWM'],
  [/\bSuv(s?)\b/g, 'SUV$1'],
  [/\bMpv(s?)\b/g, 'MPV$1'],
  [/\bEv(s?)\b/g, 'EV$1'],
  [/\bGap\b/g, 'GAP'],
  [/\bMpg\b/g, 'MPG'],
  [/\s{2,}/g, ' '],
];

/** A title with the replacements applied and trimmed. */
export function applyTitleReplacements(title: string): string {
  return titleReplacements.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), title).trim();
}

/**
 * Fills a title template; a missing placeholder value throws (a page with a half-built title is
 * a bug to catch in tests, not to ship).
 * @example pageTitle('review', { make: 'Ford', model: 'Puma' }) // 'Ford Puma review'
 */
export function pageTitle(template: TitleTemplate, values: Readonly<Record<string, string | number>>): string {
  const filled = titleTemplates[template].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`Title template '${template}' needs '${name}'`);
    return String(value);
  });
  return applyTitleReplacements(filled);
}
