'use client';
import { SHORTLIST_HREF } from './menuData';
import { HeaderIconLink } from './HeaderIconLink';
import { useShortlist, type ShortlistStore } from '#src/tools/shortlist/shortlistStore';

/**
 * The header's shortlist icon with the shortlist size (spec 2.3), linking to the shortlist page.
 * A client island: the size comes from the browser's shortlist store, so the server HTML shows 0
 * and the real number appears on hydration, and it follows changes made in other tabs.
 */
export interface ShortlistLinkProps {
  /** The store to read; the page's localStorage store by default (stories and tests pass their own). */
  store?: ShortlistStore;
  /** Extra class for layout by the parent. */
  className?: string;
}

/** How the shortlist size is read out after the label. */
export const shortlistCountText = (count: number) => (count === 1 ? '1 car' : `${count} cars`);

export function ShortlistLink({ store, className }: ShortlistLinkProps) {
  const { items } = useShortlist(store);
  return (
    <HeaderIconLink
      href={SHORTLIST_HREF}
      icon="shortlist"
      label="Shortlist"
      count={items.length}
      countText={shortlistCountText}
      dataCy="header-shortlist"
      className={className}
    />
  );
}
