/**
 * --scale: more derivatives (about 3,000 x N) without changing anything else, and the streaming
 * API the seeder uses for 100,000 rows.
 */
import { describe, expect, it } from 'vitest';
import {
  buildWorld,
  derivativeCount,
  forEachDerivative,
  generateCatalogue,
  generateCatalogueParts,
  iterateDerivatives,
} from '#src/server/catalogue/generateCatalogue';

describe('scale', () => {
  it('multiplies derivatives only, keeping the current price list and every other part identical', () => {
    const one = generateCatalogue({ scale: 1 });
    const three = generateCatalogue({ scale: 3 });
    expect(three.derivatives.length).toBe(one.derivatives.length * 3);
    expect(derivativeCount({ scale: 3 })).toBe(three.derivatives.length);
    const { derivatives: d1, ...rest1 } = one;
    const { derivatives: d3, ...rest3 } = three;
    expect(JSON.stringify(rest3) === JSON.stringify(rest1)).toBe(true);
    const firstSet = new Map(d3.map((d) => [d.capId, d]));
    for (const d of d1) expect(firstSet.get(d.capId)).toEqual(d);
  });

  it('keeps ids unique and prices within each model range in the extra sets', () => {
    const { derivatives } = generateCatalogue({ scale: 4 });
    expect(new Set(derivatives.map((d) => d.capId)).size).toBe(derivatives.length);
    for (const d of derivatives) {
      expect(d.onTheRoadPrice).toBeGreaterThanOrEqual(d.cashPriceFrom);
      expect(d.onTheRoadPrice).toBeLessThanOrEqual(d.cashPriceTo);
      expect(d.cashPrice).toBeLessThan(d.onTheRoadPrice);
      if (d.dateDiscontinued) expect(d.dateDiscontinued > d.dateIntroduced).toBe(true);
    }
  });

  it('streams the same derivatives, in the same order, as generateCatalogue', () => {
    const expected = generateCatalogue({ scale: 2 }).derivatives;
    const seen: string[] = [];
    const count = forEachDerivative({ scale: 2 }, (d, i) => {
      expect(i).toBe(seen.length);
      seen.push(d.capId);
    });
    expect(count).toBe(expected.length);
    expect(seen).toEqual(expected.map((d) => d.capId));
    expect([...iterateDerivatives({ scale: 2 })].map((d) => d.capId)).toEqual(seen);
  });

  it('makes the non-derivative parts without the scale cost', () => {
    const world = buildWorld({ scale: 34 });
    const parts = generateCatalogueParts({ scale: 34 }, world);
    expect(parts.models.length).toBe(world.plans.length);
    expect(derivativeCount({ scale: 34 })).toBeGreaterThanOrEqual(100_000);
  });
});
