'use client';
import { useEffect, useRef } from 'react';
import { Button } from '#src/primitives/Button';
import { dealerMapLink, useDealerMapLink } from './dealerMapLink';
import { dealerTexts } from './dealerTexts';

/**
 * ShowOnMapButton: a dealer's "Show on map" in the finder's list (#16), shown only once the map
 * beside the list is ready (never without JavaScript, nor when the map failed). Pressing it asks
 * the map to focus the dealer's marker and open its popup. When the map opens this dealer (its
 * marker clicked or pressed), the button marks its list item as the one shown (the item styles
 * itself by `:has([data-map-active])`) and scrolls it into view within the list's own scroll box.
 */
export interface ShowOnMapButtonProps {
  /** The list's id, which pairs it with its map (dealerMapLink). */
  listId: string;
  /** The dealer's id, as on its marker. */
  dealerId: string;
  /** The dealer's name, for the button's accessible name. */
  dealerName: string;
}

export function ShowOnMapButton({ listId, dealerId, dealerName }: ShowOnMapButtonProps) {
  const { ready, activeId, source, sequence } = useDealerMapLink(listId);
  const anchor = useRef<HTMLSpanElement>(null);
  const active = activeId === dealerId;

  useEffect(() => {
    if (!active || source !== 'map') return;
    const item = anchor.current?.closest('li');
    const box = item?.closest<HTMLElement>('[data-dealer-scroll]');
    // Only the list's own box scrolls (it is the items' offset parent), never the page, so the
    // marker's focus and popup stay in view; on a narrow screen the list does not scroll at all.
    if (item && box && box.scrollHeight > box.clientHeight) {
      box.scrollTop = item.offsetTop - Number.parseFloat(getComputedStyle(box).paddingTop || '0');
    }
  }, [active, source, sequence]);

  if (!ready) return null;
  return (
    <span ref={anchor} data-map-active={active ? 'true' : undefined}>
      <Button
        variant="transparent"
        size="small"
        icon="location"
        aria-label={`${dealerTexts.results.showOnMap}: ${dealerName}`}
        onClick={() => dealerMapLink(listId).activate(dealerId, 'list')}
      >
        {dealerTexts.results.showOnMap}
      </Button>
    </span>
  );
}
