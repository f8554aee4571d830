import { hubTexts } from '../../../../src/components/hub/hubTexts';
import { ListingLoading } from '../../../../src/components/listing/ListingLoading';

/** Shown while a tag list loads (e.g. between its pages). */
export default function Loading() {
  return <ListingLoading label={hubTexts.loadingList} />;
}
