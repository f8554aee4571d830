/**
 * Finished API answers (their bodies) per store, keyed by the canonical query and bounded by
 * size (least recently used out first). Answers only change when the catalogue is re-seeded or
 * the store's date moves on (deals end), so an entry stays right until the version the handler
 * passes (catalogue version and date) changes, which empties the cache. This
 * makes repeated queries (page lists, revalidations) cost a lookup instead of a query.
 *
 * A large answer (a page of 200 records is about 190 kB) is only kept the second time its query
 * is asked within the last `seenKeys` large queries: most are asked once (a new sourceId, a
 * random deep page), and keeping each one only churned 190 kB strings through the old
 * generation and evicted answers that are asked again (issue #17).
 */
import type { ContentStore } from './contentStore';

export interface CachedResponse {
  /** The body as UTF-8. */
  bytes: Uint8Array;
  /** The body as text, decoded when first asked for (the servers send the bytes). */
  body?: string;
}

/** Total bytes of bodies kept per store (a decoded body, when asked for, costs about as much again). */
const maxBytes = 16 * 1024 * 1024;
/** Bodies bigger than this are not kept (they would evict too much). */
const maxEntryBytes = 1024 * 1024;
/** Bodies from this size on need to be asked twice before they are kept. */
const largeEntryBytes = 32 * 1024;
/** How many large queries asked once are remembered (their keys only). */
const seenKeys = 4096;

class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private size = 0;
  private version = '';
  /** Keys of large answers asked once and not kept, oldest first. */
  private seen = new Set<string>();

  get(version: string, key: string): CachedResponse | undefined {
    if (version !== this.version) {
      this.entries.clear();
      this.seen.clear();
      this.size = 0;
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
    if (version !== this.version || value.bytes.length > maxEntryBytes) return;
    if (value.bytes.length >= largeEntryBytes && !this.seen.delete(key)) {
      this.seen.add(key);
      if (this.seen.size > seenKeys) this.seen.delete(this.seen.values().next().value!);
      return;
    }
    const previous = this.entries.get(key);
    if (previous) this.size -= previous.bytes.length;
    this.entries.delete(key);
    this.entries.set(key, value);
    this.size += value.bytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.size <= maxBytes) break;
      this.entries.delete(oldest);
      this.size -= entry.bytes.length;
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
