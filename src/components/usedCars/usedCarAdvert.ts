/**
 * The names, breadcrumbs and SEO of one advert's page (/used-cars/:id): its title ('2023 Ford
 * Puma 1.0 EcoBoost ST-Line'), condition label, meta description, trail (Home > Used cars for sale
 * > the car), shortlist entry and its schema.org Product with an Offer in pounds (the deals
 * pages' productOfferSchema, so every Product on the site is built one way). Pure.
 */
import type { Dealer, UsedCar } from '#src/domain/content/types';
import { formatMilesLabel } from '#src/lib/formatMiles';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import type { Crumb, SeoSchema } from '#src/lib/seo/pageMetadata';
import { pageTitle } from '#src/lib/seo/titles';
import type { NewShortlistItem } from '#src/tools/shortlist/shortlistStore';
import { carNames } from '#src/domain/vocabulary';
import { vehicleLabels } from '#src/domain/vocabulary';
import { productOfferSchema } from '../deals/dealsSeo';
import { makeSlugOf, usedCarsPath } from './usedCarsQuery';
import { usedCarsTexts } from './usedCarsTexts';
import { usedCarPath as usedCarRoute } from '#src/domain/routes';

/** What the condition of an advert is called on its page. */
export const usedCarConditionLabels = { used: 'Used', 'nearly-new': 'Nearly new' } as const;

/** The path of an advert's page. */
export const usedCarPath = (car: Pick<UsedCar, 'id'>): string => usedCarRoute(car.id);

/** The car's model and version as the cards write them. */
export function usedCarNames(car: UsedCar): { model: string; version: string } {
  return { model: carNames.model(car.make, car.range), version: carNames.version(car.range, car.derivativeName) };
}

/** '2023 Ford Puma 1.0 EcoBoost ST-Line': year, make, model and version. */
export function usedCarName(car: UsedCar): string {
  const { model, version } = usedCarNames(car);
  return `${car.year} ${model} ${version}`;
}

/** The page title before the site name: '2023 Ford Puma 1.0 EcoBoost ST-Line for sale'. */
export function usedCarTitle(car: UsedCar): string {
  const { model, version } = usedCarNames(car);
  return pageTitle('usedCarForSale', { year: car.year, car: model, version });
}

/** The meta description: condition, price, mileage, fuel, gearbox and where it is sold. */
export function usedCarDescription(car: UsedCar, dealer: Pick<Dealer, 'name' | 'town'> | null): string {
  const condition = usedCarConditionLabels[car.condition].toLowerCase();
  const facts = [
    formatMilesLabel(car.mileage),
    vehicleLabels.fuelType[car.fuelType].toLowerCase(),
    vehicleLabels.transmission[car.transmission].toLowerCase(),
    car.colour.toLowerCase(),
  ]
    .filter(Boolean)
    .join(', ');
  const seller = dealer ? ` from ${dealer.name}, ${dealer.town}` : '';
  return `${usedCarName(car)}, ${condition}, for sale at ${formatPoundPrice(car.price)}${seller}: ${facts}.`;
}

/** Home > Used cars for sale > the car. */
export function usedCarCrumbs(car: UsedCar): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: usedCarsTexts.heading, path: usedCarsPath },
    { name: usedCarName(car), path: usedCarPath(car) },
  ];
}

/** The shortlist entry of the car (one entry per advert). */
export function usedCarShortlistItem(car: UsedCar): NewShortlistItem {
  return {
    id: `used-car:${car.id}`,
    title: usedCarName(car),
    url: usedCarPath(car),
    price: car.price,
    image: car.image,
  };
}

/** The advert as a Product with one Offer in GBP. */
export function usedCarProductSchema(car: UsedCar, origin: string, description: string): SeoSchema {
  return productOfferSchema(
    {
      name: usedCarName(car),
      brand: car.make,
      url: usedCarPath(car),
      origin,
      description,
      ...(car.image ? { image: car.image } : {}),
      sku: car.id,
      category: vehicleLabels.bodyStyle[car.bodyStyle],
    },
    { price: car.price },
  );
}

/** More cars of the car's make on /used-cars ('/used-cars?make=ford'), as the make filter reads it. */
export const usedCarsOfMakeHref = (car: Pick<UsedCar, 'make'>): string =>
  `${usedCarsPath}?make=${encodeURIComponent(makeSlugOf(car.make))}`;
