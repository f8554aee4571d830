/**
 * The header's menus as typed data (spec 2.3, 3): a map of top menus, each with its navigation
 * links and an optional dropdown flag. The desktop mega menu, the mobile menu and their tests all
 * read this one source. Every site path here is a link of spec 2.2 (the ones not in a menu are in
 * the footer: the sitemaps, about us and contact the team), so each is a real page or a planned
 * route with a holding page. Routing (in-app, the other application, external) is decided by the
 * `Link` primitive from the href (spec 2.9); `type` and `target` describe the link for analytics
 * and for links to other sites.
 */
import { awardPaths, hubPaths, sitePaths, tagPaths, toolPaths } from '#src/domain/routes';

/** A navigation link (spec 3). */
export interface NavLink {
  /** The visible link text. */
  text: string;
  /** A path of the site (relative to the site base) or an absolute URL of another site. */
  href: string;
  /** Where the link opens: this tab, or a new one (links to other sites). */
  target: '_self' | '_blank';
  /** A link inside the site, or one to another site. */
  type: 'internal' | 'external';
  /** Stable test hook, rendered as `data-cy`. */
  dataCy: string;
  /** The menu's overview link: shown first and in bold, as the way to the whole section. */
  titleLink?: boolean;
  /** Extra `rel` values, e.g. 'sponsored' for partner links (new tabs always get noopener). */
  rel?: string;
}

/** One top menu: a single link, or a dropdown of links. */
export interface MenuEntry {
  /** The menu's title, shown in the menu bar and used as the analytics label. */
  title: string;
  /** The menu's links: one for a single-link entry, the dropdown's links otherwise. */
  navLinks: readonly NavLink[];
  /** Whether the entry opens a dropdown (mega menu panel, mobile accordion) instead of being one link. */
  dropdown?: boolean;
}

/** Builds an internal link; the test hook is derived from the menu and the href. */
const internal = (menu: string, text: string, href: string, titleLink?: boolean): NavLink => ({
  text,
  href,
  target: '_self',
  type: 'internal',
  dataCy: `nav-${menu}-${href.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-')}`,
  ...(titleLink ? { titleLink } : {}),
});

/** The top menus of spec 2.3, keyed by a stable id, in menu order. */
export const menuData = {
  carComparison: {
    title: 'Car comparison',
    navLinks: [internal('car-comparison', 'Car comparison', toolPaths.comparison)],
  },
  reviews: {
    title: 'Reviews',
    dropdown: true,
    navLinks: [
      internal('reviews', 'All new car reviews', sitePaths.reviews, true),
      internal('reviews', 'Used car reviews', sitePaths.usedReviews),
      internal('reviews', 'Long-term tests', hubPaths.longTermTests),
      internal('reviews', 'New car comparison tests', hubPaths.newCarComparisonTests),
      internal('reviews', 'Motability cars', hubPaths.motability),
    ],
  },
  newCarDeals: {
    title: 'New car deals',
    dropdown: true,
    navLinks: [
      internal('new-car-deals', 'All new car deals', sitePaths.newCarDeals, true),
      internal('new-car-deals', 'New cars in stock', sitePaths.newCarsInStock),
      internal('new-car-deals', 'Car finance', toolPaths.finance),
      internal('new-car-deals', 'GAP insurance', hubPaths.gapInsurance),
    ],
  },
  leasing: {
    title: 'Leasing',
    dropdown: true,
    navLinks: [
      internal('leasing', 'Car leasing deals', sitePaths.leasingDeals, true),
      internal('leasing', 'Car leasing explained', sitePaths.leasing),
    ],
  },
  usedCarsForSale: {
    title: 'Used cars for sale',
    navLinks: [internal('used-cars', 'Used cars for sale', sitePaths.usedCars)],
  },
  newsAndAdvice: {
    title: 'News & advice',
    dropdown: true,
    navLinks: [
      internal('news-and-advice', 'Latest news', tagPaths.latest, true),
      internal('news-and-advice', 'Car advice', tagPaths.advice),
      internal('news-and-advice', 'Cost of living car advice', hubPaths.costOfLivingCarAdvice),
      internal('news-and-advice', 'Car reliability', hubPaths.reliability),
    ],
  },
  bestOf: {
    title: 'Best of',
    dropdown: true,
    navLinks: [
      internal('best-of', 'Best cars', hubPaths.best, true),
      internal('best-of', 'New Car Awards', awardPaths.hub('new-car-awards')),
      internal('best-of', 'Used Car Awards', awardPaths.hub('used-car-awards')),
      internal('best-of', 'Electric Car Awards', awardPaths.hub('electric-car-awards')),
      internal('best-of', 'Van Awards', awardPaths.hub('van-awards')),
    ],
  },
  toolsAndServices: {
    title: 'Tools & services',
    dropdown: true,
    navLinks: [
      internal('tools-and-services', 'All tools and services', sitePaths.toolsAndServices, true),
      internal('tools-and-services', 'Car valuation', toolPaths.valuationLink),
      internal('tools-and-services', 'Sell my car', hubPaths.sellMyCar),
      internal('tools-and-services', 'Real MPG calculator', toolPaths.realMpg),
      internal('tools-and-services', 'Fuel comparison tool', toolPaths.fuelComparison),
    ],
  },
  vans: {
    title: 'Vans',
    dropdown: true,
    navLinks: [
      internal('vans', 'All vans', hubPaths.vans, true),
      internal('vans', 'Lifestyle vans', hubPaths.lifestyleVans),
      internal('vans', 'Van tax calculator', toolPaths.vanTax),
    ],
  },
  electric: {
    title: 'Electric',
    navLinks: [internal('electric', 'Electric cars', hubPaths.electricCars)],
  },
  companyCar: {
    title: 'Company car',
    dropdown: true,
    navLinks: [
      internal('company-car', 'Company cars', hubPaths.companyCars, true),
      internal('company-car', 'Company car tax calculator', toolPaths.companyCarTax),
    ],
  },
} as const satisfies Record<string, MenuEntry>;

/** The id of a top menu. */
export type MenuKey = keyof typeof menuData;

/** A menu map: the shape of `menuData`, so stories and tests can pass their own. */
export type MenuData = Readonly<Record<string, MenuEntry>>;

/** The entry that leaves the menu on lg and becomes the Compare icon (spec 2.3). */
export const COMPARE_ENTRY_KEY = 'carComparison' satisfies MenuKey;

/** The page of the Compare icons and links (spec 2.3, 2.4). */
export const COMPARE_HREF = toolPaths.comparison;

/** The shortlist page behind the shortlist icon (spec 2.1). */
export const SHORTLIST_HREF = sitePaths.shortlist;

/** A menu entry with its key, for rendering lists. */
export interface KeyedMenuEntry extends MenuEntry {
  /** The entry's key in the menu map. */
  key: string;
}

/** The entries of a menu map in order, optionally without some keys. */
export function menuEntries(data: MenuData = menuData, omit: readonly string[] = []): KeyedMenuEntry[] {
  return Object.entries(data)
    .filter(([key]) => !omit.includes(key))
    .map(([key, entry]) => ({ key, ...entry }));
}
