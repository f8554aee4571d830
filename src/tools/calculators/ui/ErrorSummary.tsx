import styled from 'styled-components';
import { vars } from '#tokens';
import { textLinkFocus } from '#src/styles/focus';
import { errorSummaryTexts } from './uiTexts';

/**
 * ErrorSummary: the list of a form's problems above it (GOV.UK pattern), each linking to its
 * field, so a visitor who submitted without JavaScript sees at once what to fix and can jump to
 * it. It is a role="alert" region, so it is also announced when it appears while typing.
 */
export interface FormProblem {
  /** The id of the field to jump to. */
  fieldId: string;
  /** The message, the same words shown by the field. */
  message: string;
}

export interface ErrorSummaryProps {
  /** The problems in form order; nothing renders when empty. */
  problems: readonly FormProblem[];
  /** The heading (a default is given). */
  heading?: string;
  /** Element id, so a form can move focus here after a failed submit. */
  id?: string;
}

export function ErrorSummary({ problems, heading = errorSummaryTexts.heading, id }: ErrorSummaryProps) {
  if (problems.length === 0) return null;
  return (
    <Box role="alert" data-error-summary="" id={id} tabIndex={-1}>
      <Title>{heading}</Title>
      <List>
        {problems.map((problem) => (
          <li key={`${problem.fieldId}-${problem.message}`}>
            <ProblemLink href={`#${problem.fieldId}`}>{problem.message}</ProblemLink>
          </li>
        ))}
      </List>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
  border: 4px solid ${vars.color.danger};
  background: ${vars.color.background};

  /* Focus lands here after a failed submit; the box is not a control, so no ring. */
  &:focus {
    outline: none;
  }
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${vars.weight.bold};
  font-size: ${vars.text.lg.size};
  line-height: ${vars.text.lg.line};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ProblemLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  color: ${vars.color.danger};
  font-weight: ${vars.weight.bold};
  text-decoration: underline;

  &:focus-visible {
    ${textLinkFocus}
  }
`;
