'use client';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '#src/primitives/Button';
import { VisuallyHidden } from '#src/primitives/VisuallyHidden';
import {
  shortlistStore,
  useShortlist,
  type NewShortlistItem,
  type ShortlistStore,
} from '#src/tools/shortlist/shortlistStore';

/**
 * ShortlistButton: adds a car to the visitor's shortlist (kept in the browser) or takes it off
 * again. A client island over the shortlist store: the header's count and the shortlist page
 * follow the same store. The label says what a press will do, and a status line announces the
 * change. Before hydration (and without JavaScript) it reads 'Add to shortlist'.
 */
export interface ShortlistButtonProps {
  /** The car to save: its id, title, url, and price and image when known. */
  item: NewShortlistItem;
  /** The store to use; the page's localStorage store by default (stories and tests pass their own). */
  store?: ShortlistStore;
}

/** Texts of the button and its status line. */
export const shortlistButtonTexts = {
  add: 'Add to shortlist',
  remove: 'Remove from shortlist',
  added: 'Added to your shortlist',
  removed: 'Removed from your shortlist',
} as const;

export function ShortlistButton({ item, store = shortlistStore() }: ShortlistButtonProps) {
  const { items, add, remove } = useShortlist(store);
  const saved = items.some((entry) => entry.id === item.id);
  // What the last press did, for the status line (nothing is announced on load).
  const [lastChange, setLastChange] = useState<'added' | 'removed' | null>(null);
  const toggle = () => {
    if (saved) {
      remove(item.id);
      setLastChange('removed');
    } else {
      add(item);
      setLastChange('added');
    }
  };
  return (
    <Holder>
      <Button
        variant="secondary"
        size="small"
        icon={saved ? 'shortlistFilled' : 'shortlist'}
        data-shortlisted={saved ? 'true' : 'false'}
        onClick={toggle}
      >
        {saved ? shortlistButtonTexts.remove : shortlistButtonTexts.add}
      </Button>
      <VisuallyHidden>
        <span role="status">{lastChange ? shortlistButtonTexts[lastChange] : ''}</span>
      </VisuallyHidden>
    </Holder>
  );
}

const Holder = styled.div`
  display: contents;
`;
