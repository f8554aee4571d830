/**
 * How a page says that what its URL names has gone for good: a deal page whose offer is no longer
 * in the store (issue #18, src/domain/dealDates.ts) renders its notice with `data-gone`. Next's
 * cached pages cannot set a status of their own, so the server answers such a page 410 Gone with
 * no-store (src/server/http/documentResponse.ts), as it answers a "content unavailable" page 503
 * (./unavailableRender.ts). The page itself stays cached like any other: each answer from it is a 410.
 */

/** The attribute a "gone" notice carries in the server HTML. */
export const goneNoticeAttribute = 'data-gone';

/**
 * The attribute as React writes it in HTML. Text cannot contain it: React escapes the quotes of
 * text and of other attributes' values, so only the attribute itself reads like this.
 */
export const goneNoticeMarker = `${goneNoticeAttribute}=""`;

/** Whether a rendered HTML page holds a "gone" notice. */
export function isGoneRender(html: string): boolean {
  return html.includes(goneNoticeMarker);
}
