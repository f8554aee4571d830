import type { ElementType, ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Hides content visually while keeping it for screen readers; `focusable` reveals it on focus (skip links). */
export interface VisuallyHiddenProps {
  /** The content read by assistive technology. */
  children: ReactNode;
  /** The element to render; a span by default so it can sit inside text. */
  as?: ElementType;
  /** Show the content when it (or something inside it) has keyboard focus. */
  focusable?: boolean;
  /** Forwarded for anchors used as skip links. */
  href?: string;
  /** Element id. */
  id?: string;
}

export function VisuallyHidden({ children, as = 'span', focusable = false, ...rest }: VisuallyHiddenProps) {
  return (
    <Hidden as={as} data-focusable={focusable || undefined} {...rest}>
      {children}
    </Hidden>
  );
}

export const visuallyHidden = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0 0 0 0) !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

const Hidden = styled.span`
  ${visuallyHidden}

  &[data-focusable]:focus,
  &[data-focusable]:focus-within {
    position: static !important;
    width: auto !important;
    height: auto !important;
    margin: 0 !important;
    overflow: visible !important;
    clip: auto !important;
    clip-path: none !important;
    white-space: normal !important;
  }
`;
