/**
 * The hubs as data: each /class/:hubId page of spec 2.2 (except /class/sell-my-car and
 * /class/company-cars, which are tools pages), and the two category pages /categories/van and
 * /electric-cars, is a title, an introduction and a list of sections. A section says what to
 * show (articles with some tags, models of some categories, links to categories or awards, or a
 * few paragraphs of explanation), not how: loadHub reads it through the content adapter and
 * HubView renders it. Adding a hub is adding an entry here.
 */
import type { AwardHub, Category } from '#src/domain/content/types';
import type { ArticleType } from '#src/domain/content/enums';
import { electricHubCategories, PRODUCT_NAME, vanHubCategoryList } from '#src/lib/constants';
import { capitalise, categoryNames } from '#src/domain/vocabulary';
import { tagPath } from '../article/articlePaths';
import { awardPaths, hubPath, hubPaths, sitePaths, toolPaths } from '#src/domain/routes';

/** A link out of a section: to the whole list it samples. */
export interface SectionLink {
  text: string;
  href: string;
}

/** Articles with any of some tags (and optionally of some types), newest first. */
export interface ArticlesSection {
  kind: 'articles';
  /** The section heading. */
  title: string;
  /** Articles having any of these tags. */
  tags: readonly string[];
  /** Only these article types (all when absent). */
  articleTypes?: readonly ArticleType[];
  /** Only the articles with these slugs (e.g. one explainer and an offer). */
  slugs?: readonly string[];
  /** How many to show. */
  count: number;
  /** Link to the whole list. */
  more?: SectionLink;
}

/** Models on sale in any of some categories or body styles, by price or name. */
export interface ModelsSection {
  kind: 'models';
  title: string;
  /** Models in any of these categories. */
  categories?: readonly Category[];
  /** Models of these body styles. */
  bodyStyles?: readonly ('suv' | 'mpv' | 'hatchback' | 'estate' | 'pick-up' | 'panel-van')[];
  /** Highest starting list price in pounds. */
  maxPrice?: number;
  /** Cheapest first, or by name. */
  order: 'price' | 'name';
  count: number;
  more?: SectionLink;
}

/** Links to category pages, each with its number of models on sale. */
export interface CategoriesSection {
  kind: 'categories';
  title: string;
  categories: readonly Category[];
}

/** Links to award pages. */
export interface AwardsSection {
  kind: 'awards';
  title: string;
  hubs: readonly AwardHub[];
}

/** Fixed links (tools, related hubs). */
export interface LinksSection {
  kind: 'links';
  title: string;
  links: readonly SectionLink[];
}

/** A few paragraphs of explanation. */
export interface TextSection {
  kind: 'text';
  title: string;
  paragraphs: readonly string[];
}

export type HubSection =
  ArticlesSection | ModelsSection | CategoriesSection | AwardsSection | LinksSection | TextSection;

export interface HubDefinition {
  /** The hub id: the last segment of its path. */
  id: string;
  /** The page path. */
  path: string;
  /** The page heading and title. */
  title: string;
  /** A sentence or two under the heading (also the meta description). */
  intro: string;
  sections: readonly HubSection[];
}

/** The category page path of a category (/:category, spec 2.1). */
export const categoryPath = (category: Category) => `/${category}`;

/** Display names of award hubs. */
export const awardHubTitles: Readonly<Record<AwardHub, string>> = {
  'new-car-awards': 'New Car Awards',
  'used-car-awards': 'Used Car Awards',
  'electric-car-awards': 'Electric Car Awards',
  'van-awards': 'Van Awards',
};

/** The award hubs in menu order. */
export const awardHubOrder: readonly AwardHub[] = [
  'new-car-awards',
  'used-car-awards',
  'electric-car-awards',
  'van-awards',
];

/** Headings of the van hub categories (spec 3). */
export const vanCategoryTitles = categoryTitles(vanHubCategoryList);

/** Headings of the electric hub categories (spec 3). */
export const electricCategoryTitles = categoryTitles(electricHubCategories);

/** A heading per category: its plural name, capitalised ('Small vans'). */
function categoryTitles<C extends Category>(list: readonly C[]): Readonly<Record<C, string>> {
  return Object.fromEntries(list.map((category) => [category, capitalise(categoryNames[category].plural)])) as Record<
    C,
    string
  >;
}

const classHub = (hub: Omit<HubDefinition, 'path'>): HubDefinition => ({ ...hub, path: hubPath(hub.id) });

