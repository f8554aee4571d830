import { describe, expect, it } from 'vitest';
import { isUsedReviewDate, reviewMatchesPath, reviewPaths, reviewRouteOf } from '#src/components/review/reviewPaths';

const slugs = { makeSlug: 'ford', rangeSlug: 'puma', bodyStyle: 'suv' } as const;

describe('reviewPaths', () => {
  it('puts the model deals pages under the literal /make prefix (spec 2.1)', () => {
    expect(reviewPaths.deals(slugs)).toBe('/make/ford/puma/suv/deals');
    expect(reviewPaths.autoCarDeals(slugs)).toBe('/make/ford/puma/suv/autocardeals');
    expect(reviewPaths.versions(slugs)).toBe('/make/ford/puma/suv/versions');
  });

  it('links the make deals and the comparison tool', () => {
    expect(reviewPaths.makeDeals('land-rover')).toBe('/new-car-deals/land-rover');
    expect(reviewPaths.compare('ford-puma-suv')).toBe('/car-comparison?add=ford-puma-suv');
    expect(reviewPaths.compare('a b&c')).toBe('/car-comparison?add=a%20b%26c');
  });
});

describe('reviewRouteOf', () => {
  it('serves 4-point and 16-point under review, first-look under preview, used under used-review', () => {
    expect(reviewRouteOf('4-point')).toBe('review');
    expect(reviewRouteOf('16-point')).toBe('review');
    expect(reviewRouteOf('first-look')).toBe('preview');
    expect(reviewRouteOf('used-review')).toBe('used-review');
    expect(reviewRouteOf('derivative')).toBeNull();
  });
});

describe('reviewMatchesPath', () => {
  const review = { ...slugs, reviewType: '16-point' } as const;
  const path = { make: 'ford', model: 'puma', bodystyle: 'suv', route: 'review' } as const;

  it('matches the review under its own path', () => {
    expect(reviewMatchesPath(review, path)).toBe(true);
  });

  it('does not match another model, body style or route', () => {
    expect(reviewMatchesPath(review, { ...path, model: 'kuga' })).toBe(false);
    expect(reviewMatchesPath(review, { ...path, bodystyle: 'hatchback' })).toBe(false);
    expect(reviewMatchesPath(review, { ...path, route: 'preview' })).toBe(false);
  });
});

describe('isUsedReviewDate', () => {
  it('accepts a year or a span of years', () => {
    for (const date of ['2019', '2019-2024', '2019-present', '1998-2005'])
      expect(isUsedReviewDate(date), date).toBe(true);
  });

  it('refuses anything else', () => {
    for (const date of ['', '19', '2019-', '2019-now', 'review', '2019/2024', '3019']) {
      expect(isUsedReviewDate(date), date).toBe(false);
    }
  });
});
