import { partnerOfferMetadata, PartnerOfferRoutePage } from '../_offer/partnerOfferRoute';

/**
 * /partner-offers/gap-insurance (spec 1, #16): 12% off GAP insurance from our partner: its terms and
 * its form. Cached (see partnerOfferRoute.tsx).
 */
export const metadata = partnerOfferMetadata('gap');

export default function PartnerOfferGapPage() {
  return <PartnerOfferRoutePage kind="gap" />;
}
