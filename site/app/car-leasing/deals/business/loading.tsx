import { ListingLoading } from '../../../../../src/components/listing/ListingLoading';

/** Shown while the business leasing deals are read. */
export default function Loading() {
  return <ListingLoading label="Loading the business leasing deals" />;
}
