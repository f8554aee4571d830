/**
 * How a page says it was rendered while a back end (the content store, the Content API or the
 * search service) could not answer: its notice carries `data-content-unavailable`. The server
 * answers such a page 503 with Retry-After and no-store (src/server/http/documentResponse.ts),
 * and Next's page cache refuses to keep it (site/pageCacheHandler.mjs), so a visitor or a
 * crawler never gets the notice from a cache while the last good copy is there to serve
 * (issue #15, ADR 0020).
 */

/** The attribute every "content unavailable" notice carries in the server HTML. */
export const unavailableNoticeAttribute = 'data-content-unavailable';

/**
 * The attribute as React writes it in HTML. Text cannot contain it: React escapes the quotes
 * of text and of other attributes' values, so only the attribute itself reads like this.
 * site/pageCacheHandler.mjs holds the same literal (plain JavaScript, loaded by Next directly);
 * a unit test keeps the two equal.
 */
export const unavailableNoticeMarker = `${unavailableNoticeAttribute}=""`;

/** What a 503 page asks a client to wait before trying again. */
export const unavailableRetryAfterSeconds = 30;

/** Whether a rendered HTML page holds a "content unavailable" notice. */
export function isUnavailableRender(html: string): boolean {
  return html.includes(unavailableNoticeMarker);
}
