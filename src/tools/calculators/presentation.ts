import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { regionLabels, sharedFieldTexts } from './calculatorTexts';
import type { MarginalRate, Region } from './incomeTax';
import type { Sourced } from './taxYears/taxYears';
import type { Flagged, IncomeTaxRules, TaxYearData } from './taxYears/types';
import type { FigureUsed } from './ui/ResultsTable';

/**
 * Pieces of a calculator's explanation shared by the company car and van calculators: how a
 * percentage and a pound amount are written, and the income-tax and Class 1A rows of the
 * "figures used" table with their source years, unconfirmed flags and assumptions.
 */

/** '20%', '67.5%'. */
export const formatPercent = (value: number) => `${Number(value.toFixed(2))}%`;

/** '£1,200', '£84.38'. */
export const formatPounds = formatPoundPrice;

/** The label of a year's figures: '2025/26 income tax bands'. */
export const sourceLabel = (year: TaxYearData, what: string) => `${year.label} ${what}`;

/** An explanation's parts: rows of figures, unconfirmed figure names and assumptions. */
export interface Explanation {
  rows: FigureUsed[];
  unconfirmed: string[];
  assumptions: string[];
}

/** A borrowed-figure assumption. */
export function borrowedNote(asked: TaxYearData, sourced: Sourced<unknown>, what: string): string | undefined {
  return sourced.borrowed
    ? `${asked.label} ${what} are not published yet: the ${sourced.source.label} figures are used.`
    : undefined;
}

/** The salary, region and marginal-rate rows. */
export function incomeTaxExplanation(
  asked: TaxYearData,
  salary: number,
  region: Region,
  incomeTax: Sourced<IncomeTaxRules>,
  marginal: MarginalRate,
): Explanation {
  const bands: Flagged<unknown> = region === 'scotland' ? incomeTax.value.scotland : incomeTax.value.restOfUk;
  const bandsName = region === 'scotland' ? 'Scottish income tax bands' : 'income tax bands';
  const rateText = marginal.tapered
    ? `${formatPercent(marginal.rate)} (${marginal.band} ${formatPercent(marginal.bandRate)}, with the personal allowance taper)`
    : `${formatPercent(marginal.rate)} (${marginal.band})`;
  const assumptions = [borrowedNote(asked, incomeTax, 'income tax bands')].filter((note): note is string => !!note);
  return {
    rows: [
      { label: 'Salary', value: formatPounds(salary), source: sharedFieldTexts.source.input },
      { label: 'Income tax region', value: regionLabels[region], source: sharedFieldTexts.source.input },
      {
        label: 'Marginal income tax rate',
        value: rateText,
        source: sourceLabel(incomeTax.source, bandsName),
        unconfirmed: bands.unconfirmed,
      },
    ],
    unconfirmed: bands.unconfirmed ? [`${incomeTax.source.label} ${bandsName}`] : [],
    assumptions,
  };
}

/** The Class 1A rows. */
export function class1aExplanation(asked: TaxYearData, rate: Sourced<Flagged<number>>, amount: number): Explanation {
  const name = 'Employer’s Class 1A National Insurance rate';
  return {
    rows: [
      {
        label: name,
        value: formatPercent(rate.value.value),
        source: sourceLabel(rate.source, 'rates'),
        unconfirmed: rate.value.unconfirmed,
      },
      { label: 'Employer’s Class 1A National Insurance', value: formatPounds(amount), source: 'Benefit x rate' },
    ],
    unconfirmed: rate.value.unconfirmed ? [`${name} (${formatPercent(rate.value.value)})`] : [],
    assumptions: [borrowedNote(asked, rate, 'National Insurance rates')].filter((note): note is string => !!note),
  };
}

/** Explanations joined in order. */
export function joinExplanations(...parts: Explanation[]): Explanation {
  return {
    rows: parts.flatMap((part) => part.rows),
    unconfirmed: [...new Set(parts.flatMap((part) => part.unconfirmed))],
    assumptions: [...new Set(parts.flatMap((part) => part.assumptions))],
  };
}

/** The assumption every result rests on. */
export const marginalRateAssumption =
  'The benefit is taxed at the rate on the next pound of your salary; a benefit that takes you into a higher band would cost more.';
