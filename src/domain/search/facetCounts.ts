/**
 * Facets, range facets and field stats over a candidate list of the in-memory index
 * (documentIndex.ts), as the search protocol reports them.
 *
 * - Facets: a document counts once per value; values with the most documents first, then by value
 *   (compareKeys: numerically when both are numeric, else by code unit), then as first met; a text
 *   value is shown as first stored in index order (values compare folded).
 * - Range facets: `from` inclusive, `to` exclusive; a list counts once per bucket.
 * - Field stats: every numeric value counts, duplicates in a list included; none at all gives the
 *   hosted service's { min: 'Infinity', max: '-Infinity', avg: 0 }.
 */
import { type Column, compareKeys, type Key } from './columns';
import type { DocumentIndex, FacetCounts } from './documentIndex';
import { inBounds } from './filterConditions';
import { topK } from './ranking';
import type {
  CustomFieldScalar,
  FacetValue,
  FieldStat,
  RangeBounds,
  RangeFacetValue,
  SearchParams,
  SearchResponse,
} from './searchTypes';

function countValues(column: Column, positions: Int32Array): FacetCounts {
  const size = column.size;
  const counts = new Int32Array(size);
  const firstSeen = new Int32Array(size);
  const seen: number[] = [];
  // A document counts once per value: stamp each id with the document that last counted it.
  const stamp = new Int32Array(size);
  const { cells, pool } = column;
  for (let i = 0; i < positions.length; i += 1) {
    const cell = cells[positions[i]!]!;
    if (cell >= 0) {
      if (counts[cell]!++ === 0) {
        firstSeen[cell] = seen.length;
        seen.push(cell);
      }
    } else if (cell < -1) {
      const at = -cell - 2;
      const end = at + 1 + pool[at]!;
      for (let j = at + 1; j < end; j += 1) {
        const id = pool[j]!;
        if (stamp[id] === i + 1) continue;
        stamp[id] = i + 1;
        if (counts[id]!++ === 0) {
          firstSeen[id] = seen.length;
          seen.push(id);
        }
      }
    }
  }
  return { counts, firstSeen, seen: Int32Array.from(seen) };
}

/** Values with the most documents first, then by value, then as first met. */
function topValues(facet: FacetCounts, k: number, display: (id: number) => CustomFieldScalar): FacetValue[] {
  const { counts, firstSeen, seen } = facet;
  const order = (a: number, b: number) =>
    counts[b]! - counts[a]! || compareKeys(display(a), display(b)) || firstSeen[a]! - firstSeen[b]!;
  // Few values: a full sort. Many (category tokens of 100,000 pages): keep the best k.
  const best =
    seen.length <= 2_000 || k * 4 >= seen.length ? Array.from(seen).sort(order).slice(0, k) : topK(seen, k, order);
  return best.map((id) => ({ value: display(id), count: counts[id]! }));
}

/** A document's stored value of field `name` (null: a category token) that compares as `key`. */
export type StoredValue = (position: number, name: string | null, key: Key) => CustomFieldScalar;

export function facetsOf(
  index: DocumentIndex,
  positions: Int32Array,
  everything: boolean,
  params: SearchParams,
  storedValue: StoredValue,
): SearchResponse['facets'] {
  const facets: SearchResponse['facets'] = {};
  for (const facet of params.facets) {
    const label = facet.kind === 'category' ? 'category' : `custom_fields.${facet.name}`;
    const column = facet.kind === 'category' ? index.categories : index.fields.get(facet.name);
    if (!column) {
      facets[label] = [];
      continue;
    }
    let counts = everything ? index.liveCounts.get(column) : undefined;
    if (!counts) {
      counts = countValues(column, positions);
      if (everything) index.liveCounts.set(column, counts);
    }
    const name = facet.kind === 'category' ? null : facet.name;
    const stored = (position: number, id: number) => storedValue(position, name, column.keys[id]!);
    facets[label] = topValues(counts, params.numFacets, (id) => column.displayOf(id, index.alive, index.size, stored));
  }
  return facets;
}

const rangeKey = (from: number | undefined, to: number | undefined) => `${from ?? '*'}-${to ?? '*'}`;

export function rangeFacetsOf(
  index: DocumentIndex,
  positions: Int32Array,
  params: SearchParams,
): SearchResponse['rangeFacets'] {
  const result: SearchResponse['rangeFacets'] = {};
  for (const request of params.rangeFacets) {
    const column = index.fields.get(request.field);
    const buckets: RangeFacetValue[] = request.ranges.map((range) => ({
      key: rangeKey(range.from, range.to),
      ...(range.from !== undefined ? { from: range.from } : {}),
      ...(range.to !== undefined ? { to: range.to } : {}),
      count: 0,
    }));
    if (column) {
      // from inclusive, to exclusive (a value on a boundary belongs to the upper bucket).
      const bounds: RangeBounds[] = request.ranges.map((range) => ({
        ...(range.from !== undefined ? { gte: range.from } : {}),
        ...(range.to !== undefined ? { lt: range.to } : {}),
      }));
      // Per value id and bucket: does the value fall in it?
      const size = column.size;
      const inBucket = new Uint8Array(size * bounds.length);
      for (let id = 0; id < size; id += 1) {
        const value = column.numbers[id]!;
        for (let at = 0; at < bounds.length; at += 1)
          if (inBounds(value, bounds[at]!)) inBucket[id * bounds.length + at] = 1;
      }
      const counts = new Int32Array(bounds.length);
      const hit = new Uint8Array(bounds.length);
      const { cells, pool } = column;
      for (let i = 0; i < positions.length; i += 1) {
        const cell = cells[positions[i]!]!;
        if (cell >= 0) {
          for (let at = 0; at < bounds.length; at += 1) counts[at]! += inBucket[cell * bounds.length + at]!;
        } else if (cell < -1) {
          hit.fill(0);
          const start = -cell - 2;
          const end = start + 1 + pool[start]!;
          for (let j = start + 1; j < end; j += 1) {
            const id = pool[j]!;
            for (let at = 0; at < bounds.length; at += 1) hit[at]! |= inBucket[id * bounds.length + at]!;
          }
          for (let at = 0; at < bounds.length; at += 1) counts[at]! += hit[at]!;
        }
      }
      buckets.forEach((bucket, at) => (bucket.count = counts[at]!));
    }
    result[`custom_fields.${request.field}`] = buckets;
  }
  return result;
}

export function fieldStatsOf(
  index: DocumentIndex,
  positions: Int32Array,
  params: SearchParams,
): SearchResponse['fieldStats'] {
  const result: SearchResponse['fieldStats'] = {};
  for (const name of params.fieldStats) {
    const column = index.fields.get(name);
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    let sum = 0;
    let count = 0;
    if (column) {
      const { cells, pool, numbers } = column;
      const add = (value: number) => {
        if (!Number.isFinite(value)) return;
        if (value < min) min = value;
        if (value > max) max = value;
        sum += value;
        count += 1;
      };
      for (let i = 0; i < positions.length; i += 1) {
        const cell = cells[positions[i]!]!;
        if (cell >= 0) add(numbers[cell]!);
        else if (cell < -1) {
          const start = -cell - 2;
          const end = start + 1 + pool[start]!;
          for (let j = start + 1; j < end; j += 1) add(numbers[pool[j]!]!);
        }
      }
    }
    // No value at all: the hosted service's "Infinity" strings (JSON has no infinities).
    const stat: FieldStat = count ? { min, max, avg: sum / count } : { min: 'Infinity', max: '-Infinity', avg: 0 };
    result[`custom_fields.${name}`] = stat;
  }
  return result;
}
