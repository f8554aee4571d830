/**
 * Click statistics for result lists whose results are links (the /search list, the /used-cars
 * cards), by delegation on one container: as the widgets do (search-api.md "Widget behaviour
 * worth matching": clicks are sent on pointer-down or Enter; spec 9: the Enter key, 13, triggers
 * an analytics click), so a middle-click or a new-tab open counts too, and the event is handed
 * over before the page unloads. The container's components need no handlers of their own.
 */
import { useEffect, useRef, type RefObject } from 'react';

/**
 * The link a pointer-down (not the secondary button) or an Enter key-down activates, or null for
 * any other event or a target outside a link.
 */
export function activatedResultLink(event: Event): HTMLAnchorElement | null {
  if (event.type === 'keydown') {
    const key = event as KeyboardEvent;
    if (key.isComposing || key.repeat || (key.key !== 'Enter' && key.keyCode !== 13)) return null;
  } else if (event.type === 'pointerdown') {
    if ((event as PointerEvent).button === 2) return null;
  } else {
    return null;
  }
  const target = event.target as { closest?: unknown } | null;
  if (!target || typeof target.closest !== 'function') return null;
  return (target as Element).closest<HTMLAnchorElement>('a[href]');
}

/** The hit id a /search result link belongs to: its list item's `data-hit-id`. */
export function hitIdOfListItem(link: HTMLAnchorElement): string | null {
  return link.closest('[data-hit-id]')?.getAttribute('data-hit-id') ?? null;
}

/**
 * Calls `onClick` with the hit id of each result link activated inside `ref`'s element; `idOf`
 * names the hit of a link (null: not a result, nothing sent). The latest callbacks are used.
 */
export function useResultClicks(
  ref: RefObject<HTMLElement | null>,
  idOf: (link: HTMLAnchorElement) => string | null,
  onClick: (id: string) => void,
): void {
  const latest = useRef({ idOf, onClick });
  useEffect(() => {
    latest.current = { idOf, onClick };
  }, [idOf, onClick]);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const listener = (event: Event) => {
      const link = activatedResultLink(event);
      const id = link ? latest.current.idOf(link) : null;
      if (id) latest.current.onClick(id);
    };
    element.addEventListener('pointerdown', listener);
    element.addEventListener('keydown', listener);
    return () => {
      element.removeEventListener('pointerdown', listener);
      element.removeEventListener('keydown', listener);
    };
  }, [ref]);
}
