import type { ReactNode } from 'react';
import styled from 'styled-components';
import { headingSizes, fontSizes, vars, type HeadingSize } from '#tokens';
import { mq } from '../styles/mq';

/** A heading whose document level (h1..h6) and visual size are chosen separately. */
export interface HeadingProps {
  /** Document outline level: 1 renders an h1. */
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** Visual size; defaults by level (1 display, 2 large, 3 medium, 4 small, 5-6 tiny). */
  size?: HeadingSize;
  /** Text colour: inherit from the parent, or the brand colour. */
  tone?: 'default' | 'brand' | 'inverse';
  /** The heading text. */
  children: ReactNode;
  /** Element id, for anchors and aria-labelledby. */
  id?: string;
  /** Extra class for layout by the parent. */
  className?: string;
}

const defaultSizeByLevel: Record<HeadingProps['level'], HeadingSize> = {
  1: 'display',
  2: 'large',
  3: 'medium',
  4: 'small',
  5: 'tiny',
  6: 'tiny',
};

export function Heading({
  level,
  size = defaultSizeByLevel[level],
  tone = 'default',
  children,
  ...rest
}: HeadingProps) {
  return (
    <StyledHeading as={`h${level}`} data-size={size} data-tone={tone} {...rest}>
      {children}
    </StyledHeading>
  );
}

// One static block of size rules generated from the tokens at module load, never per render.
const sizeRules = (Object.keys(headingSizes) as HeadingSize[])
  .map((size) => {
    const { xs, lg } = headingSizes[size];
    return `
      &[data-size='${size}'] { font-size: ${fontSizes[xs].size}px; line-height: ${fontSizes[xs].lineHeight}px; }
      ${mq.from.md} { &[data-size='${size}'] { font-size: ${fontSizes[lg].size}px; line-height: ${fontSizes[lg].lineHeight}px; } }
    `;
  })
  .join('\n');

const StyledHeading = styled.h2`
  font-family: ${vars.font.heading};
  font-weight: ${vars.weight.bold};
  margin: 0;
  text-wrap: balance;
  ${sizeRules}

  &[data-tone='brand'] {
    color: ${vars.color.brand};
  }
  &[data-tone='inverse'] {
    color: ${vars.color.textInverse};
  }
`;
