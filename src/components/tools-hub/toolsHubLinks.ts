/**
 * What /tools-and-services lists (spec 1 and 2.2): the site's tools and services in themed
 * groups, each with a sentence on what it does and where it lives, and the partner offers of
 * spec 1 (5% off a warranty, 12% off GAP insurance, car finance). Kept as data so the page, its
 * stories and its tests read the same list, and a new tool is one entry here.
 *
 * The partner offers are the one home of their facts (#16): the card on the hub, the offer's own
 * page (terms, partner, eligibility, its "Get this offer" form) and the quote-request summary
 * all read them from here.
 */
import { partnerIds, type PartnerId, type PartnerKind } from '#src/domain/leads';
import { articlePaths, dealerPaths, hubPaths, partnerOfferPaths, sitePaths, toolPaths } from '#src/domain/routes';
import { PRODUCT_NAME } from '#src/lib/constants';

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

/** A partner offer (spec 1): the saving, what it is, who gives it and where to take it up. */
export interface PartnerOffer {
  /** Which offer: also the kind of lead its form records. */
  kind: PartnerKind;
  /** The partner's id, the `dealerId` of the offer's leads. */
  partnerId: PartnerId;
  /** Short name of the offer, the card's heading. */
  title: string;
  /** The saving in a few words, shown as a badge (e.g. '5% off'). */
  saving: string;
  /** One sentence on the offer. */
  description: string;
  /** The offer's page, where it is explained and taken up. */
  href: string;
  /** The link text (a call to action). */
  linkText: string;
  /** The offer's page. */
  page: PartnerOfferPageContent;
}

/** What an offer's page says: only what the offer is, who gives it and who can have it. */
export interface PartnerOfferPageContent {
  /** The h1 and the page title, e.g. 'Get 5% off a car warranty'. */
  heading: string;
  /** The meta description and the lead paragraph. */
  intro: string;
  /** The terms of the offer, one sentence each. */
  terms: readonly string[];
  /** Who the partner is. */
  partner: {
    /** How the page and the consent line name the partner, e.g. 'our warranty partner'. */
    name: string;
    /** What the partner does and how Kerbside stands to it. */
    about: string;
  };
  /** Who can take the offer up, honestly: what is not checked here and who decides. */
  eligibility: string;
  /** Where to read more about the product itself (an advice article, a hub, the calculator). */
  moreInfo: { text: string; href: string };
}

export const toolsHubSections: readonly ToolsHubSection[] = [
  {
    id: 'research',
    title: 'Research and compare',
    links: [
      {
        title: 'Car comparison',
        description: 'Put cars side by side and compare their prices, running costs and specifications.',
        href: toolPaths.comparison,
      },
      {
        title: 'Real MPG calculator',
        description:
          'Estimate the fuel economy you can expect in everyday driving, and what it means for your fuel bill.',
        href: toolPaths.realMpg,
      },
      {
        title: 'Fuel comparison tool',
        description: 'Compare the running costs of petrol, diesel, hybrid and electric cars for your mileage.',
        href: toolPaths.fuelComparison,
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
        href: toolPaths.companyCarTax,
      },
      {
        title: 'Van tax calculator',
        description: 'Work out the tax on a company van, including the electric van rates.',
        href: toolPaths.vanTax,
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
        href: sitePaths.newCarDeals,
      },
      {
        title: 'Car leasing',
        description: 'How personal and business car leasing works, and the leasing deals available now.',
        href: sitePaths.leasing,
      },
      {
        title: 'Used cars',
        description: 'Search used and nearly new cars for sale from approved dealers near you.',
        href: sitePaths.usedCars,
      },
      {
        title: 'Find a car dealer',
        description:
          'The car dealers nearest your postcode or your location, on a list and a map, with a quote request.',
        href: dealerPaths.finder,
      },
      {
        title: 'Car finance',
        description: 'Compare PCP, hire purchase and personal loans, and get a car finance quote.',
        href: toolPaths.finance,
      },
      {
        title: 'GAP insurance',
        description: 'Cover the gap between an insurance payout and what you paid or still owe on your car.',
        href: hubPaths.gapInsurance,
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
        href: toolPaths.valuationLink,
      },
      {
        title: 'Sell my car',
        description: 'Sell your car quickly and safely, with advice on getting the best price.',
        href: hubPaths.sellMyCar,
      },
    ],
  },
];

/** Said of every offer: the request is recorded for the partner, nothing is bought or promised here. */
const noObligation = 'Asking costs nothing and does not commit you to anything.';
const kerbsideRole = `${PRODUCT_NAME} records your request and makes your details available to the partner; it does not sell or advise on the product itself.`;

