import type { CSSProperties, ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { layout, space, viewportNames, type SpaceStep, type Viewport } from '#tokens';
import { mq } from '../styles/mq';

/** Layout primitives: Container (page column), Grid (responsive columns) and Stack (one-direction flow). */

export interface ContainerProps {
  /** The content of the column. */
  children: ReactNode;
  /** The element to render, e.g. main or section. */
  as?: ElementType;
  /** Extra class for the parent. */
  className?: string;
  /** Element id. */
  id?: string;
}

/** The centred page column: the widest content width with the gutter of each viewport. */
export function Container({ as = 'div', children, ...rest }: ContainerProps) {
  return (
    <StyledContainer as={as} {...rest}>
      {children}
    </StyledContainer>
  );
}

const gutterRules = viewportNames
  .map((name) => `${mq.from[name]} { padding-inline: ${layout.gutter[name]}px; }`)
  .join('\n');

const StyledContainer = styled.div`
  width: 100%;
  max-width: ${layout.maxContentWidth + 2 * layout.gutter.lg}px;
  margin-inline: auto;
  ${gutterRules}
`;

export type Responsive<T> = T | Partial<Record<Viewport, T>>;

export interface GridProps {
  /** Columns, one number or per viewport (missing viewports inherit the smaller one). */
  columns?: Responsive<number>;
  /** Gap between cells, a space step. */
  gap?: SpaceStep;
  /** The element to render, e.g. ul for a list of cards. */
  as?: ElementType;
  /** The cells. */
  children: ReactNode;
  /** Extra class for the parent. */
  className?: string;
}

/** Equal-width columns; the column count per viewport arrives as CSS custom properties, not generated CSS. */
export function Grid({ columns = { xs: 1, sm: 2, lg: 3 }, gap = 5, as = 'div', children, className }: GridProps) {
  const perViewport = typeof columns === 'number' ? { xs: columns } : columns;
  const style: Record<string, string | number> = { '--grid-gap': `${space[gap]}px` };
  let inherited = 1;
  for (const name of viewportNames) {
    inherited = perViewport[name] ?? inherited;
    style[`--grid-columns-${name}`] = inherited;
  }
  return (
    <StyledGrid as={as} style={style as CSSProperties} className={className}>
      {children}
    </StyledGrid>
  );
}

const columnRules = viewportNames
  .map((name) => `${mq.from[name]} { grid-template-columns: repeat(var(--grid-columns-${name}), minmax(0, 1fr)); }`)
  .join('\n');

const StyledGrid = styled.div`
  display: grid;
  gap: var(--grid-gap);
  margin: 0;
  padding: 0;
  list-style: none;
  ${columnRules}
`;

export interface StackProps {
  /** Vertical (column) or horizontal (row). */
  direction?: 'column' | 'row';
  /** Gap between children, a space step. */
  gap?: SpaceStep;
  /** Cross-axis alignment. */
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  /** Main-axis distribution. */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Let items wrap onto new lines (rows). */
  wrap?: boolean;
  /** The element to render. */
  as?: ElementType;
  /** The items. */
  children: ReactNode;
  /** Extra class for the parent. */
  className?: string;
}

/** Children in one direction with a token gap. */
export function Stack({
  direction = 'column',
  gap = 4,
  align = 'stretch',
  justify = 'start',
  wrap = false,
  as = 'div',
  children,
  className,
}: StackProps) {
  return (
    <StyledStack
      as={as}
      // The defaults (column, stretch, start) are the base rule: no attribute to write.
      data-direction={direction === 'column' ? undefined : direction}
      data-align={align === 'stretch' ? undefined : align}
      data-justify={justify === 'start' ? undefined : justify}
      data-wrap={wrap || undefined}
      style={{ gap: `${space[gap]}px` }}
      className={className}
    >
      {children}
    </StyledStack>
  );
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-direction='row'] {
    flex-direction: row;
  }
  &[data-wrap] {
    flex-wrap: wrap;
  }
  &[data-align='start'] {
    align-items: flex-start;
  }
  &[data-align='center'] {
    align-items: center;
  }
  &[data-align='end'] {
    align-items: flex-end;
  }
  &[data-align='baseline'] {
    align-items: baseline;
  }
  &[data-justify='center'] {
    justify-content: center;
  }
  &[data-justify='end'] {
    justify-content: flex-end;
  }
  &[data-justify='between'] {
    justify-content: space-between;
  }
`;
