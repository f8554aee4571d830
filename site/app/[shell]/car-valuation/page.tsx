import type { Metadata } from 'next';
import { ValuationRoutePage, valuationMetadata, type ValuationSearchParams } from './_valuation/valuationRoute';

/** Driven by its query string: rendered per request (src/lib/pageShell.ts queryDrivenPaths). */
export const dynamic = 'force-dynamic';

/**
 * /car-valuation/ (spec 2.2): the free car valuation form and, after a valid submission, the
 * estimated value range. The site does not use trailing slashes, so /car-valuation/ redirects
 * (308) here and both links work.
 */
export async function generateMetadata({ searchParams }: { searchParams: ValuationSearchParams }): Promise<Metadata> {
  return valuationMetadata('valuation', searchParams);
}

export default async function CarValuationPage({ searchParams }: { searchParams: ValuationSearchParams }) {
  return <ValuationRoutePage purpose="valuation" searchParams={searchParams} />;
}
