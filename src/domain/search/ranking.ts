/**
 * Ordering over the in-memory index (documentIndex.ts): the sort comparator, the best k of a
 * candidate list, the match-all order, and the scores the protocol reports.
 *
 * Sort keys in request order; a custom field sorts by a document's first value (numerically when
 * both are numeric, else by code unit), documents without it last in either order. Ties: more
 * relevant, then more recent, then index order.
 */
import { compareKeys } from './columns';
import type { DocumentIndex } from './documentIndex';
import type { SortSpec } from './searchTypes';

/**
 * Documents whose title alone satisfies the query score x (1 + the share of the shown title the
 * query words make up), up to x2. bm25's idf is small for the common words of a car site
 * ('review', 'suv'), which flattens the 10:1 column weights; this keeps 'Volkswagen Golf review'
 * above a make page that merely lists the Golf, and above 'Volkswagen Golf Estate review'.
 */
export function titleFactor(queryWordCount: number, titleWordCount: number): number {
  return 1 + Math.min(1, queryWordCount / Math.max(1, titleWordCount));
}

export function comparator(index: DocumentIndex, sort: readonly SortSpec[], scoreOf: (position: number) => number) {
  const ts = index.ts;
  const keys = sort.map((spec) => {
    const sign = spec.order === 'asc' ? 1 : -1;
    if (spec.field.kind === 'relevance') return (a: number, b: number) => sign * (scoreOf(a) - scoreOf(b));
    if (spec.field.kind === 'date') return (a: number, b: number) => sign * (ts[a]! - ts[b]!);
    const column = index.fields.get(spec.field.name);
    if (!column) return () => 0;
    // Pages without the field come last in either order; a list sorts by its first value.
    return (a: number, b: number) => {
      const ia = column.firstId(a);
      const ib = column.firstId(b);
      if (ia < 0 || ib < 0) return ia === ib ? 0 : ia < 0 ? 1 : -1;
      return sign * compareKeys(column.keys[ia]!, column.keys[ib]!);
    };
  });
  return (a: number, b: number): number => {
    for (const key of keys) {
      const order = key(a, b);
      if (order !== 0 && !Number.isNaN(order)) return order;
    }
    // Ties: more relevant, then more recent, then index order.
    return scoreOf(b) - scoreOf(a) || ts[b]! - ts[a]! || a - b;
  };
}

/** Relevance in 0..1 (monotonic in the raw score, as the widgets expect a fraction). */
export const normalizedScore = (raw: number) => (raw > 0 ? Math.round((raw / (raw + 10)) * 1e6) / 1e6 : 0);

/** The `k` best of `items` under `compare`, sorted: a bounded heap when k is small against n. */
export function topK(items: Int32Array, k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0) return [];
  if (k * 4 >= items.length || items.length <= 2_048) return Array.from(items).sort(compare).slice(0, k);
  // Max-heap on "worse": the root is the worst of the best k so far.
  const heap: number[] = [];
  const worse = (a: number, b: number) => compare(a, b) > 0;
  const up = (at: number) => {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!worse(heap[at]!, heap[parent]!)) break;
      [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
      at = parent;
    }
  };
  const down = (at: number) => {
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let largest = at;
      if (left < heap.length && worse(heap[left]!, heap[largest]!)) largest = left;
      if (right < heap.length && worse(heap[right]!, heap[largest]!)) largest = right;
      if (largest === at) break;
      [heap[at], heap[largest]] = [heap[largest]!, heap[at]!];
      at = largest;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(compare);
}

/** The first `k` of `order` that are among `members` (null: all of them). */
export function firstOf(order: Int32Array, members: Int32Array | null, size: number, k: number): number[] {
  const result: number[] = [];
  if (k <= 0) return result;
  let member: Uint8Array | null = null;
  if (members) {
    member = new Uint8Array(size);
    for (let i = 0; i < members.length; i += 1) member[members[i]!] = 1;
  }
  for (let i = 0; i < order.length && result.length < k; i += 1) {
    const position = order[i]!;
    if (!member || member[position]) result.push(position);
  }
  return result;
}
