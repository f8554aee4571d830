import type { ReactNode } from 'react';
import styled from 'styled-components';
import { fontSizes, vars, type FontSize } from '#tokens';

/** Running text with a size, tone and weight from the type tokens. */
export interface TextProps {
  /** The element to render. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small';
  /** Size from the type scale. */
  size?: FontSize;
  /** Colour role: default body text, muted secondary text, inverse on dark, or danger for errors. */
  tone?: 'default' | 'muted' | 'inverse' | 'danger' | 'positive';
  /** Bold or regular. */
  weight?: 'regular' | 'bold';
  /** The text. */
  children: ReactNode;
  /** Extra class for layout by the parent. */
  className?: string;
  /** Element id. */
  id?: string;
}

export function Text({ as = 'p', size = 'md', tone = 'default', weight = 'regular', children, ...rest }: TextProps) {
  return (
    <StyledText as={as} data-size={size} data-tone={tone} data-weight={weight} {...rest}>
      {children}
    </StyledText>
  );
}

const sizeRules = (Object.keys(fontSizes) as FontSize[])
  .map((size) => `&[data-size='${size}'] { font-size: ${vars.text[size].size}; line-height: ${vars.text[size].line}; }`)
  .join('\n');

const StyledText = styled.p`
  margin: 0;
  ${sizeRules}

  &[data-tone='muted'] {
    color: ${vars.color.textMuted};
  }
  &[data-tone='inverse'] {
    color: ${vars.color.textInverse};
  }
  &[data-tone='danger'] {
    color: ${vars.color.danger};
  }
  &[data-tone='positive'] {
    color: ${vars.color.positive};
  }
  &[data-weight='bold'] {
    font-weight: ${vars.weight.bold};
  }
`;
