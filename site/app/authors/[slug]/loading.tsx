import { hubTexts } from '../../../../src/components/hub/hubTexts';
import { ListingLoading } from '../../../../src/components/listing/ListingLoading';

/** Shown while an author's page loads. */
export default function Loading() {
  return <ListingLoading label={hubTexts.loadingList} />;
}
