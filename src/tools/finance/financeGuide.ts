/**
 * What the ways of paying monthly for a car mean, for /car-finance: PCP, hire purchase and
 * personal contract hire, each in a few plain sentences, and where to go next. Data, so the page,
 * its tests and any later guide read the same words.
 */
import { hubPaths, modelPaths, sitePaths, toolPaths } from '#src/domain/routes';

/** One finance product explained. */
export interface FinanceGuideEntry {
  /** Element id of its section (an anchor). */
  id: string;
  /** The product's name, the heading. */
  title: string;
  /** Short paragraphs. */
  paragraphs: readonly string[];
}

export const financeGuide: readonly FinanceGuideEntry[] = [
  {
    id: 'pcp',
    title: 'PCP (personal contract purchase)',
    paragraphs: [
      'You pay a deposit, then monthly payments that cover the car’s expected loss in value plus interest, over usually two to four years.',
      'At the end you choose: pay the optional final payment (the guaranteed minimum future value) and keep the car, hand it back with nothing more to pay if it is within the agreed mileage and in good condition, or part-exchange it for another car.',
    ],
  },
  {
    id: 'hp',
    title: 'HP (hire purchase)',
    paragraphs: [
      'You pay a deposit, then the rest of the price plus interest in equal monthly payments. There is no final payment: once the last payment is made, the car is yours.',
      'Monthly payments are higher than on a PCP for the same car, but there is no mileage limit and you own the car at the end.',
    ],
  },
  {
    id: 'pch',
    title: 'PCH (personal contract hire, or leasing)',
    paragraphs: [
      'You rent the car for a fixed term: an initial rental (often three, six or nine months’ worth), then a monthly rental for an agreed annual mileage. Personal contract hire prices include VAT.',
      'You never own the car and hand it back at the end. Charges apply for extra miles and damage beyond fair wear and tear.',
    ],
  },
];

/** Links from /car-finance to deals and the other money tools. */
export const financeNextLinks: readonly { text: string; href: string }[] = [
  { text: 'New car deals with PCP prices', href: sitePaths.newCarDeals },
  { text: 'Personal leasing deals', href: modelPaths.leasingDeals('personal') },
  { text: 'Car leasing explained', href: sitePaths.leasing },
  { text: 'Value your car', href: toolPaths.valuationLink },
  { text: 'GAP insurance', href: hubPaths.gapInsurance },
];
