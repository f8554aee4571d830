// @vitest-environment node
import { describe, expect, it } from 'vitest';
import PageCacheHandler, { isUnavailablePageEntry, unavailableNoticeMarker } from '#site/pageCacheHandler.mjs';
import { unavailableNoticeMarker as markerInTypeScript } from '#src/lib/unavailableRender';

/**
 * Next's page cache with one rule added (site/pageCacheHandler.mjs, ADR 0020): a page rendered
 * while a back end was down is never kept, anything else is, as Next's own cache keeps it.
 */
const page = (html: string) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('0:[]'), headers: {}, status: 200 });
const context = { cacheControl: { revalidate: 3600, expire: 86_400 } };

function handler() {
  return new PageCacheHandler({ maxMemoryCacheSize: 1024 * 1024, flushToDisk: false, revalidatedTags: [] });
}
/** What the handler's memory store holds for a key (the store Next reads from first). */
function stored(key: string): unknown {
  const memory = (PageCacheHandler as unknown as { memoryCache?: { get(key: string): unknown } }).memoryCache;
  return memory?.get(key);
}

describe('the page cache handler', () => {
  it('looks for the same marker the notice writes', () => {
    expect(unavailableNoticeMarker).toBe(markerInTypeScript);
  });

  it('keeps a good page and refuses one that holds the unavailable notice', async () => {
    const cache = handler();
    await cache.set('/fixed/reviews', page('<main><h1>Reviews</h1></main>'), context);
    expect(stored('/fixed/reviews')).toMatchObject({ value: { html: '<main><h1>Reviews</h1></main>' } });

    await cache.set('/fixed/news', page(`<main><section ${unavailableNoticeMarker}>Sorry</section></main>`), context);
    expect(stored('/fixed/news')).toBeUndefined();
  });

  it('keeps the last good copy when a later render holds the notice', async () => {
    const cache = handler();
    await cache.set('/fixed/abarth', page('<h1>Abarth</h1>'), context);
    await cache.set('/fixed/abarth', page(`<div ${unavailableNoticeMarker}></div>`), context);
    expect(stored('/fixed/abarth')).toMatchObject({ value: { html: '<h1>Abarth</h1>' } });
  });

  it('judges only pages: route answers and data entries pass as Next stores them', () => {
    expect(isUnavailablePageEntry(page(`<p ${unavailableNoticeMarker}></p>`))).toBe(true);
    expect(isUnavailablePageEntry(page('<p data-content-unavailable="x"></p>'))).toBe(false);
    expect(isUnavailablePageEntry({ kind: 'APP_ROUTE', body: Buffer.from(unavailableNoticeMarker) })).toBe(false);
    expect(isUnavailablePageEntry(null)).toBe(false);
  });
});
