'use client';
/**
 * What every widget shares to work with JavaScript off (issue #6 item 7): `useHrefFor` turns a
 * state (made with the pure transitions of searchState.ts) into the link of that choice, and
 * `linkAction` makes a plain left click on such a link run the store action instead of loading
 * the page. Modified clicks (new tab, new window) keep the link's own behaviour.
 */
import { useCallback, type KeyboardEvent, type MouseEvent } from 'react';
import type { SearchQueryState, SearchStore } from './searchStore';
import { hrefFor } from './searchUrl';
import { useSearchStoreApi } from './useSearchStore';

/** The href builder of a store's widgets. */
export function useHrefFor(store?: SearchStore | null): (state: SearchQueryState) => string {
  const api = useSearchStoreApi(store);
  return useCallback(
    (state: SearchQueryState) =>
      hrefFor(state, {
        pathname: api.linkBase.pathname,
        search: api.linkBase.search,
        format: api.urlFormat,
      }),
    [api],
  );
}

/** A click handler: plain primary clicks run `action` (no navigation); others are left alone. */
export function linkAction(action: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    action();
  };
}

/** Space on a link that acts as a checkbox, radio or toggle button runs `action` (Enter already clicks). */
export function spaceAction(action: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    action();
  };
}

/** The widgets' visible default texts (spec 2.11, 8). */
export const widgetTexts = {
  loadMore: 'Load more',
  loadingMore: 'Loading more..',
  clear: 'Clear',
  clearAll: 'Clear all',
  activeFilters: 'Active filters',
  from: 'From',
  to: 'To',
  pagination: 'Search results pages',
  previous: 'Previous page',
  next: 'Next page',
  searching: 'Searching…',
} as const;
