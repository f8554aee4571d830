import styled from 'styled-components';
import { vars } from '#tokens';
import { Heading } from '#src/primitives/Heading';
import { mq } from '#src/styles/mq';
import type { LeadSummaryFact } from './leadSubject';
import { leadSummaryTexts } from './leadTexts';

/**
 * LeadSummary: the box beside a quote-request form that says what the request is about (#16):
 * the request, the car and its price, and the dealer or partner it goes to (leadSubjectFacts).
 * A section named by its heading, the facts a description list, so it reads in order.
 */
export interface LeadSummaryProps {
  /** The lines to show, in order. */
  facts: readonly LeadSummaryFact[];
  /** The heading ('Your request' by default). */
  heading?: string;
  /** Document level of the heading. */
  headingLevel?: 2 | 3;
  /** Element id of the heading (unique on the page). */
  headingId?: string;
}

export function LeadSummary({
  facts,
  heading = leadSummaryTexts.heading,
  headingLevel = 2,
  headingId = 'lead-summary',
}: LeadSummaryProps) {
  return (
    <Box aria-labelledby={headingId} data-lead-summary="">
      <Heading level={headingLevel} size="small" id={headingId}>
        {heading}
      </Heading>
      <Facts>
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </Facts>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 2px solid ${vars.color.brand};
  border-radius: ${vars.radius.md};
  background: ${vars.color.brandTint};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;

  & > div {
    display: grid;
    gap: 0 ${vars.space[3]};
  }
  & dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.text.sm.size};
    line-height: ${vars.text.sm.line};
  }
  & dd {
    margin: 0;
    font-weight: ${vars.weight.bold};
    overflow-wrap: anywhere;
  }

  ${mq.from.sm} {
    & > div {
      grid-template-columns: 9rem minmax(0, 1fr);
      align-items: baseline;
    }
  }
`;
