'use client';
/**
 * Puts a search store in context for the widgets under it and connects it in the browser (URL
 * sync, popstate, first search unless the server rendered results). Give it a `store` made with
 * createSearchStore, or `options` to make one per mount. Renders no markup of its own.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { createSearchStore, type SearchStore, type SearchStoreOptions } from './searchStore';
import { SearchStoreContext } from './useSearchStore';

export interface SearchStoreProviderProps {
  /** A store made by the caller (it keeps it across renders). */
  store?: SearchStore;
  /** Options to make the store from on first render, when no `store` is given. */
  options?: SearchStoreOptions;
  /** Connect on mount (URL sync, popstate, first search); default true. */
  connect?: boolean;
  /** The widgets. */
  children: ReactNode;
}

export function SearchStoreProvider({ store, options, connect = true, children }: SearchStoreProviderProps) {
  const [own] = useState<SearchStore | null>(() => (store || !options ? null : createSearchStore(options)));
  const active = store ?? own;
  if (!active) throw new Error('SearchStoreProvider needs a store or options');
  useEffect(() => (connect ? active.connect() : undefined), [active, connect]);
  return <SearchStoreContext.Provider value={active}>{children}</SearchStoreContext.Provider>;
}
