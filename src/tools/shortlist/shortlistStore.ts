/**
 * The shortlist: cars a visitor saves, kept in the browser's localStorage so it survives reloads
 * and needs no account. The header shows its size; the shortlist page (a later issue) lists and
 * edits it through the same store. Stored data is untrusted (old versions, other scripts, manual
 * edits), so it is parsed defensively: bad entries are dropped, never thrown on.
 *
 * React reads it with `useSyncExternalStore`: the snapshot is cached per stored string (same array
 * while nothing changed), the server snapshot is the empty list (so server HTML and hydration
 * agree), and the `storage` event keeps every open tab in step. When localStorage is unavailable
 * (disabled, private mode quota, server), the store keeps the list in memory for the page view.
 */
import { useSyncExternalStore } from 'react';

/** One saved car. */
export interface ShortlistItem {
  /** Stable id of the car (derivative cap id, review id...); one entry per id. */
  id: string;
  /** What the shortlist shows, e.g. 'Ford Puma hatchback review'. */
  title: string;
  /** Where the entry links: a path of the site or an absolute URL. */
  url: string;
  /** Price in pounds, when known. */
  price?: number;
  /** Image URL, when known. */
  image?: string;
  /** When it was added (ISO 8601). */
  addedAt: string;
}

/** What `add` takes: `addedAt` is filled in when omitted. */
export type NewShortlistItem = Omit<ShortlistItem, 'addedAt'> & { addedAt?: string };

/** The localStorage key. */
export const SHORTLIST_STORAGE_KEY = 'kerbside.shortlist';

/** Most cars kept; adding beyond it drops the oldest. */
export const MAX_SHORTLIST_ITEMS = 50;

/** Longest stored string field; longer values make the entry invalid. */
const MAX_FIELD_LENGTH = 2048;

/** Stored values longer than this are ignored as corrupt. */
const MAX_STORED_LENGTH = 512 * 1024;

const EMPTY: readonly ShortlistItem[] = Object.freeze([]);
const EMPTY_LIST: readonly never[] = Object.freeze([]);

/** A usable stored text: a non-blank string of at most `max` characters (shared by the browser stores). */
export const isText = (value: unknown, max = MAX_FIELD_LENGTH): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;

/** One entry, checked field by field; undefined when it is not a valid entry. */
function toItem(value: unknown): ShortlistItem | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entry = value as Record<string, unknown>;
  if (!isText(entry.id, 200) || !isText(entry.title) || !isText(entry.url)) return undefined;
  if (!isText(entry.addedAt, 64) || Number.isNaN(Date.parse(entry.addedAt))) return undefined;
  const item: ShortlistItem = { id: entry.id, title: entry.title, url: entry.url, addedAt: entry.addedAt };
  if (typeof entry.price === 'number' && Number.isFinite(entry.price) && entry.price >= 0) item.price = entry.price;
  if (isText(entry.image)) item.image = entry.image;
  return item;
}

/**
 * Parses a stored list: a JSON array of entries, each checked by `toEntry`. Invalid entries and
 * repeated ids (the first wins) are dropped and only the last `max` are kept; anything that is not
 * such an array is the empty list. Shared by the browser stores (shortlist, comparison).
 */
export function parseStoredList<T extends { id: string }>(
  raw: string | null | undefined,
  toEntry: (value: unknown) => T | undefined,
  max: number,
): readonly T[] {
  if (typeof raw !== 'string' || raw === '' || raw.length > MAX_STORED_LENGTH) return EMPTY_LIST;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return EMPTY_LIST;
  }
  if (!Array.isArray(parsed)) return EMPTY_LIST;
  const seen = new Set<string>();
  const items: T[] = [];
  for (const value of parsed) {
    const item = toEntry(value);
    if (!item || seen.has(item.id)) continue;
    seen.add(item.id);
    items.push(item);
  }
  return items.slice(-max);
}

/**
 * Parses a stored shortlist: a JSON array of entries. Invalid entries and repeated ids (the first
 * wins) are dropped; anything that is not such an array is the empty list.
 */
export function parseShortlist(raw: string | null | undefined): readonly ShortlistItem[] {
  const items = parseStoredList(raw, toItem, MAX_SHORTLIST_ITEMS);
  return items.length ? items : EMPTY;
}

/** The store's interface, as React and the pages use it. */
export interface ShortlistStore {
  /** The current list (the same array until it changes). */
  getSnapshot(): readonly ShortlistItem[];
  /** The list during server rendering and hydration: always empty. */
  getServerSnapshot(): readonly ShortlistItem[];
  /** Calls `listener` whenever the list changes, in this tab or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Adds a car, or updates it in place when its id is already there. */
  add(item: NewShortlistItem): void;
  /** Removes the car with this id. */
  remove(id: string): void;
  /** Whether a car with this id is saved. */
  has(id: string): boolean;
  /** Empties the list. */
  clear(): void;
}

