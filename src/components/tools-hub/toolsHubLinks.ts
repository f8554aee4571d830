/**
 * What /tools-and-services lists (spec 1 and 2.2): the site's tools and services in themed
 * groups, each with a sentence on what it does and where it lives, and the partner offers of
 * spec 1 (5% off a warranty, 12% off GAP insurance, car finance). Kept as data so the page, its
 * stories and its tests read the same list, and a new tool is one entry here.
 */
import { sitePaths } from '../../domain/routes';

/** One tool or service: its name, what it does and its path. */
export interface ToolsHubLink {
  /** The tool's name, also the link text. */
  title: string;
  /** One sentence on what it does for the visitor. */
  description: string;
  /** Its path on the site. */
  href: string;
}

/** A themed group of tools. */
export interface ToolsHubSection {
  /** Element id of the section (an anchor). */
  id: string;
  /** The section heading. */
  title: string;
  /** The tools in it, in display order. */
  links: readonly ToolsHubLink[];
}

/** A partner offer (spec 1): the saving, what it is and where to take it up. */
export interface PartnerOffer {
  /** Short name of the offer, the card's heading. */
  title: string;
  /** The saving in a few words, shown as a badge (e.g. '5% off'). */
  saving: string;
  /** One sentence on the offer. */
  description: string;
  /** Where the offer is explained or taken up. */
  href: string;
  /** The link text (a call to action). */
  linkText: string;
}

export const toolsHubSections: readonly ToolsHubSection[] = [
  {
    id: 'research',
    title: 'Research and compare',
    links: [
      {
        title: 'Car comparison',
        description: 'Put cars side by side and compare their prices, running costs and specifications.',
        href: '/car-comparison',
      },
      {
        title: 'Real MPG calculator',
        description:
          'Estimate the fuel economy you can expect in everyday driving, and what it means for your fuel bill.',
        href: '/real-mpg-calculator',
      },
      {
        title: 'Fuel comparison tool',
        description: 'Compare the running costs of petrol, diesel, hybrid and electric cars for your mileage.',
        href: '/fuel-comparison-tool',
      },
      {
        title: 'My shortlist',
        description: 'The cars you have saved on this browser, with their prices, ready to compare.',
        href: sitePaths.shortlist,
      },
    ],
  },
  {
    id: 'tax',
    title: 'Tax calculators',
    links: [
      {
        title: 'Company car tax calculator',
        description: 'Work out the benefit-in-kind tax on a company car from its list price and CO2 emissions.',
        href: '/news/company-car-tax-calculator',
      },
      {
        title: 'Van tax calculator',
        description: 'Work out the tax on a company van, including the electric van rates.',
        href: '/news/van-tax-calculator',
      },
    ],
  },
  {
    id: 'buy',
    title: 'Buy, lease and finance',
    links: [
      {
        title: 'New car deals',
        description: 'The best prices on new cars from our partner dealers, with monthly PCP prices.',
        href: '/new-car-deals',
      },
      {
        title: 'Car leasing',
        description: 'How personal and business car leasing works, and the leasing deals available now.',
        href: '/car-leasing',
      },
      {
        title: 'Used cars',
        description: 'Search used and nearly new cars for sale from approved dealers near you.',
        href: '/used-cars',
      },
      {
        title: 'Car finance',
        description: 'Compare PCP, hire purchase and personal loans, and get a car finance quote.',
        href: '/car-finance',
      },
      {
        title: 'GAP insurance',
        description: 'Cover the gap between an insurance payout and what you paid or still owe on your car.',
        href: '/class/gap-insurance',
      },
    ],
  },
  {
    id: 'sell',
    title: 'Value and sell your car',
    links: [
      {
        title: 'Car valuation',
        description: 'Get a free estimate of your car’s value from its make, model, age and mileage.',
        href: '/car-valuation/',
      },
      {
        title: 'Sell my car',
        description: 'Sell your car quickly and safely, with advice on getting the best price.',
        href: '/class/sell-my-car',
      },
    ],
  },
];

export const partnerOffers: readonly PartnerOffer[] = [
  {
    title: 'Car warranty',
    saving: '5% off',
    description: 'Save 5% on an extended warranty from our partner when your manufacturer cover ends.',
    href: '/advice/ownership/should-you-buy-an-extended-car-warranty/n13246',
    linkText: 'Find out about warranties',
  },
  {
    title: 'GAP insurance',
    saving: '12% off',
    description: 'Save 12% on GAP insurance from our partner, usually far cheaper than buying it from the dealer.',
    href: '/class/gap-insurance',
    linkText: 'Find out about GAP insurance',
  },
  {
    title: 'Car finance',
    saving: 'Free quote',
    description: 'Compare car finance from our partner and see what you could pay each month.',
    href: '/car-finance',
    linkText: 'Get a car finance quote',
  },
];

/** Every path the hub links to, tools then offers, each once. */
export function toolsHubPaths(): string[] {
  const paths = [
    ...toolsHubSections.flatMap((section) => section.links.map((link) => link.href)),
    ...partnerOffers.map((offer) => offer.href),
  ];
  return Array.from(new Set(paths));
}
