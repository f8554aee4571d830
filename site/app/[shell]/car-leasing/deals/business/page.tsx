import type { Metadata } from 'next';
import { LeasingListPage, leasingListMetadata, type LeasingSearchParams } from '../_shared/leasingList';

/** Driven by its query string: rendered per request (src/lib/pageShell.ts queryDrivenPaths). */
export const dynamic = 'force-dynamic';

/** /car-leasing/deals/business: business contract hire deals, prices ex VAT, with filters; see _shared/leasingList.tsx. */
interface Props {
  searchParams: LeasingSearchParams;
}

export function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return leasingListMetadata('business', searchParams);
}

export default function BusinessLeasingDealsPage({ searchParams }: Props) {
  return <LeasingListPage contract="business" searchParams={searchParams} />;
}
