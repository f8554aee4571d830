/**
 * The search documents of the used and nearly-new cars for sale (the content store's `used-cars`
 * resource), one per advert, so the /used-cars page and the widgets can filter, facet and sort
 * them through the search API: custom fields for make, model, condition (used | nearly-new),
 * price, mileage, year, fuelType, bodyStyle, transmission, colour and the selling dealer, and the
 * category tokens '0xkerbside', '1xused-cars-for-sale', '2x<make>', '3x<model>' that tell them
 * apart from the site's pages (ordinary site search leaves them out: ADR 0011).
 *
 * An advert has no date of its own; its `ts` is the first day of its registration year, so the
 * date order is "newest car first" too. Its relevance boost is below every page's: a keyword
 * search over everything still puts the review before a hundred adverts.
 */
import type Database from 'better-sqlite3';
import type { Dealer, UsedCar } from '../../adapters/content/types';
import { carNames } from '../../components/cards/carNames';
import { formatMilesLabel } from '../../lib/formatMiles';
import { formatPoundPrice } from '../../lib/formatPoundPrice';
import { PRODUCT_NAME } from '../../lib/constants';
import { categoryTokens, fields, readAll } from './catalogueDocuments';
import type { SearchDocument } from './searchTypes';
import { usedCarCategory, usedCarPageType } from './usedCarSearch';

const titleSuffix = ` | ${PRODUCT_NAME}`;
/** The section name of usedCarCategory, without its depth prefix. */
const section = usedCarCategory.slice(usedCarCategory.indexOf('x') + 1);
/** Below every page of the catalogue (the lowest there is 0.8). */
export const usedCarBoost = 0.5;

const conditionLabel = { used: 'Used', 'nearly-new': 'Nearly new' } as const;

/** The URL of an advert: the card's 'View car' link. */
export function usedCarUrl(id: string): string {
  return `/used-cars/${encodeURIComponent(id)}`;
}

/** One advert as a search document; the dealer (by car.dealerId) may be unknown. */
export function usedCarDocument(car: UsedCar, dealer: Pick<Dealer, 'id' | 'name' | 'town'> | null): SearchDocument {
  const name = carNames.model(car.make, car.range);
  const version = carNames.version(car.range, car.derivativeName);
  const condition = conditionLabel[car.condition];
  const fuel = car.fuelType.replaceAll('-', ' ');
  const body = car.bodyStyle.replaceAll('-', ' ');
  return {
    id: car.id,
    url: usedCarUrl(car.id),
    title: `${condition} ${car.year} ${name} ${version}${titleSuffix}`,
    text: [
      `${condition} ${car.year} ${name} ${version} for sale at ${formatPoundPrice(car.price)}.`,
      `A ${car.colour.toLowerCase()} ${fuel} ${body} with a ${car.transmission} gearbox and ${formatMilesLabel(car.mileage)}.`,
      dealer ? `Sold by ${dealer.name}, ${dealer.town}.` : null,
    ]
      .filter(Boolean)
      .join(' '),
    metaDescription: `${condition} ${car.year} ${name} for sale: ${formatPoundPrice(car.price)}, ${formatMilesLabel(car.mileage)}.`,
    metaCategories: [car.condition === 'nearly-new' ? 'nearly-new car' : 'used car'],
    image: car.image,
    categories: categoryTokens(section, car.makeSlug, car.rangeSlug),
    ts: Date.UTC(car.year, 0, 1),
    customFields: fields({
      pageType: usedCarPageType,
      condition: car.condition,
      make: car.make,
      makeSlug: car.makeSlug,
      model: car.range,
      modelSlug: car.rangeSlug,
      modelId: car.modelId,
      capId: car.capId,
      derivative: car.derivativeName,
      price: car.price,
      mileage: car.mileage,
      year: car.year,
      fuelType: car.fuelType,
      bodyStyle: car.bodyStyle,
      transmission: car.transmission,
      colour: car.colour,
      dealer: dealer?.name,
      dealerId: car.dealerId,
      dealerTown: dealer?.town,
    }),
    boost: usedCarBoost,
  };
}

/** Every advert of the catalogue in the database as a document, in the store's order. */
export function usedCarDocuments(db: Database.Database): SearchDocument[] {
  const cars = readAll<UsedCar>(db, 'usedCars');
  if (cars.length === 0) return [];
  const dealers = new Map(readAll<Dealer>(db, 'dealers').map((dealer) => [dealer.id, dealer]));
  return cars.map((car) => usedCarDocument(car, dealers.get(car.dealerId) ?? null));
}
