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

/** A calculator's answer: its one-line status and the result body's props. */
export interface CalculatorAnswer extends CalculatorResultProps {
  /** The one-line answer, announced when it changes. */
  status: string;
}

/**
 * The result-panel props of CalculatorLayout: the answer when there is one, else the line that
 * says what to fix (when there are problems) or what to enter (a first visit).
 */
export function resultPanelProps(
  answer: CalculatorAnswer | undefined,
  hasProblems: boolean,
  texts: { heading: string; empty: string; fixProblems: string },
) {
  if (answer) {
    const { status, ...result } = answer;
    return { resultHeading: texts.heading, status, result: <CalculatorResult {...result} /> };
  }
  return { resultHeading: texts.heading, status: hasProblems ? texts.fixProblems : texts.empty };
}
