/**
 * Filters over the in-memory index (documentIndex.ts): every condition of a request but the text
 * (language, category tokens, custom-field values, the filter grammar, date and price bounds)
 * compiles to tests of precomputed per-value flags, evaluated over a whole candidate list at once
 * (a mask), or for one document (pinned results).
 *
 * Values compare as the columns store them: text folded ('ford' equals 'Ford' and 'FORD'), a
 * number equal to a numeric text of the other type (5 equals '5', but '5.0' is not '5'); category
 * tokens lower-cased. Range bounds apply to numeric values only.
 */
import { type Column, type Key, keyOf, numeric } from './columns';
import type { DocumentIndex } from './documentIndex';
import type { FilterNode, RangeBounds, SearchParams } from './searchTypes';

export interface Condition {
  /** 1 for each candidate (by its index in `positions`) that passes. */
  mask(positions: Int32Array): Uint8Array;
  test(position: number): boolean;
}

const never: Condition = {
  mask: (positions) => new Uint8Array(positions.length),
  test: () => false,
};

/** Documents holding a value whose id is flagged (or the one id `only`). */
function valueCondition(column: Column, flags: Uint8Array | null, only: number): Condition {
  return {
    mask(positions) {
      const result = new Uint8Array(positions.length);
      const cells = column.cells;
      for (let i = 0; i < positions.length; i += 1) {
        const cell = cells[positions[i]!]!;
        if (cell >= 0) result[i] = flags ? flags[cell]! : cell === only ? 1 : 0;
        else if (cell < -1) result[i] = column.holds(positions[i]!, flags, only) ? 1 : 0;
      }
      return result;
    },
    test: (position) => column.holds(position, flags, only),
  };
}

/** Equal to `key`: the same value, or a number equal to a numeric text of the other type. */
function eqFlags(column: Column, key: Key, flags: Uint8Array = new Uint8Array(column.size)): Uint8Array {
  const id = column.ids.get(key);
  if (id !== undefined) flags[id] = 1;
  const number = numeric(key);
  if (Number.isFinite(number)) {
    for (let candidate = 0; candidate < column.size; candidate += 1) {
      if (typeof column.keys[candidate] !== typeof key && column.numbers[candidate] === number) flags[candidate] = 1;
    }
  }
  return flags;
}

function eqCondition(index: DocumentIndex, node: FilterNode & { op: 'eq' }): Condition {
  const target = typeof node.value === 'boolean' ? String(node.value) : node.value;
  const key = keyOf(target)!;
  if (node.field.kind === 'category') {
    const id = index.categories.ids.get(String(key));
    return id === undefined ? never : valueCondition(index.categories, null, id);
  }
  const column = index.fields.get(node.field.name);
  if (!column) return never;
  return valueCondition(column, eqFlags(column, key), -1);
}

export function inBounds(value: number, bounds: RangeBounds): boolean {
  if (!Number.isFinite(value)) return false;
  if (bounds.gte !== undefined && !(value >= bounds.gte)) return false;
  if (bounds.gt !== undefined && !(value > bounds.gt)) return false;
  if (bounds.lte !== undefined && !(value <= bounds.lte)) return false;
  if (bounds.lt !== undefined && !(value < bounds.lt)) return false;
  return true;
}

function rangeCondition(index: DocumentIndex, name: string, bounds: RangeBounds): Condition {
  const column = index.fields.get(name);
  if (!column) return never;
  const flags = new Uint8Array(column.size);
  for (let id = 0; id < column.size; id += 1) if (inBounds(column.numbers[id]!, bounds)) flags[id] = 1;
  return valueCondition(column, flags, -1);
}

function allOf(parts: Condition[]): Condition {
  if (parts.length === 1) return parts[0]!;
  return {
    mask(positions) {
      const result = parts[0]!.mask(positions);
      for (let part = 1; part < parts.length; part += 1) {
        const next = parts[part]!.mask(positions);
        for (let i = 0; i < result.length; i += 1) result[i]! &= next[i]!;
      }
      return result;
    },
    test: (position) => parts.every((part) => part.test(position)),
  };
}

function anyOf(parts: Condition[]): Condition {
  if (parts.length === 1) return parts[0]!;
  if (!parts.length) return never;
  return {
    mask(positions) {
      const result = parts[0]!.mask(positions);
      for (let part = 1; part < parts.length; part += 1) {
        const next = parts[part]!.mask(positions);
        for (let i = 0; i < result.length; i += 1) result[i]! |= next[i]!;
      }
      return result;
    },
    test: (position) => parts.some((part) => part.test(position)),
  };
}

function noneOf(inner: Condition): Condition {
  return {
    mask(positions) {
      const result = inner.mask(positions);
      for (let i = 0; i < result.length; i += 1) result[i] = result[i] ? 0 : 1;
      return result;
    },
    test: (position) => !inner.test(position),
  };
}

function compileFilter(index: DocumentIndex, node: FilterNode): Condition {
  switch (node.op) {
    case 'and':
      // An empty list adds no condition (the parser never sends one; every() of nothing is true).
      return node.nodes.length ? allOf(node.nodes.map((child) => compileFilter(index, child))) : noneOf(never);
    case 'or':
      return anyOf(node.nodes.map((child) => compileFilter(index, child)));
    case 'not':
      return noneOf(compileFilter(index, node.node));
    case 'eq':
      return eqCondition(index, node);
    case 'range':
      return rangeCondition(index, node.field.name, node.bounds);
  }
}

/** Every condition of the request but the text, as one condition (null: none). */
export function compileConditions(index: DocumentIndex, params: SearchParams): Condition | null {
  const parts: Condition[] = [];
  if (params.lang) {
    const id = index.languages.get(params.lang);
    const language = index.language;
    parts.push(
      id === undefined
        ? never
        : {
            mask(positions) {
              const result = new Uint8Array(positions.length);
              for (let i = 0; i < positions.length; i += 1) result[i] = language[positions[i]!] === id ? 1 : 0;
              return result;
            },
            test: (position) => language[position] === id,
          },
    );
  }
  for (const token of params.categories) {
    const id = index.categories.ids.get(token);
    parts.push(id === undefined ? never : valueCondition(index.categories, null, id));
  }
  for (const group of params.customFields) {
    const column = index.fields.get(group.name);
    if (!column) {
      parts.push(never);
      continue;
    }
    // The values of one name OR: one set of flags.
    const flags = new Uint8Array(column.size);
    for (const value of group.values) eqFlags(column, keyOf(value)!, flags);
    parts.push(valueCondition(column, flags, -1));
  }
  if (params.filter) parts.push(compileFilter(index, params.filter));
  if (params.dateFrom !== null || params.dateTo !== null) {
    const from = params.dateFrom ?? Number.NEGATIVE_INFINITY;
    const to = params.dateTo ?? Number.POSITIVE_INFINITY;
    const ts = index.ts;
    parts.push({
      mask(positions) {
        const result = new Uint8Array(positions.length);
        for (let i = 0; i < positions.length; i += 1) {
          const value = ts[positions[i]!]!;
          result[i] = value >= from && value < to ? 1 : 0;
        }
        return result;
      },
      test: (position) => ts[position]! >= from && ts[position]! < to,
    });
  }
  if (params.priceFrom !== null || params.priceTo !== null) {
    const bounds: RangeBounds = {};
    if (params.priceFrom !== null) bounds.gte = params.priceFrom;
    if (params.priceTo !== null) bounds.lte = params.priceTo;
    parts.push(rangeCondition(index, 'price', bounds));
  }
  if (!parts.length) return null;
  return allOf(parts);
}
