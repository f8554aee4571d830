/**
 * One used-car advert as a search document (ADR 0011). No Node imports: the server's index
 * (src/server/search/usedCarDocuments.ts) and the stories' in-memory index build the same document.
 */
import type { Dealer, UsedCar } from '#src/domain/content/types';
import type { CustomFields, SearchDocument } from '#src/domain/search/searchTypes';
import { usedCarBoost, usedCarCategory, usedCarFields, usedCarPageType, usedCarUrl } from '#src/domain/search/usedCars';
import { carNames } from '#src/domain/vocabulary';
import { PRODUCT_NAME } from '#src/lib/constants';
import { formatMilesLabel } from '#src/lib/formatMiles';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';

const conditionLabel = { used: 'Used', 'nearly-new': 'Nearly new' } as const;

/** One advert as a search document; the dealer (by car.dealerId) may be unknown. */
export function usedCarDocument(car: UsedCar, dealer: Pick<Dealer, 'name' | 'town'> | null): SearchDocument {
  const name = carNames.model(car.make, car.range);
  const version = carNames.version(car.range, car.derivativeName);
  const condition = conditionLabel[car.condition];
  const price = formatPoundPrice(car.price);
  const miles = formatMilesLabel(car.mileage);
  const customFields: CustomFields = {
    [usedCarFields.pageType]: usedCarPageType,
    [usedCarFields.condition]: car.condition,
    [usedCarFields.make]: car.make,
    [usedCarFields.makeSlug]: car.makeSlug,
    [usedCarFields.model]: car.range,
    [usedCarFields.modelSlug]: car.rangeSlug,
    modelId: car.modelId,
    capId: car.capId,
    [usedCarFields.derivative]: car.derivativeName,
    [usedCarFields.price]: car.price,
    [usedCarFields.mileage]: car.mileage,
    [usedCarFields.year]: car.year,
    [usedCarFields.fuelType]: car.fuelType,
    [usedCarFields.bodyStyle]: car.bodyStyle,
    [usedCarFields.transmission]: car.transmission,
    [usedCarFields.colour]: car.colour,
    [usedCarFields.dealerId]: car.dealerId,
    ...(dealer ? { [usedCarFields.dealer]: dealer.name, [usedCarFields.dealerTown]: dealer.town } : {}),
  };
  return {
    id: car.id,
    url: usedCarUrl(car.id),
    title: `${condition} ${car.year} ${name} ${version} | ${PRODUCT_NAME}`,
    text: [
      `${condition} ${car.year} ${name} ${version} for sale at ${price}.`,
      `A ${car.colour.toLowerCase()} ${car.fuelType.replaceAll('-', ' ')} ${car.bodyStyle.replaceAll('-', ' ')} with a ${car.transmission} gearbox and ${miles}.`,
      dealer ? `Sold by ${dealer.name}, ${dealer.town}.` : null,
    ]
      .filter(Boolean)
      .join(' '),
    metaDescription: `${condition} ${car.year} ${name} for sale: ${price}, ${miles}.`,
    metaCategories: [car.condition === 'nearly-new' ? 'nearly-new car' : 'used car'],
    image: car.image || null,
    categories: [`0x${PRODUCT_NAME.toLowerCase()}`, usedCarCategory, `2x${car.makeSlug}`, `3x${car.rangeSlug}`],
    ts: Date.UTC(car.year, 0, 1),
    customFields,
    boost: usedCarBoost,
  };
}
