import styled from 'styled-components';
import { vars } from '#tokens';
import { insightsFields, type InsightsField, type InsightsProblem } from '#src/adapters/search/params/insightsParams';
import { maxInsightsContainsLength, maxInsightsRangeDays } from '#src/domain/search/searchInsights';
import { Button } from '#src/primitives/Button';
import { TextField } from '#src/primitives/TextField';
import { mq } from '#src/styles/mq';
import { ErrorSummary } from '#src/tools/calculators/ui/ErrorSummary';
import { formatDay, insightsTexts } from './insightsTexts';

/**
 * InsightsFilterForm: what /search-insights shows (the first and last day, and optionally only the
 * queries containing a text), a plain GET form with no handlers: it works without JavaScript and
 * re-renders the page. After a refused submission it keeps what was sent, lists the problems in
 * the site's error summary (each linking to its field) and shows each message by its field.
 */
export interface InsightsFilterFormProps {
  /** Where the form submits: the page's own path. */
  action: string;
  /** What the fields show (what was sent, or the range shown). */
  values: Partial<Record<InsightsField, string>>;
  /** A message per field to correct (insightsFormErrors). */
  errors?: Partial<Record<InsightsField, string>>;
  /** Prefix of element ids (unique on the page). */
  idPrefix?: string;
}

const dayMessage = (field: 'from' | 'to') =>
  `Enter the ‘${insightsTexts.form[field].label.toLowerCase()}’ date as year-month-day, for example 2026-06-01`;

/** The words by each field for the problems readInsightsInput finds. */
export function insightsFormErrors(problems: readonly InsightsProblem[]): Partial<Record<InsightsField, string>> {
  const errors: Partial<Record<InsightsField, string>> = {};
  for (const problem of problems) {
    const { field } = problem;
    errors[field] =
      problem.kind === 'text' || field === 'contains'
        ? `Enter at most ${maxInsightsContainsLength} characters`
        : problem.kind === 'order'
          ? 'The ‘from’ date must be the same as or before the ‘to’ date'
          : problem.kind === 'length'
            ? `Choose at most ${maxInsightsRangeDays} days: the ‘from’ date must be ${formatDay(problem.earliest ?? '')} or later`
            : dayMessage(field);
  }
  return errors;
}

export function InsightsFilterForm({ action, values, errors = {}, idPrefix = 'insights' }: InsightsFilterFormProps) {
  const idOf = (field: InsightsField) => `${idPrefix}-${field}`;
  const problems = insightsFields.flatMap((field) =>
    errors[field] ? [{ fieldId: idOf(field), message: errors[field] }] : [],
  );
  const common = (field: InsightsField) => ({
    id: idOf(field),
    name: field,
    label: insightsTexts.form[field].label,
    hint: insightsTexts.form[field].hint,
    error: errors[field],
    defaultValue: values[field] ?? '',
  });
  return (
    <Form method="get" action={action} noValidate aria-label={insightsTexts.form.label}>
      <ErrorSummary id={`${idPrefix}-errors`} problems={problems} />
      <Fields>
        <TextField {...common('from')} type="date" width="medium" />
        <TextField {...common('to')} type="date" width="medium" />
        <TextField
          {...common('contains')}
          type="search"
          maxLength={maxInsightsContainsLength}
          autoComplete="off"
          spellCheck={false}
        />
        <Submit>
          <Button type="submit">{insightsTexts.form.submit}</Button>
        </Submit>
      </Fields>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  align-items: end;

  ${mq.from.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${mq.from.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  }
`;

const Submit = styled.div`
  display: flex;
`;
