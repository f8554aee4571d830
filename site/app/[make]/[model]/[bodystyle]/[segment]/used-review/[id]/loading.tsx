import { ListingLoading } from '../../../../../../../../src/components/listing/ListingLoading';

/** Shown while the used review is read. */
export default function Loading() {
  return <ListingLoading cards={4} label="Loading the review" />;
}
