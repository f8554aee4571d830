import { ListingLoading } from '../../../../../../../src/components/listing/ListingLoading';

/** Shown while a model's partner dealer offers are read. */
export default function Loading() {
  return <ListingLoading cards={4} label="Loading the partner dealer offers" />;
}