export const partnerOffers: readonly PartnerOffer[] = [
  {
    kind: 'warranty',
    partnerId: partnerIds.warranty,
    title: 'Car warranty',
    saving: '5% off',
    description: 'Save 5% on an extended car warranty from our warranty partner.',
    href: partnerOfferPaths.warranty,
    linkText: 'Get 5% off a warranty',
    page: {
      heading: 'Get 5% off a car warranty',
      intro:
        'Ask our warranty partner for an extended car warranty with 5% off their price. Leave your details and we make them available to the partner.',
      terms: [
        'The saving is 5% off the warranty partner’s price for the cover you choose.',
        'The partner sets the cover, its price and the policy terms: read them before you buy.',
        noObligation,
        kerbsideRole,
      ],
      partner: {
        name: 'our warranty partner',
        about: `A warranty provider that works with ${PRODUCT_NAME}. It, not ${PRODUCT_NAME}, provides the cover and handles claims. ${PRODUCT_NAME} may be paid if you buy.`,
      },
      eligibility: `Whether your car can be covered, and at what price, is for the partner to decide: it usually depends on the car’s age, mileage and history. ${PRODUCT_NAME} does not check this before passing on your request.`,
      moreInfo: {
        text: 'Should you buy an extended car warranty?',
        href: articlePaths.advice('ownership', 'should-you-buy-an-extended-car-warranty', 'n13246'),
      },
    },
  },
  {
    kind: 'gap',
    partnerId: partnerIds.gap,
    title: 'GAP insurance',
    saving: '12% off',
    description: 'Save 12% on GAP insurance from our GAP insurance partner.',
    href: partnerOfferPaths.gap,
    linkText: 'Get 12% off GAP insurance',
    page: {
      heading: 'Get 12% off GAP insurance',
      intro:
        'Ask our GAP insurance partner for a policy with 12% off their price. Leave your details and we make them available to the partner.',
      terms: [
        'The saving is 12% off the GAP insurance partner’s price.',
        'GAP insurance can cover the difference between your insurer’s payout and what you paid for the car or still owe on it if the car is written off or stolen; the policy sets exactly what is covered.',
        'The partner sells the policy and sets its price and terms: read them before you buy.',
        noObligation,
        kerbsideRole,
      ],
      partner: {
        name: 'our GAP insurance partner',
        about: `An insurance provider that works with ${PRODUCT_NAME}. It, not ${PRODUCT_NAME}, sells the policy and handles claims. ${PRODUCT_NAME} may be paid if you buy.`,
      },
      eligibility: `Whether the partner can cover you and your car is for them to decide: it usually depends on the car’s age and value and how you paid for it. You may already have GAP cover through your finance or dealer, so check before you buy. ${PRODUCT_NAME} does not check any of this before passing on your request.`,
      moreInfo: { text: 'More about GAP insurance', href: hubPaths.gapInsurance },
    },
  },
  {
    kind: 'finance',
    partnerId: partnerIds.finance,
    title: 'Car finance',
    saving: 'Free quote',
    description:
      'Ask our finance partner for a car finance quote, or work out monthly payments yourself with our finance calculator.',
    href: partnerOfferPaths.finance,
    linkText: 'Get a car finance quote',
    page: {
      heading: 'Get a car finance quote',
      intro:
        'Ask our finance partner for a car finance quote. Leave your details and we make them available to the partner.',
      terms: [
        `The partner can quote you for car finance; ${PRODUCT_NAME} does not lend money or arrange finance itself.`,
        'Any quote, its APR and whether you are accepted are for the lender to decide: an advertised representative APR is not what everyone gets.',
        noObligation,
        kerbsideRole,
      ],
      partner: {
        name: 'our finance partner',
        about: `A car finance provider that works with ${PRODUCT_NAME}. It, not ${PRODUCT_NAME}, gives the quote and any finance agreement. ${PRODUCT_NAME} may be paid if you take out finance.`,
      },
      eligibility: `Finance is subject to status and to the lender’s checks, including a credit check if you apply. ${PRODUCT_NAME} does not check whether you are eligible before passing on your request.`,
      moreInfo: { text: 'Work out monthly payments with our car finance calculator', href: toolPaths.finance },
    },
  },
];

/** The offer of a partner-offer kind. */
export function partnerOfferOf(kind: PartnerKind): PartnerOffer {
  return partnerOffers.find((offer) => offer.kind === kind)!;
}

/** Every path the hub links to, tools then offers, each once. */
export function toolsHubPaths(): string[] {
  const paths = [
    ...toolsHubSections.flatMap((section) => section.links.map((link) => link.href)),
    ...partnerOffers.map((offer) => offer.href),
  ];
  return Array.from(new Set(paths));
}
