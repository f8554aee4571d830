/**
 * The search state in the query string and the request built from it: round trips, defaults left
 * out, other parameters kept, malformed input ignored, and the filter composition (base AND
 * groups, options ORed, ranges).
 */
import { describe, expect, it } from 'vitest';
import { toSearchQuery } from '#src/adapters/search/searchQuery';
import { filterFor, finiteFieldStats, settingsFor } from '#src/widgets/store/searchRequest';
import { createSearchState, withFilter, withRange } from '#src/widgets/store/searchState';
import { hrefFor, queryFor, stateFromQuery } from '#src/widgets/store/searchUrl';

const ford = { 'custom_fields.make': 'Ford' };
const kia = { 'custom_fields.make': 'Kia' };

describe('searchUrl', () => {
  it('round-trips keyword, page, sort, filters and ranges, keeping other parameters', () => {
    const state = {
      ...createSearchState(),
      keyword: 'golf gti',
      page: 3,
      sort: { field: 'custom_fields.price', order: 'asc' as const },
      activeFilters: { make: { ford, kia } },
      activeRangeFilters: { 'custom_fields.price': { gte: 1000, lte: 20000 } },
    };
    const query = queryFor(state, 'utm=x');
    expect(query.get('utm')).toBe('x');
    expect(query.get('search_sort')).toBe('custom_fields.price:asc');
    const back = stateFromQuery(query);
    expect(back).toEqual({
      keyword: 'golf gti',
      page: 3,
      sort: state.sort,
      activeFilters: state.activeFilters,
      activeRangeFilters: state.activeRangeFilters,
    });
  });

  it('writes several sort keys comma-separated and reads them back; a malformed list is the default', () => {
    const then = [{ field: 'date', order: 'desc' as const }];
    const state = {
      ...createSearchState(),
      sort: { field: 'custom_fields.price', order: 'asc' as const },
      sortThen: then,
    };
    const query = queryFor(state);
    expect(query.get('search_sort')).toBe('custom_fields.price:asc,date:desc');
    expect(stateFromQuery(query)).toMatchObject({ sort: state.sort, sortThen: then });
    expect(stateFromQuery('search_sort=price:asc,date').sort).toEqual({ field: 'relevance', order: 'desc' });
    const request = new URLSearchParams(toSearchQuery(settingsFor(state)));
    expect(request.getAll('sort')).toEqual(['custom_fields.price', 'date']);
    expect(request.getAll('order')).toEqual(['asc', 'desc']);
  });

  it('leaves defaults out: a blank state is an empty query', () => {
    expect(queryFor(createSearchState(), 'search=x&search_page=4').toString()).toBe('');
    expect(hrefFor(createSearchState(), { pathname: '/used-cars' })).toBe('/used-cars');
    expect(hrefFor({ ...createSearchState(), page: 2 }, { pathname: '/used-cars' })).toBe('/used-cars?search_page=2');
  });

  it('ignores malformed values', () => {
    const state = stateFromQuery({
      search_page: '-2',
      search_sort: 'price:sideways',
      search_filters: '{"filters":{"make":"ford","body":{"suv":{"a":1},"x":3}},"ranges":{"p":{"gte":"abc"}}}',
    });
    expect(state.page).toBe(1);
    expect(state.sort).toEqual({ field: 'relevance', order: 'desc' });
    expect(state.activeFilters).toEqual({ body: { suv: { a: 1 } } });
    expect(state.activeRangeFilters).toEqual({});
    expect(stateFromQuery('search_filters=not-json').activeFilters).toEqual({});
  });

  it('reads the range form of JavaScript-off pages and writes it back as JSON', () => {
    const json = JSON.stringify({ ranges: { 'custom_fields.price': { gte: 5 }, 'custom_fields.mileage': { lte: 9 } } });
    const query = new URLSearchParams({
      search_filters: json,
      'search_filters:gte:custom_fields.price': '1000',
      'search_filters:lte:custom_fields.price': '',
      'search_filters:gte:custom_fields.mileage': '',
      'search_filters:lte:custom_fields.mileage': 'x',
    });
    const state = stateFromQuery(query);
    expect(state.activeRangeFilters).toEqual({ 'custom_fields.price': { gte: 1000 } });
    const written = queryFor({ ...createSearchState(), ...state }, query);
    expect([...written.keys()]).toEqual(['search_filters']);
  });

  it('reads the form bounds as the range inputs do, and the page as a page number', () => {
    const state = stateFromQuery({
      search_page: ' 7 ',
      'search_filters:gte:custom_fields.price': '£20,000',
      'search_filters:lte:custom_fields.price': '1e5',
      'search_filters:lte:custom_fields.mileage': '-5',
    });
    expect(state.page).toBe(7);
    expect(state.activeRangeFilters).toEqual({ 'custom_fields.price': { gte: 20000 } });
    for (const page of ['0', '01', '1.5', '1000000']) expect(stateFromQuery({ search_page: page }).page).toBe(1);
  });

  it('hrefFor of a transition is the link of that choice', () => {
    const chosen = withFilter(createSearchState({ keyword: 'puma', page: 4 }), 'make', 'ford', ford);
    const href = hrefFor(chosen, { pathname: '/search', search: 'search=puma&search_page=4&utm=1' });
    const params = new URL(href, 'http://x').searchParams;
    expect(params.get('search')).toBe('puma');
    expect(params.get('utm')).toBe('1');
    expect(JSON.parse(params.get('search_filters')!)).toEqual({ filters: { make: { ford } } });
    expect(params.get('search_page')).toBeNull();
  });
});

describe('searchRequest', () => {
  it('ANDs the base filter, each group (options ORed) and each range', () => {
    let state = withFilter(createSearchState(), 'make', 'ford', ford, { multi: true });
    state = withFilter(state, 'make', 'kia', kia, { multi: true });
    state = withRange(state, 'custom_fields.price', { lte: 9000 });
    expect(filterFor(state, { document_type: 'used' })).toEqual({
      and: [{ document_type: 'used' }, { or: [ford, kia] }, { range: { 'custom_fields.price': { lte: 9000 } } }],
    });
    expect(filterFor(createSearchState())).toBeNull();
    expect(filterFor(withFilter(createSearchState(), 'make', 'ford', ford))).toEqual(ford);
  });

  it('builds the settings the client sends', () => {
    const state = createSearchState({ keyword: '  ', pageSize: 12, facets: ['custom_fields.make'] });
    const query = new URLSearchParams(toSearchQuery(settingsFor(state, { statsFields: ['custom_fields.price'] })));
    expect(query.get('term')).toBe('*');
    expect(query.get('limit')).toBe('12');
    expect(query.get('facet')).toBe('custom_fields.make');
    expect(query.get('fieldStat')).toBe('custom_fields.price');
  });

  it('keeps only finite field stats', () => {
    expect(
      finiteFieldStats({ a: { min: 1, max: 5, avg: 3 }, b: { min: 'Infinity', max: '-Infinity', avg: 0 } }),
    ).toEqual({ a: { min: 1, max: 5 } });
  });
});
