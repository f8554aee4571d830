/**
 * The SEO of /used-cars: the title subject of each condition tab, the meta description, and the
 * cars of a page as a schema.org ItemList of Car items, each with its Offer in pounds, its
 * mileage and registration year. Pure: the page passes the site origin in.
 */
import type { SeoSchema } from '#src/lib/seo/pageMetadata';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { carNames } from '#src/domain/vocabulary';
import type { UsedCarListing } from './usedCarHits';
import type { ConditionTabKey } from './usedCarsQuery';
import { carCount } from './usedCarsTexts';
import { usedCarPath } from '#src/domain/routes';

/** The subject of a tab's title ('{subject} for sale'). */
export const conditionSubjects: Record<ConditionTabKey, string> = {
  nofilter: 'Used and nearly-new cars',
  used: 'Used cars',
  'nearly-new': 'Nearly-new cars',
};

/** '2,143 used and nearly-new cars for sale from UK dealers, from £3,995. Filter by ...'. */
export function usedCarsDescription(condition: ConditionTabKey, total: number, cheapest: number | null): string {
  // carCount gives '2,143 cars'; the tab's subject names the kind ('2,143 nearly-new cars').
  const kind = conditionSubjects[condition].toLowerCase().replace(/ cars$/, '');
  const count = carCount(total).replace(/ (cars?)$/, ` ${kind} $1`);
  const from = cheapest !== null && total > 0 ? `, from ${formatPoundPrice(cheapest)}` : '';
  return `${count} for sale from UK dealers${from}. Filter by make, price, mileage and age.`;
}

/** The cars of a list page as an ItemList of Car items with offers. */
export function usedCarListSchema(
  listings: readonly UsedCarListing[],
  options: { origin: string; listName: string; startPosition?: number },
): SeoSchema {
  const { origin, listName, startPosition = 1 } = options;
  const absolute = (path: string) => new URL(path, origin).toString();
  return {
    type: 'ItemList',
    innerHTML: {
      name: listName,
      numberOfItems: listings.length,
      itemListElement: listings.map(({ car, dealer }, index) => {
        const url = absolute(usedCarPath(car.id));
        return {
          '@type': 'ListItem',
          position: startPosition + index,
          item: {
            '@type': 'Car',
            name: `${car.year} ${carNames.model(car.make, car.range)} ${carNames.version(car.range, car.derivativeName)}`,
            brand: { '@type': 'Brand', name: car.make },
            model: car.range,
            vehicleModelDate: String(car.year),
            mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.mileage, unitCode: 'SMI' },
            itemCondition:
              car.condition === 'nearly-new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
            ...(car.image ? { image: absolute(car.image) } : {}),
            url,
            offers: {
              '@type': 'Offer',
              price: car.price,
              priceCurrency: 'GBP',
              availability: 'https://schema.org/InStock',
              url,
              ...(dealer ? { seller: { '@type': 'AutoDealer', name: dealer.name } } : {}),
            },
          },
        };
      }),
    },
  };
}
