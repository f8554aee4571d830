import { describe, expect, it } from 'vitest';
import {
  bodyStyleGapPoints,
  estimatedRealMpg,
  realWorldGapPercent,
  realWorldGapPercentByFuel,
  realWorldMpgFactor,
} from '#src/server/catalogue/realWorldEconomy';

describe('real-world economy factors (docs/data-sources.md)', () => {
  it('uses the published fuel-type gaps: petrol 19.8%, diesel 18.2%, hybrids as petrol', () => {
    expect(realWorldGapPercentByFuel).toEqual({ petrol: 19.8, diesel: 18.2, hybrid: 19.8 });
  });

  it('adds 3 points for SUVs, MPVs, vans and pick-ups and nothing for other body styles', () => {
    expect(bodyStyleGapPoints).toEqual({
      hatchback: 0,
      saloon: 0,
      estate: 0,
      coupe: 0,
      convertible: 0,
      suv: 3,
      mpv: 3,
      'panel-van': 3,
      'pick-up': 3,
    });
    expect(realWorldGapPercent('diesel', 'suv')).toBeCloseTo(21.2, 9);
    expect(realWorldGapPercent('petrol', 'estate')).toBe(19.8);
  });

  it('turns a gap in fuel use into an mpg factor of 1 / (1 + gap)', () => {
    expect(realWorldMpgFactor('petrol', 'hatchback')).toBeCloseTo(1 / 1.198, 12);
    expect(realWorldMpgFactor('diesel', 'saloon')).toBeCloseTo(1 / 1.182, 12);
    expect(realWorldMpgFactor('hybrid', 'mpv')).toBeCloseTo(1 / 1.228, 12);
  });

  it('makes no estimate for plug-in hybrids and electric cars', () => {
    expect(realWorldMpgFactor('plug-in-hybrid', 'suv')).toBeNull();
    expect(realWorldMpgFactor('electric', 'hatchback')).toBeNull();
    expect(estimatedRealMpg(150, 'plug-in-hybrid', 'suv')).toBeNull();
    expect(estimatedRealMpg(null, 'petrol', 'hatchback')).toBeNull();
  });

  it('gives the estimate to one decimal place', () => {
    expect(estimatedRealMpg(50, 'petrol', 'hatchback')).toBe(41.7);
    expect(estimatedRealMpg(50, 'diesel', 'suv')).toBe(41.3);
    expect(estimatedRealMpg(60, 'hybrid', 'estate')).toBe(50.1);
  });
});
