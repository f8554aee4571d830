'use client';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { Button } from '#src/primitives/Button';
import { Heading } from '#src/primitives/Heading';
import { mq } from '#src/styles/mq';
import { ErrorSummary, type FormProblem } from './ErrorSummary';

/**
 * CalculatorLayout: the frame every calculator shares: a GET form (fields, then the submit
 * button) beside a result panel whose first line is a polite live status. Without JavaScript the
 * form submits to the page, which renders the result from the query string. With JavaScript
 * `onSubmit` runs instead (the calculator has already recalculated as the visitor typed): focus
 * then moves to the error summary when there are problems, or to the result heading.
 */
export interface CalculatorLayoutProps {
  /** Prefix of element ids (unique on the page). */
  idPrefix: string;
  /** The form's accessible name. */
  formLabel: string;
  /** Where the form submits (the page's own path). */
  action: string;
  /** The problems to list above the form (each links to its field). */
  problems: readonly FormProblem[];
  /** The fields. */
  children: ReactNode;
  /** The submit button's text. */
  submitText: string;
  /** Runs on submit with JavaScript instead of reloading; returns true when there are problems. */
  onSubmit?: () => boolean;
  /** The result panel's heading. */
  resultHeading: string;
  /** The one-line answer (or what to do next), announced when it changes. */
  status: string;
  /** The result details below the status (figures, tax-year note, figures used). */
  result?: ReactNode;
}

const noSubscription = () => () => {};

export function CalculatorLayout({
  idPrefix,
  formLabel,
  action,
  problems,
  children,
  submitText,
  onSubmit,
  resultHeading,
  status,
  result,
}: CalculatorLayoutProps) {
  // Where focus goes after the render that follows a submit, and a counter that triggers it.
  const pendingFocus = useRef<'errors' | 'result' | null>(null);
  const [submits, setSubmits] = useState(0);
  const resultHeadingRef = useRef<HTMLDivElement>(null);
  // false in the server HTML and during hydration, true once the form runs live (data-enhanced, for tests).
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const errorsId = `${idPrefix}-errors`;
  const resultHeadingId = `${idPrefix}-result-heading`;

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target === 'errors') document.getElementById(errorsId)?.focus();
    else resultHeadingRef.current?.focus();
  }, [submits, errorsId]);

  const handleSubmit = onSubmit
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        pendingFocus.current = onSubmit() ? 'errors' : 'result';
        setSubmits((count) => count + 1);
      }
    : undefined;

  return (
    <Grid>
      <Form
        method="get"
        action={action}
        aria-label={formLabel}
        noValidate
        onSubmit={handleSubmit}
        data-calculator-form=""
        data-enhanced={enhanced && onSubmit ? 'true' : 'false'}
      >
        <ErrorSummary problems={problems} id={errorsId} />
        {children}
        <div>
          <Button type="submit" size="small">
            {submitText}
          </Button>
        </div>
      </Form>
      <Result aria-labelledby={resultHeadingId} data-has-result={result ? 'true' : 'false'}>
        <ResultHeading ref={resultHeadingRef} tabIndex={-1}>
          <Heading level={2} size="medium" id={resultHeadingId}>
            {resultHeading}
          </Heading>
        </ResultHeading>
        <Status role="status" data-calculator-status="">
          {status}
        </Status>
        {result}
      </Result>
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  align-items: start;

  ${mq.from.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
`;

const Result = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
`;

const ResultHeading = styled.div`
  /* Focus lands here after a submit with JavaScript; it is not a control, so no ring. */
  &:focus {
    outline: none;
  }
`;

const Status = styled.p`
  margin: 0;
  font-size: ${vars.text.lg.size};
  line-height: ${vars.text.lg.line};
  font-weight: ${vars.weight.bold};
  color: ${vars.color.text};
`;
