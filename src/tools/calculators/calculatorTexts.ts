import type { FuelType } from './bik';
import type { Region } from './incomeTax';
import { toolPaths } from '#src/domain/routes';

/**
 * The words of the company car and van tax calculators: labels, hints, option names, validation
 * messages and result texts, as data so the pages, stories, unit tests and e2e tests all use the
 * same strings.
 */

/** A yes/no answer as submitted by the form. */
export const yesNo = ['yes', 'no'] as const;
export type YesNo = (typeof yesNo)[number];

/** Validation messages. */
export const calculatorMessages = {
  year: 'Choose a tax year from the list',
  vanYear: 'Choose 2025/26 or 2026/27: van figures for later years are not published yet',
  fuel: 'Choose the car’s fuel type',
  region: 'Choose where you pay income tax',
  yesNo: 'Choose yes or no',
  registered: 'Enter the date the car was first registered, like 2025-06-01',
  price: {
    missing: 'Enter the car’s P11D list price',
    invalid: 'The P11D list price must be a number of pounds, like 35000',
    negative: 'The P11D list price cannot be negative',
    tooLarge: 'The P11D list price must be £10,000,000 or less',
  },
  co2: {
    missing: 'Enter the car’s CO2 emissions in g/km',
    invalid: 'CO2 emissions must be a number of g/km, like 120',
    negative: 'CO2 emissions cannot be negative',
    tooLarge: 'CO2 emissions must be 1,000 g/km or less',
  },
  range: {
    missing: 'Enter the plug-in hybrid’s electric range in miles',
    invalid: 'Electric range must be a number of miles, like 40',
    negative: 'Electric range cannot be negative',
    tooLarge: 'Electric range must be 1,000 miles or less',
  },
  salary: {
    missing: 'Enter your annual salary before tax',
    invalid: 'Your salary must be a number of pounds, like 45000',
    negative: 'Your salary cannot be negative',
    tooLarge: 'Your salary must be £100,000,000 or less',
  },
} as const;

/** Fuel type names. */
export const fuelTypeLabels: Readonly<Record<FuelType, string>> = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  hybrid: 'Hybrid (not plug-in)',
  phev: 'Plug-in hybrid',
  electric: 'Electric',
};

/** Region names. */
export const regionLabels: Readonly<Record<Region, string>> = {
  ruk: 'England, Wales or Northern Ireland',
  scotland: 'Scotland',
};

/** Yes/No option names. */
export const yesNoLabels: Readonly<Record<YesNo, string>> = { yes: 'Yes', no: 'No' };

/** Shared labels of both calculators. */
export const sharedFieldTexts = {
  year: { label: 'Tax year', hint: 'Tax years run from 6 April to 5 April.' },
  region: { legend: 'Where do you pay income tax?' },
  salary: { label: 'Your annual salary', hint: 'Before tax, in pounds, without the car or van.' },
  submit: 'Calculate',
  resultHeading: 'Your result',
  source: {
    input: 'Your input',
    calculated: 'Calculated',
  },
} as const;

/** Labels and texts of the company car tax calculator. */
export const companyCarTexts = {
  formLabel: 'Company car details',
  price: { label: 'P11D list price', hint: 'The list price with options and VAT, before any discount.' },
  fuel: { legend: 'Fuel type' },
  co2: { label: 'CO2 emissions', hint: 'From the car’s V5C or your fleet manager. Not needed for an electric car.' },
  range: { label: 'Electric range', hint: 'Plug-in hybrids and other cars of 1 to 50 g/km only. Leave empty if none.' },
  registered: {
    label: 'First registered (plug-in hybrids)',
    hint: 'For the Euro 6e-bis rule. For example, 2025-06-01.',
  },
  rde2: { legend: 'Diesel cars: does it meet RDE2?', hint: 'Most diesels first registered since 2021 do.' },
  fuelBenefit: { legend: 'Does your employer pay for fuel for private journeys?' },
  empty: 'Enter the car’s price, its CO2 emissions and your salary to see your company car tax.',
  fixProblems: 'Correct the details above to see your company car tax.',
  status: (perMonth: string, perYear: string, bik: string) =>
    `Company car tax: ${perMonth} a month, ${perYear} a year, at a BiK rate of ${bik}.`,
} as const;

/** Labels and texts of the van tax calculator. */
export const vanTexts = {
  formLabel: 'Van details',
  zeroEmission: { legend: 'Is it a zero-emission (electric) van?' },
  restricted: {
    legend: 'Is private use restricted to commuting?',
    hint: 'Broadly: you only drive it to and from work, with insignificant other private use.',
  },
  fuelBenefit: { legend: 'Does your employer pay for fuel for private journeys?' },
  empty: 'Enter your salary to see your van benefit tax.',
  fixProblems: 'Correct the details above to see your van benefit tax.',
  status: (perMonth: string, perYear: string) => `Van benefit tax: ${perMonth} a month, ${perYear} a year.`,
} as const;

/** The pages of the two calculators: headings, introductions and meta descriptions. */
export const calculatorPages = {
  companyCar: {
    path: toolPaths.companyCarTax,
    title: 'Company car tax calculator',
    intro:
      'Work out the benefit-in-kind tax on a company car: its BiK rate, the taxable benefit and what you pay a year and a month, with every figure used and its tax year.',
    description:
      'Company car tax calculator: BiK rate, taxable benefit and tax per year and month for petrol, diesel, hybrid, plug-in hybrid and electric cars, 2025/26 to 2029/30.',
  },
  van: {
    path: toolPaths.vanTax,
    title: 'Van tax calculator',
    intro:
      'Work out the tax on a company van you take home: the flat van benefit, the van fuel benefit and what you pay a year and a month.',
    description:
      'Van tax calculator: the van benefit and van fuel benefit charges and your tax per year and month, for 2025/26 and 2026/27, with zero-emission vans at nil.',
  },
} as const;
