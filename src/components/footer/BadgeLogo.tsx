import type { ReactNode } from 'react';

/**
 * The frame shared by the footer's badge logos: a 120x40 inline SVG in the current text colour,
 * exposed as one image whose accessible name is its `title` (the drawing itself is not read out).
 */
export interface BadgeLogoProps {
  /** The text alternative. */
  title: string;
  /** Which badge it is, as `data-logo` (tests and styling hooks). */
  name: string;
  /** The drawing, in a 120x40 view box. */
  children: ReactNode;
  /** Extra class for layout by the parent. */
  className?: string;
}

export function BadgeLogo({ title, name, children, className }: BadgeLogoProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 120 40"
      width={120}
      height={40}
      role="img"
      aria-label={title}
      focusable="false"
      className={className}
      data-logo={name}
    >
      {children}
    </svg>
  );
}
