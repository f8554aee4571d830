import { describe, expect, it } from 'vitest';
import {
  annualCostPounds,
  blendedPencePerKwh,
  electricPencePerMile,
  fuelPencePerMile,
  litresPerGallon,
  pencePerMileText,
  roundPounds,
} from '#src/tools/calculators/fuel/runningCosts';
import { energyPricesAsOf, energyPricesDateText } from '#src/tools/calculators/fuel/energyPrices';

describe('running costs (docs/design/uk-rules.md formulas, worked by hand)', () => {
  it('uses the imperial gallon', () => {
    expect(litresPerGallon).toBe(4.54609);
  });

  it('fuel: 140p a litre at 50 mpg is 140 x 4.54609 / 50 = 12.729052p a mile', () => {
    expect(fuelPencePerMile(140, 50)).toBeCloseTo(12.729052, 9);
    expect(pencePerMileText(fuelPencePerMile(140, 50))).toBe('12.7p');
  });

  it('fuel: 145p at 40 mpg is 16.4796p a mile', () => {
    // 145 x 4.54609 = 659.18305; / 40 = 16.47957625
    expect(fuelPencePerMile(145, 40)).toBeCloseTo(16.47957625, 9);
  });

  it('electric: 80% at home at 7p and 20% public at 79p blend to 21.4p a kWh', () => {
    const prices = { homePencePerKwh: 7, publicPencePerKwh: 79, homeSharePercent: 80 };
    expect(blendedPencePerKwh(prices)).toBeCloseTo(21.4, 9);
    // 21.4 / 3.5 = 6.1142857...
    expect(electricPencePerMile(prices, 3.5)).toBeCloseTo(6.114285714, 8);
    expect(pencePerMileText(electricPencePerMile(prices, 3.5))).toBe('6.1p');
  });

  it('electric: all at home or all public uses that price alone', () => {
    expect(blendedPencePerKwh({ homePencePerKwh: 24.67, publicPencePerKwh: 79, homeSharePercent: 100 })).toBe(24.67);
    expect(blendedPencePerKwh({ homePencePerKwh: 24.67, publicPencePerKwh: 79, homeSharePercent: 0 })).toBe(79);
  });

  it('annual cost: 12.729052p a mile for 10,000 miles is £1,272.91, shown as £1,273', () => {
    expect(annualCostPounds(12.729052, 10_000)).toBeCloseTo(1272.9052, 6);
    expect(roundPounds(annualCostPounds(12.729052, 10_000))).toBe(1273);
  });

  it('pence per mile text keeps one decimal place', () => {
    expect(pencePerMileText(10)).toBe('10.0p');
    expect(pencePerMileText(9.96)).toBe('10.0p');
    expect(pencePerMileText(0.04)).toBe('0.0p');
  });

  it('the defaults carry a date the page can show', () => {
    expect(energyPricesAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(energyPricesDateText('2026-04-01')).toBe('1 April 2026');
  });
});
