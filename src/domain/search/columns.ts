/**
 * The dictionary-encoded columns of the in-memory search index (documentIndex.ts), shared by the
 * SQLite engine (src/server/search) and the in-memory client of the stories
 * (src/adapters/search/memorySearchClient.ts).
 *
 * Every custom field (and the category tokens) keeps each distinct value once; documents hold
 * small integer ids in typed arrays, lists in one pool per column. Values compare folded (lower
 * case, no diacritics) when text, as numbers when numbers: 'Škoda' and 'skoda' are one value,
 * shown as first stored.
 */
import type { CustomFieldScalar, CustomFieldValue } from './searchTypes';
import { foldWord } from './tokenize';

/** A custom field or category value as compared: folded text, or a number. */
export type Key = string | number;

export const numeric = (key: Key): number =>
  typeof key === 'number' ? key : key.trim() === '' ? Number.NaN : Number(key);

/** Folding is the costly part of loading a column; values repeat a lot. */
const foldedValues = new Map<string, string>();
function foldValue(value: string): string {
  let folded = foldedValues.get(value);
  if (folded === undefined) {
    folded = foldWord(value);
    if (foldedValues.size >= 100_000) foldedValues.clear();
    foldedValues.set(value, folded);
  }
  return folded;
}

export function keyOf(value: unknown): Key | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return foldValue(value);
  return undefined;
}

/** Grow a typed array to `length`, keeping its content; new cells hold `fill`. */
export function grown<T extends Int32Array | Float64Array | Uint16Array | Uint8Array>(
  array: T,
  length: number,
  fill = 0,
): T {
  const next = new (array.constructor as new (length: number) => T)(length);
  next.set(array);
  if (fill !== 0) next.fill(fill, array.length);
  return next;
}

/**
 * One custom field (or the category tokens): its distinct values, and each document's value ids.
 * `cells[position]`: -1 no value, an id >= 0 for one value, or -(2 + offset) for a list stored in
 * `pool` as [length, id, id ...] (duplicates kept: field stats count every value, as stored).
 */
export class Column {
  /** id -> the value as compared. */
  readonly keys: Key[] = [];
  readonly ids = new Map<Key, number>();
  /** id -> numeric(key), NaN when not a number. */
  numbers = new Float64Array(16);
  /** id -> the value as first stored (in index order), shown in facets. */
  readonly display: CustomFieldScalar[] = [];
  /** id -> the position that gave `display`. */
  displayAt = new Int32Array(16);
  /** Ids whose `display` document was removed: recomputed when shown. */
  readonly staleDisplay = new Set<number>();
  cells: Int32Array;
  pool = new Int32Array(64);
  poolLength = 0;

  constructor(capacity: number) {
    this.cells = new Int32Array(capacity).fill(-1);
  }

  get size(): number {
    return this.keys.length;
  }

  grow(capacity: number): void {
    this.cells = grown(this.cells, capacity, -1);
  }

  private idFor(key: Key, stored: CustomFieldScalar, position: number): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.keys.length;
      this.keys.push(key);
      this.ids.set(key, id);
      if (id >= this.numbers.length) {
        this.numbers = grown(this.numbers, this.numbers.length * 2);
        this.displayAt = grown(this.displayAt, this.displayAt.length * 2);
      }
      this.numbers[id] = numeric(key);
      this.display.push(stored);
      this.displayAt[id] = position;
    }
    return id;
  }

  /** Set a document's values (a scalar, or a list: one value stored as a list counts the same). */
  set(position: number, values: readonly unknown[], display: (value: unknown) => CustomFieldScalar): void {
    const ids: number[] = [];
    for (const value of values) {
      const key = keyOf(value);
      if (key !== undefined) ids.push(this.idFor(key, display(value), position));
    }
    if (ids.length === 0) return;
    if (ids.length === 1) {
      this.cells[position] = ids[0]!;
      return;
    }
    if (this.poolLength + ids.length + 1 > this.pool.length)
      this.pool = grown(this.pool, Math.max(this.pool.length * 2, this.poolLength + ids.length + 1));
    const at = this.poolLength;
    this.pool[at] = ids.length;
    for (let i = 0; i < ids.length; i += 1) this.pool[at + 1 + i] = ids[i]!;
    this.poolLength += ids.length + 1;
    this.cells[position] = -(2 + at);
  }

  /** The first value's id (sorting uses it), or -1. */
  firstId(position: number): number {
    const cell = this.cells[position]!;
    if (cell >= -1) return cell;
    return this.pool[-cell - 2 + 1]!;
  }

  /** Does the document hold an id with flags[id] set (or the id `only`, when flags is null)? */
  holds(position: number, flags: Uint8Array | null, only: number): boolean {
    const cell = this.cells[position]!;
    if (cell >= 0) return flags ? flags[cell] === 1 : cell === only;
    if (cell === -1) return false;
    const at = -cell - 2;
    const end = at + 1 + this.pool[at]!;
    for (let i = at + 1; i < end; i += 1) {
      const id = this.pool[i]!;
      if (flags ? flags[id] === 1 : id === only) return true;
    }
    return false;
  }

  /** A removed document: the ids it gave their display are recomputed when next shown. */
  forget(position: number): void {
    const cell = this.cells[position]!;
    if (cell === -1) return;
    if (cell >= 0) {
      if (this.displayAt[cell] === position) this.staleDisplay.add(cell);
      return;
    }
    const at = -cell - 2;
    const end = at + 1 + this.pool[at]!;
    for (let i = at + 1; i < end; i += 1) {
      const id = this.pool[i]!;
      if (this.displayAt[id] === position) this.staleDisplay.add(id);
    }
  }

  /** The value shown for an id: the first stored in index order among the live documents. */
  displayOf(id: number, alive: Uint8Array, size: number, stored: (position: number, id: number) => CustomFieldScalar) {
    if (this.staleDisplay.has(id)) {
      for (let position = 0; position < size; position += 1) {
        if (alive[position] && this.holds(position, null, id)) {
          this.display[id] = stored(position, id);
          this.displayAt[id] = position;
          this.staleDisplay.delete(id);
          break;
        }
      }
    }
    return this.display[id]!;
  }
}

/** Order of two values: numerically when both are numbers (or numeric text), else by code unit. */
export function compareKeys(a: Key, b: Key): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const na = numeric(a);
  const nb = numeric(b);
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** The item of a stored field value that compares as `key` (its spelling as stored), or the key itself. */
export function storedSpelling(value: CustomFieldValue | undefined, key: Key): CustomFieldScalar {
  for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
    if (keyOf(item) === key) return item;
  return key;
}
