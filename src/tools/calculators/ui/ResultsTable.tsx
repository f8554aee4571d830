import styled from 'styled-components';
import { vars } from '#tokens';
import { Badge } from '#src/primitives/Badge';
import { unconfirmedText } from './uiTexts';

/**
 * ResultsTable: the "figures used" table under a calculator's result. Each row says what a
 * figure is, its value and where it came from (a tax year, a rule, the visitor's input), so a
 * result can be checked by hand; a figure still waiting for a second source carries a visible
 * 'Unconfirmed' badge (docs/design/uk-rules.md).
 */
export interface FigureUsed {
  /** What the figure is, e.g. 'BiK percentage'. */
  label: string;
  /** The value as shown, e.g. '3%' or '£28,200'. */
  value: string;
  /** Where it came from, e.g. '2025/26 rates' or 'Your input'. */
  source?: string;
  /** The figure is not yet confirmed by a second source. */
  unconfirmed?: boolean;
}

export interface ResultsTableProps {
  /** The table caption. */
  caption?: string;
  /** The rows in order. */
  rows: readonly FigureUsed[];
}

/** Column headings of the table. */
export const resultsTableTexts = {
  caption: 'Figures used',
  figure: 'Figure',
  value: 'Value',
  source: 'Source',
} as const;

export function ResultsTable({ caption = resultsTableTexts.caption, rows }: ResultsTableProps) {
  return (
    <Table>
      <Caption>{caption}</Caption>
      <thead>
        <tr>
          <th scope="col">{resultsTableTexts.figure}</th>
          <th scope="col">{resultsTableTexts.value}</th>
          <th scope="col">{resultsTableTexts.source}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} data-unconfirmed={row.unconfirmed ? 'true' : undefined}>
            <th scope="row">{row.label}</th>
            <Value>{row.value}</Value>
            <td>
              <SourceCell>
                {row.source}
                {row.unconfirmed && <Badge tone="action">{unconfirmedText}</Badge>}
              </SourceCell>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};

  & th,
  & td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-block-end: 1px solid ${vars.color.border};
    text-align: start;
    vertical-align: top;
    overflow-wrap: anywhere;
  }

  & thead th {
    border-block-end: 2px solid ${vars.color.text};
  }

  & tbody th {
    font-weight: ${vars.weight.regular};
  }
`;

const Caption = styled.caption`
  padding-block-end: ${vars.space[2]};
  text-align: start;
  font-weight: ${vars.weight.bold};
  font-size: ${vars.text.md.size};
  line-height: ${vars.text.md.line};
`;

const Value = styled.td`
  font-weight: ${vars.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const SourceCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;