/** The /class/:hubId hubs, by id. */
export const classHubs: Readonly<Record<string, HubDefinition>> = Object.fromEntries(
  [
    classHub({
      id: 'long-term-tests',
      title: 'Long-term tests',
      intro: `We live with new cars for months at a time, on the school run, the commute and long trips, to find out what they are really like to own. Every report from the ${PRODUCT_NAME} long-term fleet is here, newest first.`,
      sections: [
        {
          kind: 'articles',
          title: 'Latest long-term test reports',
          tags: ['long-term-test'],
          count: 24,
          more: { text: 'All long-term tests', href: tagPath('long-term-test') },
        },
        {
          kind: 'text',
          title: 'How our long-term tests work',
          paragraphs: [
            'Each car joins our fleet for six months or more and is driven by one of our team every day. We record every mile, every fill-up or charge and every trip to the dealer.',
            'Reports follow the car through its first impressions, its quirks and any faults, and end with a verdict on whether we would buy one with our own money.',
          ],
        },
        {
          kind: 'links',
          title: 'More from our road testers',
          links: [
            { text: 'New car comparison tests', href: hubPaths.newCarComparisonTests },
            { text: 'Car reliability', href: hubPaths.reliability },
            { text: 'New car reviews', href: sitePaths.reviews },
          ],
        },
      ],
    }),
    classHub({
      id: 'motability',
      title: 'Motability cars',
      intro:
        'The Motability Scheme lets disabled people exchange their mobility allowance for the lease of a new car, with insurance, servicing and breakdown cover included. Here is how it works, and the cars that suit it best.',
      sections: [
        {
          kind: 'text',
          title: 'How the Motability Scheme works',
          paragraphs: [
            'If you receive the higher rate mobility component of Disability Living Allowance, the enhanced rate mobility component of Personal Independence Payment or Adult Disability Payment, the War Pensioners’ Mobility Supplement or the Armed Forces Independence Payment, you can use it to lease a new car, usually for three years.',
            'The allowance is paid straight to the scheme. Insurance, servicing, maintenance, tyres, breakdown cover and vehicle tax are included; some cars also need an advance payment.',
            'Cars with a high seating position, wide-opening doors and an automatic gearbox are often the easiest to live with. Test the driving position, the boot sill height and the room for any wheelchair or scooter before you choose.',
          ],
        },
        {
          kind: 'models',
          title: 'Easy-access SUVs and MPVs from under £30,000',
          bodyStyles: ['suv', 'mpv'],
          maxPrice: 30_000,
          order: 'price',
          count: 8,
          more: { text: 'All SUVs', href: categoryPath('suv') },
        },
        {
          kind: 'articles',
          title: 'Advice on choosing a car',
          tags: ['buying'],
          articleTypes: ['advice'],
          count: 4,
          more: { text: 'All buying advice', href: tagPath('buying') },
        },
      ],
    }),
    classHub({
      id: 'cost-of-living-car-advice',
      title: 'Cost of living car advice',
      intro:
        'Ways to spend less on your car without giving it up: cheaper insurance and tax, better fuel economy, smarter finance and a fair price when you sell.',
      sections: [
        {
          kind: 'articles',
          title: 'Cut your running costs',
          tags: ['ownership'],
          articleTypes: ['advice'],
          count: 4,
          more: { text: 'All advice on owning a car', href: tagPath('ownership') },
        },
        {
          kind: 'articles',
          title: 'Pay less for your next car',
          tags: ['finance'],
          articleTypes: ['advice'],
          count: 4,
          more: { text: 'All car finance advice', href: tagPath('finance') },
        },
        {
          kind: 'articles',
          title: 'Get the most when you sell',
          tags: ['selling'],
          articleTypes: ['advice'],
          count: 4,
          more: { text: 'All advice on selling', href: tagPath('selling') },
        },
        {
          kind: 'models',
          title: 'The cheapest new cars',
          order: 'price',
          count: 8,
          more: { text: 'Best cheap cars', href: tagPath('best-cheap-cars') },
        },
        {
          kind: 'links',
          title: 'Tools that save you money',
          links: [
            { text: 'Real MPG calculator', href: toolPaths.realMpg },
            { text: 'Fuel comparison tool', href: toolPaths.fuelComparison },
            { text: 'Car valuation', href: toolPaths.valuationLink },
            { text: 'New car deals', href: sitePaths.newCarDeals },
          ],
        },
      ],
    }),
    classHub({
      id: 'best',
      title: 'Best cars',
      intro: `The cars ${PRODUCT_NAME}'s road testers rate most highly in every class, from city cars to seven-seaters and vans, with our top 10 lists and award winners.`,
      sections: [
        {
          kind: 'articles',
          title: 'Best car lists',
          tags: ['best'],
          count: 24,
          more: { text: 'All best-of lists', href: tagPath('best') },
        },
        {
          kind: 'articles',
          title: 'Top 10 lists',
          tags: ['top-10'],
          count: 8,
          more: { text: 'All top 10 lists', href: tagPath('top-10') },
        },
        { kind: 'awards', title: `${PRODUCT_NAME} Awards`, hubs: awardHubOrder },
      ],
    }),
    classHub({
      id: 'new-car-comparison-tests',
      title: 'New car comparison tests',
      intro:
        'Two rivals, the same roads, the same day: our twin tests put similar cars head to head on price, practicality, running costs and the way they drive, and tell you which to buy.',
      sections: [
        {
          kind: 'articles',
          title: 'Latest comparison tests',
          tags: ['new-car-comparison-tests'],
          count: 24,
          more: { text: 'All comparison tests', href: tagPath('new-car-comparison-tests') },
        },
        {
          kind: 'links',
          title: 'Compare for yourself',
          links: [
            { text: 'Car comparison tool', href: toolPaths.comparison },
            { text: 'New car reviews', href: sitePaths.reviews },
            { text: 'Long-term tests', href: hubPaths.longTermTests },
          ],
        },
      ],
    }),
    classHub({
      id: 'reliability',
      title: 'Car reliability',
      intro: `Which cars go wrong, and which keep going: the results of the ${PRODUCT_NAME} Reliability Survey, and advice on keeping any car dependable.`,
      sections: [
        {
          kind: 'articles',
          title: 'Reliability surveys',
          tags: ['reliability'],
          count: 8,
          more: { text: 'All reliability articles', href: tagPath('reliability') },
        },
        {
          kind: 'text',
          title: 'How our reliability survey works',
          paragraphs: [
            'Every year we ask thousands of owners whether their car has gone wrong in the past two years, what failed, how long it was off the road and what the repair cost.',
            'Each model gets a score from those answers. Makes with long warranties tend to score well, and simpler petrol and hybrid cars usually have fewer faults than complex plug-in hybrids.',
          ],
        },
        {
          kind: 'articles',
          title: 'Keep your car dependable',
          tags: ['ownership'],
          articleTypes: ['advice'],
          count: 4,
          more: { text: 'All advice on owning a car', href: tagPath('ownership') },
        },
      ],
    }),
    classHub({
      id: 'gap-insurance',
      title: 'GAP insurance',
      intro: `GAP insurance covers the difference between what your car insurer pays out and what you paid or still owe if your car is written off or stolen. ${PRODUCT_NAME} readers save 12% with our partner.`,
      sections: [
        {
          kind: 'text',
          title: 'What GAP insurance covers',
          paragraphs: [
            'If your car is written off or stolen, your motor insurer pays its market value at the time, which after a few years can be thousands of pounds less than you paid or less than you still owe on finance.',
            'Return-to-invoice GAP pays the difference up to the price you paid. Finance GAP clears what is left on a PCP or hire purchase agreement. Vehicle replacement GAP pays for a new car of the same model, and contract hire GAP covers leased cars.',
            'Dealers often sell GAP with a new car, but you do not have to buy theirs: policies bought separately are usually much cheaper for the same cover.',
          ],
        },
        {
          kind: 'articles',
          title: 'GAP insurance explained and our offer',
          tags: ['finance', 'promoted'],
          slugs: ['what-is-gap-insurance', 'save-12-on-gap-insurance-with-kerbside'],
          count: 2,
        },
        {
          kind: 'articles',
          title: 'More car finance advice',
          tags: ['finance'],
          articleTypes: ['advice'],
          count: 4,
          more: { text: 'All car finance advice', href: tagPath('finance') },
        },
        {
          kind: 'links',
          title: 'Related services',
          links: [
            { text: 'Car finance', href: toolPaths.finance },
            { text: 'Car leasing deals', href: sitePaths.leasingDeals },
            { text: 'All tools and services', href: sitePaths.toolsAndServices },
          ],
        },
      ],
    }),
    classHub({
      id: 'lifestyle-vans',
      title: 'Lifestyle vans',
      intro:
        'Pick-ups and compact vans that work hard in the week and carry bikes, boards and camping kit at the weekend, with their prices and payloads.',
      sections: [
        {
          kind: 'models',
          title: 'Pick-ups',
          categories: ['pick-up'],
          order: 'price',
          count: 8,
          more: { text: 'All pick-ups', href: categoryPath('pick-up') },
        },
        {
          kind: 'models',
          title: 'Small vans',
          categories: ['small-van'],
          order: 'price',
          count: 8,
          more: { text: 'All small vans', href: categoryPath('small-van') },
        },
        {
          kind: 'articles',
          title: 'Best pick-ups',
          tags: ['best-pick-ups'],
          count: 2,
        },
        {
          kind: 'articles',
          title: 'Van news and advice',
          tags: ['van-news-and-advice'],
          count: 4,
          more: { text: 'All van news and advice', href: tagPath('van-news-and-advice') },
        },
      ],
    }),
    classHub({
      id: 'vans',
      title: 'Vans',
      intro: `Reviews, prices and advice for every van on sale in the UK, from small vans to large panel vans, electric vans and pick-ups, and the winners of the ${PRODUCT_NAME} Van Awards.`,
      sections: [
        { kind: 'categories', title: 'Vans by size', categories: vanHubCategoryList },
        {
          kind: 'articles',
          title: 'Latest van news and advice',
          tags: ['van-news-and-advice'],
          count: 8,
          more: { text: 'All van news and advice', href: tagPath('van-news-and-advice') },
        },
        { kind: 'articles', title: 'Best vans', tags: ['best-vans', 'best-pick-ups'], count: 2 },
        { kind: 'awards', title: 'Van Awards', hubs: ['van-awards'] },
        {
          kind: 'links',
          title: 'Van tools and more',
          links: [
            { text: 'Van tax calculator', href: toolPaths.vanTax },
            { text: 'Vans by category', href: sitePaths.vanCategories },
            { text: 'Lifestyle vans', href: hubPaths.lifestyleVans },
          ],
        },
      ],
    }),
    classHub({
      id: 'electric-cars',
      title: 'Electric cars',
      intro: `Everything you need to go electric: the best electric and hybrid cars, real-world range and charging costs, tax rules and the winners of the ${PRODUCT_NAME} Electric Car Awards.`,
      sections: [
        { kind: 'categories', title: 'Electric and hybrid cars', categories: electricHubCategories },
        {
          kind: 'articles',
          title: 'Best electric cars',
          tags: ['best-electric-cars'],
          articleTypes: ['feature', 'slideshow'],
          count: 4,
          more: { text: 'All about electric cars', href: tagPath('best-electric-cars') },
        },
        {
          kind: 'articles',
          title: 'Electric car advice',
          tags: ['electric'],
          articleTypes: ['advice'],
          count: 8,
          more: { text: 'All electric car advice', href: tagPath('electric') },
        },
        {
          kind: 'articles',
          title: 'Electric car news',
          tags: ['best-electric-cars'],
          articleTypes: ['news', 'first_drive'],
          count: 4,
          more: { text: 'All electric car news', href: tagPath('best-electric-cars') },
        },
        { kind: 'awards', title: 'Electric Car Awards', hubs: ['electric-car-awards'] },
        {
          kind: 'links',
          title: 'Electric car tools',
          links: [
            { text: 'Electric and hybrid models', href: sitePaths.electricCategories },
            { text: 'Company car tax calculator', href: toolPaths.companyCarTax },
            { text: 'Fuel comparison tool', href: toolPaths.fuelComparison },
          ],
        },
      ],
    }),
  ].map((hub) => [hub.id, hub]),
);

