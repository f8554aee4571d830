import type { Metadata } from 'next';
import {
  ValuationRoutePage,
  valuationMetadata,
  type ValuationSearchParams,
} from '#site/app/[shell]/car-valuation/_valuation/valuationRoute';

/** Driven by its query string: rendered per request (src/lib/pageShell.ts queryDrivenPaths). */
export const dynamic = 'force-dynamic';

/**
 * /class/sell-my-car (spec 2.2): the sell-my-car entry form, then a valuation and the dealers
 * nearest the visitor's postcode. This static folder wins over /class/[hubId].
 */
export async function generateMetadata({ searchParams }: { searchParams: ValuationSearchParams }): Promise<Metadata> {
  return valuationMetadata('sell', searchParams);
}

export default async function SellMyCarPage({ searchParams }: { searchParams: ValuationSearchParams }) {
  return <ValuationRoutePage purpose="sell" searchParams={searchParams} />;
}
