import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createShortlistStore,
  MAX_SHORTLIST_ITEMS,
  parseShortlist,
  SHORTLIST_STORAGE_KEY,
  useShortlist,
  type ShortlistStore,
  type ShortlistStorage,
} from '#src/tools/shortlist/shortlistStore';

const puma = { id: 'c1', title: 'Ford Puma', url: '/ford/puma/suv/review/1', price: 24000 };
const golf = { id: 'c2', title: 'Volkswagen Golf', url: '/volkswagen/golf/hatchback/review/2' };
const fixedNow = () => new Date('2026-06-15T09:00:00Z');

/** A Map-backed storage, so a test can see exactly what was written. */
function memoryStorage(): ShortlistStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

describe('parseShortlist', () => {
  it.each([null, undefined, '', 'not json', '{"id":"x"}', '42', 'null', '"[]"'])('is empty for %s', (raw) => {
    expect(parseShortlist(raw)).toEqual([]);
  });

  it('keeps valid entries and drops invalid ones and repeated ids', () => {
    const raw = JSON.stringify([
      { ...puma, addedAt: '2026-01-01T00:00:00Z' },
      { id: 'c3', title: 'No url', addedAt: '2026-01-01T00:00:00Z' },
      { id: 'c4', title: 'Bad date', url: '/x', addedAt: 'yesterday' },
      { id: 5, title: 'Numeric id', url: '/x', addedAt: '2026-01-01T00:00:00Z' },
      null,
      'c6',
      { ...puma, title: 'Duplicate', addedAt: '2026-01-02T00:00:00Z' },
      { ...golf, price: -1, image: 42, addedAt: '2026-01-03T00:00:00Z', extra: '<script>' },
    ]);
    expect(parseShortlist(raw)).toEqual([
      { ...puma, addedAt: '2026-01-01T00:00:00Z' },
      { ...golf, addedAt: '2026-01-03T00:00:00Z' },
    ]);
  });

  it('ignores oversized stored values and fields', () => {
    expect(parseShortlist('x'.repeat(600 * 1024))).toEqual([]);
    const longTitle = JSON.stringify([{ ...golf, title: 'x'.repeat(5000), addedAt: '2026-01-01T00:00:00Z' }]);
    expect(parseShortlist(longTitle)).toEqual([]);
  });

  it('keeps at most the newest MAX_SHORTLIST_ITEMS entries', () => {
    const many = Array.from({ length: MAX_SHORTLIST_ITEMS + 5 }, (_, index) => ({
      id: `c${index}`,
      title: `Car ${index}`,
      url: `/car/${index}`,
      addedAt: '2026-01-01T00:00:00Z',
    }));
    const parsed = parseShortlist(JSON.stringify(many));
    expect(parsed).toHaveLength(MAX_SHORTLIST_ITEMS);
    expect(parsed[0]?.id).toBe('c5');
  });
});

describe('createShortlistStore', () => {
  let storage: ReturnType<typeof memoryStorage>;
  let events: EventTarget;
  let store: ShortlistStore;

  beforeEach(() => {
    storage = memoryStorage();
    events = new EventTarget();
    store = createShortlistStore({ storage: () => storage, events, now: fixedNow });
  });

  it('adds, finds and removes cars, writing JSON under the storage key', () => {
    store.add(puma);
    store.add(golf);
    expect(store.has('c1')).toBe(true);
    expect(store.getSnapshot().map((item) => item.id)).toEqual(['c1', 'c2']);
    expect(JSON.parse(storage.data.get(SHORTLIST_STORAGE_KEY)!)).toEqual([
      { ...puma, addedAt: '2026-06-15T09:00:00.000Z' },
      { ...golf, addedAt: '2026-06-15T09:00:00.000Z' },
    ]);
    store.remove('c1');
    expect(store.has('c1')).toBe(false);
    store.remove('c2');
    expect(storage.data.has(SHORTLIST_STORAGE_KEY)).toBe(false);
  });

  it('updates an existing id in place instead of adding it twice', () => {
    store.add(puma);
    store.add(golf);
    store.add({ ...puma, price: 22000 });
    expect(store.getSnapshot().map((item) => [item.id, item.price])).toEqual([
      ['c1', 22000],
      ['c2', undefined],
    ]);
  });

  it('drops the oldest car when full', () => {
    for (let index = 0; index < MAX_SHORTLIST_ITEMS + 1; index++)
      store.add({ id: `c${index}`, title: `Car ${index}`, url: `/car/${index}` });
    expect(store.getSnapshot()).toHaveLength(MAX_SHORTLIST_ITEMS);
    expect(store.has('c0')).toBe(false);
  });

  it('rejects an invalid item', () => {
    expect(() => store.add({ id: '', title: 'x', url: '/x' })).toThrow(TypeError);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('returns the same snapshot until the data changes', () => {
    store.add(puma);
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.add(golf);
    expect(store.getSnapshot()).not.toBe(first);
  });

  it('has an empty server snapshot', () => {
    store.add(puma);
    expect(store.getServerSnapshot()).toEqual([]);
  });

  it('notifies subscribers of its own changes', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add(puma);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.add(golf);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows other tabs through the storage event, for its key or a full clear', () => {
    const listener = vi.fn();
    store.subscribe(listener);
    storage.data.set(SHORTLIST_STORAGE_KEY, JSON.stringify([{ ...golf, addedAt: '2026-01-01T00:00:00Z' }]));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'other' }));
    expect(listener).not.toHaveBeenCalled();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: SHORTLIST_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().map((item) => item.id)).toEqual(['c2']);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reads corrupt stored data as empty and overwrites it on the next add', () => {
    storage.data.set(SHORTLIST_STORAGE_KEY, '{broken');
    expect(store.getSnapshot()).toEqual([]);
    store.add(puma);
    expect(store.getSnapshot().map((item) => item.id)).toEqual(['c1']);
  });

  it('keeps working in memory when storage throws', () => {
    const failing: ShortlistStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const memoryOnly = createShortlistStore({ storage: () => failing, events, now: fixedNow });
    memoryOnly.add(puma);
    expect(memoryOnly.has('c1')).toBe(true);
    memoryOnly.remove('c1');
    expect(memoryOnly.getSnapshot()).toEqual([]);
  });

  it('works with no storage at all (server)', () => {
    const serverStore = createShortlistStore({ storage: () => undefined, events: undefined });
    expect(serverStore.getSnapshot()).toEqual([]);
    expect(() => serverStore.subscribe(() => undefined)()).not.toThrow();
  });
});

describe('useShortlist', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  function Count({ store }: { store: ShortlistStore }) {
    const { items } = useShortlist(store);
    return <p>{items.length} saved</p>;
  }

  it('re-renders when the list changes', () => {
    const store = createShortlistStore({ now: fixedNow });
    render(<Count store={store} />);
    expect(screen.getByText('0 saved')).toBeInTheDocument();
    act(() => store.add(puma));
    expect(screen.getByText('1 saved')).toBeInTheDocument();
    expect(localStorage.getItem(SHORTLIST_STORAGE_KEY)).toContain('"c1"');
  });

  it('picks up a change another tab made', () => {
    const store = createShortlistStore({ now: fixedNow });
    render(<Count store={store} />);
    act(() => {
      localStorage.setItem(
        SHORTLIST_STORAGE_KEY,
        JSON.stringify([
          { ...puma, addedAt: '2026-01-01T00:00:00Z' },
          { ...golf, addedAt: '2026-01-01T00:00:00Z' },
        ]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_STORAGE_KEY }));
    });
    expect(screen.getByText('2 saved')).toBeInTheDocument();
  });
});
