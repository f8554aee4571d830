import { describe, expect, it } from 'vitest';
import { bandFilter, countByBand, inBand, priceBandBySlug, priceBands } from '#src/components/review/priceBands';
import { priceSteps } from '#src/lib/priceSteps';

describe('priceBands', () => {
  it('runs from each price step to the next, the last one open (spec 9 steps)', () => {
    const bands = priceBands();
    expect(bands).toHaveLength(priceSteps.length);
    expect(bands[16]).toEqual({ min: 16000, max: 18000, slug: '16000-18000', label: '£16,000 to £18,000' });
    expect(bands.at(-1)).toEqual({ min: 3000000, max: null, slug: '3000000-', label: '£3,000,000 and over' });
  });

  it('finds a band by its exact slug only', () => {
    expect(priceBandBySlug('20000-25000')?.label).toBe('£20,000 to £25,000');
    for (const slug of ['20000-24000', '20000', '', 'x', undefined, ['20000-25000']]) {
      expect(priceBandBySlug(slug), JSON.stringify(slug)).toBeUndefined();
    }
  });
});

describe('inBand and bandFilter', () => {
  const band = priceBandBySlug('20000-25000')!;

  it('includes the lower step and excludes the next', () => {
    expect(inBand(20000, band)).toBe(true);
    expect(inBand(24999, band)).toBe(true);
    expect(inBand(25000, band)).toBe(false);
  });

  it('filters the API with an inclusive range a pound below the next step', () => {
    expect(bandFilter(band)).toEqual({ min: 20000, max: 24999 });
    expect(bandFilter(priceBandBySlug('3000000-')!)).toEqual({ min: 3000000 });
  });
});

describe('countByBand', () => {
  it('counts prices per band and leaves out empty bands', () => {
    const counts = countByBand([15500, 15999, 17000, 26000, Number.NaN]);
    expect(counts.map(({ band, count }) => [band.slug, count])).toEqual([
      ['15000-16000', 2],
      ['16000-18000', 1],
      ['25000-30000', 1],
    ]);
  });
});