/** Where a store keeps its data: localStorage, or anything with the same three methods. */
export type ShortlistStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Options of {@link createShortlistStore}; all injectable for tests. */
export interface ShortlistStoreOptions {
  /** Returns the storage to use; localStorage by default (undefined on the server). */
  storage?: () => ShortlistStorage | undefined;
  /** Where `storage` events arrive from other tabs; `window` by default. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
  /** The clock for `addedAt`. */
  now?: () => Date;
}

/** The browser's localStorage, or undefined on the server or when storage is disabled (shared by the browser stores). */
export function browserStorage(): ShortlistStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Reading localStorage itself throws when storage is disabled.
    return undefined;
  }
}

/** A JSON list kept under one storage key: the machinery the browser stores (shortlist, comparison) share. */
export interface StoredList<T> {
  /** The parsed list, the same array while the stored string is unchanged. */
  getSnapshot(): readonly T[];
  /** Calls `listener` on every write here and every change of the key in another tab. */
  subscribe(listener: () => void): () => void;
  /** Stores the list (an empty list removes the key) and notifies. */
  write(items: readonly T[]): void;
}

/**
 * A list under `key` in a storage, parsed by `parse`. When the storage is unavailable or a write
 * fails (quota), the list is kept in memory for the page view; `storage` events from other tabs
 * (a null key means the whole storage was cleared) notify the listeners.
 */
export function createStoredList<T>(
  key: string,
  parse: (raw: string | null) => readonly T[],
  { storage, events }: Required<Pick<ShortlistStoreOptions, 'storage'>> & Pick<ShortlistStoreOptions, 'events'>,
): StoredList<T> {
  const listeners = new Set<() => void>();
  // What was last read or written: the parsed list is reused while the stored string is the same.
  let cachedRaw: string | null | undefined;
  let cachedItems: readonly T[] = parse(null);
  // The list kept when storage is unavailable or a write fails (quota).
  let memory: string | null = null;

  const read = (): string | null => {
    try {
      const store = storage();
      if (store) return store.getItem(key);
    } catch {
      // Fall through to memory.
    }
    return memory;
  };

  const notify = () => {
    for (const listener of Array.from(listeners)) listener();
  };

  const onStorage = (event: Event) => {
    const changed = (event as StorageEvent).key;
    if (changed === key || changed === null) notify();
  };

  return {
    getSnapshot() {
      const raw = read();
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cachedItems = parse(raw);
      }
      return cachedItems;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) events?.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    write(items) {
      const raw = items.length ? JSON.stringify(items) : null;
      memory = raw;
      try {
        const store = storage();
        if (store) {
          if (raw === null) store.removeItem(key);
          else store.setItem(key, raw);
        }
      } catch {
        // Quota exceeded or storage disabled: the in-memory copy keeps the page view consistent.
      }
      notify();
    },
  };
}

/** Creates a shortlist store over a storage. */
export function createShortlistStore({
  storage = browserStorage,
  events = typeof window === 'undefined' ? undefined : window,
  now = () => new Date(),
}: ShortlistStoreOptions = {}): ShortlistStore {
  const { getSnapshot, subscribe, write } = createStoredList(SHORTLIST_STORAGE_KEY, parseShortlist, {
    storage,
    events,
  });

  return {
    getSnapshot,
    getServerSnapshot: () => EMPTY,
    subscribe,
    add(item) {
      const entry = toItem({ ...item, addedAt: item.addedAt ?? now().toISOString() });
      if (!entry) throw new TypeError('A shortlist item needs an id, a title, a url and a valid addedAt.');
      const current = getSnapshot();
      const index = current.findIndex((existing) => existing.id === entry.id);
      const next =
        index === -1
          ? [...current, entry].slice(-MAX_SHORTLIST_ITEMS)
          : current.map((existing, position) => (position === index ? entry : existing));
      write(next);
    },
    remove(id) {
      const current = getSnapshot();
      if (!current.some((item) => item.id === id)) return;
      write(current.filter((item) => item.id !== id));
    },
    has: (id) => getSnapshot().some((item) => item.id === id),
    clear() {
      if (getSnapshot().length) write(EMPTY);
    },
  };
}

/** The page's shortlist store over localStorage (created on first use). */
let defaultStore: ShortlistStore | undefined;
export function shortlistStore(): ShortlistStore {
  defaultStore ??= createShortlistStore();
  return defaultStore;
}

/** What `useShortlist` returns. */
export interface ShortlistState extends Pick<ShortlistStore, 'add' | 'remove' | 'has' | 'clear'> {
  /** The saved cars, oldest first. */
  items: readonly ShortlistItem[];
}

/**
 * The shortlist for a client component: re-renders when it changes in this tab or another.
 * Empty during server rendering and hydration, then the stored list.
 */
export function useShortlist(store: ShortlistStore = shortlistStore()): ShortlistState {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return { items, add: store.add, remove: store.remove, has: store.has, clear: store.clear };
}
