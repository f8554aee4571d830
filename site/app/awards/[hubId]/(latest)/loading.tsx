import { hubTexts } from '../../../../../src/components/hub/hubTexts';
import { ListingLoading } from '../../../../../src/components/listing/ListingLoading';

/** Shown while an award year loads. */
export default function Loading() {
  return <ListingLoading label={hubTexts.loadingAwards} cards={6} />;
}
