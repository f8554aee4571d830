import { ListingLoading } from '../../../src/components/listing/ListingLoading';

/** Shown while the leasing deals are read. */
export default function Loading() {
  return <ListingLoading label="Loading the car leasing deals" />;
}
