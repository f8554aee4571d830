import { describe, expect, it } from 'vitest';
import {
  reviewPrices,
  specificationRanges,
  summariseEngines,
  summariseTrims,
} from '#src/components/review/reviewSummaries';
import { deal, derivative } from './fixtures';

const versions = [
  derivative({ capId: '1', trim: 'Titanium', engineName: '1.0 125', onTheRoadPrice: 25000, cashPrice: 23000 }),
  derivative({
    capId: '2',
    trim: 'Titanium',
    engineName: '1.0 155',
    onTheRoadPrice: 26500,
    cashPrice: 24000,
    transmission: 'automatic',
    powerBhp: 153,
    wltpMpg: 48.7,
    co2GPerKm: 131,
  }),
  derivative({
    capId: '3',
    trim: 'ST-Line',
    engineName: '1.0 125',
    onTheRoadPrice: 26000,
    cashPrice: 23500,
    wltpMpg: 51.2,
  }),
  derivative({
    capId: '4',
    trim: 'ST-Line',
    engineName: 'Electric 168',
    fuelType: 'electric',
    transmission: 'automatic',
    onTheRoadPrice: 31000,
    cashPrice: 28000,
    wltpMpg: null,
    electricRangeMiles: 233,
    co2GPerKm: 0,
    batteryKwh: 43,
  }),
];

describe('summariseTrims', () => {
  it('groups versions by trim with their count and cheapest prices, cheapest trim first', () => {
    expect(summariseTrims(versions)).toEqual([
      { trim: 'Titanium', versions: 2, manufacturerPriceFrom: 25000, kerbsidePriceFrom: 23000 },
      { trim: 'ST-Line', versions: 2, manufacturerPriceFrom: 26000, kerbsidePriceFrom: 23500 },
    ]);
  });

  it('is empty without versions', () => {
    expect(summariseTrims([])).toEqual([]);
  });
});

describe('summariseEngines', () => {
  it('has one row per engine and fuel, with the cheapest version figures and the best economy', () => {
    const engines = summariseEngines(versions);
    expect(engines.map((engine) => engine.engineName)).toEqual(['1.0 125', '1.0 155', 'Electric 168']);
    expect(engines[0]).toMatchObject({ manufacturerPriceFrom: 25000, wltpMpg: 51.2, transmissions: ['manual'] });
    expect(engines[2]).toMatchObject({ fuelType: 'electric', wltpMpg: null, electricRangeMiles: 233, co2GPerKm: 0 });
  });

  it('lists every gearbox an engine comes with', () => {
    const engines = summariseEngines([
      derivative({ capId: 'a', transmission: 'manual' }),
      derivative({ capId: 'b', transmission: 'automatic', onTheRoadPrice: 26000 }),
    ]);
    expect(engines).toHaveLength(1);
    expect(engines[0]!.transmissions).toEqual(['automatic', 'manual']);
  });
});

describe('reviewPrices', () => {
  it('takes the cheapest Kerbside and manufacturer prices and the cheapest PCP payment', () => {
    const prices = reviewPrices(versions, [
      deal({ id: 'a', pcp: { monthly: 320.11, deposit: 1, termMonths: 48, apr: 1, finalPayment: 1 } }),
      deal({ id: 'b', pcp: { monthly: 299.5, deposit: 1, termMonths: 48, apr: 1, finalPayment: 1 } }),
      deal({ id: 'c', pcp: null }),
      deal({
        id: 'd',
        dealType: 'lease-personal',
        pcp: null,
        lease: { monthly: 150, initialRentalMonths: 3, termMonths: 36, annualMileage: 8000, includesVat: true },
      }),
    ]);
    expect(prices).toEqual({ kerbsidePriceFrom: 23000, monthlyPcpFrom: 299.5, manufacturerPriceFrom: 25000 });
  });

  it('knows nothing without versions or deals', () => {
    expect(reviewPrices([], [])).toEqual({
      kerbsidePriceFrom: null,
      monthlyPcpFrom: null,
      manufacturerPriceFrom: null,
    });
  });
});

describe('specificationRanges', () => {
  it('gives each figure its range across the versions and leaves out figures none has', () => {
    const ranges = specificationRanges(versions);
    expect(ranges.find((range) => range.key === 'powerBhp')).toMatchObject({ min: 123, max: 153, unit: 'bhp' });
    expect(ranges.find((range) => range.key === 'seats')).toMatchObject({ min: 5, max: 5 });
    expect(ranges.find((range) => range.key === 'batteryKwh')).toMatchObject({ min: 43, max: 43 });
    expect(ranges.some((range) => range.key === 'payloadKg')).toBe(false);
  });
});
