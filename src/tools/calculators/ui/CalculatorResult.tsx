import type { Explanation } from '../presentation';
import { ResultFigures, type ResultFigure } from './ResultFigures';
import { ResultsTable } from './ResultsTable';
import { TaxYearNote } from './TaxYearNote';

/**
 * CalculatorResult: the body of a tax calculator's result panel: the headline figures, the note
 * naming the tax year with its unconfirmed figures and assumptions, and the figures-used table.
 */
export interface CalculatorResultProps {
  /** The tax year label, e.g. '2025/26'. */
  year: string;
  /** The headline figures, most important first. */
  headline: readonly ResultFigure[];
  /** The rows, unconfirmed figures and assumptions behind them. */
  explanation: Explanation;
}

export function CalculatorResult({ year, headline, explanation }: CalculatorResultProps) {
  return (
    <>
      <ResultFigures figures={headline} />
      <TaxYearNote year={year} unconfirmed={explanation.unconfirmed} assumptions={explanation.assumptions} />
      <ResultsTable rows={explanation.rows} />
    </>
  );
}
