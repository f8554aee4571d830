/**
 * The words of the real-MPG calculator (/real-mpg-calculator and /results) in one place, so the
 * form, the results, their stories and the end-to-end test agree on them, and the small rules
 * behind them (which figure was used, how a difference reads) can be unit tested.
 */
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { pencePerMileText, roundPounds } from '../fuel/runningCosts';
import { mpgText, type FuelMpgResult, type RealMpgSource } from './realMpg';

export const realMpgTexts = {
  title: 'Real MPG calculator',
  intro:
    'Estimate the fuel economy you can expect from a car in everyday driving, and what it will cost you per mile and per year at your mileage and fuel price.',
  resultsTitle: 'Your real MPG results',
  carLegend: 'Your car',
  make: 'Make',
  model: 'Model',
  version: 'Version',
  chooseMake: 'Choose a make',
  chooseModel: 'Choose a model',
  chooseMakeFirst: 'Choose a make first',
  chooseVersion: 'Choose a version',
  chooseModelFirst: 'Choose a model first',
  showModels: 'Show models',
  showVersions: 'Show versions',
  loadingModels: 'Loading models',
  loadingVersions: 'Loading versions',
  modelsLoaded: (count: number) => `${count} ${count === 1 ? 'model' : 'models'} to choose from`,
  versionsLoaded: (count: number) => `${count} ${count === 1 ? 'version' : 'versions'} to choose from`,
  loadFailed: 'Sorry, we could not load the list. Use the Show models or Show versions button instead.',
  officialLegend: 'Or enter an official figure',
  officialHint:
    'If your car is not in the list, enter its official (WLTP) combined mpg. A car chosen above is used first.',
  officialMpg: 'Official mpg',
  fuel: 'Fuel',
  drivingLegend: 'Your driving',
  miles: 'Miles a year',
  milesHint: 'The UK average is about 10,000 miles a year.',
  price: 'Fuel price',
  priceHint: (petrol: number, diesel: number, date: string) =>
    `Pence per litre. Leave blank to use ${petrol}p for petrol or ${diesel}p for diesel (typical prices on ${date}).`,
  chargingLegend: 'Charging (electric cars only)',
  home: 'Home electricity price',
  public: 'Public charging price',
  share: 'Charging done at home',
  perKwh: 'Pence per kWh.',
  shareHint: 'Percent of your charging done at home; the rest is at public chargers.',
  pricesDate: (date: string) => `Default prices as of ${date}. Change any of them to your own.`,
  calculate: 'Calculate',
  changeDetails: 'Change your details',
  fuelComparisonLink: 'Compare petrol, diesel, hybrid and electric running costs',
  // Results
  realMpg: 'Real-world mpg',
  /** The label of the headline figure: every real-world mpg here is an estimate. */
  realMpgEstimated: 'Real-world mpg (estimated)',
  officialMpgFigure: 'Official mpg (WLTP)',
  costPerMile: 'Cost per mile',
  costPerYear: 'Cost per year',
  officialCostPerYear: 'Cost per year at the official mpg',
  milesPerKwh: 'Miles per kWh (official)',
  yourMiles: 'Your mileage',
  fuelPriceUsed: 'Fuel price',
  electricityPriceUsed: 'Electricity price (blended)',
  figuresCaption: 'Figures used',
  sourceCatalogue: 'Estimate: official figure adjusted for its fuel type and body style',
  sourceFlat: 'Estimate: official WLTP figure x 0.96',
  sourceOfficial: 'Official figure',
  sourceYours: 'Your input',
  sourceDefault: (date: string) => `Typical price on ${date}`,
  typedCar: 'The car you described',
  noFigure: 'We do not have an official economy figure for this car, so we cannot work out its running costs.',
  electricNote:
    'Electric cars have no mpg: this is the cost at the official miles per kWh and your home and public charging prices.',
  pluginNote:
    'Plug-in hybrids’ official mpg assumes you start with a charged battery; what you really get depends on how often you charge, so treat this as a best case.',
} as const;

/** Which estimate was used, as the results say it: never a test result. */
export function figureUsedText(source: RealMpgSource): string {
  return source === 'catalogue'
    ? 'This is an estimate, not a test result: the official figure adjusted by the average gap between official and real-world economy that published studies find for cars of this fuel type and body style.'
    : 'This is an estimate, not a test result: the official WLTP figure x 0.96, a flat allowance we use when we have no estimate for the car’s fuel type and body style.';
}

/** The comparison with the official figure, e.g. '4% below the official 50 mpg: £53 more a year.' */
export function officialComparisonText(result: FuelMpgResult): string {
  const percent = Math.abs(Math.round(result.differencePercent * 10) / 10);
  const extra = roundPounds(Math.abs(result.extraAnnualCost));
  if (percent === 0) return `The same as the official ${mpgText(result.officialMpg)} mpg.`;
  const direction = result.differencePercent < 0 ? 'below' : 'above';
  const cost = result.extraAnnualCost >= 0 ? 'more' : 'less';
  return `${percent}% ${direction} the official ${mpgText(result.officialMpg)} mpg: ${formatPoundPrice(extra)} ${cost} a year than the official figure suggests.`;
}

/** Money and pence as the results write them. */
export const resultText = {
  perMile: pencePerMileText,
  perYear: (pounds: number) => formatPoundPrice(roundPounds(pounds)),
  mpg: (mpg: number) => `${mpgText(mpg)} mpg`,
} as const;
