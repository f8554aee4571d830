/**
 * Dealers (real-format postcodes, coordinates at their own postcode district, fiction-range phone numbers) and
 * used and nearly-new cars (years, mileages and prices that fit the version).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue } from '#src/domain/content/types';
import { milesBetween } from '#src/domain/geo';
import { isValidPostcode } from '#src/lib/postcode';
import { DEALER_JITTER_SCALE, ukTowns } from '#src/server/catalogue/dealers';
import { districtCentroid } from '#src/server/geo/postcodeDistricts';
import { generateCatalogue } from '#src/server/catalogue/generateCatalogue';
import { paintColours } from '#src/server/images/paintColours';

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

  it('sit within 0.01° of their own postcode district centroid, near their town, inside the UK', () => {
    const towns = new Map(ukTowns.map((t) => [t.name, t]));
    expect(DEALER_JITTER_SCALE * 0.055).toBeLessThanOrEqual(0.01);
    for (const dealer of catalogue.dealers) {
      const centroid = districtCentroid(dealer.postcode.split(' ')[0]!);
      expect(centroid, dealer.postcode).toBeDefined();
      // The old ±0.035° / ±0.055° draws, scaled down; 0.00005 allows for rounding to 4 decimals.
      expect(Math.abs(dealer.lat - centroid!.lat)).toBeLessThanOrEqual(0.035 * DEALER_JITTER_SCALE + 0.00005);
      expect(Math.abs(dealer.lng - centroid!.lng)).toBeLessThanOrEqual(0.055 * DEALER_JITTER_SCALE + 0.00005);
      // A town's districts reach a few miles out (London's further); none is in another town.
      expect(milesBetween(dealer, towns.get(dealer.town)!), `${dealer.name} ${dealer.postcode}`).toBeLessThan(10);
      expect(dealer.lat).toBeGreaterThan(49.8);
      expect(dealer.lat).toBeLessThan(60.9);
      expect(dealer.lng).toBeGreaterThan(-8.2);
      expect(dealer.lng).toBeLessThan(1.8);
    }
  });

  it('every district a dealer town lists has a centroid, so no dealer falls back to its town centre', () => {
    for (const town of ukTowns)
      for (const district of town.districts) expect(districtCentroid(district), district).toBeDefined();
  });

  it('keep every field but the coordinates as before district placement (the random draws are unchanged)', () => {
    // Values the generator made before #16 placed dealers by district; the two coordinate draws
    // are still taken (and scaled down), so names, postcodes and phones after them did not move.
    const pick = ({ id, name, postcode, phone, franchises }: (typeof catalogue.dealers)[number]) => ({
      id,
      name,
      postcode,
      phone,
      franchises,
    });
    expect(catalogue.dealers).toHaveLength(238);
    expect(pick(catalogue.dealers[0]!)).toEqual({
      id: 'dealer-101',
      name: 'Yardley Genesis London',
      postcode: 'W4 5XA',
      phone: '020 7946 0755',
      franchises: ['genesis', 'skoda'],
    });
    expect(pick(catalogue.dealers[1]!)).toEqual({
      id: 'dealer-102',
      name: 'Pemberton Car Centre of London',
      postcode: 'N7 2UN',
      phone: '020 7946 0715',
      franchises: [],
    });
    expect(pick(catalogue.dealers.at(-1)!)).toEqual({
      id: 'dealer-338',
      name: 'Elmstead Vehicle Sales of Derry',
      postcode: 'BT48 6ZZ',
      phone: '028 9649 6795',
      franchises: [],
    });
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
