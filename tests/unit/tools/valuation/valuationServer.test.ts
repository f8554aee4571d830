import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import type { Dealer } from '#src/domain/content/types';
import { AVERAGE_ANNUAL_MILES, usedValue } from '#src/server/catalogue/usedValues';
import { distanceOrigin, ValuationResult, valuationResultTexts } from '#src/tools/valuation/ValuationResult';
import { milesBetween } from '#src/domain/geo';
import { formatMiles } from '#src/lib/formatMiles';
import { districtCentroid } from '#src/server/geo/postcodeDistricts';
import * as valuation from '#src/server/valuation';
import {
  ageInYears,
  estimateValue,
  nearestOf,
  outwardCode,
  placePostcode,
  quantile,
  valueRange,
} from '#src/server/valuation';

const today = new Date(Date.UTC(2026, 10, 21));

const dealer = (id: string, lat: number, lng: number, franchises: string[] = []): Dealer => ({
  id,
  name: id,
  town: 'Town',
  postcode: 'M1 1AE',
  lat,
  lng,
  phone: '0161 496 0000',
  franchises,
});

describe('the depreciation curve the result describes (docs/data-sources.md)', () => {
  // Average condition (quality 0.5) and average mileage isolate the curve itself.
  const at = (age: number, fuel: 'petrol' | 'electric' = 'petrol') =>
    usedValue(10_000, age, AVERAGE_ANNUAL_MILES * age, fuel, 0.5);

  it('takes 12% off a nearly new car, 18% by one year, then 13% of what is left each year', () => {
    expect(at(0)).toBeCloseTo(8800, 6);
    expect(at(1)).toBeCloseTo(8200, 6);
    expect(at(2)).toBeCloseTo(8200 * 0.87, 6);
    expect(at(4)).toBeCloseTo(8200 * 0.87 ** 3, 6);
    expect(at(3, 'electric')).toBeLessThan(at(3));
  });

  it('moves 3.5p for each mile above or below 9,000 a year, and ±5% for condition', () => {
    expect(usedValue(10_000, 2, 2 * 9000 + 1000, 'petrol', 0.5)).toBeCloseTo(at(2) - 35, 6);
    expect(usedValue(10_000, 2, 2 * 9000 - 1000, 'petrol', 0.5)).toBeCloseTo(at(2) + 35, 6);
    expect(usedValue(10_000, 2, 18_000, 'petrol', 1) / at(2)).toBeCloseTo(1.05, 6);
    expect(AVERAGE_ANNUAL_MILES).toBe(9000);
  });

  it('is what the result text says, and it says it is not from sales', () => {
    for (const words of ['12%', '18%', '13%', '3.5p', '9,000', 'not from sales'])
      expect(valuationResultTexts.method).toContain(words);
  });
});

describe('valuation arithmetic', () => {
  it('takes quantiles between neighbours', () => {
    expect(quantile([10, 20, 30, 40, 50], 0.25)).toBe(20);
    expect(quantile([10, 20], 0.5)).toBe(15);
    expect(quantile([7], 0.75)).toBe(7);
  });

  it('ages a car from mid-year, or from the plate month', () => {
    expect(ageInYears(2020, null, today)).toBeCloseTo(6.39, 1);
    expect(ageInYears(2019, 9, today)).toBeCloseTo(7.22, 1);
    expect(ageInYears(2027, null, today)).toBe(0);
  });

  it('values a car from the depreciation model, low end below high end, to £100', () => {
    const prices = [20000, 24000, 28000, 32000];
    const { low, high } = valueRange(prices, 'petrol', 5, 45000);
    expect(low % 100).toBe(0);
    expect(high % 100).toBe(0);
    expect(low).toBeLessThan(high);
    expect(low).toBe(Math.round(usedValue(23000, 5, 45000, 'petrol', 0) / 100) * 100);
    expect(high).toBe(Math.round(usedValue(29000, 5, 45000, 'petrol', 1) / 100) * 100);
    // More miles, less money.
    expect(valueRange(prices, 'petrol', 5, 90000).high).toBeLessThan(high);
  });
});

