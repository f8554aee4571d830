import { ListingLoading } from '../../../src/components/listing/ListingLoading';

/** Shown while the cars in stock are read. */
export default function Loading() {
  return <ListingLoading label="Loading the cars in stock" />;
}
