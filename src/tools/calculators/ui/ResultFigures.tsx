import styled from 'styled-components';
import { vars } from '#tokens';
import { mq } from '#src/styles/mq';

/**
 * ResultFigures: a calculator's headline answers (e.g. 'Tax per month £97.50') as a description
 * list of tiles, the first one emphasised. Wrapped by the calculator in its live region, so a
 * changed answer is announced.
 */
export interface ResultFigure {
  /** What the figure is. */
  label: string;
  /** The value as shown. */
  value: string;
}

export interface ResultFiguresProps {
  /** The figures, most important first. */
  figures: readonly ResultFigure[];
}

export function ResultFigures({ figures }: ResultFiguresProps) {
  return (
    <List>
      {figures.map((figure, index) => (
        <Tile key={figure.label} data-emphasis={index === 0 ? 'true' : 'false'}>
          <dt>{figure.label}</dt>
          <dd data-result-value="">{figure.value}</dd>
        </Tile>
      ))}
    </List>
  );
}

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[3]};
  margin: 0;

  ${mq.from.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  & dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.text.sm.size};
    line-height: ${vars.text.sm.line};
  }

  & dd {
    margin: 0;
    color: ${vars.color.text};
    font-weight: ${vars.weight.bold};
    font-size: ${vars.text.xl.size};
    line-height: ${vars.text.xl.line};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }

  &[data-emphasis='true'] {
    border-color: ${vars.color.brand};
    background: ${vars.color.brandTint};
  }

  &[data-emphasis='true'] dd {
    color: ${vars.color.brand};
  }
`;
