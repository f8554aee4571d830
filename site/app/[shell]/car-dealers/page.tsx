import type { Metadata } from 'next';
import { FinderRoutePage, finderMetadata, type FinderSearchParams } from './_finder/finderRoute';

/** Driven by its query string: rendered per request. */
export const dynamic = 'force-dynamic';

/** /car-dealers (#16): the dealers of every make nearest a postcode or the visitor's location. */
export async function generateMetadata({ searchParams }: { searchParams: FinderSearchParams }): Promise<Metadata> {
  return finderMetadata(null, searchParams);
}

export default async function CarDealersPage({ searchParams }: { searchParams: FinderSearchParams }) {
  return <FinderRoutePage makeSlug={null} searchParams={searchParams} />;
}
