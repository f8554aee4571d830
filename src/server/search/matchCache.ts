/** The FTS results of recent expressions, kept per index version (memoryIndex.ts). */

export interface MatchResult {
  /** Matching positions in the in-memory index. */
  positions: Int32Array;
  /** -bm25 (higher is better), when asked for. */
  scores: Float64Array | null;
}

/** Recent FTS results per expression (the widgets repeat a term with other filters and pages). */
export class MatchCache {
  private readonly map = new Map<string, MatchResult>();
  private size = 0;
  private static readonly maxEntries = 4_000_000;

  get(key: string): MatchResult | undefined {
    const hit = this.map.get(key);
    if (hit) {
      this.map.delete(key);
      this.map.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: MatchResult): void {
    if (value.positions.length > MatchCache.maxEntries / 4) return;
    this.map.set(key, value);
    this.size += value.positions.length;
    while (this.size > MatchCache.maxEntries || this.map.size > 1_024) {
      const [oldest, entry] = this.map.entries().next().value as [string, MatchResult];
      this.map.delete(oldest);
      this.size -= entry.positions.length;
    }
  }

  clear(): void {
    this.map.clear();
    this.size = 0;
  }
}
