import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';

/**
 * Badge: a short label on a card ('REVIEW', 'Coming soon', 'Nearly new', 'Save £2,450').
 * Each tone is a text/background pair from the contrast-checked colour roles.
 */
export interface BadgeProps {
  /** The label. */
  children: ReactNode;
  /** Colour pair: brand (navy), action (red), positive (green on tint) or tint (navy on pale blue). */
  tone?: 'brand' | 'action' | 'positive' | 'tint';
  /** Extra class for layout by the parent. */
  className?: string;
}

export function Badge({ children, tone = 'brand', className }: BadgeProps) {
  return (
    <StyledBadge data-tone={tone} className={className}>
      {children}
    </StyledBadge>
  );
}

const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${vars.space[1]};
  padding: 2px ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.text.xs.size};
  line-height: ${vars.text.xs.line};
  font-weight: ${vars.weight.bold};
  letter-spacing: 0.02em;

  &[data-tone='brand'] {
    background: ${vars.color.brand};
    color: ${vars.color.textInverse};
  }
  &[data-tone='action'] {
    background: ${vars.color.action};
    color: ${vars.color.textInverse};
  }
  &[data-tone='positive'] {
    background: ${vars.color.positiveTint};
    color: ${vars.color.positive};
  }
  &[data-tone='tint'] {
    background: ${vars.color.brandTint};
    color: ${vars.color.brand};
  }
`;
