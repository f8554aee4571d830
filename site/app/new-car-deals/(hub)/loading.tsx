import { ListingLoading } from '../../../../src/components/listing/ListingLoading';

/** Shown while the new car deals are read. */
export default function Loading() {
  return <ListingLoading label="Loading the new car deals" />;
}
