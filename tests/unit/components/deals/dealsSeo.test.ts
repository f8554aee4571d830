import { describe, expect, it } from 'vitest';
import {
  dealListSchema,
  productAggregateOfferSchema,
  productOfferSchema,
} from '../../../../src/components/deals/dealsSeo';
import { originFromHeaders } from '../../../../src/lib/seo/requestOrigin';
import { cashDeal, personalLease } from './dealFixtures';

const headers = (values: Record<string, string>) => new Headers(values);
const facts = {
  name: 'Volkswagen Golf Life 1.5 TSI 150',
  brand: 'Volkswagen',
  url: '/volkswagen/golf/hatchback/life/91234',
  origin: 'https://kerbside.example',
};

describe('originFromHeaders', () => {
  it('prefers the configured origin', () => {
    expect(originFromHeaders(headers({ host: 'internal:3000' }), 'https://www.kerbside.example/some/path')).toBe(
      'https://www.kerbside.example',
    );
  });

  it('uses the host, over https only when the proxy says so', () => {
    expect(originFromHeaders(headers({ host: 'site.test:8080' }))).toBe('http://site.test:8080');
    expect(originFromHeaders(headers({ host: 'site.test', 'x-forwarded-proto': 'https, http' }))).toBe(
      'https://site.test',
    );
    expect(originFromHeaders(headers({ host: 'site.test', 'x-forwarded-proto': 'gopher' }))).toBe('http://site.test');
  });

  it('falls back to localhost for a missing or broken host', () => {
    expect(originFromHeaders(headers({}))).toBe('http://localhost');
    expect(originFromHeaders(headers({ host: 'bad host/with space' }))).toBe('http://localhost');
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
