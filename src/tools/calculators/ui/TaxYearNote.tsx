import styled from 'styled-components';
import { vars } from '#tokens';
import { Badge } from '#src/primitives/Badge';
import { taxYearNoteTexts, unconfirmedText } from './uiTexts';

/**
 * TaxYearNote: the box that says which tax year a result is for, which of its figures are still
 * unconfirmed (each named, with the 'Unconfirmed' badge) and any assumptions the calculator made
 * (e.g. "2027/28 uses the 2026/27 income tax bands, the latest published"). docs/design/uk-rules.md requires
 * every calculator to show its tax year and flag unconfirmed figures; this is that, once.
 */
export interface TaxYearNoteProps {
  /** The tax year label, e.g. '2025/26'. */
  year: string;
  /** Names of the figures used that are unconfirmed. */
  unconfirmed?: readonly string[];
  /** Assumptions the result rests on, one sentence each. */
  assumptions?: readonly string[];
}

export function TaxYearNote({ year, unconfirmed = [], assumptions = [] }: TaxYearNoteProps) {
  return (
    <Note data-unconfirmed={unconfirmed.length > 0 ? 'true' : 'false'} aria-label={taxYearNoteTexts.heading(year)}>
      <Title>{taxYearNoteTexts.heading(year)}</Title>
      {unconfirmed.length > 0 && (
        <>
          <Line>{taxYearNoteTexts.unconfirmedIntro}</Line>
          <List>
            {unconfirmed.map((name) => (
              <Item key={name}>
                <span>{name}</span>
                <Badge tone="action">{unconfirmedText}</Badge>
              </Item>
            ))}
          </List>
        </>
      )}
      {assumptions.length > 0 && (
        <>
          <Line>{taxYearNoteTexts.assumptionsIntro}</Line>
          <List>
            {assumptions.map((text) => (
              <Item key={text}>{text}</Item>
            ))}
          </List>
        </>
      )}
    </Note>
  );
}

const Note = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-inline-start: 4px solid ${vars.color.brand};
  background: ${vars.color.brandTint};
  color: ${vars.color.brand};
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};

  &[data-unconfirmed='true'] {
    border-inline-start-color: ${vars.color.action};
  }
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${vars.weight.bold};
  font-size: ${vars.text.md.size};
  line-height: ${vars.text.md.line};
`;

const Line = styled.p`
  margin: 0;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding-inline-start: ${vars.space[5]};
`;

const Item = styled.li`
  & > span + span {
    margin-inline-start: ${vars.space[2]};
  }
`;
