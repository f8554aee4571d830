/** The dictionary-encoded columns of the search core: how values compare, and how a column holds them. */
import { describe, expect, it } from 'vitest';
import { Column, compareKeys, grown, keyOf, numeric, storedSpelling } from '#src/domain/search/columns';

describe('keyOf', () => {
  it('folds text and keeps finite numbers', () => {
    expect(keyOf('Škoda')).toBe('skoda');
    expect(keyOf('FORD')).toBe('ford');
    expect(keyOf(5)).toBe(5);
  });

  it('has no key for non-finite numbers and other types', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, true, null, undefined, {}, []]) {
      expect(keyOf(value)).toBeUndefined();
    }
  });
});

describe('numeric', () => {
  it('reads numbers and numeric texts; blank text is not a number', () => {
    expect(numeric(4)).toBe(4);
    expect(numeric('4.5')).toBe(4.5);
    expect(numeric(' ')).toBeNaN();
    expect(numeric('ford')).toBeNaN();
  });
});

describe('compareKeys', () => {
  it('compares numbers and numeric texts as numbers', () => {
    expect(compareKeys(5, 10)).toBeLessThan(0);
    expect(compareKeys('10', 9)).toBeGreaterThan(0);
    expect(compareKeys('5.0', 5)).toBe(0);
  });

  it('compares other texts by code unit, not by locale', () => {
    expect(compareKeys('Zeta', 'alpha')).toBeLessThan(0);
    expect(compareKeys('b', 'a')).toBeGreaterThan(0);
    expect(compareKeys('a', 'a')).toBe(0);
    // A number against a word: as texts.
    expect(compareKeys(9, 'a')).toBeLessThan(0);
  });
});

describe('grown', () => {
  it('keeps the content and fills new cells', () => {
    const next = grown(Int32Array.from([1, 2]), 4, -1);
    expect(Array.from(next)).toEqual([1, 2, -1, -1]);
    expect(Array.from(grown(Float64Array.from([3]), 2))).toEqual([3, 0]);
  });
});

describe('Column', () => {
  const same = (value: unknown) => value as string | number;

  it('keeps each distinct value once, a single value inline and a list in the pool', () => {
    const column = new Column(4);
    column.set(0, ['Ford'], same);
    column.set(1, ['ford', 'Škoda', 'FORD'], same);
    column.set(3, [Number.NaN], same);
    expect(column.size).toBe(2);
    expect(column.keys).toEqual(['ford', 'skoda']);
    expect(column.display).toEqual(['Ford', 'Škoda']);
    expect(column.firstId(0)).toBe(0);
    expect(column.firstId(1)).toBe(0);
    expect(column.firstId(2)).toBe(-1);
    // No valid value: no cell.
    expect(column.firstId(3)).toBe(-1);
    const skoda = Uint8Array.from([0, 1]);
    expect(column.holds(0, skoda, -1)).toBe(false);
    expect(column.holds(1, skoda, -1)).toBe(true);
    expect(column.holds(1, null, 1)).toBe(true);
    expect(column.holds(2, null, 0)).toBe(false);
  });

  it('shows a value as first stored among live documents, recomputed when that one goes', () => {
    const column = new Column(2);
    column.set(0, ['FORD'], same);
    column.set(1, ['Ford'], same);
    const alive = Uint8Array.from([1, 1]);
    const stored = (position: number) => (position === 0 ? 'FORD' : 'Ford');
    expect(column.displayOf(0, alive, 2, stored)).toBe('FORD');
    column.forget(0);
    alive[0] = 0;
    expect(column.displayOf(0, alive, 2, stored)).toBe('Ford');
  });

  it('grows with its documents', () => {
    const column = new Column(1);
    column.set(0, [1], same);
    column.grow(3);
    column.set(2, [2, 3], same);
    expect(column.firstId(1)).toBe(-1);
    expect(column.keys[column.firstId(2)]).toBe(2);
  });
});

describe('storedSpelling', () => {
  it('finds the stored item that compares as the key', () => {
    expect(storedSpelling(['Petrol', 'Hybrid'], 'hybrid')).toBe('Hybrid');
    expect(storedSpelling('Škoda', 'skoda')).toBe('Škoda');
    expect(storedSpelling(5, 5)).toBe(5);
    expect(storedSpelling(undefined, 'gone')).toBe('gone');
  });
});
