import { useState } from 'react';
import { toQueryString, visibleProblems, type FieldProblem } from '../formInput';

/**
 * The state of a calculator form in the browser: the values as typed (starting from what the
 * server rendered), whether the visitor has submitted, a setter per field, the reading of the
 * values (the input, or problems: invalid ones at once, missing ones after submitting), field
 * ids and errors, and the props CalculatorLayout needs. Submitting marks the form submitted and
 * puts the values in the address bar, so the URL of a result can be shared and reloaded without
 * JavaScript.
 */
export interface CalculatorFormOptions<F extends string, I> {
  /** The values to start from. */
  initial: Readonly<Record<F, string>>;
  /** Whether the starting values were submitted. */
  submitted: boolean;
  /** Where the form submits: the page's path. */
  action: string;
  /** Prefix of element ids. */
  idPrefix: string;
  /** Reads the values into an input or problems. */
  read: (raw: Record<F, string>) => { problems: FieldProblem<F>[]; input?: I };
}

export function useCalculatorForm<F extends string, I>({
  initial,
  submitted: initiallySubmitted,
  action,
  idPrefix,
  read,
}: CalculatorFormOptions<F, I>) {
  const [raw, setRaw] = useState<Record<F, string>>({ ...initial });
  const [submitted, setSubmitted] = useState(initiallySubmitted);
  const reading = read(raw);
  const problems = visibleProblems(reading.problems, submitted);
  const fieldId = (field: F) => `${idPrefix}-${field}`;

  return {
    raw,
    input: reading.input,
    problems,
    fieldId,
    /** A field's setter. */
    set: (field: F) => (value: string) => setRaw((current) => ({ ...current, [field]: value })),
    /** A field's message, when it has one to show. */
    errorOf: (field: F) => problems.find((problem) => problem.field === field)?.message,
    /** The CalculatorLayout props that follow from the form state. */
    layout: {
      idPrefix,
      action,
      problems: problems.map((problem) => ({ fieldId: fieldId(problem.field), message: problem.message })),
      onSubmit: () => {
        setSubmitted(true);
        const query = toQueryString(raw);
        window.history.replaceState(window.history.state, '', query ? `${action}?${query}` : action);
        return reading.problems.length > 0;
      },
    },
  };
}
