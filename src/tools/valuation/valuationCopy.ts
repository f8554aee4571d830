/**
 * The words of /car-valuation/ and /class/sell-my-car around the form: titles, introductions,
 * descriptions, the steps of selling a car and where to go next. Data, so both pages, their
 * tests and the stories read the same words.
 */
import { hubPaths, sitePaths, toolPaths } from '#src/domain/routes';

/** The copy of one page. */
export interface ValuationPageCopy {
  /** The page heading. */
  heading: string;
  /** The sentence under it. */
  intro: string;
  /** The meta description. */
  description: string;
  /** The crumb name. */
  crumb: string;
  /** Links onwards. */
  links: readonly { text: string; href: string }[];
}

export const valuationCopy: Record<'valuation' | 'sell', ValuationPageCopy> = {
  valuation: {
    heading: 'Free car valuation',
    crumb: 'Car valuation',
    intro:
      'Find out roughly what your car is worth: choose its make and model, then add the year or registration and the mileage.',
    description:
      'Value your car for free: an estimated price range from its make, model, age and mileage, worked out from its price new with a standard depreciation curve.',
    links: [
      { text: 'Sell my car', href: hubPaths.sellMyCar },
      { text: 'Used car reviews', href: sitePaths.usedReviews },
      { text: 'Car finance calculator', href: toolPaths.finance },
      { text: 'New car deals', href: sitePaths.newCarDeals },
    ],
  },
  sell: {
    heading: 'Sell my car',
    crumb: 'Sell my car',
    intro:
      'Get a free valuation and find dealers near you who buy cars: tell us about your car, and add your postcode if you want the dealers nearest you.',
    description:
      'Sell your car: a free valuation from its make, model, age and mileage, the dealers nearest your postcode, and how to get the best price.',
    links: [
      { text: 'Free car valuation', href: toolPaths.valuationLink },
      { text: 'New car deals', href: sitePaths.newCarDeals },
      { text: 'Car finance calculator', href: toolPaths.finance },
      { text: 'Car leasing', href: sitePaths.leasing },
    ],
  },
};

/** The steps of selling a car well, for /class/sell-my-car. */
export const sellingSteps: readonly { title: string; text: string }[] = [
  {
    title: 'Know what it is worth',
    text: 'Start with a valuation, then check adverts for the same model, age and mileage so you know a fair price.',
  },
  {
    title: 'Gather the paperwork',
    text: 'Have the V5C logbook, the service history, MOT certificates and both keys ready: a full history adds value.',
  },
  {
    title: 'Compare offers',
    text: 'Ask more than one dealer or buying service; a part-exchange offer is easiest but not always the highest.',
  },
  {
    title: 'Get paid safely',
    text: 'Wait until the money has cleared before you hand over the car and keys, then tell the DVLA you have sold it.',
  },
];
