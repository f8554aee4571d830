import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { focusRing } from '#src/styles/focus';

/**
 * SummaryTable: a small data table with a caption, column headers and a header cell per row
 * (trims, engines, specification). On narrow screens it scrolls sideways inside a focusable,
 * named region, so keyboard users can scroll it too; figures are right-aligned.
 */
export interface SummaryColumn {
  /** The column header. */
  label: string;
  /** Right-align the column (figures and prices). */
  numeric?: boolean;
}

export interface SummaryRow {
  /** Stable key of the row. */
  key: string;
  /** The row's header cell (first column). */
  header: ReactNode;
  /** The other cells, one per column after the first. */
  cells: readonly ReactNode[];
}

export interface SummaryTableProps {
  /** The table's caption (also names the scroll region). */
  caption: string;
  /** The columns, the row-header column first. */
  columns: readonly SummaryColumn[];
  /** The rows. */
  rows: readonly SummaryRow[];
}

export function SummaryTable({ caption, columns, rows }: SummaryTableProps) {
  const captionId = useId();
  return (
    <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>
        <Caption id={captionId}>{caption}</Caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.label} scope="col" data-numeric={column.numeric ? '' : undefined}>
                {column.label}
              </HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <RowHeader scope="row">{row.header}</RowHeader>
              {row.cells.map((cell, index) => (
                <Cell key={index} data-numeric={columns[index + 1]?.numeric ? '' : undefined}>
                  {cell}
                </Cell>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

const Scroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
  border-radius: ${vars.radius.sm};

  &:focus-visible {
    ${focusRing}
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.text.sm.size};
  line-height: ${vars.text.sm.line};
  font-variant-numeric: tabular-nums;
`;

const Caption = styled.caption`
  padding-block-end: ${vars.space[2]};
  text-align: start;
  color: ${vars.color.textMuted};
`;

const HeaderCell = styled.th`
  padding: ${vars.space[2]} ${vars.space[3]};
  border-block-end: 2px solid ${vars.color.brand};
  text-align: start;
  vertical-align: bottom;
  white-space: nowrap;

  &[data-numeric] {
    text-align: end;
  }
`;

const RowHeader = styled.th`
  padding: ${vars.space[2]} ${vars.space[3]};
  border-block-end: 1px solid ${vars.color.border};
  text-align: start;
  font-weight: ${vars.weight.bold};
`;

const Cell = styled.td`
  padding: ${vars.space[2]} ${vars.space[3]};
  border-block-end: 1px solid ${vars.color.border};
  white-space: nowrap;

  &[data-numeric] {
    text-align: end;
  }
`;
