import { hubTexts } from '../../../../src/components/hub/hubTexts';
import { ListingLoading } from '../../../../src/components/listing/ListingLoading';

/** Shown while a hub's sections load. */
export default function Loading() {
  return <ListingLoading label={hubTexts.loadingHub} />;
}
