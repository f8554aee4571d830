import { describe, expect, it } from 'vitest';
import { derivativeSpecSections } from '#src/components/deals/derivativeSpec';
import { electricVan, golf } from './dealFixtures';

/** The sections as { title: { label: value } } for easy reading. */
const asRecord = (derivative: typeof golf) =>
  Object.fromEntries(
    derivativeSpecSections(derivative).map((section) => [
      section.id,
      Object.fromEntries(section.rows.map((row) => [row.label, row.value])),
    ]),
  );

describe('derivativeSpecSections', () => {
  it('lists the sections in page order', () => {
    expect(derivativeSpecSections(golf).map((section) => section.title)).toEqual([
      'Prices and costs',
      'Engine and performance',
      'Economy and emissions',
      'Dimensions and practicality',
      'About this version',
    ]);
  });

  it('formats every figure of a petrol car', () => {
    const spec = asRecord(golf);
    expect(spec.prices).toEqual({
      'Kerbside price': '£27,995',
      'Manufacturer price (on the road)': '£29,995',
      'Typical saving': '£2,000',
      'P11D value': '£29,150',
      'Insurance group': '18 of 50',
    });
    expect(spec.performance).toEqual({
      Engine: '1.5 TSI 150',
      Fuel: 'Petrol',
      Gearbox: 'Manual',
      Power: '148 bhp',
      '0-62mph': '8.5 seconds',
      'Top speed': '139 mph',
    });
    expect(spec.economy).toEqual({
      'Official economy (WLTP)': '49.6 mpg',
      'Real-world economy (estimated)': '45.2 mpg',
      'CO2 emissions': '128 g/km',
    });
    expect(spec.dimensions).toEqual({
      Length: '4,284 mm',
      Width: '1,789 mm',
      Height: '1,491 mm',
      'Boot space': '381 litres',
      Seats: '5',
      Doors: '5',
    });
    expect(spec.version).toEqual({
      Trim: 'Life',
      'Body style': 'Hatchback',
      Class: 'Family car',
      'On sale since': '1 March 2024',
      'CAP id': '91234',
    });
  });

  it('leaves out mpg for an electric van and shows its range, battery, efficiency, payload and end of sale', () => {
    const spec = asRecord(electricVan);
    expect(spec.economy).toEqual({
      'CO2 emissions': '0 g/km',
      'Electric range (official)': '196 miles',
      'Battery capacity': '68.0 kWh',
      Efficiency: '2.9 miles per kWh',
    });
    expect(spec.dimensions!.Payload).toBe('1,616 kg');
    expect(spec.version!.Discontinued).toBe('31 January 2026');
    expect(spec.performance!.Gearbox).toBe('Automatic');
  });

  it('says whether a diesel meets RDE2, and only for diesels', () => {
    expect(asRecord({ ...golf, fuelType: 'diesel', rde2: false }).economy!['Meets RDE2']).toBe('No');
    expect(asRecord({ ...golf, fuelType: 'diesel', rde2: true }).economy!['Meets RDE2']).toBe('Yes');
    expect(asRecord(golf).economy!['Meets RDE2']).toBeUndefined();
  });

  it('shows no saving when the Kerbside price is not below list', () => {
    expect(asRecord({ ...golf, cashPrice: golf.onTheRoadPrice }).prices!['Typical saving']).toBeUndefined();
  });
});
