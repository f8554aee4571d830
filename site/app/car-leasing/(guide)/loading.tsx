import { ListingLoading } from '../../../../src/components/listing/ListingLoading';

/** Shown while the cheapest leasing deals are read. */
export default function Loading() {
  return <ListingLoading cards={4} label="Loading car leasing" />;
}
