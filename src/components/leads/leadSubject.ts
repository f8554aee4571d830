/**
 * What a quote request is about, as the lines of its summary box (#16): the request, the car
 * (a deal, an advert or a version) with its price, and the dealer, or the partner offer. Pure,
 * from the content records the form page loaded, so the page, the stories and the tests agree.
 */
import type { Dealer, Deal, Derivative, UsedCar } from '#src/domain/content/types';
import { derivativeTitle } from '#src/domain/carTitles';
import type { LeadKind } from '#src/domain/leads';
import { capitalise, carNames } from '#src/domain/vocabulary';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { vatBasisLabels } from '#src/lib/leasingVat';
import type { PartnerOffer } from '../tools-hub/toolsHubLinks';
import { usedCarName } from '../usedCars/usedCarAdvert';
import { leadKindTexts, leadSummaryTexts as t } from './leadTexts';

/** One line of the summary: what it is, and its value. */
export interface LeadSummaryFact {
  term: string;
  value: string;
}

/** The records a request names; each is left out when absent or unknown. */
export interface LeadSubject {
  kind: LeadKind;
  dealer?: Pick<Dealer, 'name' | 'town' | 'postcode'> | null;
  deal?: Deal | null;
  advert?: UsedCar | null;
  derivative?: Derivative | null;
  offer?: PartnerOffer | null;
}

/** The price line of a deal: its lease monthly price, else the Kerbside target price, else its PCP monthly price. */
function dealPrice(deal: Deal): string | null {
  if (deal.lease)
    return `${formatPoundPrice(deal.lease.monthly)} per month ${deal.lease.includesVat ? vatBasisLabels.personal : vatBasisLabels.business}`;
  if (deal.targetPrice !== null) return formatPoundPrice(deal.targetPrice);
  if (deal.pcp) return `${formatPoundPrice(deal.pcp.monthly)} per month (PCP)`;
  return null;
}

/** The summary's lines, in reading order. */
export function leadSubjectFacts({ kind, dealer, deal, advert, derivative, offer }: LeadSubject): LeadSummaryFact[] {
  const facts: LeadSummaryFact[] = [{ term: t.request, value: leadKindTexts[kind].request }];
  if (deal) {
    facts.push({
      term: t.car,
      value: `${carNames.model(deal.make, deal.range)} ${carNames.version(deal.range, deal.derivativeName)}`,
    });
    const price = dealPrice(deal);
    if (price) facts.push({ term: t.price, value: price });
  } else if (advert) {
    facts.push({ term: t.car, value: usedCarName(advert) }, { term: t.price, value: formatPoundPrice(advert.price) });
  } else if (derivative) {
    facts.push(
      { term: t.car, value: derivativeTitle(derivative) },
      { term: t.price, value: formatPoundPrice(derivative.cashPrice) },
    );
  }
  if (offer) facts.push({ term: t.partner, value: capitalise(offer.page.partner.name) });
  else if (dealer) facts.push({ term: t.dealer, value: `${dealer.name}, ${dealer.town} ${dealer.postcode}` });
  if (deal) facts.push({ term: t.dealReference, value: deal.id });
  else if (advert) facts.push({ term: t.advertReference, value: advert.id });
  return facts;
}
