/**
 * Dealers (real-format postcodes, coordinates near their towns, fiction-range phone numbers) and
 * used and nearly-new cars (years, mileages and prices that fit the version).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../src/domain/content/types';
import { isValidPostcode } from '../../../src/lib/postcode';
import { ukTowns } from '../../../src/server/catalogue/dealers';
import { generateCatalogue } from '../../../src/server/catalogue/generateCatalogue';
import { paintColours } from '../../../src/server/images/paintColours';

let catalogue: Catalogue;
beforeAll(() => {
  catalogue = generateCatalogue();
});

describe('dealers', () => {
  it('have valid UK postcodes in their own town districts', () => {
    const towns = new Map(ukTowns.map((t) => [t.name, t]));
    for (const dealer of catalogue.dealers) {
      expect(isValidPostcode(dealer.postcode), dealer.postcode).toBe(true);
      const town = towns.get(dealer.town);
      expect(town, dealer.town).toBeDefined();
      expect(town?.districts).toContain(dealer.postcode.split(' ')[0]);
    }
  });

  it('sit close to their town and inside the UK', () => {
    const towns = new Map(ukTowns.map((t) => [t.name, t]));
    for (const dealer of catalogue.dealers) {
      const town = towns.get(dealer.town);
      expect(Math.abs(dealer.lat - (town?.lat ?? 0))).toBeLessThan(0.05);
      expect(Math.abs(dealer.lng - (town?.lng ?? 0))).toBeLessThan(0.08);
      expect(dealer.lat).toBeGreaterThan(49.8);
      expect(dealer.lat).toBeLessThan(60.9);
      expect(dealer.lng).toBeGreaterThan(-8.2);
      expect(dealer.lng).toBeLessThan(1.8);
    }
  });

  it('cover the big cities and use Ofcom drama-range phone numbers', () => {
    const towns = new Set(catalogue.dealers.map((d) => d.town));
    for (const town of ['London', 'Birmingham', 'Manchester', 'Leeds', 'Glasgow', 'Cardiff', 'Belfast', 'Bristol']) {
      expect(towns).toContain(town);
    }
    for (const dealer of catalogue.dealers) {
      expect(dealer.phone).toMatch(
        /^(0(113|114|115|116|117|118|121|131|141|151|161) 496 0\d{3}|020 7946 0\d{3}|0191 498 0\d{3}|028 9649 6\d{3}|029 2018 0\d{3}|01632 960\d{3})$/,
      );
    }
    expect(catalogue.dealers.some((d) => d.franchises.length === 0)).toBe(true);
  });
});

describe('used cars', () => {
  it('fit the version they are: year, mileage, price, colour', () => {
    const derivatives = new Map(catalogue.derivatives.map((d) => [d.capId, d]));
    const colours = new Set(paintColours.map((c) => c.name));
    for (const car of catalogue.usedCars) {
      const d = derivatives.get(car.capId);
      expect(d).toBeDefined();
      if (!d) continue;
      expect(car.year).toBeGreaterThanOrEqual(Number(d.dateIntroduced.slice(0, 4)));
      expect(car.year).toBeLessThanOrEqual(2026);
      expect(car.price).toBeLessThan(d.onTheRoadPrice);
      expect(car.price).toBeGreaterThan(900);
      expect(car.price % 100).toBe(95);
      expect(colours).toContain(car.colour);
      expect(car.transmission).toBe(d.transmission);
      expect(car.fuelType).toBe(d.fuelType);
      if (car.condition === 'nearly-new') {
        expect(car.year).toBeGreaterThanOrEqual(2025);
        expect(car.mileage).toBeLessThan(5000);
      } else {
        expect(car.mileage).toBeGreaterThanOrEqual(5000);
        expect(car.mileage).toBeLessThan(150000);
      }
    }
  });

  it('depreciate: older cars of the same model are cheaper on average', () => {
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const ratio = (year: number) =>
      mean(
        catalogue.usedCars
          .filter((c) => c.year === year)
          .map((c) => c.price / (catalogue.derivatives.find((d) => d.capId === c.capId)?.onTheRoadPrice ?? 1)),
      );
    expect(ratio(2025)).toBeGreaterThan(ratio(2022));
    expect(ratio(2022)).toBeGreaterThan(ratio(2019));
  });
});
