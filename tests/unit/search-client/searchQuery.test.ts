// @vitest-environment node
/** toSearchQuery: the query string exactly as search-api.md describes, and as the server parses it. */
import { describe, expect, it } from 'vitest';
import { toSearchQuery, wireFuzzy } from '#src/adapters/search/searchQuery';
import { SearchSettings } from '#src/adapters/search/searchSettings';
import { parseSearchParams } from '#src/adapters/search/params/parseSearchParams';

describe('toSearchQuery', () => {
  it('sends term, fuzzy, paging and the default sort', () => {
    expect(toSearchQuery(new SearchSettings())).toBe('term=*&fuzzy=auto&page=1&limit=10&sort=relevance&order=desc');
  });

  it('encodes the keyword and sends * for an empty one', () => {
    expect(toSearchQuery(new SearchSettings().setKeyword('golf gti & co=1'))).toMatch(
      /^term=golf%20gti%20%26%20co%3D1&/,
    );
    expect(toSearchQuery(new SearchSettings().setKeyword(''))).toMatch(/^term=\*&/);
  });

  it('maps fuzzy, with retry starting at false and an override', () => {
    expect(wireFuzzy(true)).toBe('true');
    expect(wireFuzzy(false)).toBe('false');
    expect(wireFuzzy('auto')).toBe('auto');
    expect(wireFuzzy('retry')).toBe('false');
    const retry = new SearchSettings().setFuzzyMatch('retry');
    expect(toSearchQuery(retry)).toContain('&fuzzy=false&');
    expect(toSearchQuery(retry, { fuzzy: 'true' })).toContain('&fuzzy=true&');
  });

  it('sends lang and the categories as one comma list', () => {
    const q = toSearchQuery(new SearchSettings().setLanguage('en').setCategories(['0xkerbside', '1xnews']));
    expect(q).toBe('term=*&lang=en&fuzzy=auto&categories=0xkerbside,1xnews&page=1&limit=10&sort=relevance&order=desc');
  });

  it('sends several sort fields as repeated sort/order pairs in order', () => {
    const q = toSearchQuery(new SearchSettings().setSortBy(['custom_fields.price', 'date'], ['asc', 'desc']));
    expect(q).toContain('sort=custom_fields.price&order=asc&sort=date&order=desc');
  });

  it('sends repeated URL-encoded customField name=value', () => {
    const q = toSearchQuery(
      new SearchSettings().addCustomFieldFilter('make', 'Land Rover').addCustomFieldFilter('fuel', 'petrol'),
    );
    expect(q).toContain('customField=make%3DLand%20Rover&customField=fuel%3Dpetrol');
  });

  it('sends the filter as URL-encoded JSON, and leaves out {} and null', () => {
    const filter = {
      and: [{ 'custom_fields.make': 'ford' }, { range: { 'custom_fields.price': { gte: 10000, lt: 20000 } } }],
    };
    const q = toSearchQuery(new SearchSettings().setFilterObject(filter));
    expect(q).toContain(`filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect(new URLSearchParams(q).get('filter')).toBe(JSON.stringify(filter));
    expect(toSearchQuery(new SearchSettings().setFilterObject({}))).not.toContain('filter=');
    expect(toSearchQuery(new SearchSettings().setFilterObject(null))).not.toContain('filter=');
  });

  it('sends facets, numFacets, rangeFacets, fieldStat and the flags', () => {
    const ranges = [{ to: 10000 }, { from: 10000, to: 20000 }, { from: 20000 }];
    const q = toSearchQuery(
      new SearchSettings()
        .addFacetField('custom_fields.make')
        .addFacetField('custom_fields.fuel')
        .setNumberOfFacets(20)
        .addRangeFacet('custom_fields.price', ranges)
        .addStatsField('custom_fields.price')
        .addStatsField('custom_fields.mpg')
        .setResultType('organic')
        .setCollectAnalytics(false)
        .setPostfixWildcard(true)
        .setAnalyticsTag('header search')
        .setDefaultOperator('and'),
    );
    expect(q).toBe(
      [
        'term=*',
        'fuzzy=auto',
        'page=1',
        'limit=10',
        'sort=relevance',
        'order=desc',
        'facet=custom_fields.make',
        'facet=custom_fields.fuel',
        'numFacets=20',
        `rangeFacets=${encodeURIComponent(JSON.stringify([{ field: 'custom_fields.price', ranges }]))}`,
        'fieldStat=custom_fields.price',
        'fieldStat=custom_fields.mpg',
        'resultType=organic',
        'collectAnalytics=false',
        'postfixWildcard=true',
        'analyticsTag=header%20search',
        'defaultOperator=and',
      ].join('&'),
    );
  });

  it('leaves out resultType=all and unset flags', () => {
    const q = toSearchQuery(new SearchSettings().setResultType('all'));
    for (const name of [
      'resultType',
      'collectAnalytics',
      'postfixWildcard',
      'analyticsTag',
      'defaultOperator',
      'numFacets',
    ]) {
      expect(q).not.toContain(`${name}=`);
    }
  });

  it('takes a plain state as well as a SearchSettings', () => {
    const settings = new SearchSettings().setKeyword('golf').setPaging(3, 25);
    expect(toSearchQuery(settings.snapshot())).toBe(toSearchQuery(settings));
  });

  it('builds what the server parses to the same request', () => {
    const filter = { or: [{ 'custom_fields.make': 'Ford' }, { not: { 'custom_fields.fuel': 'diesel' } }] };
    const settings = new SearchSettings()
      .setKeyword('family car')
      .setLanguage('en')
      .setFuzzyMatch(true)
      .setCategories(['0xkerbside'])
      .setPaging(2, 25)
      .setSortBy(['custom_fields.price', 'date'], ['asc', 'desc'])
      .addCustomFieldFilter('make', 'Ford')
      .addCustomFieldFilter('make', 'Audi')
      .setFilterObject(filter)
      .addFacetField('custom_fields.make')
      .setNumberOfFacets(5)
      .addRangeFacet('custom_fields.price', [{ to: 10000 }, { from: 10000 }])
      .addStatsField('custom_fields.price')
      .setResultType('organic')
      .setCollectAnalytics(false)
      .setAnalyticsTag('tag')
      .setDefaultOperator('or');
    const params = parseSearchParams(new URLSearchParams(toSearchQuery(settings)));
    expect(params).toMatchObject({
      term: 'family car',
      lang: 'en',
      fuzzy: 'true',
      categories: ['0xkerbside'],
      page: 2,
      limit: 25,
      sort: [
        { field: { kind: 'field', name: 'price' }, order: 'asc' },
        { field: { kind: 'date' }, order: 'desc' },
      ],
      customFields: [{ name: 'make', values: ['Ford', 'Audi'] }],
      numFacets: 5,
      rangeFacets: [{ field: 'price', ranges: [{ to: 10000 }, { from: 10000 }] }],
      fieldStats: ['price'],
      organicOnly: true,
      collectAnalytics: false,
      analyticsTag: 'tag',
      defaultOperator: 'or',
    });
    expect(params.filter).not.toBeNull();
  });
});
