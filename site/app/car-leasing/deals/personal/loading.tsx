import { ListingLoading } from '../../../../../src/components/listing/ListingLoading';

/** Shown while the personal leasing deals are read. */
export default function Loading() {
  return <ListingLoading label="Loading the personal leasing deals" />;
}
