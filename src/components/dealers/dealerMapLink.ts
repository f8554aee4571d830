import { useSyncExternalStore } from 'react';

/**
 * The link between the dealer list and the dealer map, two islands of one page (#16): the map
 * says when it is ready (so the list's "Show on map" buttons appear only when there is a map to
 * show) and which dealer it opened; the list asks the map to show a dealer. A tiny store per
 * pair, named by the list's id, rather than a shared parent: the list stays a Server Component
 * that works with no JavaScript, and only its buttons and the map hydrate.
 */

/** What the pair shares. */
export interface DealerMapLinkState {
  /** The map has drawn its markers. */
  ready: boolean;
  /** The dealer whose popup is open, or null. */
  activeId: string | null;
  /** Who opened it: the map (a marker), or the list ("Show on map"). */
  source: 'map' | 'list' | null;
  /** Bumped on every activation, so the same dealer shown twice is two requests. */
  sequence: number;
}

type Listener = () => void;

const initial: DealerMapLinkState = { ready: false, activeId: null, source: null, sequence: 0 };

/** One list-and-map pair's store. */
export interface DealerMapLink {
  getSnapshot: () => DealerMapLinkState;
  subscribe: (listener: Listener) => () => void;
  setReady: (ready: boolean) => void;
  /** Shows a dealer (or none) from the map or the list. */
  activate: (id: string | null, source: 'map' | 'list') => void;
}

const links = new Map<string, DealerMapLink>();

function createLink(): DealerMapLink {
  let state = initial;
  const listeners = new Set<Listener>();
  const set = (next: Partial<DealerMapLinkState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setReady: (ready) => set(ready ? { ready } : initial),
    activate: (id, source) => set({ activeId: id, source: id ? source : null, sequence: state.sequence + 1 }),
  };
}

/** The store of the list with this id (made on first use). */
export function dealerMapLink(listId: string): DealerMapLink {
  let link = links.get(listId);
  if (!link) {
    link = createLink();
    links.set(listId, link);
  }
  return link;
}

const serverSnapshot = () => initial;

/** The pair's state in a component; the server and hydration render see no map. */
export function useDealerMapLink(listId: string): DealerMapLinkState {
  const link = dealerMapLink(listId);
  return useSyncExternalStore(link.subscribe, link.getSnapshot, serverSnapshot);
}
