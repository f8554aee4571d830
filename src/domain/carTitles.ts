/**
 * Names the pages give cars, so every page and component says 'Ford Puma SUV' or
 * 'Volkswagen Golf hatchback Life 1.5 TSI 150' the same way (the shortlist entries built from
 * them are in src/tools/shortlist/shortlistItems.ts).
 */
import type { BodyStyle, Category, Derivative, Model } from './content/types';
import { modelPaths } from './routes';
import { carNames, vehicleLabels } from './vocabulary';

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
