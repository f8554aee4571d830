import { describe, expect, it } from 'vitest';
import { flatRealWorldFactor, mpgResult, mpgText, realWorldMpg } from '#src/tools/calculators/mpg/realMpg';

const driving = {
  annualMiles: 10_000,
  pencePerLitre: 140,
  charging: { homePencePerKwh: 7, publicPencePerKwh: 79, homeSharePercent: 80 },
};

describe('real-world mpg', () => {
  it("uses the catalogue's estimate when there is one", () => {
    expect(realWorldMpg(50, 41.7)).toEqual({ mpg: 41.7, source: 'catalogue' });
  });

  it('else the flat allowance: official WLTP x 0.96', () => {
    expect(flatRealWorldFactor).toBe(0.96);
    expect(realWorldMpg(50, null)).toEqual({ mpg: 48, source: 'flat' });
    expect(realWorldMpg(50, 0)).toEqual({ mpg: 48, source: 'flat' });
    expect(realWorldMpg(62.5, null).mpg).toBeCloseTo(60, 9);
  });

  it('writes mpg to one decimal place without a trailing .0', () => {
    expect(mpgText(48)).toBe('48');
    expect(mpgText(46.24)).toBe('46.2');
    expect(mpgText(59.96)).toBe('60');
  });
});

describe('mpgResult', () => {
  it('a petrol car at 50 mpg official without a catalogue estimate: 48 mpg real, 13.26p a mile, £1,326 a year', () => {
    const result = mpgResult({ fuelType: 'petrol', officialMpg: 50, estimatedMpg: null, milesPerKwh: null }, driving);
    expect(result.kind).toBe('fuel');
    if (result.kind !== 'fuel') return;
    expect(result.source).toBe('flat');
    expect(result.realMpg).toBeCloseTo(48, 9);
    // 140 x 4.54609 / 48 = 13.259429p; official 12.729052p
    expect(result.pencePerMile).toBeCloseTo(13.2594292, 6);
    expect(result.officialPencePerMile).toBeCloseTo(12.729052, 6);
    expect(result.annualCost).toBeCloseTo(1325.94292, 4);
    expect(result.officialAnnualCost).toBeCloseTo(1272.9052, 4);
    expect(result.extraAnnualCost).toBeCloseTo(53.03772, 4);
    expect(result.differencePercent).toBeCloseTo(-4, 9);
  });

  it('a diesel with a catalogue estimate uses that estimate', () => {
    const result = mpgResult({ fuelType: 'diesel', officialMpg: 60, estimatedMpg: 55, milesPerKwh: null }, driving);
    if (result.kind !== 'fuel') throw new Error('expected a fuel result');
    expect(result.source).toBe('catalogue');
    expect(result.realMpg).toBe(55);
    // 140 x 4.54609 = 636.4526; / 55 = 11.5718655p
    expect(result.pencePerMile).toBeCloseTo(11.5718655, 6);
  });

  it('an electric car is costed from miles per kWh and the charging blend', () => {
    const result = mpgResult({ fuelType: 'electric', officialMpg: null, estimatedMpg: null, milesPerKwh: 4 }, driving);
    // 21.4p a kWh / 4 = 5.35p a mile; x 10,000 = £535
    expect(result).toEqual({
      kind: 'electric',
      milesPerKwh: 4,
      pencePerMile: expect.closeTo(5.35, 9),
      annualCost: expect.closeTo(535, 6),
    });
  });

  it('says so when the car has no figure to use', () => {
    expect(
      mpgResult({ fuelType: 'electric', officialMpg: null, estimatedMpg: null, milesPerKwh: null }, driving),
    ).toEqual({ kind: 'no-figure' });
    expect(
      mpgResult({ fuelType: 'petrol', officialMpg: null, estimatedMpg: null, milesPerKwh: null }, driving),
    ).toEqual({
      kind: 'no-figure',
    });
  });
});
