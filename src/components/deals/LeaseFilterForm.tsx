import styled from 'styled-components';
import { vars } from '#tokens';
import {
  hasLeaseFilters,
  leaseFilterKeys,
  leaseFilterNames,
  leaseFilterOptions,
  leaseOptionLabel,
  leaseQueryParams,
  type LeaseFilterKey,
  type LeaseFilters,
  type LeaseQueryProblem,
} from '#src/lib/leasingFilters';
import { Button } from '#src/primitives/Button';
import { Heading } from '#src/primitives/Heading';
import { Link } from '#src/primitives/Link';
import { SelectField } from '#src/primitives/SelectField';
import { mq } from '#src/styles/mq';

/**
 * LeaseFilterForm: the contract length, initial rental and annual mileage filters of a leasing
 * deals list as a plain GET form (a Server Component with no handlers): choosing and pressing
 * 'Show deals' reloads the list with the filters in the query string, with or without
 * JavaScript, and the URL of a filtered list can be shared. Each option can show how many deals
 * it would give; filter values the page could not use are listed above the form in words.
 */
export interface LeaseFilterFormProps {
  /** Where the form submits: the list's own path, e.g. '/car-leasing/deals/personal'. */
  action: string;
  /** The filters in force (selected in the form). */
  filters: LeaseFilters;
  /** Deals per option with the other filters kept; the counts are left out when absent. */
  counts?: Partial<Record<LeaseFilterKey, ReadonlyMap<number, number>>>;
  /** Query values the page could not use, each with its message. */
  problems?: readonly LeaseQueryProblem[];
  /** Document level of the form's heading. */
  headingLevel?: 2 | 3;
  /** Prefix of the element ids (unique on the page). */
  idPrefix?: string;
}

/** The texts of the form. */
export const leaseFilterTexts = {
  heading: 'Filter deals',
  any: 'Any',
  submit: 'Show deals',
  clear: 'Clear filters',
  problemsHeading: 'Some filters could not be used',
} as const;

export function LeaseFilterForm({
  action,
  filters,
  counts,
  problems = [],
  headingLevel = 2,
  idPrefix = 'lease-filter',
}: LeaseFilterFormProps) {
  const headingId = `${idPrefix}-heading`;
  const problemsId = `${idPrefix}-problems`;
  return (
    <Form method="get" action={action} aria-labelledby={headingId}>
      <Heading level={headingLevel} size="small" id={headingId}>
        {leaseFilterTexts.heading}
      </Heading>
      {problems.length > 0 && (
        <Problems aria-labelledby={problemsId}>
          <ProblemsTitle id={problemsId}>{leaseFilterTexts.problemsHeading}</ProblemsTitle>
          <ul>
            {problems.map((problem, index) => (
              <li key={`${problem.param}-${index}`}>{problem.message}</li>
            ))}
          </ul>
        </Problems>
      )}
      <Fields>
        {leaseFilterKeys.map((key) => {
          const id = `${idPrefix}-${key}`;
          const optionCounts = counts?.[key];
          return (
            <SelectField
              key={key}
              id={id}
              label={leaseFilterNames[key]}
              name={leaseQueryParams[key]}
              defaultValue={String(filters[key] ?? '')}
              placeholder={leaseFilterTexts.any}
              options={leaseFilterOptions[key].map((option) => {
                const count = optionCounts?.get(option);
                return {
                  value: String(option),
                  label: `${leaseOptionLabel(key, option)}${count === undefined ? '' : ` (${count})`}`,
                };
              })}
            />
          );
        })}
      </Fields>
      <Actions>
        <Button type="submit" size="small">
          {leaseFilterTexts.submit}
        </Button>
        {hasLeaseFilters(filters) && (
          <Link href={action} variant="standalone">
            {leaseFilterTexts.clear}
          </Link>
        )}
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

const Problems = styled.div`
  padding: ${vars.space[3]} ${vars.space[4]};
  border-inline-start: 4px solid ${vars.color.danger};
  background: ${vars.color.background};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};

  & ul {
    margin: ${vars.space[1]} 0 0;
    padding-inline-start: ${vars.space[5]};
  }
`;

const ProblemsTitle = styled.p`
  margin: 0;
  font-weight: ${vars.weight.bold};
`;

const Fields = styled.div`
  display: grid;
  gap: ${vars.space[4]};

  ${mq.from.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[4]};
`;
