// @vitest-environment node
/** SearchSettings: defaults, setters, and the exact validation texts (spec 5, search-api.md). */
import { describe, expect, it } from 'vitest';
import { SearchSettings, settingsErrors } from '#src/adapters/search/searchSettings';

describe('SearchSettings', () => {
  it('has the protocol defaults', () => {
    const s = new SearchSettings().snapshot();
    expect(s).toMatchObject({
      keyword: '*',
      lang: null,
      fuzzy: 'auto',
      page: 1,
      pageSize: 10,
      sort: [{ field: 'relevance', order: 'desc' }],
      filter: null,
      resultType: 'all',
      throttleMs: null,
    });
  });

  it('throws the exact texts', () => {
    const s = new SearchSettings();
    expect(() => s.setPage(0)).toThrow(new Error('Page must be 1 or bigger'));
    expect(() => s.setPage(1.5)).toThrow('Page must be 1 or bigger');
    expect(() => s.setPaging(0, 10)).toThrow('Page must be 1 or bigger');
    expect(() => s.setPageSize(0)).toThrow(new Error('PageSize must be between 1 and 300'));
    expect(() => s.setPageSize(301)).toThrow('PageSize must be between 1 and 300');
    expect(() => s.setPaging(2, 301)).toThrow('PageSize must be between 1 and 300');
    expect(() => s.setSortBy('date', 'up' as 'asc')).toThrow(new Error('sortOrder must be asc or desc'));
    expect(() => s.setSortBy(['date', 'relevance'], ['asc', 'sideways' as 'asc'])).toThrow(
      'sortOrder must be asc or desc',
    );
    expect(() => s.setFuzzyMatch('maybe' as 'auto')).toThrow(
      new Error("Fuzzy matching can be true, false, 'auto', or 'retry'"),
    );
    expect(() => s.setLanguage('eng')).toThrow('Language must be 2 characters');
    expect(() => s.setLanguage('e')).toThrow('Language must be 2 characters');
    expect(() => s.setAnalyticsTag('x'.repeat(51))).toThrow(settingsErrors.analyticsTag);
    expect(() => s.setResultType('paid' as 'all')).toThrow(settingsErrors.resultType);
    expect(() => s.setDefaultOperator('xor' as 'and')).toThrow(settingsErrors.defaultOperator);
    expect(() => s.setFilterObject([] as unknown as Record<string, unknown>)).toThrow(settingsErrors.filter);
    expect(() => s.addFacetField('')).toThrow(settingsErrors.field);
    expect(() => s.addRangeFacet('custom_fields.price', [{ from: Number.NaN }])).toThrow(settingsErrors.rangeFacet);
    expect(() => s.setNumberOfFacets(0)).toThrow(settingsErrors.numFacets);
    expect(() => s.setThrottleTime(-1)).toThrow(settingsErrors.throttle);
    expect(() => s.setCollectAnalytics('yes' as unknown as boolean)).toThrow(settingsErrors.boolean);
    expect(() => s.setCategories(['a,b'])).toThrow(settingsErrors.category);
    expect(() => s.setSortBy(['date'], ['asc', 'desc'])).toThrow(settingsErrors.sortPairs);
    // A failed setter leaves the state as it was.
    expect(s.snapshot()).toEqual(new SearchSettings().snapshot());
  });

  it('validates the constructor input through the setters', () => {
    expect(() => new SearchSettings({ page: 0 })).toThrow('Page must be 1 or bigger');
    expect(() => new SearchSettings({ fuzzy: 'x' as 'auto' })).toThrow(
      "Fuzzy matching can be true, false, 'auto', or 'retry'",
    );
    const s = new SearchSettings({ keyword: 'golf', pageSize: 20, fuzzy: 'retry', throttleMs: 3000 });
    expect(s.snapshot()).toMatchObject({ keyword: 'golf', page: 1, pageSize: 20, fuzzy: 'retry', throttleMs: 3000 });
    expect(s.clone().snapshot()).toEqual(s.snapshot());
  });

  it('accepts valid values and chains', () => {
    const s = new SearchSettings()
      .setKeyword('golf')
      .setLanguage('en')
      .setFuzzyMatch(false)
      .setPaging(2, 300)
      .setSortBy(['custom_fields.price', 'date'], ['asc', 'desc'])
      .addCustomFieldFilter('make', 'Ford')
      .addCustomFieldFilter('make', 'Ford')
      .addCustomFieldFilter('make', 'Audi')
      .addFacetField('custom_fields.make')
      .addRangeFacet('custom_fields.price', [{ to: 10000 }, { from: 10000, to: 20000 }, { from: 20000 }])
      .addStatsField('custom_fields.price')
      .setAnalyticsTag('x'.repeat(50))
      .setThrottleTime(0);
    const state = s.snapshot();
    expect(state.sort).toEqual([
      { field: 'custom_fields.price', order: 'asc' },
      { field: 'date', order: 'desc' },
    ]);
    expect(state.customFields).toEqual([
      ['make', 'Ford'],
      ['make', 'Audi'],
    ]);
    s.removeCustomFieldFilter('make', 'Ford');
    expect(s.snapshot().customFields).toEqual([['make', 'Audi']]);
    s.removeCustomFieldFilter('make');
    expect(s.snapshot().customFields).toEqual([]);
    s.setSortBy(['date', 'relevance'], 'asc');
    expect(s.snapshot().sort.map((x) => x.order)).toEqual(['asc', 'asc']);
    expect(s.nextPage().page).toBe(3);
    expect(s.setPage(1).previousPage().page).toBe(1);
  });

  it('hands out snapshots that later changes do not touch', () => {
    const filter = { and: [{ 'custom_fields.make': 'ford' }] };
    const s = new SearchSettings().setFilterObject(filter);
    filter.and.push({ 'custom_fields.make': 'audi' });
    const before = s.snapshot();
    s.setKeyword('changed');
    expect(before.keyword).toBe('*');
    expect(before.filter).toEqual({ and: [{ 'custom_fields.make': 'ford' }] });
    expect(Object.isFrozen(before)).toBe(true);
  });
});
