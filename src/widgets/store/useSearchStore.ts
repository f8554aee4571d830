'use client';
/**
 * React access to a search store: `useSearchStore(selector)` re-renders a widget only when the
 * part it selects changes (useSyncExternalStore; the server snapshot is the store's initial state,
 * so server HTML and hydration agree). Selectors must return stored values or primitives, not new
 * objects per call. The store comes from SearchStoreProvider, or is passed in directly.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SearchState, SearchStore } from './searchStore';

/** The store of the nearest SearchStoreProvider. */
export const SearchStoreContext = createContext<SearchStore | null>(null);

/** The store itself (for its actions). Throws outside a provider unless one is passed. */
export function useSearchStoreApi(store?: SearchStore | null): SearchStore {
  const fromContext = useContext(SearchStoreContext);
  const found = store ?? fromContext;
  if (!found) throw new Error('A search widget needs a SearchStoreProvider or a store prop');
  return found;
}

const whole = (state: SearchState) => state;

/** A selected part of the state (the whole state without a selector). */
export function useSearchStore<T = SearchState>(
  selector: (state: SearchState) => T = whole as (state: SearchState) => T,
  store?: SearchStore | null,
): T {
  const api = useSearchStoreApi(store);
  return useSyncExternalStore(
    api.subscribe,
    () => selector(api.getState()),
    () => selector(api.getInitialState()),
  );
}
