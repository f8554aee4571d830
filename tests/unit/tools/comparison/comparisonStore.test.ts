import { describe, expect, it, vi } from 'vitest';
import type { ShortlistStorage } from '#src/tools/shortlist/shortlistStore';
import { COMPARISON_STORAGE_KEY, createComparisonStore, parseComparison } from '#src/tools/comparison/comparisonStore';

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[COMPARISON_STORAGE_KEY, initial]]);
  const storage: ShortlistStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
  return { data, storage };
}

const now = () => new Date('2026-06-01T10:00:00Z');

describe('parseComparison', () => {
  it('keeps valid entries in order, drops bad and repeated ones, and keeps the first four', () => {
    const raw = JSON.stringify([
      { id: 'a', addedAt: '2026-01-01' },
      { id: 'bad id', addedAt: '2026-01-01' },
      { id: 'a', addedAt: '2026-01-02' },
      { id: 'b.12', addedAt: 'not a date' },
      { id: 'c.12', addedAt: '2026-01-03' },
      'd',
      { id: 'd', addedAt: '2026-01-04' },
      { id: 'e', addedAt: '2026-01-05' },
      { id: 'f', addedAt: '2026-01-06' },
    ]);
    expect(parseComparison(raw).map((item) => item.id)).toEqual(['a', 'c.12', 'd', 'e']);
  });

  it('is empty for anything that is not a stored list', () => {
    for (const raw of [null, undefined, '', '{', '{"id":"a"}', '42', 'x'.repeat(600_000)]) {
      expect(parseComparison(raw)).toEqual([]);
    }
  });
});

describe('createComparisonStore', () => {
  it('adds up to four cars, saying why it does not add one', () => {
    const { data, storage } = memoryStorage();
    const store = createComparisonStore({ storage: () => storage, events: undefined, now });
    expect(store.add('a')).toBe('added');
    expect(store.add('a')).toBe('already');
    expect(store.add('not valid')).toBe('invalid');
    for (const key of ['b', 'c', 'd.1']) expect(store.add(key)).toBe('added');
    expect(store.add('e')).toBe('full');
    expect(store.getSnapshot().map((item) => item.id)).toEqual(['a', 'b', 'c', 'd.1']);
    expect(JSON.parse(data.get(COMPARISON_STORAGE_KEY)!)[0]).toEqual({ id: 'a', addedAt: now().toISOString() });
  });

  it('removes, replaces and clears, and keeps the same snapshot while nothing changes', () => {
    const { data, storage } = memoryStorage(JSON.stringify([{ id: 'a', addedAt: '2026-01-01T00:00:00Z' }]));
    const store = createComparisonStore({ storage: () => storage, events: undefined, now });
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    const listener = vi.fn();
    store.subscribe(listener);
    store.replace(['a']);
    expect(listener).not.toHaveBeenCalled();
    store.replace(['b', 'a', 'b', 'bad key', 'c', 'd', 'e']);
    expect(store.getSnapshot().map((item) => item.id)).toEqual(['b', 'a', 'c', 'd']);
    // A car kept by replace keeps the time it was added.
    expect(store.getSnapshot()[1]?.addedAt).toBe('2026-01-01T00:00:00Z');
    store.remove('a');
    store.remove('not there');
    expect(store.getSnapshot().map((item) => item.id)).toEqual(['b', 'c', 'd']);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(data.has(COMPARISON_STORAGE_KEY)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('follows other tabs through the storage event', () => {
    const { data, storage } = memoryStorage();
    const events = new EventTarget();
    const store = createComparisonStore({ storage: () => storage, events: events as unknown as Window, now });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    data.set(COMPARISON_STORAGE_KEY, JSON.stringify([{ id: 'x', addedAt: '2026-01-01' }]));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'other' }));
    expect(listener).not.toHaveBeenCalled();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: COMPARISON_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().map((item) => item.id)).toEqual(['x']);
    unsubscribe();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the list in memory when storage is unavailable or throws', () => {
    const throwing: ShortlistStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    for (const storage of [() => undefined, () => throwing]) {
      const store = createComparisonStore({ storage, events: undefined, now });
      store.add('a');
      store.add('b');
      store.remove('a');
      expect(store.getSnapshot().map((item) => item.id)).toEqual(['b']);
      expect(store.getServerSnapshot()).toEqual([]);
    }
  });
});
