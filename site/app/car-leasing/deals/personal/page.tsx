import type { Metadata } from 'next';
import { LeasingListPage, leasingListMetadata, type LeasingSearchParams } from '../_shared/leasingList';

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
