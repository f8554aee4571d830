/** From matched documents to the page of results: filters, reports, pins, total_hits and paging. */
import { describe, expect, it } from 'vitest';
import { emptyResponse, resultPage, type ResultPageSources, type TextMatch } from '#src/domain/search/resultPage';
import { all, indexOf, paramsOf } from './coreFixtures';

const index = indexOf([
  { ts: 10, customFields: { make: 'Ford' } },
  { ts: 40, customFields: { make: 'BMW' } },
  { ts: 30, customFields: { make: 'Ford' } },
  { ts: 20, customFields: { make: 'Audi' } },
]);
const ids = ['a', 'b', 'c', 'd'];
const sources = (pins: Record<string, string[]> = {}, resultCap = 10_000): ResultPageSources => ({
  resultCap,
  pinsOf: (keyword) => pins[keyword],
  positionOf: (id) => ids.indexOf(id),
  storedValue: (_position, _name, key) => key,
});
const text = (positions: number[], scores: number[] | null): TextMatch => ({
  matchAll: false,
  positions: Int32Array.from(positions),
  scores: scores && Float64Array.from(scores),
});
const everything: TextMatch = { matchAll: true, positions: all(index), scores: null };
const page = (query: Record<string, string> | Array<[string, string]>, match: TextMatch, from = sources()) => {
  const result = resultPage(index, paramsOf(query), match, from);
  return { ...result, ids: result.ordered.map((position) => ids[position]) };
};

describe('resultPage', () => {
  it('ranks a match-all term newest first, each with a score of 1', () => {
    const result = page({ term: '*' }, everything);
    expect(result.ids).toEqual(['b', 'c', 'd', 'a']);
    expect(result.response.total_hits).toBe(4);
    expect(result.ordered.map(result.scoreOf)).toEqual([1, 1, 1, 1]);
  });

  it('ranks a text by relevance and reports it normalised', () => {
    const result = page({ term: 'x' }, text([0, 2, 3], [10, 30, 10]));
    expect(result.ids).toEqual(['c', 'd', 'a']);
    expect(result.scoreOf(0)).toBe(0.5);
  });

  it('reports no relevance when the sort does not ask for it', () => {
    const result = page({ term: 'x', sort: 'date', order: 'asc' }, text([0, 2, 3], null));
    expect(result.ids).toEqual(['a', 'd', 'c']);
    expect(result.ordered.map(result.scoreOf)).toEqual([0, 0, 0]);
  });

  it('puts pinned documents that exist and pass the filters first, once, in the rule order', () => {
    const pins = sources({ x: ['b', 'missing', 'c', 'b', 'a'] });
    const result = page({ term: 'X', customField: 'make=ford' }, text([0, 2], [1, 2]), pins);
    expect(result.ids).toEqual(['c', 'a']);
    expect([...result.pinned].map((position) => ids[position])).toEqual(['c', 'a']);
    expect(result.response.total_hits).toBe(2);

    const unfiltered = page({ term: 'x', facet: 'custom_fields.make' }, text([0], [1]), pins);
    expect(unfiltered.ids).toEqual(['b', 'c', 'a']);
    expect(unfiltered.response.total_hits).toBe(3);
    // Facets count what the text matched, not the pins.
    expect(unfiltered.response.facets['custom_fields.make']).toEqual([{ value: 'Ford', count: 1 }]);

    expect(page({ term: 'x', resultType: 'organic' }, text([0], [1]), pins).ids).toEqual(['a']);
  });

  it('pins nothing for a match-all term', () => {
    expect(page({ term: '*' }, everything, sources({ '': ['a'] })).pinned.size).toBe(0);
  });

  it('pages, and stops at the result cap', () => {
    expect(page({ term: '*', page: '2', limit: '3' }, everything).ids).toEqual(['a']);
    const capped = page({ term: '*', page: '2', limit: '2' }, everything, sources({}, 3));
    expect(capped.response.total_hits).toBe(3);
    expect(capped.ids).toEqual(['d']);
    expect(page({ term: '*', page: '3', limit: '2' }, everything, sources({}, 3)).ids).toEqual([]);
  });

  it('filters before it counts', () => {
    const result = page({ term: '*', customField: 'make=ford', facet: 'custom_fields.make' }, everything);
    expect(result.ids).toEqual(['c', 'a']);
    expect(result.response.facets['custom_fields.make']).toEqual([{ value: 'Ford', count: 2 }]);
  });
});

describe('emptyResponse', () => {
  it('is an answer with nothing in it', () => {
    expect(emptyResponse(2, 0)).toEqual({
      page: 2,
      total_hits: 0,
      processing_time_ms: 0,
      hits: [],
      facets: {},
      rangeFacets: {},
      fieldStats: {},
    });
  });
});
