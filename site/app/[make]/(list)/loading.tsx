import { ListingLoading } from '../../../../src/components/listing/ListingLoading';

/** Shown while a make's or a category's models are read. */
export default function Loading() {
  return <ListingLoading label="Loading the models" />;
}
