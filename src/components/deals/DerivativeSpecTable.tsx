import styled from 'styled-components';
import { vars } from '#tokens';
import type { Derivative } from '#src/domain/content/types';
import { Heading } from '#src/primitives/Heading';
import { mq } from '#src/styles/mq';
import { derivativeSpecSections } from './derivativeSpec';

/**
 * DerivativeSpecTable: the full specification of one version on its derivative page: a heading
 * and a two-column table per group (prices, performance, economy, dimensions, the version), each
 * figure a row header with its value, so a screen reader reads 'Power, 150 bhp'. Two groups side
 * by side from md up; a Server Component with no interaction.
 */
export interface DerivativeSpecTableProps {
  /** The version whose figures to show. */
  derivative: Derivative;
  /** Document level of the group headings, so the table fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Prefix of the group heading ids (unique on the page). */
  idPrefix?: string;
}

export function DerivativeSpecTable({ derivative, headingLevel = 2, idPrefix = 'spec' }: DerivativeSpecTableProps) {
  const sections = derivativeSpecSections(derivative);
  return (
    <Groups>
      {sections.map((section) => {
        const headingId = `${idPrefix}-${section.id}`;
        return (
          <Group key={section.id} data-section={section.id}>
            <Heading level={headingLevel} size="small" id={headingId}>
              {section.title}
            </Heading>
            <Table aria-labelledby={headingId}>
              <tbody>
                {section.rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Group>
        );
      })}
    </Groups>
  );
}

const Groups = styled.div`
  display: grid;
  gap: ${vars.space[6]} ${vars.space[5]};
  align-items: start;

  ${mq.from.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};

  & tr {
    border-block-end: 1px solid ${vars.color.border};
  }
  & tr:first-child {
    border-block-start: 2px solid ${vars.color.brand};
  }
  & th,
  & td {
    padding: ${vars.space[2]} ${vars.space[3]};
    vertical-align: top;
  }
  & th {
    text-align: start;
    font-weight: ${vars.weight.regular};
    color: ${vars.color.textMuted};
  }
  & td {
    text-align: end;
    font-weight: ${vars.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;
