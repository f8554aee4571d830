import type { Metadata } from 'next';
import { FinderRoutePage, finderMetadata, type FinderSearchParams } from '../_finder/finderRoute';

/** Driven by its query string: rendered per request. */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ make: string }>;
  searchParams: FinderSearchParams;
}

/** /car-dealers/{make} (#16): one make's dealers nearest a postcode or the visitor's location; an unknown make is a 404. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { make } = await params;
  return finderMetadata(make, searchParams);
}

export default async function MakeDealersPage({ params, searchParams }: Props) {
  const { make } = await params;
  return <FinderRoutePage makeSlug={make} searchParams={searchParams} />;
}
