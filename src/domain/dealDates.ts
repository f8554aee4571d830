/**
 * When a deal is live (issue #18, "offers that expire"): from the day it is seeded through the
 * whole of its end date, `expiresAt`, the UK date its card shows as "Offer ends". On date D a deal
 * is live when `expiresAt >= D` (ISO dates compare as text), and ended the day after.
 *
 * This is the rule's one home. `isDealLive` is it in TypeScript; the content store's SQL predicate
 * (src/server/content/contentStore.ts `liveClause`: `"expiresAt" >= ?`) is it for every list,
 * count and breakdown of the Content API, built from `dealEndField`; a unit test holds the two
 * to the same answers. D is `today()` (src/lib/clock.ts): the UK date, pinned by KERBSIDE_TODAY.
 */
import type { Deal } from './content/types';

/** The field that holds a deal's last live day (YYYY-MM-DD). */
export const dealEndField = 'expiresAt' satisfies keyof Deal;

/** Whether `deal` is live on `date` (YYYY-MM-DD): its offer ends on that day or later. */
export function isDealLive(deal: Pick<Deal, 'expiresAt'>, date: string): boolean {
  return deal.expiresAt >= date;
}

/**
 * How a deal id is written (the catalogue's `deal-100001`). A deal page names its deal with
 * `?deal=<id>`: an id in this form that the store does not hold for that model is an offer that
 * has gone (410); anything else is not a deal id at all and is ignored.
 */
export const dealIdPattern = /^deal-\d{1,12}$/;

/** Whether `text` is written as a deal id (see dealIdPattern). */
export function isDealId(text: string): boolean {
  return dealIdPattern.test(text);
}
