/**
 * A used-car search hit back into what UsedCarCard draws: the advert's custom fields (ADR 0011)
 * become a UsedCar and its dealer. A hit from another kind of document, or one missing a field
 * the card needs, gives null and is left out of the list rather than drawn half empty.
 */
import type { Dealer, UsedCar } from '#src/domain/content/types';
import type { SearchHit } from '#src/adapters/search';
import { bodyStyles, fuelTypes, transmissions } from '#src/domain/content/enums';

/** A car of the list and its dealer. */
export interface UsedCarListing {
  car: UsedCar;
  dealer: Pick<Dealer, 'name' | 'town'> | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** The card's car of a hit, or null when the hit is not a complete used-car advert. */
export function usedCarFromHit(hit: SearchHit): UsedCarListing | null {
  const fields = hit.custom_fields ?? {};
  const condition = oneOf(['used', 'nearly-new'] as const, fields.condition);
  const make = text(fields.make);
  const range = text(fields.model);
  const bodyStyle = oneOf(bodyStyles, fields.bodyStyle);
  const fuelType = oneOf(fuelTypes, fields.fuelType);
  const transmission = oneOf(transmissions, fields.transmission);
  const year = number(fields.year);
  const mileage = number(fields.mileage);
  const price = number(fields.price);
  if (!condition || !make || !range || !bodyStyle || !fuelType || !transmission) return null;
  if (year === null || mileage === null || price === null) return null;
  const dealerName = text(fields.dealer);
  const dealerTown = text(fields.dealerTown);
  return {
    car: {
      id: hit.id,
      condition,
      capId: text(fields.capId) ?? '',
      modelId: text(fields.modelId) ?? '',
      make,
      makeSlug: text(fields.makeSlug) ?? '',
      range,
      rangeSlug: text(fields.modelSlug) ?? '',
      bodyStyle,
      fuelType,
      transmission,
      derivativeName: text(fields.derivative) ?? range,
      year,
      mileage,
      price,
      colour: text(fields.colour) ?? '',
      image: hit.images?.main ?? '',
      dealerId: text(fields.dealerId) ?? '',
    },
    dealer: dealerName && dealerTown ? { name: dealerName, town: dealerTown } : null,
  };
}

/** The complete adverts among hits, in order. */
export function usedCarListings(hits: readonly SearchHit[]): UsedCarListing[] {
  return hits.map(usedCarFromHit).filter((listing): listing is UsedCarListing => listing !== null);
}
