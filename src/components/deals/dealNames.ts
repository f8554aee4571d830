/**
 * Names the deals pages give cars, and the shortlist entries built from them, so every page and
 * component says 'Ford Puma SUV' or 'Volkswagen Golf hatchback Life 1.5 TSI 150' the same way
 * and a car saved from a deal, a version or a model carries the right id, title, link and price.
 */
import type { BodyStyle, Category, Deal, Derivative, Model } from '../../adapters/content/types';
import type { NewShortlistItem } from '../../tools/shortlist/shortlistStore';
import { carNames } from '../cards/carNames';
import { modelPaths } from '../cards/modelPaths';
import { vehicleLabels } from '../cards/vehicleLabels';

/** A body style inside a sentence: 'hatchback', 'panel van', but 'SUV' and 'MPV' stay upper case. */
export function bodyStyleInText(bodyStyle: BodyStyle): string {
  const label = vehicleLabels.bodyStyle[bodyStyle];
  return label === label.toUpperCase() ? label : label.toLowerCase();
}

/** A category inside a sentence: 'family car', 'electric van', but 'SUV' and 'MPV' stay upper case. */
export function categoryInText(category: Category): string {
  const label = vehicleLabels.category[category];
  return label === label.toUpperCase() ? label : label.toLowerCase();
}

/** A model in one body style: 'Volkswagen Golf hatchback', 'Ford Puma SUV', 'MG4 hatchback'. */
export function modelTitle(car: { make: string; range: string; bodyStyle: BodyStyle }): string {
  return `${carNames.model(car.make, car.range)} ${bodyStyleInText(car.bodyStyle)}`;
}

/** The model title of a Model record (its range is `name`). */
export function modelRecordTitle(model: Pick<Model, 'make' | 'name' | 'bodyStyle'>): string {
  return modelTitle({ make: model.make, range: model.name, bodyStyle: model.bodyStyle });
}

/** A version by trim and engine: 'Life 1.5 TSI 150' (with ' auto' for an automatic). */
export function versionName(derivative: Pick<Derivative, 'trim' | 'engineName' | 'transmission'>): string {
  return `${derivative.trim} ${derivative.engineName}${derivative.transmission === 'automatic' ? ' auto' : ''}`;
}

/** A version with its model: 'Volkswagen Golf Life 1.5 TSI 150'. */
export function derivativeTitle(
  derivative: Pick<Derivative, 'make' | 'range' | 'trim' | 'engineName' | 'transmission'>,
): string {
  return `${carNames.model(derivative.make, derivative.range)} ${versionName(derivative)}`;
}

/** The page of a version: {base}/:edition/:capid. */
export function derivativePath(
  derivative: Pick<Derivative, 'makeSlug' | 'rangeSlug' | 'bodyStyle' | 'edition' | 'capId'>,
): string {
  return modelPaths.derivative(modelPaths.base(derivative), derivative.edition, derivative.capId);
}

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