describe('postcode places and dealers', () => {
  it('places a postcode at its district centroid, naming the dealer town that lists the district', () => {
    expect(outwardCode('LS11 5QH')).toBe('LS11');
    expect(placePostcode('LS11 5QH')).toEqual({
      ...districtCentroid('LS11'),
      district: 'LS11',
      town: 'Leeds',
      precision: 'district',
    });
    // Districts with no dealer town, in every part of the UK, are placed too (they once fell back or failed).
    expect(placePostcode('ZE1 0AA')).toEqual({ ...districtCentroid('ZE1'), district: 'ZE1', precision: 'district' });
    expect(placePostcode('LS99 1AA')).toMatchObject({ district: 'LS99', precision: 'district' });
  });

  it('falls back to a dealer town only for a district the table lacks, and to nothing where none fits', () => {
    expect(districtCentroid('LS30')).toBeUndefined();
    expect(placePostcode('LS30 1AA')).toMatchObject({ town: 'Leeds', precision: 'area', lat: 53.8008 });
    expect(placePostcode('GY1 1AA')).toBeNull();
  });

  it('measures miles with the one haversine in src/domain/geo (the copy here is gone)', () => {
    expect('milesBetween' in valuation).toBe(false);
    // London to Manchester is about 163 miles.
    expect(milesBetween({ lat: 51.5074, lng: -0.1278 }, { lat: 53.4808, lng: -2.2426 })).toBeCloseTo(163, 0);
  });

  it('lists the nearest dealers first, a franchised one winning a tie', () => {
    const place = { lat: 53.48, lng: -2.24, town: 'Manchester', precision: 'district' as const };
    const dealers = [
      dealer('far', 51.5, -0.12),
      dealer('near', 53.48, -2.24),
      dealer('near-ford', 53.48, -2.24, ['ford']),
    ];
    const nearest = nearestOf(dealers, place, 'ford', 2);
    expect(nearest.map((entry) => entry.dealer.id)).toEqual(['near-ford', 'near']);
    expect(nearest[0]).toMatchObject({ miles: 0, franchised: true });
  });

  it('rounds distances to 2 decimals with formatMiles, as every distance on the site is', () => {
    const place = { lat: 54, lng: -2, district: 'CA1', precision: 'district' as const };
    // One degree of latitude north: 69.0941… miles.
    const [entry] = nearestOf([dealer('north', 55, -2)], place, 'ford', 1);
    expect(entry!.miles).toBe(69.09);
    expect(entry!.miles).toBe(formatMiles(milesBetween(place, { lat: 55, lng: -2 })));
  });
});

describe('the dealers part of the result', () => {
  const estimate = {
    make: 'Ford',
    makeSlug: 'ford',
    modelLabel: 'Puma SUV',
    basePath: '/ford/puma/suv',
    year: 2020,
    mileage: 40000,
    ageYears: 6.4,
    low: 11200,
    high: 13400,
    priceNewFrom: 25000,
    priceNewTo: 35000,
  };
  const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

  it('shows each distance with formatDistanceLabel: always 2 decimals', () => {
    const place = placePostcode('LS11 5QH')!;
    const html = renderToStaticMarkup(
      createElement(ValuationResult, {
        estimate,
        postcode: 'LS11 5QH',
        showDealers: true,
        nearby: {
          place,
          dealers: [
            { dealer: dealer('a', 53.78, -1.56), miles: 3.14159, franchised: false },
            { dealer: dealer('b', 53.79, -1.56), miles: 1, franchised: false },
          ],
        },
      }),
    );
    expect(text(html)).toContain('3.14 miles');
    expect(text(html)).toContain('1.00 miles');
    expect(text(html)).toContain(
      'Distances from the centre of Leeds LS11 (your postcode district), as the crow flies.',
    );
  });

  it('says where distances are measured from, however the postcode was placed', () => {
    expect(distanceOrigin({ lat: 60.15, lng: -1.17, district: 'ZE1', precision: 'district' })).toBe(
      'your postcode district, ZE1',
    );
    expect(distanceOrigin({ lat: 53.8, lng: -1.55, town: 'Leeds', precision: 'district' })).toBe('Leeds');
    expect(distanceOrigin({ lat: 53.8, lng: -1.55, town: 'Leeds', precision: 'area' })).toBe(
      'Leeds (the nearest town we know in your postcode area)',
    );
  });
});

describe('estimateValue', () => {
  it('reads the model and its versions through the content adapter', async () => {
    const calls: unknown[] = [];
    const content = {
      get: async (resource: string, id: string) => {
        calls.push(['get', resource, id]);
        return { id, make: 'Ford', makeSlug: 'ford', name: 'Puma', bodyStyle: 'suv', basePath: '/ford/puma/suv' };
      },
      list: async (resource: string, query: unknown) => {
        calls.push(['list', resource, query]);
        return {
          items: [
            { onTheRoadPrice: 25000, fuelType: 'petrol' },
            { onTheRoadPrice: 30000, fuelType: 'petrol' },
            { onTheRoadPrice: 35000, fuelType: 'hybrid' },
          ],
          total: 3,
          page: 1,
          pageSize: 500,
          breakdowns: {},
        };
      },
    } as unknown as ContentAdapter;
    const estimate = await estimateValue(
      content,
      { modelId: 'ford-puma-suv', year: 2020, month: null, mileage: 40000 },
      today,
    );
    expect(estimate).toMatchObject({
      make: 'Ford',
      makeSlug: 'ford',
      modelLabel: 'Puma SUV',
      basePath: '/ford/puma/suv',
      priceNewFrom: 25000,
      priceNewTo: 35000,
    });
    expect(estimate!.low).toBeLessThan(estimate!.high);
    expect(calls[1]).toEqual([
      'list',
      'derivatives',
      expect.objectContaining({ filters: { modelId: 'ford-puma-suv' } }),
    ]);
  });
});
