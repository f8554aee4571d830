import { ListingLoading } from '../../../../../../../src/components/listing/ListingLoading';

/** Shown while a model's deals are read. */
export default function Loading() {
  return <ListingLoading cards={4} label="Loading the deals" />;
}
