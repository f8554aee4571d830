/**
 * The words of the fuel comparison tool (/fuel-comparison-tool) in one place, so the component,
 * its stories and the end-to-end test agree on them, and the summary sentence can be unit tested.
 */
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import type { FuelComparisonRow } from './fuelComparison';
import { roundPounds } from './runningCosts';

export const fuelComparisonTexts = {
  title: 'Fuel comparison tool',
  intro:
    'Compare what a petrol, diesel, hybrid and electric car would cost you to run, side by side, at your mileage and your fuel and electricity prices.',
  formLabel: 'Your mileage and prices',
  milesLegend: 'Your driving',
  miles: 'Miles a year',
  milesHint: 'The UK average is about 10,000 miles a year.',
  pricesLegend: 'Fuel and electricity prices',
  petrol: 'Petrol price',
  diesel: 'Diesel price',
  perLitre: 'Pence per litre.',
  home: 'Home electricity price',
  public: 'Public charging price',
  perKwh: 'Pence per kWh.',
  share: 'Charging done at home',
  shareHint: 'Percent of charging at home; the rest is at public chargers.',
  efficiencyLegend: 'Economy of each car',
  efficiencyHint: 'Typical real-world figures for a mid-sized car. Change them to match the cars you are considering.',
  petrolMpg: 'Petrol car',
  dieselMpg: 'Diesel car',
  hybridMpg: 'Hybrid car',
  milesPerKwh: 'Electric car',
  pricesDate: (date: string) => `Default prices as of ${date}. Change any of them to your own.`,
  compare: 'Compare running costs',
  resultsHeading: (miles: number) => `Running costs for ${miles.toLocaleString('en-GB')} miles a year`,
  cheapest: 'Cheapest',
  costPerYear: 'Cost per year',
  costPerMile: 'Cost per mile',
  economy: 'Economy',
  price: 'Energy price',
  fixErrors: 'Correct the details above to see the comparison.',
  realMpgLink: 'Work out the real mpg of a particular car',
} as const;

/**
 * The summary line above the comparison.
 * @example 'Electric is the cheapest to run: £611 a year, £852 less than diesel.'
 */
export function comparisonSummary(rows: readonly FuelComparisonRow[]): string {
  const cheapest = rows.filter((row) => row.cheapest);
  const dearest = rows.reduce((a, b) => (b.pencePerMile > a.pencePerMile ? b : a));
  const first = cheapest[0];
  if (!first) return '';
  const names = cheapest.map((row) => row.label);
  const who = names.length === 1 ? `${names[0]} is` : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are`;
  const saving = roundPounds(dearest.annualCost) - roundPounds(first.annualCost);
  const tail = saving > 0 ? `, ${formatPoundPrice(saving)} less than ${dearest.label.toLowerCase()}` : '';
  return `${who} the cheapest to run: ${formatPoundPrice(roundPounds(first.annualCost))} a year${tail}.`;
}
