'use client';
import { useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { Button } from '#src/primitives/Button';
import { VisuallyHidden, visuallyHidden } from '#src/primitives/VisuallyHidden';
import { useShortlist, type NewShortlistItem, type ShortlistStore } from './shortlistStore';

/**
 * ShortlistToggle: 'Add to shortlist' / 'Remove from shortlist' for one car on the deal, model
 * and derivative pages, over the browser's shortlist store (the header count follows it). The
 * shortlist lives in the browser, so the button is disabled in the server HTML and until the page
 * hydrates (without JavaScript it cannot work, and says so by being unavailable rather than
 * doing nothing). A polite status line confirms each change for screen-reader users.
 */
export interface ShortlistToggleProps {
  /** The car to save: a stable id (cap id of a version, model id of a model), its title, link, price and image. */
  item: NewShortlistItem;
  /** The store to use; the page's localStorage store by default (stories and tests pass their own). */
  store?: ShortlistStore;
  /** Button size. */
  size?: 'small' | 'smaller';
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** Extra class for layout by the parent. */
  className?: string;
}

/** The button texts and status messages. */
export const shortlistToggleTexts = {
  add: 'Add to shortlist',
  remove: 'Remove from shortlist',
  added: (title: string) => `${title} added to your shortlist`,
  removed: (title: string) => `${title} removed from your shortlist`,
} as const;

const noSubscription = () => () => {};

export function ShortlistToggle({ item, store, size = 'small', fullWidth = false, className }: ShortlistToggleProps) {
  const { items, add, remove } = useShortlist(store);
  // false in the server HTML and during hydration, true once the page runs in the browser.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [status, setStatus] = useState('');
  const saved = items.some((entry) => entry.id === item.id);

  const toggle = () => {
    if (saved) {
      remove(item.id);
      setStatus(shortlistToggleTexts.removed(item.title));
    } else {
      add(item);
      setStatus(shortlistToggleTexts.added(item.title));
    }
  };

  return (
    <Wrapper className={className} data-saved={saved || undefined} data-full-width={fullWidth || undefined}>
      <Button
        variant="secondary"
        size={size}
        icon={saved ? 'shortlistFilled' : 'shortlist'}
        onClick={toggle}
        disabled={!hydrated}
        fullWidth={fullWidth}
        data-cy="shortlist-toggle"
      >
        {saved ? shortlistToggleTexts.remove : shortlistToggleTexts.add}
        <VisuallyHidden>: {item.title}</VisuallyHidden>
      </Button>
      <Status role="status">{status}</Status>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[1]};

  &[data-full-width] {
    align-items: stretch;
  }
`;

const Status = styled.span`
  ${visuallyHidden}
`;
