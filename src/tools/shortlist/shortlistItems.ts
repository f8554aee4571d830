/**
 * The shortlist entries of a version, a deal's car and a model: keyed, titled and linked the way
 * the rest of the site names them (src/domain/carTitles.ts).
 */
import type { Deal, Derivative, Model } from '#src/domain/content/types';
import { derivativePath, derivativeTitle, modelRecordTitle } from '#src/domain/carTitles';
import { modelPaths } from '#src/domain/routes';
import { carNames } from '#src/domain/vocabulary';
import type { NewShortlistItem } from './shortlistStore';

/** The shortlist entry of a version: keyed by cap id, linking to its page, at the Kerbside price. */
export function derivativeShortlistItem(derivative: Derivative, image?: string): NewShortlistItem {
  return {
    id: derivative.capId,
    title: derivativeTitle(derivative),
    url: derivativePath(derivative),
    price: derivative.cashPrice,
    ...(image ? { image } : {}),
  };
}

/** The shortlist entry of a deal's car: the same entry as its version (keyed by cap id), priced by the deal. */
export function dealShortlistItem(deal: Deal): NewShortlistItem {
  const price = deal.targetPrice ?? deal.listPrice ?? undefined;
  return {
    id: deal.capId,
    title: `${carNames.model(deal.make, deal.range)} ${carNames.version(deal.range, deal.derivativeName)}`,
    url: modelPaths.deals(deal),
    ...(price !== undefined ? { price } : {}),
    image: deal.image,
  };
}

/** The shortlist entry of a model: keyed by model id, linking to its {base} page, from its cheapest price. */
export function modelShortlistItem(model: Model): NewShortlistItem {
  return {
    id: model.id,
    title: modelRecordTitle(model),
    url: model.basePath,
    price: model.priceFrom,
    image: model.image,
  };
}
