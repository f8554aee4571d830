import { describe, expect, it } from 'vitest';
import { dealListSchema, productAggregateOfferSchema, productOfferSchema } from '#src/components/deals/dealsSeo';
import { configuredSiteOrigin } from '#src/lib/seo/siteOrigin';
import { cashDeal, personalLease } from './dealFixtures';

const facts = {
  name: 'Volkswagen Golf Life 1.5 TSI 150',
  brand: 'Volkswagen',
  url: '/volkswagen/golf/hatchback/life/91234',
  origin: 'https://kerbside.example',
};

describe('configuredSiteOrigin', () => {
  it('prefers SITE_ORIGIN, then the configured domain, and keeps only the origin', () => {
    expect(
      configuredSiteOrigin({
        SITE_ORIGIN: 'https://www.kerbside.example/some/path',
        PUBLIC_APP_ORIGIN: 'https://app.test',
      }),
    ).toBe('https://www.kerbside.example');
    expect(configuredSiteOrigin({ PUBLIC_APP_ORIGIN: 'https://app.test/x' })).toBe('https://app.test');
  });

  it('falls back to localhost on the configured port, skipping malformed values', () => {
    expect(configuredSiteOrigin({})).toBe('http://localhost:3000');
    expect(configuredSiteOrigin({ PORT: '8080' })).toBe('http://localhost:8080');
    expect(configuredSiteOrigin({ SITE_ORIGIN: 'not a url', PORT: 'x' })).toBe('http://localhost:3000');
    expect(configuredSiteOrigin({ SITE_ORIGIN: 'javascript:alert(1)' })).toBe('http://localhost:3000');
  });
});

describe('productOfferSchema', () => {
  it('is a Product with one Offer in GBP and absolute URLs', () => {
    expect(
      productOfferSchema(
        { ...facts, image: '/img/car/hatchback/red.svg', sku: '91234', category: 'Family car', description: 'A car' },
        { price: 27995.004, validUntil: '2026-12-31' },
      ),
    ).toEqual({
      type: 'Product',
      innerHTML: {
        name: facts.name,
        brand: { '@type': 'Brand', name: 'Volkswagen' },
        url: 'https://kerbside.example/volkswagen/golf/hatchback/life/91234',
        description: 'A car',
        image: 'https://kerbside.example/img/car/hatchback/red.svg',
        sku: '91234',
        category: 'Family car',
        offers: {
          '@type': 'Offer',
          price: 27995,
          priceCurrency: 'GBP',
          availability: 'https://schema.org/InStock',
          url: 'https://kerbside.example/volkswagen/golf/hatchback/life/91234',
          priceValidUntil: '2026-12-31',
        },
      },
    });
  });
});

describe('productAggregateOfferSchema', () => {
  it('gives the lowest and highest price and the number of offers', () => {
    const schema = productAggregateOfferSchema(facts, [310.5, 229.99, 450, Number.NaN, -1]);
    expect(schema.innerHTML.offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: 229.99,
      highPrice: 450,
      offerCount: 3,
      priceCurrency: 'GBP',
    });
  });

  it('has no offer block without prices', () => {
    expect(productAggregateOfferSchema(facts, [])).not.toHaveProperty('innerHTML.offers');
  });
});

describe('dealListSchema', () => {
  const origin = 'https://kerbside.example';

  it('lists new-car deals at their target price and leasing deals at their monthly rental with the VAT basis', () => {
    const business = {
      ...personalLease,
      id: 'deal-3',
      dealType: 'lease-business' as const,
      lease: { ...personalLease.lease!, monthly: 235, includesVat: false },
    };
    const schema = dealListSchema([cashDeal, personalLease, business], {
      origin,
      listName: 'Deals',
      startPosition: 25,
    });
    expect(schema.type).toBe('ItemList');
    expect(schema.innerHTML.numberOfItems).toBe(3);
    type Offer = { price: number; priceSpecification: { valueAddedTaxIncluded: boolean } };
    const [cash, personal, biz] = schema.innerHTML.itemListElement as Array<{
      position: number;
      item: { offers: Offer };
    }>;
    expect(cash!.position).toBe(25);
    expect(cash!.item).toMatchObject({
      '@type': 'Product',
      name: 'Volkswagen Golf 1.5 TSI 150 Life 5dr',
      brand: { name: 'Volkswagen' },
      url: 'https://kerbside.example/make/volkswagen/golf/hatchback/deals',
      image: 'https://kerbside.example/img/car/hatchback/red.svg',
      offers: { '@type': 'Offer', price: 27995, priceCurrency: 'GBP', priceValidUntil: '2026-12-31' },
    });
    expect(personal!.item.offers.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      price: 282,
      priceCurrency: 'GBP',
      unitCode: 'MON',
      valueAddedTaxIncluded: true,
    });
    expect(biz!.item.offers.price).toBe(235);
    expect(biz!.item.offers.priceSpecification.valueAddedTaxIncluded).toBe(false);
  });

  it('leaves out a deal without any price', () => {
    const priceless = { ...cashDeal, targetPrice: null, listPrice: null };
    expect(dealListSchema([priceless], { origin, listName: 'x' }).innerHTML.numberOfItems).toBe(0);
  });
});
