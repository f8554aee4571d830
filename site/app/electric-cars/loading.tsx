import { hubTexts } from '../../../src/components/hub/hubTexts';
import { ListingLoading } from '../../../src/components/listing/ListingLoading';

/** Shown while the electric and hybrid models load. */
export default function Loading() {
  return <ListingLoading label={hubTexts.loadingHub} />;
}
