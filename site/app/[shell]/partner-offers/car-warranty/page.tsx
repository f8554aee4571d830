import { partnerOfferMetadata, PartnerOfferRoutePage } from '../_offer/partnerOfferRoute';

/**
 * /partner-offers/car-warranty (spec 1, #16): 5% off a car warranty from our partner: its terms and
 * its form. Cached (see partnerOfferRoute.tsx).
 */
export const metadata = partnerOfferMetadata('warranty');

export default function PartnerOfferWarrantyPage() {
  return <PartnerOfferRoutePage kind="warranty" />;
}
