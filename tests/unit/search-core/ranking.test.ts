/** Ordering in the search core: the sort comparator, the best k, the match-all order and reported scores. */
import { describe, expect, it } from 'vitest';
import { comparator, firstOf, normalizedScore, titleFactor, topK } from '#src/domain/search/ranking';
import { all, indexOf, paramsOf } from './coreFixtures';

const index = indexOf([
  { ts: 10, customFields: { price: 300, fuel: ['petrol', 'diesel'] } },
  { ts: 30, customFields: { price: '100', fuel: 'Diesel' } },
  { ts: 20, customFields: { fuel: 'electric' } },
  { ts: 20, customFields: { price: 200 } },
]);
const sorted = (query: Array<[string, string]>, scores: number[] = [0, 0, 0, 0]) =>
  Array.from(all(index)).sort(comparator(index, paramsOf(query).sort, (position) => scores[position]!));

describe('comparator', () => {
  it('sorts by a custom field numerically, pages without it last in either order', () => {
    expect(
      sorted([
        ['sort', 'custom_fields.price'],
        ['order', 'asc'],
      ]),
    ).toEqual([1, 3, 0, 2]);
    expect(
      sorted([
        ['sort', 'custom_fields.price'],
        ['order', 'desc'],
      ]),
    ).toEqual([0, 3, 1, 2]);
  });

  it('sorts a list by its first value, text folded', () => {
    expect(
      sorted([
        ['sort', 'custom_fields.fuel'],
        ['order', 'asc'],
      ]),
    ).toEqual([1, 2, 0, 3]);
  });

  it('sorts by date and relevance; ties by relevance, then newest, then index order', () => {
    expect(
      sorted([
        ['sort', 'date'],
        ['order', 'asc'],
      ]),
    ).toEqual([0, 2, 3, 1]);
    expect(sorted([], [1, 2, 3, 3])).toEqual([2, 3, 1, 0]);
    expect(sorted([['sort', 'custom_fields.none']], [0, 0, 5, 0])).toEqual([2, 1, 3, 0]);
  });
});

describe('topK', () => {
  it('gives the first k of a full sort, with or without the heap', () => {
    const compare = (a: number, b: number) => (a % 97) - (b % 97) || a - b;
    for (const size of [10, 5_000]) {
      const items = Int32Array.from({ length: size }, (_, n) => (n * 7919) % size);
      const expected = Array.from(items).sort(compare);
      for (const k of [0, 1, 10, 100]) expect(topK(items, k, compare)).toEqual(expected.slice(0, k));
    }
  });
});

describe('firstOf', () => {
  it('takes the first k of an order among the members', () => {
    const order = Int32Array.from([3, 1, 2, 0]);
    expect(firstOf(order, null, 4, 2)).toEqual([3, 1]);
    expect(firstOf(order, Int32Array.from([0, 2]), 4, 5)).toEqual([2, 0]);
    expect(firstOf(order, null, 4, 0)).toEqual([]);
  });
});

describe('scores', () => {
  it('reports relevance in 0..1, monotonic', () => {
    expect(normalizedScore(0)).toBe(0);
    expect(normalizedScore(-1)).toBe(0);
    expect(normalizedScore(10)).toBe(0.5);
    expect(normalizedScore(30)).toBeGreaterThan(normalizedScore(20));
  });

  it('favours titles the query words make up, up to twice', () => {
    expect(titleFactor(2, 4)).toBe(1.5);
    expect(titleFactor(3, 2)).toBe(2);
    expect(titleFactor(1, 0)).toBe(2);
  });
});
