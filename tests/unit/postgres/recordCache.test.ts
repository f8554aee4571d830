// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RecordCache } from '#src/server/postgres/recordCache';

describe('RecordCache', () => {
  it('keeps records by table and row', () => {
    const cache = new RecordCache(100);
    cache.set('derivatives', 3, '{"a":1}');
    cache.set('reviews', 3, '{"b":2}');
    expect(cache.get('derivatives', 3)).toBe('{"a":1}');
    expect(cache.get('reviews', 3)).toBe('{"b":2}');
    expect(cache.get('derivatives', 4)).toBeUndefined();
    expect(cache.get('makes', 3)).toBeUndefined();
    expect(cache.size).toBe(14);
  });

  it('stays within its bound, dropping the first stored first', () => {
    const cache = new RecordCache(10);
    for (let row = 0; row < 5; row++) cache.set('t', row, 'xxxx');
    expect(cache.size).toBeLessThanOrEqual(10);
    expect([0, 1, 2, 3, 4].map((row) => cache.get('t', row) !== undefined)).toEqual([false, false, false, true, true]);
    // A record larger than the whole bound is not kept, and evicts nothing.
    cache.set('t', 9, 'y'.repeat(11));
    expect(cache.get('t', 9)).toBeUndefined();
    expect(cache.get('t', 4)).toBe('xxxx');
  });

  it('counts a row once when it is stored again', () => {
    const cache = new RecordCache(100);
    cache.set('t', 1, 'abc');
    cache.set('t', 1, 'abc');
    expect(cache.size).toBe(3);
  });

  it('stays right over many evictions (the queue is compacted)', () => {
    const cache = new RecordCache(50);
    for (let row = 0; row < 20_000; row++) cache.set('t', row, `r${row % 10}`);
    expect(cache.size).toBeLessThanOrEqual(50);
    expect(cache.get('t', 19_999)).toBe('r9');
    expect(cache.get('t', 19_000)).toBeUndefined();
  });

  it('clear empties it; a bound of 0 keeps nothing', () => {
    const cache = new RecordCache(100);
    cache.set('t', 1, 'abc');
    cache.clear();
    expect(cache.get('t', 1)).toBeUndefined();
    expect(cache.size).toBe(0);
    const none = new RecordCache(0);
    none.set('t', 1, 'a');
    expect(none.get('t', 1)).toBeUndefined();
  });
});
