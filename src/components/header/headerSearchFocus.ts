'use client';
/**
 * The seam between the header and its search box (spec 2.5, 4: "the overlay state is reported to
 * the parent"; "while search is focused on small viewports the mobile icon group is hidden").
 *
 * `Header` takes the search box as its `search` slot (a ReactNode) and provides this context
 * around it. The search box (`HeaderSearch`, built separately) reports its overlay state by
 * calling `setSearchInFocus(on)` from its `onOverlayChange`, for example:
 *
 *   const { setSearchInFocus } = useHeaderSearchFocus();
 *   <HeaderSearch client={client} onOverlayChange={setSearchInFocus} />
 *
 * or, inside HeaderSearch itself, `useHeaderSearchFocus().setSearchInFocus(on)` whenever the
 * overlay turns on or off. The header then marks itself `data-search-focus` and hides the mobile
 * icon group below lg. Outside a header the context is a no-op, so the search box also works alone.
 */
import { createContext, useContext } from 'react';

/** What the header offers its search box. */
export interface HeaderSearchFocus {
  /** Reports whether the search overlay is on (true) or off (false). */
  setSearchInFocus(on: boolean): void;
}

/** Provided by `Header`; the default does nothing. */
export const HeaderSearchFocusContext = createContext<HeaderSearchFocus>({ setSearchInFocus: () => undefined });

/** The header's search-focus seam, for the search box. */
export function useHeaderSearchFocus(): HeaderSearchFocus {
  return useContext(HeaderSearchFocusContext);
}
