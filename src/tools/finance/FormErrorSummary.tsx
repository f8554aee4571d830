import type { Ref } from 'react';
import styled from 'styled-components';
import { vars } from '../../../tokens';
import { textLinkFocus } from '../../styles/focus';

/**
 * FormErrorSummary: the box at the top of a tool form that lists every value the form refused,
 * each a link to its field (the GOV.UK error-summary pattern), so keyboard and screen-reader users
 * learn what to fix before they reach the fields. Shared by the finance, valuation and sell-my-car
 * forms; it renders nothing when there are no errors.
 */
export interface FormErrorSummaryProps {
  /** The refused fields in form order: the field's element id and its message. */
  errors: readonly { fieldId: string; message: string }[];
  /** Element id of the summary (its heading gets `${id}-title`). */
  id: string;
  /** The heading text. */
  heading?: string;
  /** A ref to the summary, so a client form can move focus to it after a failed submit. */
  ref?: Ref<HTMLDivElement>;
}

/** The default heading of the summary. */
export const errorSummaryHeading = 'There is a problem';

export function FormErrorSummary({ errors, id, heading = errorSummaryHeading, ref }: FormErrorSummaryProps) {
  if (errors.length === 0) return null;
  return (
    <Summary id={id} ref={ref} tabIndex={-1} role="group" aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>{heading}</Title>
      <ul>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`}>{error.message}</a>
          </li>
        ))}
      </ul>
    </Summary>
  );
}

const Summary = styled.div`
  padding: ${vars.space[4]};
  border: 4px solid ${vars.color.danger};
  background: ${vars.color.background};

  &:focus {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 0;
  }

  & ul {
    margin: ${vars.space[2]} 0 0;
    padding-inline-start: ${vars.space[5]};
  }

  & li + li {
    margin-top: ${vars.space[1]};
  }

  & a {
    display: inline-block;
    min-height: 24px;
    color: ${vars.color.danger};
    font-weight: ${vars.weight.bold};
  }

  & a:focus-visible {
    ${textLinkFocus}
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.text.lg.size};
  line-height: ${vars.text.lg.line};
`;
