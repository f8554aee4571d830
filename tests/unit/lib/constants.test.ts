import { describe, it, expect } from 'vitest';
import { reviewTypes, articleTypes } from '#src/domain/content/enums';
import {
  PRODUCT_NAME,
  reviewTypeLabels,
  reviewTypeLabel,
  reviewTabs,
  reviewAnchors,
  adCharacterLimits,
  vanHubCategories,
  vanHubCategoryList,
  electricHubCategories,
  priceLabels,
  buttonTexts,
  searchSettings,
  contentApiSettings,
  LAZY_LOAD_ROOT_MARGIN,
  MAP_ZOOM,
  scriptPollSettings,
} from '#src/lib/constants';

describe('product', () => {
  it('is Kerbside', () => {
    expect(PRODUCT_NAME).toBe('Kerbside');
  });
});

describe('review types (spec 3)', () => {
  it('lists the five types', () => {
    expect(reviewTypes).toEqual(['first-look', '4-point', '16-point', 'used-review', 'derivative']);
  });
  it('labels them PREVIEW, REVIEW and USED REVIEW', () => {
    expect(reviewTypeLabel('first-look')).toBe('PREVIEW');
    expect(reviewTypeLabel('4-point')).toBe('REVIEW');
    expect(reviewTypeLabel('16-point')).toBe('REVIEW');
    expect(reviewTypeLabel('used-review')).toBe('USED REVIEW');
  });
  it('gives no label to a derivative or an unknown type', () => {
    expect(reviewTypeLabel('derivative')).toBe('');
    expect(reviewTypeLabel('road-test')).toBe('');
    expect(reviewTypeLabel('toString')).toBe('');
    expect(reviewTypeLabel(undefined)).toBe('');
    expect(Object.keys(reviewTypeLabels)).not.toContain('derivative');
  });
});

describe('article types (spec 3)', () => {
  it('lists the eight types', () => {
    expect(articleTypes).toEqual([
      'news',
      'advice',
      'feature',
      'slideshow',
      'first_drive',
      'reader_clinic',
      'promoted',
      'awards',
    ]);
  });
});

describe('review tabs and anchors (spec 2.1, 2.10)', () => {
  it('numbers the tabs GUIDES 0, MAKE 1, CATEGORY 2', () => {
    expect(reviewTabs).toEqual({ GUIDES: 0, MAKE: 1, CATEGORY: 2 });
  });
  it('has the six review page hashes', () => {
    expect(Object.values(reviewAnchors)).toEqual([
      '#review',
      '#trims',
      '#engines',
      '#equipment',
      '#specification',
      '#more-reviews',
    ]);
  });
});

describe('ad character limits (spec 9)', () => {
  it('has the seven limits', () => {
    expect(adCharacterLimits).toEqual({
      review: 1250,
      article: 950,
      largeReview: 2500,
      largeArticle: 1650,
      minimum: 500,
      sprReview: 1000,
      largeSprReview: 1400,
    });
  });
});

describe('hub categories (spec 3)', () => {
  it('lists the van hub categories', () => {
    expect(vanHubCategories).toEqual(['small-van', 'medium-van', 'large-van', 'electric-van', 'pick-up']);
  });
  it('leaves pick-up out of the van hub category list', () => {
    expect(vanHubCategoryList).toEqual(['small-van', 'medium-van', 'large-van', 'electric-van']);
  });
  it('lists the electric hub categories', () => {
    expect(electricHubCategories).toEqual(['electric', 'hybrid']);
  });
});

describe('price labels and button texts (spec 9)', () => {
  it('builds the product price label from the product name', () => {
    expect(priceLabels.productPriceFrom).toBe('Kerbside price from:');
    expect(priceLabels.monthlyPcpPriceFrom).toBe('Monthly PCP price from');
    expect(priceLabels.manufacturerPriceFrom).toBe('Manufacturer price from:');
  });
  it('has the four button texts', () => {
    expect(Object.values(buttonTexts)).toEqual(['Get quotes', 'View all deals', 'Find deals', 'Get the best price']);
  });
});

describe('search, content API and page settings (spec 4, 7, 9)', () => {
  it('has the search figures', () => {
    expect(searchSettings).toEqual({
      typingDelayMs: 1500,
      analyticsDelayMs: 2500,
      defaultPageSize: 10,
      maxPageSize: 300,
      defaultSortBy: 'relevance',
      defaultSortOrder: 'desc',
      resultCap: 10000,
      maxPaginationButtons: 9,
      clientThrottleMs: 200,
      layoutThrottleMs: 3000,
    });
  });
  it('has the content API page size', () => {
    expect(contentApiSettings.defaultPageSize).toBe(200);
  });
  it('has the lazy-load margin, map zoom and script poll figures', () => {
    expect(LAZY_LOAD_ROOT_MARGIN).toBe('250px');
    expect(MAP_ZOOM).toBe(11);
    expect(scriptPollSettings).toEqual({ timeoutMs: 2000, intervalMs: 200 });
  });
});
