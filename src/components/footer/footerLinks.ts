/**
 * The footer's links as data (spec 2.2, 2.6): the four link sections, the newsletter and
 * magazine subscribe links, the three social networks, the two badge links and the parent
 * company. Site paths are those of spec 2.2 (plus the legal pages), so each one is a planned
 * route or a real page; absolute URLs are external and open in a new tab.
 */
import type { IconName } from '#src/primitives/Icon';
import { PRODUCT_NAME } from '#src/lib/constants';
import { hubPaths, sitemapPaths, sitePaths, staticPagePaths, tagPaths, toolPaths } from '#src/domain/routes';

/** One footer link. */
export interface FooterLink {
  /** The visible link text. */
  text: string;
  /** A path of the site or an absolute URL of another site. */
  href: string;
}

/** One link section: an accordion item on xs, a column from sm up. */
export interface FooterSection {
  /** Stable id (accordion item value). */
  id: string;
  /** Section title, the heading of the column or accordion item. */
  title: string;
  /** The section's links, in order. */
  links: readonly FooterLink[];
}

/** The four link sections of spec 2.6, in order. */
export const footerSections: readonly FooterSection[] = [
  {
    id: 'quick-search',
    title: 'Quick search',
    links: [
      { text: 'New car reviews', href: sitePaths.reviews },
      { text: 'Used car reviews', href: sitePaths.usedReviews },
      { text: 'New car deals', href: sitePaths.newCarDeals },
      { text: 'New cars in stock', href: sitePaths.newCarsInStock },
      { text: 'Car leasing', href: sitePaths.leasing },
      { text: 'Used cars for sale', href: sitePaths.usedCars },
      { text: 'Car comparison', href: toolPaths.comparison },
      { text: 'Electric cars', href: hubPaths.electricCars },
      { text: 'Vans', href: hubPaths.vans },
      { text: 'Latest news', href: tagPaths.latest },
      { text: 'Car advice', href: tagPaths.advice },
    ],
  },
  {
    id: 'tools-and-services',
    title: 'Tools & services',
    links: [
      { text: 'Car valuation', href: toolPaths.valuationLink },
      { text: 'Car finance', href: toolPaths.finance },
      { text: 'Real MPG calculator', href: toolPaths.realMpg },
      { text: 'Company car tax calculator', href: toolPaths.companyCarTax },
      { text: 'Van tax calculator', href: toolPaths.vanTax },
      { text: 'Fuel comparison tool', href: toolPaths.fuelComparison },
      { text: 'Sell my car', href: hubPaths.sellMyCar },
      { text: 'GAP insurance', href: hubPaths.gapInsurance },
      { text: 'All tools and services', href: sitePaths.toolsAndServices },
    ],
  },
  {
    id: 'legal-bits',
    title: 'Legal bits',
    links: [
      { text: 'Terms and conditions', href: staticPagePaths.termsAndConditions },
      { text: 'Privacy policy', href: staticPagePaths.privacyPolicy },
      { text: 'Cookie policy', href: staticPagePaths.cookiePolicy },
    ],
  },
  {
    id: 'information',
    title: 'Information',
    links: [
      { text: 'About us', href: staticPagePaths.aboutUs },
      { text: 'Contact the team', href: staticPagePaths.contactTheTeam },
      { text: 'Reviews sitemap', href: sitemapPaths.htmlPage('reviews') },
      { text: 'New car deals sitemap', href: sitemapPaths.htmlPage('new-car-deals') },
      { text: 'All used makes', href: sitemapPaths.htmlPage('all-used-makes') },
    ],
  },
];

/** The parent company named in the copyright note. */
export const PARENT_COMPANY = 'Kerbside Media Ltd';

/** The parent-company note with the current year (spec 2.6). */
export function parentCompanyNote(year: number): string {
  return `© ${year} ${PARENT_COMPANY}. All rights reserved. ${PRODUCT_NAME} is a trading name of ${PARENT_COMPANY}, registered in England and Wales.`;
}

/** Newsletter and magazine subscribe links: partner sites, opened in a new tab. */
export const subscribeLinks: readonly FooterLink[] = [
  { text: `Sign up to the ${PRODUCT_NAME} newsletter`, href: 'https://newsletters.kerbsidemedia.example/kerbside' },
  { text: `Subscribe to ${PRODUCT_NAME} magazine`, href: 'https://subscribe.kerbsidemedia.example/kerbside-magazine' },
];

/** A social network link: its icon, the network's name and the profile URL. */
export interface SocialLink {
  /** Icon of the network from the icon set. */
  icon: Extract<IconName, 'facebook' | 'x' | 'instagram'>;
  /** The network's name, used in the accessible name ('Kerbside on Facebook'). */
  network: string;
  /** The profile URL. */
  href: string;
}

/** The three social networks of spec 2.6. */
export const socialLinks: readonly SocialLink[] = [
  { icon: 'facebook', network: 'Facebook', href: 'https://www.facebook.com/kerbside' },
  { icon: 'x', network: 'X', href: 'https://x.com/kerbside' },
  { icon: 'instagram', network: 'Instagram', href: 'https://www.instagram.com/kerbside' },
];

/** The press-regulator and impact-report badges: where each links and its text alternative. */
export const badgeLinks = {
  pressRegulator: {
    href: 'https://www.ipso.co.uk/',
    label: 'Regulated by IPSO, the Independent Press Standards Organisation',
  },
  impactReport: {
    href: 'https://www.kerbsidemedia.example/impact-report',
    label: `${PARENT_COMPANY} impact report`,
  },
} as const satisfies Record<string, { href: string; label: string }>;
