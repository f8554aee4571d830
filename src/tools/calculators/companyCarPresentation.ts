import { phevEuro6eBisRule, type BikBand } from './bik';
import { fuelTypeLabels, sharedFieldTexts } from './calculatorTexts';
import type { CompanyCarInput, CompanyCarResult } from './companyCarTax';
import {
  borrowedNote,
  class1aExplanation,
  formatPercent,
  formatPounds,
  incomeTaxExplanation,
  joinExplanations,
  marginalRateAssumption,
  sourceLabel,
  type Explanation,
} from './presentation';
import type { ResultFigure } from './ui/ResultFigures';

/**
 * A company car tax result in words: the headline figures and the "figures used" table, each
 * figure with its source year, plus the unconfirmed figures and the assumptions, for
 * CompanyCarTaxCalculator and for tests.
 */

/** The band in words: '0 g/km', '1-50 g/km, 40-69 miles', '51-54 g/km', '155 g/km and over'. */
export function bandText(band: BikBand, rangeBandsFrom: readonly number[]): string {
  if (band.kind === 'zero') return '0 g/km';
  if (band.kind === 'range') {
    const above = [...rangeBandsFrom].sort((a, b) => a - b).find((min) => min > band.minRange);
    if (above === undefined) return `1-50 g/km, ${band.minRange} miles or more`;
    if (band.minRange === 0) return `1-50 g/km, under ${above} miles`;
    return `1-50 g/km, ${band.minRange}-${above - 1} miles`;
  }
  return band.maxCo2 === null ? `${band.minCo2} g/km and over` : `${band.minCo2}-${band.maxCo2} g/km`;
}

/** The headline figures. */
export function companyCarHeadline(result: CompanyCarResult): ResultFigure[] {
  const withFuel = result.fuel !== undefined;
  return [
    { label: withFuel ? 'Tax per month (car and fuel)' : 'Tax per month', value: formatPounds(result.totalPerMonth) },
    { label: withFuel ? 'Tax per year (car and fuel)' : 'Tax per year', value: formatPounds(result.totalPerYear) },
    { label: 'BiK rate', value: formatPercent(result.bik.percent) },
    { label: 'Taxable benefit of the car', value: formatPounds(result.benefit) },
  ];
}

function co2Source(input: CompanyCarInput, result: CompanyCarResult): string {
  if (input.fuel === 'electric') return 'Electric cars are 0 g/km';
  if (result.bik.phevRuleApplied) {
    return `Euro 6e-bis rule: plug-in hybrids first registered ${phevEuro6eBisRule.registeredFrom} to ${phevEuro6eBisRule.registeredTo}`;
  }
  return 'Your input, rounded down';
}

function bikExplanation(input: CompanyCarInput, result: CompanyCarResult): Explanation {
  const { bik, year } = result;
  const table = sourceLabel(year, 'BiK table');
  const rows: Explanation['rows'] = [
    { label: 'P11D list price', value: formatPounds(input.listPrice), source: sharedFieldTexts.source.input },
    { label: 'Fuel type', value: fuelTypeLabels[input.fuel], source: sharedFieldTexts.source.input },
    { label: 'CO2 used', value: `${bik.co2Used} g/km`, source: co2Source(input, result) },
  ];
  if (bik.rangeUsed !== undefined) {
    rows.push({ label: 'Electric range used', value: `${bik.rangeUsed} miles`, source: 'Your input, rounded up' });
  }
  rows.push({
    label: 'BiK band',
    value: `${bandText(
      bik.band,
      year.bik.rangeBands.map((band) => band.minRange),
    )}: ${formatPercent(bik.tablePercent)}`,
    source: table,
  });
  const unconfirmed: string[] = [];
  if (input.fuel === 'diesel' && !input.meetsRde2) {
    const capNote = bik.capped ? ` (capped at the ${formatPercent(result.maximum.value)} maximum)` : '';
    rows.push({
      label: 'Diesel supplement (not RDE2)',
      value: `+${bik.dieselSupplement} points${capNote}`,
      source: sourceLabel(year, 'rules'),
      unconfirmed: bik.capped && result.maximum.unconfirmed,
    });
    if (bik.capped && result.maximum.unconfirmed) {
      unconfirmed.push(`${year.label} maximum BiK rate (${formatPercent(result.maximum.value)})`);
    }
  }
  rows.push(
    { label: 'BiK rate', value: formatPercent(bik.percent), source: table },
    { label: 'Taxable benefit of the car', value: formatPounds(result.benefit), source: 'P11D list price x BiK rate' },
  );
  const assumptions: string[] = [];
  if (input.fuel === 'phev' && !input.registered) {
    assumptions.push('No first registration date was given, so the Euro 6e-bis plug-in hybrid rule was not applied.');
  }
  return { rows, unconfirmed, assumptions };
}

function fuelExplanation(result: CompanyCarResult): Explanation {
  const { fuel, year } = result;
  if (!fuel) return { rows: [], unconfirmed: [], assumptions: [] };
  const multiplier = fuel.multiplier;
  return {
    rows: [
      {
        label: 'Car fuel benefit multiplier',
        value: formatPounds(multiplier.value.value),
        source: sourceLabel(multiplier.source, 'rates'),
        unconfirmed: multiplier.value.unconfirmed,
      },
      {
        label: 'Car fuel benefit',
        value: formatPounds(fuel.benefit),
        source: fuel.benefit === 0 ? 'Nil: electricity is not fuel' : 'Multiplier x BiK rate',
      },
      {
        label: 'Tax on the fuel benefit per year',
        value: formatPounds(fuel.taxPerYear),
        source: 'Fuel benefit x marginal rate',
      },
    ],
    unconfirmed: multiplier.value.unconfirmed ? ['Car fuel benefit multiplier'] : [],
    assumptions: [borrowedNote(year, multiplier, 'car fuel benefit figures')].filter((note): note is string => !!note),
  };
}

/** The full explanation of a result. */
export function companyCarExplanation(input: CompanyCarInput, result: CompanyCarResult): Explanation {
  const tax: Explanation = {
    rows: [
      { label: 'Company car tax per year', value: formatPounds(result.taxPerYear), source: 'Benefit x marginal rate' },
      { label: 'Company car tax per month', value: formatPounds(result.taxPerMonth), source: 'Per year ÷ 12' },
    ],
    unconfirmed: [],
    assumptions: [marginalRateAssumption],
  };
  return joinExplanations(
    bikExplanation(input, result),
    incomeTaxExplanation(result.year, input.salary, input.region, result.incomeTax, result.marginal),
    tax,
    fuelExplanation(result),
    class1aExplanation(result.year, result.class1aRate, result.class1a),
  );
}
