import type { Metadata } from 'next';
import { LeasingListPage, leasingListMetadata, type LeasingSearchParams } from '../_shared/leasingList';

/** Driven by its query string: rendered per request (src/lib/pageShell.ts queryDrivenPaths). */
export const dynamic = 'force-dynamic';

/** /car-leasing/deals/personal: personal contract hire deals, prices inc VAT, with filters; see _shared/leasingList.tsx. */
interface Props {
  searchParams: LeasingSearchParams;
}

export function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return leasingListMetadata('personal', searchParams);
}

export default function PersonalLeasingDealsPage({ searchParams }: Props) {
  return <LeasingListPage contract="personal" searchParams={searchParams} />;
}
