import { describe, it, expect } from 'vitest';
import { widgetCategoryLabels, widgetCategoryLabel } from '#src/lib/widgetCategories';

describe('widgetCategoryLabels (spec 9)', () => {
  it('takes the second category onward and strips the digit-x prefix', () => {
    expect(widgetCategoryLabels(['0xsite', '1xnews', '2xadvice'])).toEqual(['news', 'advice']);
  });
  it('skips names shorter than 3 characters', () => {
    expect(widgetCategoryLabels(['0xsite', '1xuk', '2xev', '3xvan'])).toEqual(['van']);
  });
  it('replaces hyphens and underscores with spaces', () => {
    expect(widgetCategoryLabels(['0xsite', '1xnew-car_reviews'])).toEqual(['new car reviews']);
  });
  it('maps stripped names via aliases, using the alias as given', () => {
    expect(
      widgetCategoryLabels(['0xsite', '1xnew-car-reviews', '2xused_cars'], { 'new-car-reviews': 'Car reviews' }),
    ).toEqual(['Car reviews', 'used cars']);
    expect(widgetCategoryLabels(['0xsite', '1xcity-cars'], { 'city-cars': 'City-cars' })).toEqual(['City-cars']);
  });
  it('does not treat Object.prototype names as aliases', () => {
    expect(widgetCategoryLabels(['0xsite', '1xconstructor'], {})).toEqual(['constructor']);
  });
  it('only strips a leading prefix of digits followed by x', () => {
    expect(widgetCategoryLabels(['0xsite', 'xtrail', '1xx-trail'])).toEqual(['xtrail', 'x trail']);
  });
  it('returns nothing for missing categories', () => {
    expect(widgetCategoryLabels(undefined)).toEqual([]);
    expect(widgetCategoryLabels(['0xsite'])).toEqual([]);
  });
});

describe('widgetCategoryLabel', () => {
  it('gives the first qualifying label', () => {
    expect(widgetCategoryLabel(['0xsite', '1xuk', '2xbest-electric-cars', '3xnews'])).toBe('best electric cars');
  });
  it('maps via aliases', () => {
    expect(widgetCategoryLabel(['0xsite', '1xnews'], { news: 'Latest news' })).toBe('Latest news');
  });
  it('is empty when no category qualifies', () => {
    expect(widgetCategoryLabel(['0xsite', '1xuk'])).toBe('');
    expect(widgetCategoryLabel([])).toBe('');
  });
});
