import { ListingLoading } from '../../../../../../../src/components/listing/ListingLoading';

/** Shown while the review is read (client-side navigation, or a slow Content API). */
export default function Loading() {
  return <ListingLoading cards={4} label="Loading the review" />;
}
