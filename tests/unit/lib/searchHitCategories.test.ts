import { describe, it, expect } from 'vitest';
import { searchHitCategoryLabels } from '#src/lib/searchHitCategories';

describe('searchHitCategoryLabels (spec 3)', () => {
  it('skips the first category and strips the Nx prefix', () => {
    expect(searchHitCategoryLabels(['0xsite', '1xnews'])).toEqual(['news']);
  });
  it('shows dashes as spaces', () => {
    expect(searchHitCategoryLabels(['0xsite', '1xnew-car-reviews', '2xford-puma'])).toEqual([
      'new car reviews',
      'ford puma',
    ]);
  });
  it('drops names of n and 4 or more digits', () => {
    expect(searchHitCategoryLabels(['0xsite', '1xnews', '2xn17592', '3xn1234'])).toEqual(['news']);
  });
  it('keeps names that only look like ids', () => {
    expect(searchHitCategoryLabels(['0xsite', '1xn123', '2xn12345a', '3xnews-n17592'])).toEqual([
      'n123',
      'n12345a',
      'news n17592',
    ]);
  });
  it('strips multi-digit prefixes', () => {
    expect(searchHitCategoryLabels(['0xsite', '12xbest-buys'])).toEqual(['best buys']);
  });
  it('skips the first entry even when it is not the site', () => {
    expect(searchHitCategoryLabels(['1xnews'])).toEqual([]);
  });
  it('returns no labels for missing or empty categories', () => {
    expect(searchHitCategoryLabels([])).toEqual([]);
    expect(searchHitCategoryLabels(undefined)).toEqual([]);
    expect(searchHitCategoryLabels(null)).toEqual([]);
  });
  it('drops empty names', () => {
    expect(searchHitCategoryLabels(['0xsite', '1x', 'advice'])).toEqual(['advice']);
  });
});
