/**
 * Finished API answers (their bodies) per store, keyed by the canonical query and bounded by
 * size (least recently used out first). Answers only change when the catalogue is re-seeded or
 * the store's date moves on (deals end), so an entry stays right until the version the handler
 * passes (catalogue version and date) changes, which empties the cache. This
 * makes repeated queries (page lists, revalidations) cost a lookup instead of a query.
 */
import type { ContentStore } from './contentStore';

export interface CachedResponse {
  body: string;
  /** The body as UTF-8, filled in by the first answer that sends it. */
  bytes?: Uint8Array;
}

/** Total characters of bodies kept per store (about 3 bytes each in memory: the string and its UTF-8 bytes). */
const maxChars = 16 * 1024 * 1024;
/** Bodies bigger than this are not kept (they would evict too much). */
const maxEntryChars = 1024 * 1024;

class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private chars = 0;
  private version = '';

  get(version: string, key: string): CachedResponse | undefined {
    if (version !== this.version) {
      this.entries.clear();
      this.chars = 0;
      this.version = version;
      return undefined;
    }
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(version: string, key: string, value: CachedResponse): void {
    if (version !== this.version || value.body.length > maxEntryChars) return;
    const previous = this.entries.get(key);
    if (previous) this.chars -= previous.body.length;
    this.entries.delete(key);
    this.entries.set(key, value);
    this.chars += value.body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.chars <= maxChars) break;
      this.entries.delete(oldest);
      this.chars -= entry.body.length;
    }
  }
}

const caches = new WeakMap<ContentStore, ResponseCache>();

export function responseCacheFor(store: ContentStore): ResponseCache {
  let cache = caches.get(store);
  if (!cache) {
    cache = new ResponseCache();
    caches.set(store, cache);
  }
  return cache;
}
