/**
 * The SQLite layout of the content, derived from the shared schema (src/adapters/content/schema/):
 * one table per record type with every filterable or sortable field as a real column (each with an
 * index), the full record as JSON (so items round-trip exactly to the contract types), and a
 * `<table>__values` table per record type for array fields (tags, categories ...). The tables are
 * a copy of the generated catalogue: the seeder drops and rebuilds them when the layout changes.
 */
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { DerivedFieldDef, FieldKind } from '#src/adapters/content/schema/fieldDefs';
import { contentResources, listResources, type ResourceDef } from '#src/adapters/content/schema/contentResources';

export interface ColumnSpec {
  name: string;
  kind: Exclude<FieldKind, 'string[]' | 'json'>;
  nullable: boolean;
  /** Computes a derived (query-only) field from the record. */
  derived?: DerivedFieldDef<unknown>;
}

export interface TableSpec {
  table: string;
  /** The catalogue list that fills it. */
  source: ResourceDef['source'];
  idField: string;
  columns: ColumnSpec[];
  /** Array fields stored one value per row in `<table>__values`. */
  arrayFields: string[];
}

/** Quote an identifier. Identifiers come only from the schema, never from a request. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export const valuesTable = (table: string) => `${table}__values`;

function tableSpec(def: ResourceDef): TableSpec {
  const columns: ColumnSpec[] = [];
  const arrayFields: string[] = [];
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind === 'string[]') {
      if (field.filter) arrayFields.push(name);
    } else if (field.kind !== 'json' && (field.filter || field.sort || name === def.idField)) {
      columns.push({ name, kind: field.kind, nullable: Boolean(field.nullable) });
    }
  }
  for (const [name, field] of Object.entries(def.derived)) {
    if (field.kind !== 'string[]' && field.kind !== 'json') {
      columns.push({ name, kind: field.kind, nullable: Boolean(field.nullable), derived: field });
    }
  }
  return { table: def.table, source: def.source, idField: def.idField, columns, arrayFields };
}

/** One spec per table (used-reviews shares the reviews table). */
export const tableSpecs: readonly TableSpec[] = (() => {
  const byTable = new Map<string, TableSpec>();
  for (const name of listResources) {
    const def = contentResources[name] as ResourceDef;
    if (!byTable.has(def.table)) byTable.set(def.table, tableSpec(def));
  }
  return [...byTable.values()];
})();

export function tableSpecFor(table: string): TableSpec {
  const spec = tableSpecs.find((candidate) => candidate.table === table);
  if (!spec) throw new Error(`No content table ${table}`);
  return spec;
}

const sqlType = (kind: ColumnSpec['kind']) =>
  kind === 'number' ? 'REAL' : kind === 'boolean' ? 'INTEGER' : 'TEXT COLLATE NOCASE';

/** The DDL of the tables (without the per-column indexes, which are built after a bulk load). */
export function tableDdl(spec: TableSpec): string[] {
  const columns = spec.columns.map(
    (column) => `${ident(column.name)} ${sqlType(column.kind)}${column.name === spec.idField ? ' NOT NULL' : ''}`,
  );
  return [
    `CREATE TABLE ${ident(spec.table)} (_row INTEGER PRIMARY KEY, ${columns.join(', ')}, record TEXT NOT NULL)`,
    `CREATE TABLE ${ident(valuesTable(spec.table))} (item INTEGER NOT NULL REFERENCES ${ident(spec.table)}(_row) ON DELETE CASCADE, field TEXT NOT NULL, value TEXT NOT NULL COLLATE NOCASE)`,
  ];
}

/** An index for every filter and sort column (the id unique), and for the array values. */
export function indexDdl(spec: TableSpec): string[] {
  const statements = spec.columns.map((column) =>
    column.name === spec.idField
      ? `CREATE UNIQUE INDEX ${ident(`${spec.table}__${column.name}`)} ON ${ident(spec.table)}(${ident(column.name)})`
      : `CREATE INDEX ${ident(`${spec.table}__${column.name}`)} ON ${ident(spec.table)}(${ident(column.name)})`,
  );
  const values = valuesTable(spec.table);
  statements.push(
    `CREATE INDEX ${ident(`${values}__field_value`)} ON ${ident(values)}(field, value, item)`,
    `CREATE INDEX ${ident(`${values}__item`)} ON ${ident(values)}(item)`,
  );
  return statements;
}

const documentsDdl = 'CREATE TABLE IF NOT EXISTS documents (key TEXT PRIMARY KEY, json TEXT NOT NULL)';

/** Create every content table (and, unless a bulk load follows, its indexes). */
export function createContentTables(db: Database.Database, { withIndexes = true } = {}): void {
  for (const spec of tableSpecs) {
    for (const statement of tableDdl(spec)) db.exec(statement);
    if (withIndexes) for (const statement of indexDdl(spec)) db.exec(statement);
  }
  db.exec(documentsDdl);
}

export function createContentIndexes(db: Database.Database): void {
  for (const spec of tableSpecs) for (const statement of indexDdl(spec)) db.exec(statement);
}

export function dropContentTables(db: Database.Database): void {
  for (const spec of tableSpecs) {
    db.exec(`DROP TABLE IF EXISTS ${ident(valuesTable(spec.table))}`);
    db.exec(`DROP TABLE IF EXISTS ${ident(spec.table)}`);
  }
  db.exec('DROP TABLE IF EXISTS documents');
}

/** Changes whenever the layout above changes: a database with another fingerprint is re-seeded. */
export const schemaFingerprint: string = createHash('sha256')
  .update(JSON.stringify(tableSpecs.map((spec) => [...tableDdl(spec), ...indexDdl(spec)])))
  .digest('hex')
  .slice(0, 16);

/** The SQLite value of a field: booleans as 0/1, anything missing as NULL. */
export function columnValue(kind: ColumnSpec['kind'], value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
      return value ? 1 : 0;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    default:
      return String(value);
  }
}
