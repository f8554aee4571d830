/**
 * Next's page cache (the ISR incremental cache) with one rule added: a page rendered while a back
 * end could not answer is never kept (issue #15, ADR 0020). Its HTML holds a "content
 * unavailable" notice, marked by `data-content-unavailable` (src/lib/unavailableRender.ts).
 *
 * - A page that was cached before keeps its last good copy: Next serves it stale and tries the
 *   render again on a later request, until the back end answers.
 * - A page that never was is rendered again on every request; the server answers it 503 with
 *   Retry-After (src/server/http/documentResponse.ts).
 *
 * Everything else is Next's own file-system cache, in memory (experimental.isrFlushToDisk is
 * off). Plain JavaScript: Next imports this file itself, at build and at run time.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

/** The literal of src/lib/unavailableRender.ts `unavailableNoticeMarker` (a unit test keeps them equal). */
export const unavailableNoticeMarker = 'data-content-unavailable=""';

/** Whether Next's cache entry `data` is a page that holds the notice. */
export function isUnavailablePageEntry(data) {
  return data?.kind === 'APP_PAGE' && typeof data.html === 'string' && data.html.includes(unavailableNoticeMarker);
}

export default class PageCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (isUnavailablePageEntry(data)) return;
    return super.set(key, data, ctx);
  }
}