/** /categories/van: the van hub categories with their models (pick-up is not in the list, spec 3). */
export const vanCategoriesHub: HubDefinition = {
  id: 'van',
  path: sitePaths.vanCategories,
  title: 'Vans by category',
  intro:
    'Every van on sale, by size: small vans for town deliveries, medium and large panel vans for trades and fleets, and electric vans.',
  sections: [
    ...vanHubCategoryList.map((category): ModelsSection => ({
      kind: 'models',
      title: vanCategoryTitles[category],
      categories: [category],
      order: 'price',
      count: 8,
      more: { text: `All ${vanCategoryTitles[category].toLowerCase()}`, href: categoryPath(category) },
    })),
    {
      kind: 'links',
      title: 'More for van drivers',
      links: [
        { text: 'Vans hub', href: hubPaths.vans },
        { text: 'Van Awards', href: awardPaths.hub('van-awards') },
        { text: 'Van tax calculator', href: toolPaths.vanTax },
      ],
    },
  ],
};

/** /electric-cars: the electric hub categories (electric and hybrid) with their models. */
export const electricCategoriesHub: HubDefinition = {
  id: 'electric-cars',
  path: sitePaths.electricCategories,
  title: 'Electric and hybrid cars',
  intro:
    'Every electric and hybrid model on sale, cheapest first, with links to the full lists, our reviews and the latest deals.',
  sections: [
    ...electricHubCategories.map((category): ModelsSection => ({
      kind: 'models',
      title: electricCategoryTitles[category],
      categories: [category],
      order: 'price',
      count: 8,
      more: { text: `All ${electricCategoryTitles[category].toLowerCase()}`, href: categoryPath(category) },
    })),
    {
      kind: 'links',
      title: 'Going electric',
      links: [
        { text: 'Electric cars hub', href: hubPaths.electricCars },
        { text: 'Best electric cars', href: tagPath('best-electric-cars') },
        { text: 'Electric Car Awards', href: awardPaths.hub('electric-car-awards') },
      ],
    },
  ],
};
