import { describe, expect, it } from 'vitest';
import {
  productAggregateOfferSchema,
  productOfferSchema,
  requestOrigin,
} from '../../../../src/components/deals/dealsSeo';

const headers = (values: Record<string, string>) => new Headers(values);
const facts = {
  name: 'Volkswagen Golf Life 1.5 TSI 150',
  brand: 'Volkswagen',
  url: '/volkswagen/golf/hatchback/life/91234',
  origin: 'https://kerbside.example',
};

describe('requestOrigin', () => {
  it('prefers the configured origin', () => {
    expect(requestOrigin(headers({ host: 'internal:3000' }), 'https://www.kerbside.example/some/path')).toBe(
      'https://www.kerbside.example',
    );
  });

  it('uses the host, over https only when the proxy says so', () => {
    expect(requestOrigin(headers({ host: 'site.test:8080' }))).toBe('http://site.test:8080');
    expect(requestOrigin(headers({ host: 'site.test', 'x-forwarded-proto': 'https, http' }))).toBe('https://site.test');
    expect(requestOrigin(headers({ host: 'site.test', 'x-forwarded-proto': 'gopher' }))).toBe('http://site.test');
  });

  it('falls back to localhost for a missing or broken host', () => {
    expect(requestOrigin(headers({}))).toBe('http://localhost');
    expect(requestOrigin(headers({ host: 'bad host/with space' }))).toBe('http://localhost');
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
