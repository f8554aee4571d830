/**
 * Plausibility of the derivative figures by class and fuel: prices, CO2 and mpg, electric and
 * plug-in hybrid fields, P11D, target prices, insurance groups and performance.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Derivative } from '#src/domain/content/types';
import { p11dFromOtr, vedFirstYear, wltpMpgFromCo2 } from '#src/server/catalogue/figures';
import { generateCatalogue } from '#src/server/catalogue/generateCatalogue';
import { estimatedRealMpg, realWorldMpgFactor } from '#src/server/catalogue/realWorldEconomy';

let derivatives: Derivative[];
let comingSoon: Set<string>;
const vans = new Set(['Small van', 'Medium van', 'Large van', 'Pick-up']);

beforeAll(() => {
  const catalogue = generateCatalogue();
  derivatives = catalogue.derivatives;
  comingSoon = new Set(catalogue.models.filter((model) => model.comingSoon).map((model) => model.id));
});

describe('prices by class', () => {
  const ranges: Record<string, [number, number]> = {
    'City car': [12000, 40000],
    'Small car': [13000, 50000],
    'Family car': [18000, 60000],
    'Small SUV': [17000, 60000],
    'Family SUV': [22000, 90000],
    'Estate car': [20000, 60000],
    'Executive car': [30000, 140000],
    'Luxury car': [70000, 400000],
    'Small van': [18000, 45000],
    'Medium van': [25000, 70000],
    'Large van': [30000, 90000],
  };
  it.each(Object.entries(ranges))('%s list prices are in a plausible UK range', (wcCategory, [low, high]) => {
    const prices = derivatives.filter((d) => d.wcCategory === wcCategory).map((d) => d.onTheRoadPrice);
    expect(prices.length).toBeGreaterThan(0);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(low);
    expect(Math.max(...prices)).toBeLessThanOrEqual(high);
  });

  it('prices a Golf 1.5 TSI 150 Life manual like the real one', () => {
    const golf = derivatives.find(
      (d) =>
        d.modelId === 'volkswagen-golf-hatchback' &&
        d.engineName === '1.5 TSI 150' &&
        d.trim === 'Life' &&
        d.transmission === 'manual',
    );
    expect(golf?.edition).toBe('life-1-5-tsi-150');
    expect(golf?.onTheRoadPrice).toBeGreaterThan(26000);
    expect(golf?.onTheRoadPrice).toBeLessThan(30000);
    expect(golf?.co2GPerKm).toBeGreaterThan(120);
    expect(golf?.co2GPerKm).toBeLessThan(140);
    expect(golf?.wltpMpg).toBeGreaterThan(46);
    expect(golf?.wltpMpg).toBeLessThan(56);
  });

  it('sets the Kerbside target price 3-12% below list and P11D at list less first-year VED and the £55 fee', () => {
    for (const d of derivatives) {
      const discount = (d.onTheRoadPrice - d.cashPrice) / d.onTheRoadPrice;
      expect(discount, d.capId).toBeGreaterThanOrEqual(0.025);
      expect(discount, d.capId).toBeLessThanOrEqual(0.125);
      expect(d.p11dPrice).toBe(p11dFromOtr(d.onTheRoadPrice, d.co2GPerKm, d.fuelType, d.rde2));
      expect(d.onTheRoadPrice - d.p11dPrice).toBeGreaterThanOrEqual(65);
    }
  });
});

describe('fuel figures', () => {
  it('gives electric cars zero CO2, no mpg and a realistic battery, range and efficiency', () => {
    const evs = derivatives.filter((d) => d.fuelType === 'electric');
    expect(evs.length).toBeGreaterThan(100);
    for (const d of evs) {
      expect(d.co2GPerKm).toBe(0);
      expect(d.wltpMpg).toBeNull();
      expect(d.realMpg).toBeNull();
      expect(d.batteryKwh).toBeGreaterThanOrEqual(40);
      expect(d.batteryKwh).toBeLessThanOrEqual(100);
      if (vans.has(d.wcCategory)) {
        expect(d.electricRangeMiles).toBeGreaterThanOrEqual(100);
        expect(d.milesPerKwh).toBeGreaterThanOrEqual(2);
      } else {
        expect(d.electricRangeMiles).toBeGreaterThanOrEqual(200);
        expect(d.electricRangeMiles).toBeLessThanOrEqual(400);
        expect(d.milesPerKwh).toBeGreaterThanOrEqual(3);
        expect(d.milesPerKwh).toBeLessThanOrEqual(4.5);
      }
    }
  });

  it('gives plug-in hybrids 20-45g/km and 25-70 miles of electric range', () => {
    const phevs = derivatives.filter((d) => d.fuelType === 'plug-in-hybrid');
    expect(phevs.length).toBeGreaterThan(50);
    for (const d of phevs) {
      expect(d.co2GPerKm).toBeGreaterThanOrEqual(20);
      expect(d.co2GPerKm).toBeLessThanOrEqual(45);
      expect(d.electricRangeMiles).toBeGreaterThanOrEqual(25);
      expect(d.electricRangeMiles).toBeLessThanOrEqual(70);
      expect(d.batteryKwh).not.toBeNull();
      expect(d.wltpMpg).toBe(wltpMpgFromCo2(d.co2GPerKm, d.fuelType));
    }
  });

  it('gives fuel-burning versions a CO2 figure and the WLTP mpg that matches it', () => {
    for (const d of derivatives.filter(
      (x) => x.fuelType === 'petrol' || x.fuelType === 'diesel' || x.fuelType === 'hybrid',
    )) {
      expect(d.co2GPerKm).toBeGreaterThanOrEqual(85);
      expect(d.co2GPerKm).toBeLessThanOrEqual(330);
      expect(d.wltpMpg).toBe(wltpMpgFromCo2(d.co2GPerKm, d.fuelType));
      expect(d.wltpMpg).toBeGreaterThan(15);
      expect(d.wltpMpg).toBeLessThan(80);
      expect(d.electricRangeMiles).toBeNull();
      expect(d.batteryKwh).toBeNull();
    }
  });

  it('estimates the real-world mpg of every petrol, diesel and hybrid version on sale from the factor table', () => {
    const estimated = derivatives.filter((d) => d.realMpg !== null);
    expect(estimated.length).toBeGreaterThan(1000);
    for (const d of derivatives) {
      const expected =
        comingSoon.has(d.modelId) || d.fuelType === 'plug-in-hybrid' || d.fuelType === 'electric'
          ? null
          : estimatedRealMpg(d.wltpMpg, d.fuelType, d.bodyStyle);
      expect(d.realMpg, d.capId).toBe(expected);
    }
    for (const d of estimated) {
      expect(realWorldMpgFactor(d.fuelType, d.bodyStyle)).not.toBeNull();
      const ratio = (d.realMpg ?? 0) / (d.wltpMpg ?? 1);
      expect(ratio).toBeGreaterThanOrEqual(0.81);
      expect(ratio).toBeLessThanOrEqual(0.85);
    }
  });

  it('mixes RDE2 and non-RDE2 diesels', () => {
    const diesels = derivatives.filter((d) => d.fuelType === 'diesel');
    expect(diesels.some((d) => d.rde2)).toBe(true);
    expect(diesels.some((d) => !d.rde2)).toBe(true);
  });

  it('uses the 2026/27 first-year VED bands, non-RDE2 diesels one band up', () => {
    expect(vedFirstYear(0, 'electric', true)).toBe(10);
    expect(vedFirstYear(30, 'plug-in-hybrid', true)).toBe(115);
    expect(vedFirstYear(130, 'petrol', true)).toBe(455);
    expect(vedFirstYear(130, 'diesel', false)).toBe(560);
    expect(vedFirstYear(300, 'petrol', true)).toBe(5690);
  });
});

describe('other figures', () => {
  it('keeps performance, insurance and size in range', () => {
    for (const d of derivatives) {
      expect(d.insuranceGroup).toBeGreaterThanOrEqual(1);
      expect(d.insuranceGroup).toBeLessThanOrEqual(50);
      expect(d.zeroToSixtyTwoSeconds).toBeGreaterThanOrEqual(2);
      expect(d.zeroToSixtyTwoSeconds).toBeLessThanOrEqual(20);
      expect(d.topSpeedMph).toBeGreaterThanOrEqual(85);
      expect(d.topSpeedMph).toBeLessThanOrEqual(215);
      expect(d.powerBhp).toBeGreaterThan(50);
      expect(d.seats).toBeGreaterThanOrEqual(2);
      expect(d.seats).toBeLessThanOrEqual(8);
      expect(d.bootLitres).toBeGreaterThanOrEqual(80);
      expect(d.lengthMm).toBeGreaterThan(3400);
      expect(d.lengthMm).toBeLessThan(7000);
      expect(d.payloadKg === null).toBe(!vans.has(d.wcCategory));
    }
  });

  it('raises insurance groups with power', () => {
    const low = derivatives.filter((d) => d.powerBhp < 100).map((d) => d.insuranceGroup);
    const high = derivatives.filter((d) => d.powerBhp > 400).map((d) => d.insuranceGroup);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(high)).toBeGreaterThan(mean(low) + 20);
  });

  it('dates versions in ISO format, with some discontinued after their introduction', () => {
    const discontinued = derivatives.filter((d) => d.dateDiscontinued !== null);
    expect(discontinued.length).toBeGreaterThan(20);
    for (const d of derivatives) {
      expect(d.dateIntroduced).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (d.dateDiscontinued) expect(d.dateDiscontinued > d.dateIntroduced).toBe(true);
    }
  });
});
