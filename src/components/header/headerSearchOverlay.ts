'use client';
/**
 * The header search's overlay (spec 2.5, 4): whether it is on, reported to the parent
 * (`onOverlayChange`) and to the header (`HeaderSearchFocusContext`, which hides the mobile icon
 * group with it), turned off in the reports when the search unmounts with it on, and placed from
 * the bottom of the header down (the whole viewport outside one).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useHeaderSearchFocus } from './headerSearchFocus';

export interface HeaderSearchOverlay {
  overlayOn: boolean;
  /** Turns the overlay on or off; answers whether that changed it. */
  setOverlay: (on: boolean) => boolean;
}

export function useHeaderSearchOverlay(options: {
  onOverlayChange: ((on: boolean) => void) | undefined;
  /** The search box's root (its closest header places the overlay). */
  rootRef: RefObject<HTMLElement | null>;
  /** The overlay element, rendered while it is on. */
  overlayRef: RefObject<HTMLElement | null>;
}): HeaderSearchOverlay {
  const { onOverlayChange, rootRef, overlayRef } = options;
  const [overlayOn, setOverlayOn] = useState(false);
  const overlayOnRef = useRef(false);

  // The parent's callbacks are read when the overlay changes, never as effect dependencies.
  const headerFocus = useHeaderSearchFocus();
  const reporters = useRef({ onOverlayChange, headerFocus });
  useEffect(() => {
    reporters.current = { onOverlayChange, headerFocus };
  }, [onOverlayChange, headerFocus]);

  const setOverlay = useCallback((on: boolean) => {
    if (overlayOnRef.current === on) return false;
    overlayOnRef.current = on;
    setOverlayOn(on);
    reporters.current.onOverlayChange?.(on);
    reporters.current.headerFocus.setSearchInFocus(on);
    return true;
  }, []);

  // Leaving the page with the overlay on must not leave the header thinking search has focus.
  useEffect(
    () => () => {
      if (!overlayOnRef.current) return;
      overlayOnRef.current = false;
      reporters.current.onOverlayChange?.(false);
      reporters.current.headerFocus.setSearchInFocus(false);
    },
    [],
  );

  // The overlay starts at the bottom of the header (the whole viewport outside one).
  useLayoutEffect(() => {
    const overlay = overlayRef.current;
    const root = rootRef.current;
    if (!overlayOn || !overlay || !root) return;
    const place = () => {
      const header = root.closest('header');
      overlay.style.top = `${header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0}px`;
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { passive: true });
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place);
    };
  }, [overlayOn, overlayRef, rootRef]);

  return { overlayOn, setOverlay };
}
