'use client';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { Button } from '#src/primitives/Button';
import { Link } from '#src/primitives/Link';
import { Notice } from '#src/primitives/Notice';
import { Text } from '#src/primitives/Text';
import { VisuallyHidden, visuallyHidden } from '#src/primitives/VisuallyHidden';
import { mq } from '#src/styles/mq';
import { useShortlist, type ShortlistStore } from './shortlistStore';
import {
  focusIndexAfterRemoval,
  shortlistCountText,
  shortlistEmptyLinks,
  shortlistHref,
  shortlistPriceText,
  shortlistViewTexts,
} from './shortlistViewTexts';

/**
 * ShortlistView: the body of /my-shortlist. It lists the cars saved in this browser's shortlist
 * (title linking to the car, price), with a remove button per car and 'Clear shortlist', and an
 * empty state with ways on to reviews and deals. The list lives in localStorage, so the server
 * HTML (and hydration) render a quiet, fixed-height placeholder with no spinner; the list fills
 * the same reserved space once the browser reads the store, so nothing below jumps. Removals
 * and clearing are announced in a polite live region that is present from the first paint, and
 * focus moves to the next sensible control so keyboard users are never dropped on the page body.
 */
export interface ShortlistViewProps {
  /** The shortlist store; the page's localStorage store by default (stories and tests pass their own). */
  store?: ShortlistStore;
}

const noSubscription = () => () => {};

export function ShortlistView({ store }: ShortlistViewProps) {
  const { items, remove, clear } = useShortlist(store);
  // false in the server HTML and during hydration, true once the page runs in the browser.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  // Where focus goes after the next render: a row index, 'empty' (the empty state) or nothing.
  const pendingFocus = useRef<number | 'empty' | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === 'empty' || items.length === 0) {
      emptyRef.current?.focus();
      return;
    }
    listRef.current?.children[target]?.querySelector('button')?.focus();
  }, [items]);

  const removeAt = (index: number) => {
    const item = items[index];
    if (!item) return;
    pendingFocus.current = focusIndexAfterRemoval(index, items.length) ?? 'empty';
    remove(item.id);
    setAnnouncement(shortlistViewTexts.removed(item.title));
  };

  const clearAll = () => {
    pendingFocus.current = 'empty';
    clear();
    setAnnouncement(shortlistViewTexts.cleared);
  };

  let body;
  if (!hydrated) {
    body = (
      <noscript>
        <Text>{shortlistViewTexts.noScript}</Text>
      </noscript>
    );
  } else if (items.length === 0) {
    body = (
      <Notice
        tone="info"
        icon="shortlist"
        heading={shortlistViewTexts.emptyTitle}
        text={shortlistViewTexts.emptyMessage}
        ref={emptyRef}
        tabIndex={-1}
        data-shortlist-empty=""
      >
        <EmptyLinks>
          {shortlistEmptyLinks.map((link) => (
            <li key={link.href}>
              <WayOn href={link.href} variant="standalone">
                {link.text}
              </WayOn>
            </li>
          ))}
        </EmptyLinks>
      </Notice>
    );
  } else {
    body = (
      <>
        <Top>
          <Text>{shortlistCountText(items.length)}</Text>
          <Button variant="secondary" size="smaller" icon="close" onClick={clearAll}>
            {shortlistViewTexts.clear}
          </Button>
        </Top>
        <List ref={listRef} aria-label={shortlistViewTexts.heading}>
          {items.map((item, index) => {
            const price = shortlistPriceText(item);
            const href = shortlistHref(item.url);
            return (
              <Row key={item.id} data-shortlist-item={item.id}>
                <Details>
                  {href ? (
                    <CarLink href={href} variant="standalone">
                      {item.title}
                    </CarLink>
                  ) : (
                    <CarName>{item.title}</CarName>
                  )}
                  <Text size="sm" tone="muted" as="span">
                    {price ? (
                      <>
                        {shortlistViewTexts.priceLabel} <PriceAmount>{price}</PriceAmount>
                      </>
                    ) : (
                      shortlistViewTexts.noPrice
                    )}
                  </Text>
                </Details>
                <Button variant="transparent" size="smaller" icon="close" onClick={() => removeAt(index)}>
                  {shortlistViewTexts.remove}
                  <VisuallyHidden> {item.title}</VisuallyHidden>
                </Button>
              </Row>
            );
          })}
        </List>
        <Text size="sm" tone="muted">
          {shortlistViewTexts.storedNote}
        </Text>
      </>
    );
  }

  return (
    <Region data-hydrated={hydrated || undefined}>
      {body}
      <Status role="status">{announcement}</Status>
    </Region>
  );
}

/* The reserved height fits the empty state and a short list, so the first paint and the filled view match. */
const Region = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-height: 12rem;
`;

const Status = styled.p`
  ${visuallyHidden}
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-block-start: 1px solid ${vars.color.border};
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[2]};
  padding-block: ${vars.space[4]};
  border-block-end: 1px solid ${vars.color.border};

  ${mq.from.sm} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[4]};
  }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

const CarLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  font-weight: ${vars.weight.bold};
`;

const CarName = styled.span`
  font-weight: ${vars.weight.bold};
`;

const PriceAmount = styled.strong`
  color: ${vars.color.text};
  font-variant-numeric: tabular-nums;
`;

const EmptyLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const WayOn = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
`;
