import type { HubDefinition } from './hubDefinitions';
import { tagPath } from '../article/articlePaths';
import { taxYears } from '#src/tools/calculators/taxYears/taxYears';
import { hubPaths, sitePaths, toolPaths } from '#src/domain/routes';

/**
 * The company cars hub (/class/company-cars, spec 2.1 and 2.2) as a hub definition, rendered by
 * the shared hub route: the tax calculators first, then the BiK rates of an electric car in each
 * tax year (read from the tax-year data modules, so a new year updates the hub too), and the
 * company car advice articles through the content adapter. It lives with the calculators
 * because the page is their home; its folder site/app/class/company-cars wins over [hubId].
 */

/** The zero-emission BiK rate of every known year, in words: '3% in 2025/26, 4% in 2026/27, ...'. */
export function electricBikRatesText(): string {
  return taxYears.map((year) => `${year.bik.zeroEmission}% in ${year.label}`).join(', ');
}

export const companyCarsHub: HubDefinition = {
  id: 'company-cars',
  path: hubPaths.companyCars,
  title: 'Company cars',
  intro:
    'Choosing a company car? Work out your benefit-in-kind tax with our calculators, see how the rates change each year and read our advice on picking the right car for your tax bill.',
  sections: [
    {
      kind: 'links',
      title: 'Company car and van tax calculators',
      links: [
        { text: 'Company car tax calculator', href: toolPaths.companyCarTax },
        { text: 'Van tax calculator', href: toolPaths.vanTax },
        { text: 'Fuel comparison tool', href: toolPaths.fuelComparison },
      ],
    },
    {
      kind: 'text',
      title: 'How company car tax works',
      paragraphs: [
        'You pay tax on a company car as a benefit in kind: its P11D list price times its BiK percentage, taxed at your highest rate of income tax.',
        `The BiK percentage rises with CO2 emissions, and for plug-in hybrids falls with electric range. Electric cars pay the lowest rate: ${electricBikRatesText()}.`,
        'If your employer pays for fuel for private journeys, a fuel benefit is taxed too. Electricity is not fuel, so electric cars have none.',
      ],
    },
    {
      kind: 'articles',
      title: 'Company car advice',
      tags: ['company-cars'],
      articleTypes: ['advice'],
      count: 8,
      more: { text: 'All company car advice', href: tagPath('company-cars') },
    },
    {
      kind: 'links',
      title: 'More for company car drivers',
      links: [
        { text: 'Electric cars', href: hubPaths.electricCars },
        { text: 'Car leasing deals', href: sitePaths.leasingDeals },
        { text: 'All tools and services', href: sitePaths.toolsAndServices },
      ],
    },
  ],
};
