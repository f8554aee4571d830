/**
 * The structured data of the deals pages (spec 3 seoSchema: "Product with Offer"): a version or a
 * deal as a Product with one Offer in pounds, a model's deals as a Product with an AggregateOffer
 * (lowest and highest price, how many offers), a list page's deals as an ItemList of such
 * Products, and the absolute origin that JSON-LD URLs need.
 * Pure: the pages pass the request headers and the configured origin in.
 */
import type { Deal } from '#src/domain/content/types';
import type { SeoSchema } from '#src/lib/seo/pageMetadata';
import { leaseMonthlyFor, roundToPence } from '#src/lib/leasingVat';
import { carNames } from '#src/domain/vocabulary';
import { modelPaths } from '#src/domain/routes';

/** The currency of every price on the site (spec 9: GBP). */
export const SITE_CURRENCY = 'GBP';

/** What a Product block says about the car. */
export interface ProductFacts {
  /** The car's name, e.g. 'Volkswagen Golf Life 1.5 TSI 150'. */
  name: string;
  /** The make, as the brand. */
  brand: string;
  /** The page of the product (a path or URL). */
  url: string;
  /** Site origin for relative paths. */
  origin: string;
  /** A one-line description. */
  description?: string;
  /** An image path or URL. */
  image?: string;
  /** A stock-keeping id, e.g. the cap id. */
  sku?: string;
  /** The body style or class, e.g. 'SUV'. */
  category?: string;
}

const absolute = (path: string, origin: string) => new URL(path, origin).toString();

function productBase(facts: ProductFacts): Record<string, unknown> {
  return {
    name: facts.name,
    brand: { '@type': 'Brand', name: facts.brand },
    url: absolute(facts.url, facts.origin),
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.image ? { image: absolute(facts.image, facts.origin) } : {}),
    ...(facts.sku ? { sku: facts.sku } : {}),
    ...(facts.category ? { category: facts.category } : {}),
  };
}

/**
 * A Product with one Offer in GBP: a version at its Kerbside price, or a deal at its price.
 * `validUntil` (YYYY-MM-DD) becomes the offer's priceValidUntil.
 */
export function productOfferSchema(facts: ProductFacts, offer: { price: number; validUntil?: string }): SeoSchema {
  return {
    type: 'Product',
    innerHTML: {
      ...productBase(facts),
      offers: {
        '@type': 'Offer',
        price: roundToPence(offer.price),
        priceCurrency: SITE_CURRENCY,
        availability: 'https://schema.org/InStock',
        url: absolute(facts.url, facts.origin),
        ...(offer.validUntil ? { priceValidUntil: offer.validUntil } : {}),
      },
    },
  };
}

/**
 * A Product with an AggregateOffer in GBP over several prices (a model's deals or versions).
 * Non-finite and negative prices are ignored; with no price left there is no offer block.
 */
export function productAggregateOfferSchema(facts: ProductFacts, prices: readonly number[]): SeoSchema {
  const valid = prices.filter((price) => Number.isFinite(price) && price >= 0);
  const offers =
    valid.length === 0
      ? {}
      : {
          offers: {
            '@type': 'AggregateOffer',
            lowPrice: roundToPence(Math.min(...valid)),
            highPrice: roundToPence(Math.max(...valid)),
            offerCount: valid.length,
            priceCurrency: SITE_CURRENCY,
          },
        };
  return { type: 'Product', innerHTML: { ...productBase(facts), ...offers } };
}

/**
 * An ItemList of the deals a list page shows, in order, each a Product with its Offer in GBP: a
 * new-car deal at its Kerbside target price; a leasing deal at its monthly rental as a monthly
 * unit price, saying whether VAT is included (business ex VAT, personal inc VAT).
 */
export function dealListSchema(
  deals: readonly Deal[],
  options: { origin: string; listName: string; startPosition?: number },
): SeoSchema {
  const { origin, listName, startPosition = 1 } = options;
  const items = deals.flatMap((deal) => {
    const url = absolute(modelPaths.deals(deal), origin);
    const product = {
      '@type': 'Product',
      name: `${carNames.model(deal.make, deal.range)} ${carNames.version(deal.range, deal.derivativeName)}`,
      brand: { '@type': 'Brand', name: deal.make },
      image: absolute(deal.image, origin),
      url,
    };
    if (deal.lease) {
      const contract = deal.dealType === 'lease-business' || !deal.lease.includesVat ? 'business' : 'personal';
      const monthly = leaseMonthlyFor(deal.lease, contract);
      return [
        {
          ...product,
          offers: {
            '@type': 'Offer',
            price: monthly,
            priceCurrency: SITE_CURRENCY,
            url,
            priceValidUntil: deal.expiresAt,
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: monthly,
              priceCurrency: SITE_CURRENCY,
              unitCode: 'MON',
              valueAddedTaxIncluded: contract === 'personal',
            },
          },
        },
      ];
    }
    const price = deal.targetPrice ?? deal.listPrice;
    if (price === null) return [];
    return [
      {
        ...product,
        offers: {
          '@type': 'Offer',
          price: roundToPence(price),
          priceCurrency: SITE_CURRENCY,
          url,
          priceValidUntil: deal.expiresAt,
        },
      },
    ];
  });
  return {
    type: 'ItemList',
    innerHTML: {
      name: listName,
      numberOfItems: items.length,
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: startPosition + index,
        item,
      })),
    },
  };
}
