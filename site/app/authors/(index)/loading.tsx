import { hubTexts } from '../../../../src/components/hub/hubTexts';
import { ListingLoading } from '../../../../src/components/listing/ListingLoading';

/** Shown while the authors index loads. */
export default function Loading() {
  return <ListingLoading label={hubTexts.loadingList} />;
}
