import { describe, expect, it } from 'vitest';
import { defaultEnergyPrices, typicalEfficiency } from '#src/tools/calculators/fuel/energyPrices';
import { compareFuels, readFuelComparisonQuery } from '#src/tools/calculators/fuel/fuelComparison';

describe('fuel comparison', () => {
  it('uses the dated defaults when the query is empty', () => {
    const input = readFuelComparisonQuery({});
    expect(input.errors).toEqual({});
    expect(input.values.petrol).toBe(defaultEnergyPrices.petrolPencePerLitre);
    expect(input.values.milesPerKwh).toBe(typicalEfficiency.electricMilesPerKwh);
    expect(input.values.miles).toBe(10_000);
  });

  it('works out each fuel by hand and marks the cheapest', () => {
    const { values } = readFuelComparisonQuery({
      miles: '8000',
      petrol: '140',
      diesel: '150',
      home: '7',
      public: '79',
      share: '80',
      petrolMpg: '50',
      dieselMpg: '60',
      hybridMpg: '65',
      milesPerKwh: '3.5',
    });
    const rows = compareFuels(values);
    expect(rows.map((row) => row.fuel)).toEqual(['petrol', 'diesel', 'hybrid', 'electric']);
    const [petrol, diesel, hybrid, electric] = rows;
    // 140 x 4.54609 / 50 = 12.729052p; x 8000 / 100 = £1,018.32
    expect(petrol?.pencePerMile).toBeCloseTo(12.729052, 6);
    expect(petrol?.annualCost).toBeCloseTo(1018.32416, 4);
    // 150 x 4.54609 / 60 = 11.365225p
    expect(diesel?.pencePerMile).toBeCloseTo(11.365225, 6);
    // hybrid runs on petrol: 140 x 4.54609 = 636.4526; / 65 = 9.7915785p
    expect(hybrid?.pencePerMile).toBeCloseTo(9.7915785, 6);
    expect(hybrid?.priceText).toBe('140p a litre (petrol)');
    // (0.8 x 7 + 0.2 x 79) / 3.5 = 21.4 / 3.5 = 6.114286p
    expect(electric?.pencePerMile).toBeCloseTo(6.1142857, 6);
    expect(electric?.priceText).toBe('21.4p a kWh (80% at home)');
    expect(rows.filter((row) => row.cheapest).map((row) => row.fuel)).toEqual(['electric']);
  });

  it('marks every option tied at the shown precision', () => {
    const { values } = readFuelComparisonQuery({
      petrol: '140',
      diesel: '140',
      petrolMpg: '50',
      dieselMpg: '50',
      hybridMpg: '40',
      public: '200',
      home: '200',
      milesPerKwh: '1',
    });
    const cheapest = compareFuels(values)
      .filter((row) => row.cheapest)
      .map((row) => row.fuel);
    expect(cheapest).toEqual(['petrol', 'diesel']);
  });

  it('reports bad values with the field named and keeps the typed text', () => {
    const input = readFuelComparisonQuery({ miles: '-3', share: '120', petrol: 'cheap' });
    expect(input.errors).toEqual({
      miles: 'Enter your annual mileage as a whole number from 1 to 100,000',
      share: 'Enter the share of charging at home as a whole number from 0 to 100',
      petrol: 'Enter the petrol price in pence per litre as a number from 50 to 500',
    });
    expect(input.entered.petrol).toBe('cheap');
  });
});
