/**
 * The words of the shortlist page (/my-shortlist) in one place, so the view, its stories and the
 * end-to-end test agree on them, and the small rules behind them (how many cars, how a price
 * reads) can be unit tested without rendering.
 */
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import type { ShortlistItem } from './shortlistStore';
import { sitePaths } from '#src/domain/routes';

/** Texts of the shortlist view. */
export const shortlistViewTexts = {
  heading: 'Cars on your shortlist',
  emptyTitle: 'Your shortlist is empty',
  emptyMessage: 'Save cars with Add to shortlist on reviews and deals, and they will appear here.',
  browseReviews: 'Browse car reviews',
  browseDeals: 'See new car deals',
  remove: 'Remove',
  clear: 'Clear shortlist',
  cleared: 'Your shortlist has been cleared',
  removed: (title: string) => `${title} removed from your shortlist`,
  priceLabel: 'Price from',
  noPrice: 'Price not available',
  storedNote: 'Your shortlist is kept in this browser only, so it is not shared with your other devices.',
  noScript: 'Your shortlist is kept in this browser and needs JavaScript to show. Turn JavaScript on to see it.',
} as const;

/** Where the empty state sends the visitor. */
export const shortlistEmptyLinks = [
  { text: shortlistViewTexts.browseReviews, href: sitePaths.reviews },
  { text: shortlistViewTexts.browseDeals, href: sitePaths.newCarDeals },
] as const;

/**
 * The count sentence above the list.
 * @example shortlistCountText(1) // 'You have 1 car on your shortlist.'
 */
export function shortlistCountText(count: number): string {
  return `You have ${count} ${count === 1 ? 'car' : 'cars'} on your shortlist.`;
}

/**
 * How an entry's price reads: the formatted pound price, or undefined when the entry has none.
 * @example shortlistPriceText({ price: 27995 }) // '£27,995'
 */
export function shortlistPriceText(item: Pick<ShortlistItem, 'price'>): string | undefined {
  if (item.price === undefined) return undefined;
  const text = formatPoundPrice(item.price);
  return text === '' ? undefined : text;
}

/**
 * Which remove button should take focus after the car at `index` is removed from a list of
 * `count` cars: the next car's (now at the same index), else the previous one's, else none
 * (the list is empty and focus goes to the empty state).
 */
export function focusIndexAfterRemoval(index: number, count: number): number | undefined {
  const remaining = count - 1;
  if (remaining <= 0) return undefined;
  return Math.min(index, remaining - 1);
}

/**
 * The link of a stored entry, or undefined when it is not safe to follow. Stored entries are
 * untrusted (other scripts, manual edits), so only site paths and http(s) URLs are linked; a
 * `javascript:` or protocol-relative value is shown as plain text instead.
 * @example shortlistHref('/ford/puma/suv') // '/ford/puma/suv'
 * @example shortlistHref('javascript:alert(1)') // undefined
 */
export function shortlistHref(url: string): string | undefined {
  const trimmed = url.trim();
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}
