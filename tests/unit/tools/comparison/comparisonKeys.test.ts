import { describe, expect, it } from 'vitest';
import {
  applyComparisonChanges,
  comparisonHref,
  comparisonKey,
  parseComparisonKey,
  readComparisonQuery,
  uniqueKeys,
} from '#src/tools/comparison/comparisonKeys';

describe('comparison keys', () => {
  it('names a model, or a model and one version', () => {
    expect(comparisonKey({ modelId: 'ford-puma-suv' })).toBe('ford-puma-suv');
    expect(comparisonKey({ modelId: 'ford-puma-suv', capId: '20417' })).toBe('ford-puma-suv.20417');
    expect(parseComparisonKey('ford-puma-suv.20417')).toEqual({ modelId: 'ford-puma-suv', capId: '20417' });
    expect(parseComparisonKey(' kia-ev3-suv ')).toEqual({ modelId: 'kia-ev3-suv' });
  });

  it('refuses malformed keys', () => {
    for (const bad of ['', 'Ford Puma', 'a..b', 'a.b.c', '-a', 'a.', '<script>', 'a.1/2', 'x'.repeat(201), 42, null]) {
      expect(parseComparisonKey(bad)).toBeUndefined();
    }
  });

  it('keeps the first of each well-formed key, at most four', () => {
    expect(uniqueKeys(['a', 'bad key', 'a', 'b.1', 'c', 'd', 'e'])).toEqual(['a', 'b.1', 'c', 'd']);
  });
});

describe('readComparisonQuery', () => {
  it('reads ids as a comma list or a repeated parameter, and add, remove and make', () => {
    expect(readComparisonQuery({ ids: 'a,b.2', add: 'c', remove: 'a', make: 'Ford' })).toEqual({
      ids: ['a', 'b.2'],
      add: 'c',
      remove: 'a',
      make: 'ford',
      hasQuery: true,
    });
    expect(readComparisonQuery({ ids: ['a', 'b,c'] }).ids).toEqual(['a', 'b', 'c']);
  });

  it('has no query for the bare page, and drops a malformed make or remove', () => {
    expect(readComparisonQuery({})).toEqual({ ids: [], hasQuery: false });
    expect(readComparisonQuery({ make: '../x', remove: 'a b' })).toEqual({ ids: [], hasQuery: true });
  });
});

describe('applyComparisonChanges', () => {
  it('adds at the end and removes', () => {
    expect(applyComparisonChanges(['a', 'b'], { add: 'c', remove: 'a' })).toEqual({
      keys: ['b', 'c'],
      add: { key: 'c', outcome: 'added' },
    });
  });

  it('says when the car is already there, the list is full or the key is malformed', () => {
    expect(applyComparisonChanges(['a'], { add: 'a' }).add?.outcome).toBe('already');
    expect(applyComparisonChanges(['a', 'b', 'c', 'd'], { add: 'e' })).toEqual({
      keys: ['a', 'b', 'c', 'd'],
      add: { key: 'e', outcome: 'full' },
    });
    expect(applyComparisonChanges(['a', 'b', 'c', 'd'], { add: 'e', remove: 'a' }).add?.outcome).toBe('added');
    expect(applyComparisonChanges([], { add: 'not a car' }).add).toEqual({ key: 'not a car', outcome: 'invalid' });
  });
});

describe('comparisonHref', () => {
  it('is the bare path when empty, else ?ids= with the keys', () => {
    expect(comparisonHref([])).toBe('/car-comparison');
    expect(comparisonHref(['ford-puma-suv', 'kia-ev3-suv.20001'])).toBe(
      '/car-comparison?ids=ford-puma-suv,kia-ev3-suv.20001',
    );
  });
});
