import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { vars } from '#tokens';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * Skeleton: the frame of a loading placeholder (a route's loading.tsx): a status line for screen
 * readers, then a column of shapes hidden from them. SkeletonBar and SkeletonBlock are the pulsing
 * shapes; each loading state styles its own widths on top. The pulse stops for reduced motion.
 */
export interface SkeletonProps {
  /** What is loading, read to screen readers, e.g. 'Loading reviews'. */
  label: string;
  /** The placeholder shapes, top to bottom. */
  children: ReactNode;
  /** Extra class for the column of shapes, e.g. a maximum width. */
  className?: string;
}

export function Skeleton({ label, children, className }: SkeletonProps) {
  return (
    <>
      <div role="status">
        <VisuallyHidden>{label}</VisuallyHidden>
      </div>
      <Shapes aria-hidden="true" className={className}>
        {children}
      </Shapes>
    </>
  );
}

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.5; }
`;

const pulsing = css`
  background: ${vars.color.surface};
  animation: ${pulse} 0.9s ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Shapes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

/** One line of placeholder text; give it a width (and a height for headings) where it is used. */
export const SkeletonBar = styled.span`
  display: block;
  height: ${vars.space[4]};
  border-radius: ${vars.radius.sm};
  ${pulsing}
`;

/** A placeholder picture; give it an aspect ratio where it is used. */
export const SkeletonBlock = styled.span`
  display: block;
  ${pulsing}
`;
