/** Facets, range facets and field stats of the search core. */
import { describe, expect, it } from 'vitest';
import { facetsOf, fieldStatsOf, rangeFacetsOf } from '#src/domain/search/facetCounts';
import { all, indexOf, paramsOf } from './coreFixtures';

const index = indexOf([
  {
    ts: 1,
    categories: ['0xKerbside'],
    customFields: { make: 'FORD', fuel: ['petrol', 'hybrid', 'petrol'], price: 20000, tag: 'Zeta' },
  },
  { ts: 2, categories: ['0xkerbside'], customFields: { make: 'Ford', fuel: 'hybrid', price: '24000', tag: 'alpha' } },
  { ts: 3, categories: ['0xkerbside'], customFields: { make: 'bmw', fuel: ['diesel'], price: 30000 } },
  { ts: 4, customFields: { make: 'Škoda', price: 'n/a' } },
]);
const storedValue = (_position: number, _name: string | null, key: string | number) => key;

describe('facetsOf', () => {
  it('counts a document once per value: most documents first, then by value, then as first met', () => {
    const params = paramsOf([
      ['facet', 'custom_fields.make'],
      ['facet', 'custom_fields.fuel'],
      ['facet', 'custom_fields.tag'],
      ['facet', 'category'],
      ['facet', 'custom_fields.none'],
    ]);
    const facets = facetsOf(index, all(index), false, params, storedValue);
    // Text compares folded and shows as first stored.
    expect(facets['custom_fields.make']).toEqual([
      { value: 'FORD', count: 2 },
      { value: 'bmw', count: 1 },
      { value: 'Škoda', count: 1 },
    ]);
    expect(facets['custom_fields.fuel']).toEqual([
      { value: 'hybrid', count: 2 },
      { value: 'diesel', count: 1 },
      { value: 'petrol', count: 1 },
    ]);
    // Ties by code unit: 'Zeta' before 'alpha'.
    expect(facets['custom_fields.tag']).toEqual([
      { value: 'Zeta', count: 1 },
      { value: 'alpha', count: 1 },
    ]);
    expect(facets.category).toEqual([{ value: '0xkerbside', count: 3 }]);
    expect(facets['custom_fields.none']).toEqual([]);
  });

  it('keeps numFacets values, and caches the counts over every live document', () => {
    const params = paramsOf([
      ['facet', 'custom_fields.make'],
      ['numFacets', '1'],
    ]);
    expect(facetsOf(index, all(index), true, params, storedValue)['custom_fields.make']).toEqual([
      { value: 'FORD', count: 2 },
    ]);
    expect(index.liveCounts.size).toBe(1);
    expect(facetsOf(index, Int32Array.from([2]), false, params, storedValue)['custom_fields.make']).toEqual([
      { value: 'bmw', count: 1 },
    ]);
  });
});

describe('rangeFacetsOf', () => {
  it('counts numeric values with from inclusive and to exclusive, a list once per bucket', () => {
    const params = paramsOf({
      rangeFacets: JSON.stringify([
        { field: 'custom_fields.price', ranges: [{ to: 24000 }, { from: 24000, to: 30000 }, { from: 30000 }] },
        { field: 'custom_fields.none', ranges: [{ from: 1 }] },
      ]),
    });
    expect(rangeFacetsOf(index, all(index), params)).toEqual({
      'custom_fields.price': [
        { key: '*-24000', to: 24000, count: 1 },
        { key: '24000-30000', from: 24000, to: 30000, count: 1 },
        { key: '30000-*', from: 30000, count: 1 },
      ],
      'custom_fields.none': [{ key: '1-*', from: 1, count: 0 }],
    });
  });
});

describe('fieldStatsOf', () => {
  it('counts every numeric value; none at all gives the hosted service infinities', () => {
    const params = paramsOf([
      ['fieldStat', 'custom_fields.price'],
      ['fieldStat', 'custom_fields.make'],
    ]);
    expect(fieldStatsOf(index, all(index), params)).toEqual({
      'custom_fields.price': { min: 20000, max: 30000, avg: 74000 / 3 },
      'custom_fields.make': { min: 'Infinity', max: '-Infinity', avg: 0 },
    });
  });
});
