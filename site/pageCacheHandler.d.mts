/** Types of site/pageCacheHandler.mjs (plain JavaScript: Next imports it directly). */
export declare const unavailableNoticeMarker: string;
export declare function isUnavailablePageEntry(data: unknown): boolean;
export default class PageCacheHandler {
  constructor(context: { maxMemoryCacheSize?: number; flushToDisk?: boolean; revalidatedTags?: string[] });
  get(key: string, context: unknown): Promise<unknown>;
  set(key: string, data: unknown, context: unknown): Promise<void>;
}
