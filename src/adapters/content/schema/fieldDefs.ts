/**
 * How the Content API describes a record field (kind, filterable, sortable, nullable, closed set
 * of values), and the small constructors the record field tables are written with.
 */

/** How a field is stored, filtered and serialised. `json` fields are only returned, never queried. */
export type FieldKind = 'string' | 'number' | 'boolean' | 'date' | 'string[]' | 'json';

export interface FieldDef {
  kind: FieldKind;
  /** Usable as a filter parameter (and in filterBreakdownDisplayFields); gets an index. */
  filter?: boolean;
  /** Usable as sortBy; gets an index. */
  sort?: boolean;
  /** The value may be null (sorted last, left out of breakdowns). */
  nullable?: boolean;
  /** The closed set of values of an enumerated string field (validated, case-insensitive). */
  values?: readonly string[];
}

/** A filterable/sortable value computed from the record, not part of the item itself. */
export interface DerivedFieldDef<T> extends FieldDef {
  // A method signature (bivariant), so a ResourceDef<Deal> is usable where a ResourceDef is.
  value(item: T): string | number | boolean | null;
}

/** Every field of a record type, keyed by keyof T, so a new field cannot be left out. */
export type FieldDefs<T> = { readonly [K in keyof T]-?: FieldDef };

export const FS = { filter: true, sort: true } as const;
export const F = { filter: true } as const;
export const S = { sort: true } as const;
export const NULL = { nullable: true } as const;

export const text = (flags: Partial<FieldDef> = {}): FieldDef => ({ kind: 'string', ...flags });
export const num = (flags: Partial<FieldDef> = {}): FieldDef => ({ kind: 'number', ...flags });
export const bool = (flags: Partial<FieldDef> = {}): FieldDef => ({ kind: 'boolean', ...flags });
export const date = (flags: Partial<FieldDef> = {}): FieldDef => ({ kind: 'date', ...flags });
export const list = (flags: Partial<FieldDef> = {}): FieldDef => ({ kind: 'string[]', ...flags });
export const json = (): FieldDef => ({ kind: 'json' });
export const oneOf = (values: readonly string[], flags: Partial<FieldDef> = FS): FieldDef => ({
  kind: 'string',
  values,
  ...flags,
});
