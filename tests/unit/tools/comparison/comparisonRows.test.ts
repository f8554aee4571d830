import { describe, expect, it } from 'vitest';
import type { ComparedCar } from '#src/tools/comparison/comparisonData';
import { bestPositions, betterHint, comparisonRows } from '#src/tools/comparison/comparisonRows';
import { addNotice, comparisonCountText } from '#src/tools/comparison/comparisonTexts';

describe('bestPositions', () => {
  it('marks every car tied for the best figure', () => {
    expect(bestPositions([30, 25, null, 25], 'lower')).toEqual([1, 3]);
    expect(bestPositions([30, 25, null, 35], 'higher')).toEqual([3]);
  });

  it('marks nothing when there is nothing to choose between', () => {
    expect(bestPositions([30], 'lower')).toEqual([]);
    expect(bestPositions([30, null], 'lower')).toEqual([]);
    expect(bestPositions([5, 5, 5], 'higher')).toEqual([]);
    expect(bestPositions([4, 5], undefined)).toEqual([]);
  });
});

describe('comparisonRows', () => {
  const car = {
    key: 'm1',
    model: { priceFrom: 20000, bodyStyle: 'suv', category: 'family-car' },
    version: {
      onTheRoadPrice: 21500,
      cashPrice: 19995,
      fuelType: 'plug-in-hybrid',
      transmission: 'automatic',
      co2GPerKm: 28,
      wltpMpg: null,
      electricRangeMiles: 40,
      zeroToSixtyTwoSeconds: 7.9,
      powerBhp: 268,
      topSpeedMph: 124,
      bootLitres: 1250,
      seats: 5,
      insuranceGroup: 31,
    },
    versionChosen: false,
    review: { verdictRating: 4.5 },
  } as unknown as ComparedCar;

  const shown = (target: ComparedCar) =>
    Object.fromEntries(
      comparisonRows.map((row) => {
        if (row.kind === 'text') return [row.id, row.text(target)];
        const value = row.value(target);
        return [row.id, value === null ? row.missing : row.format(value)];
      }),
    );

  it('reads each figure with its unit', () => {
    expect(shown(car)).toEqual({
      'list-price': '£21,500',
      'kerbside-price': '£19,995',
      rating: '4.5 out of 5',
      'body-style': 'SUV',
      class: 'Family car',
      fuel: 'Plug-in hybrid',
      gearbox: 'Automatic',
      co2: '28 g/km',
      mpg: 'Not applicable',
      'electric-range': '40 miles',
      acceleration: '7.9 sec',
      power: '268 bhp',
      'top-speed': '124 mph',
      boot: '1,250 litres',
      seats: '5',
      insurance: 'Group 31',
    });
  });

  it('falls back to the model’s price and says what is missing without a version or review', () => {
    const bare = { ...car, version: null, review: null } as ComparedCar;
    expect(shown(bare)).toMatchObject({
      'list-price': '£20,000',
      'kerbside-price': 'Not available',
      rating: 'Not rated yet',
      fuel: 'Not available',
    });
  });

  it('hints which way each compared figure is better', () => {
    expect(betterHint('lower')).toBe('(lower is better)');
    expect(betterHint(undefined)).toBe('');
  });
});

describe('comparison texts', () => {
  it('gives a notice for every add that did not add', () => {
    expect(addNotice('added', 'a')).toBeUndefined();
    expect(addNotice('already', 'a', 'Ford Puma SUV')?.text).toBe('Ford Puma SUV is already in your comparison.');
    expect(addNotice('full', 'a', 'Ford Puma SUV')).toMatchObject({ tone: 'warning' });
    expect(addNotice('unknown', 'no-such-car')?.text).toContain("We couldn't find the car 'no-such-car'");
    expect(addNotice('invalid', '<b>')?.text).toContain("'<b>'");
  });

  it('counts the cars', () => {
    expect(comparisonCountText(1)).toBe('Comparing 1 car of 4.');
    expect(comparisonCountText(3)).toBe('Comparing 3 cars of 4.');
  });
});
