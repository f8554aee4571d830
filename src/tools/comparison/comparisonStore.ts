/**
 * The comparison: up to four cars a visitor lines up side by side on /car-comparison, kept in
 * the browser's localStorage so the list survives reloads and follows the visitor from review
 * pages ('Add to comparison') to the tool. The same pattern as the shortlist store
 * (src/tools/shortlist/shortlistStore.ts), whose parsing helpers it reuses: stored data is
 * untrusted, so it is parsed defensively (bad entries dropped, never thrown on); React reads it
 * with `useSyncExternalStore` (snapshot cached per stored string, empty on the server and during
 * hydration); the `storage` event keeps other tabs in step; without localStorage the list lives
 * in memory for the page view (all in the shared `createStoredList`).
 *
 * An entry is a comparison key (./comparisonKeys.ts): a model id, or a model id and a version.
 */
import { useSyncExternalStore } from 'react';
import {
  browserStorage,
  createStoredList,
  isText,
  parseStoredList,
  type ShortlistStorage,
} from '../shortlist/shortlistStore';
import { MAX_COMPARED_CARS, normaliseComparisonKey, type AddOutcome } from './comparisonKeys';

/** One car in the comparison. */
export interface ComparisonItem {
  /** Its comparison key ('ford-puma-suv' or 'ford-puma-suv.20417'). */
  id: string;
  /** When it was added (ISO 8601). */
  addedAt: string;
}

/** The localStorage key. */
export const COMPARISON_STORAGE_KEY = 'kerbside.comparison';

const EMPTY: readonly ComparisonItem[] = Object.freeze([]);

/** One stored entry, checked; undefined when it is not valid. */
function toItem(value: unknown): ComparisonItem | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entry = value as Record<string, unknown>;
  const id = normaliseComparisonKey(entry.id);
  if (!id || !isText(entry.addedAt, 64) || Number.isNaN(Date.parse(entry.addedAt))) return undefined;
  return { id, addedAt: entry.addedAt };
}

/**
 * Parses a stored comparison: a JSON array of entries. Invalid entries and repeats are dropped,
 * and only the first {@link MAX_COMPARED_CARS} are kept (the cars the visitor chose first).
 */
export function parseComparison(raw: string | null | undefined): readonly ComparisonItem[] {
  const items = parseStoredList(raw, toItem, Number.MAX_SAFE_INTEGER).slice(0, MAX_COMPARED_CARS);
  return items.length ? items : EMPTY;
}

/** The store's interface, as React and the page use it. */
export interface ComparisonStore {
  /** The current list, in the order the cars were added (the same array until it changes). */
  getSnapshot(): readonly ComparisonItem[];
  /** The list during server rendering and hydration: always empty. */
  getServerSnapshot(): readonly ComparisonItem[];
  /** Calls `listener` whenever the list changes, in this tab or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Adds a car at the end; says whether it was added, already there, the list full or the key malformed. */
  add(key: string): AddOutcome;
  /** Takes the car with this key out. */
  remove(key: string): void;
  /** Makes the list exactly these keys (malformed and repeated ones dropped, at most four). */
  replace(keys: readonly string[]): void;
  /** Empties the list. */
  clear(): void;
}

/** Options of {@link createComparisonStore}; all injectable for tests and stories. */
export interface ComparisonStoreOptions {
  /** Returns the storage to use; localStorage by default (undefined on the server). */
  storage?: () => ShortlistStorage | undefined;
  /** Where `storage` events arrive from other tabs; `window` by default. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
  /** The clock for `addedAt`. */
  now?: () => Date;
}

/** Creates a comparison store over a storage. */
export function createComparisonStore({
  storage = browserStorage,
  events = typeof window === 'undefined' ? undefined : window,
  now = () => new Date(),
}: ComparisonStoreOptions = {}): ComparisonStore {
  const { getSnapshot, subscribe, write } = createStoredList(COMPARISON_STORAGE_KEY, parseComparison, {
    storage,
    events,
  });

  const stamp = () => now().toISOString();

  return {
    getSnapshot,
    getServerSnapshot: () => EMPTY,
    subscribe,
    add(key) {
      const id = normaliseComparisonKey(key);
      if (!id) return 'invalid';
      const current = getSnapshot();
      if (current.some((item) => item.id === id)) return 'already';
      if (current.length >= MAX_COMPARED_CARS) return 'full';
      write([...current, { id, addedAt: stamp() }]);
      return 'added';
    },
    remove(key) {
      const current = getSnapshot();
      if (!current.some((item) => item.id === key)) return;
      write(current.filter((item) => item.id !== key));
    },
    replace(keys) {
      const current = getSnapshot();
      const next: ComparisonItem[] = [];
      for (const key of keys) {
        const id = normaliseComparisonKey(key);
        if (!id || next.some((item) => item.id === id)) continue;
        next.push(current.find((item) => item.id === id) ?? { id, addedAt: stamp() });
      }
      const limited = next.slice(0, MAX_COMPARED_CARS);
      const same = limited.length === current.length && limited.every((item, index) => item === current[index]);
      if (!same) write(limited);
    },
    clear() {
      if (getSnapshot().length) write(EMPTY);
    },
  };
}

let defaultStore: ComparisonStore | undefined;

/** The page's comparison store over localStorage (created on first use). */
export function comparisonStore(): ComparisonStore {
  defaultStore ??= createComparisonStore();
  return defaultStore;
}

/** The keys of the comparison for a client component; empty during server rendering and hydration. */
export function useComparisonKeys(store: ComparisonStore = comparisonStore()): readonly ComparisonItem[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
