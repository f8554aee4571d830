/**
 * The search documents of the used and nearly-new cars for sale (the content store's `used-cars`
 * resource), one per advert (src/adapters/search/usedCarDocument.ts: custom fields for make, model,
 * condition, price, mileage, year, fuelType, bodyStyle, transmission, colour and the dealer; the
 * category token '1xused-cars-for-sale'), built with the catalogue's pages by buildSearchIndex so
 * the index follows the content store. Ordinary site search leaves them out (ADR 0011).
 */
import type { Dealer, UsedCar } from '#src/domain/content/types';
import type { SearchDocument } from '#src/domain/search/searchTypes';
import { usedCarDocument } from '#src/adapters/search/usedCarDocument';
import type { CatalogueReader } from './catalogueDocuments';

/** Every advert of the catalogue in the database as a document, in the store's order. */
export function usedCarDocuments(reader: CatalogueReader): SearchDocument[] {
  const cars = reader.all<UsedCar>('usedCars');
  if (cars.length === 0) return [];
  const dealers = new Map(reader.all<Dealer>('dealers').map((dealer) => [dealer.id, dealer]));
  return cars.map((car) => usedCarDocument(car, dealers.get(car.dealerId) ?? null));
}
