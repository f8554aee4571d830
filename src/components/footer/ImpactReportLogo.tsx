import { BadgeLogo } from './BadgeLogo';

/**
 * The impact-report badge of the footer (spec 2.6): a leaf and the words 'Impact report', an
 * image whose accessible name is its `title`.
 */
export interface ImpactReportLogoProps {
  /** The text alternative. */
  title: string;
  /** Extra class for layout by the parent. */
  className?: string;
}

export function ImpactReportLogo({ title, className }: ImpactReportLogoProps) {
  return (
    <BadgeLogo title={title} name="impact-report" className={className}>
      <path
        d="M9 31c0-12 7-20 22-21-1 14-8 21-20 21Zm2 0c4-6 8-10 14-14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="40" y="18" fill="currentColor" fontFamily="inherit" fontSize="14" fontWeight="700">
        Impact
      </text>
      <text x="40" y="32" fill="currentColor" fontFamily="inherit" fontSize="12">
        report
      </text>
    </BadgeLogo>
  );
}
