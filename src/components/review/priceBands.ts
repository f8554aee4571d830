/**
 * Price bands for browsing reviews by price, made from the spec's price steps (spec 9): each band
 * runs from one step up to the next ('£16,000 to £18,000'); the last is open ('£3,000,000 and
 * over'). A band is named in URLs by its slug ('16000-18000', '3000000-'), and models fall into
 * the band of their cheapest list price.
 */
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { priceSteps } from '#src/lib/priceSteps';

export interface PriceBand {
  /** Lowest price in the band (inclusive), in pounds. */
  min: number;
  /** The next step (exclusive), or null for the open top band. */
  max: number | null;
  /** The band in a URL: '16000-18000', '3000000-'. */
  slug: string;
  /** The band in words: '£16,000 to £18,000', '£3,000,000 and over'. */
  label: string;
}

/** Every band of the price steps, cheapest first. */
export function priceBands(steps: readonly number[] = priceSteps): PriceBand[] {
  return steps.map((min, index) => {
    const max = steps[index + 1] ?? null;
    return {
      min,
      max,
      slug: `${min}-${max ?? ''}`,
      label:
        max === null ? `${formatPoundPrice(min)} and over` : `${formatPoundPrice(min)} to ${formatPoundPrice(max)}`,
    };
  });
}

/** The band a URL names, or undefined when the value is not exactly one band's slug. */
export function priceBandBySlug(slug: unknown, steps: readonly number[] = priceSteps): PriceBand | undefined {
  if (typeof slug !== 'string') return undefined;
  return priceBands(steps).find((band) => band.slug === slug);
}

/** Whether a price falls in a band (min inclusive, max exclusive). */
export function inBand(price: number, band: PriceBand): boolean {
  return price >= band.min && (band.max === null || price < band.max);
}

/** How many prices fall in each band, in band order; bands with none are left out. */
export function countByBand(
  prices: readonly number[],
  steps: readonly number[] = priceSteps,
): Array<{ band: PriceBand; count: number }> {
  return priceBands(steps)
    .map((band) => ({ band, count: prices.filter((price) => Number.isFinite(price) && inBand(price, band)).length }))
    .filter((entry) => entry.count > 0);
}

/**
 * The Content API range filter of a band: max is inclusive there, so it stops a pound below the
 * next step (prices are whole pounds).
 */
export function bandFilter(band: PriceBand): { min: number; max?: number } {
  return band.max === null ? { min: band.min } : { min: band.min, max: band.max - 1 };
}
