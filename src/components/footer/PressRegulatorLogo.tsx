import { BadgeLogo } from './BadgeLogo';

/**
 * The press-regulator badge of the footer (spec 2.6): a tick in a circle and the words
 * 'IPSO REGULATED' in a rounded frame, an image whose accessible name is its `title`.
 */
export interface PressRegulatorLogoProps {
  /** The text alternative. */
  title: string;
  /** Extra class for layout by the parent. */
  className?: string;
}

export function PressRegulatorLogo({ title, className }: PressRegulatorLogoProps) {
  return (
    <BadgeLogo title={title} name="press-regulator" className={className}>
      <rect x="1" y="1" width="118" height="38" rx="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="20" cy="20" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="m14.5 20.5 4 4 7-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="38" y="19" fill="currentColor" fontFamily="inherit" fontSize="15" fontWeight="700" letterSpacing="1">
        IPSO
      </text>
      <text x="38" y="31" fill="currentColor" fontFamily="inherit" fontSize="9" letterSpacing="0.5">
        REGULATED
      </text>
    </BadgeLogo>
  );
}
