/**
 * Choosing which deals a hub shows: the best few, at most one per make, so one make with many
 * expensive cars (and so the biggest savings in pounds) cannot fill the whole 'Top deals' row.
 */
import type { Deal } from '#src/domain/content/types';

/**
 * The first `count` deals in the given order with at most one per make; when there are fewer
 * makes than `count`, the list is topped up with the next deals in order.
 */
export function oneDealPerMake<T extends Pick<Deal, 'id' | 'makeSlug'>>(deals: readonly T[], count: number): T[] {
  const chosen: T[] = [];
  const makes = new Set<string>();
  for (const deal of deals) {
    if (chosen.length >= count) break;
    if (makes.has(deal.makeSlug)) continue;
    makes.add(deal.makeSlug);
    chosen.push(deal);
  }
  for (const deal of deals) {
    if (chosen.length >= count) break;
    if (!chosen.includes(deal)) chosen.push(deal);
  }
  return chosen;
}
