import { partnerOfferMetadata, PartnerOfferRoutePage } from '../_offer/partnerOfferRoute';

/**
 * /partner-offers/car-finance (spec 1, #16): a car finance quote from our partner: its terms and
 * its form. Cached (see partnerOfferRoute.tsx).
 */
export const metadata = partnerOfferMetadata('finance');

export default function PartnerOfferFinancePage() {
  return <PartnerOfferRoutePage kind="finance" />;
}
