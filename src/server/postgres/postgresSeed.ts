/**
 * Fills the PostgreSQL content tables from a catalogue source (issue #17, ADR 0025 § 5 and step 8),
 * the twin of ../db/seedDatabase.ts with the same contract: idempotent (kerbside_meta's 'catalogue'
 * row records seed, scale, generator, table layout and catalogue date, and the same again is a
 * no-op unless forced), atomic (one transaction: a failure or a killed server leaves the previous
 * catalogue), progress after every batch, and the ribbon in `documents`.
 *
 * The tables are built in a side schema and moved into place at the end, so readers keep
 * answering from the old catalogue for the whole load and wait only for the final swap. Their
 * layout is the SQLite one with two differences that keep answers identical: text columns are
 * matched and sorted through `lower(col COLLATE "C")` (ASCII-only folding, exactly SQLite's
 * NOCASE) with indexes on that expression, and records are `json`, not `jsonb`, so each item
 * comes back as the very text the SQLite store sends (jsonb would reorder keys and add spaces).
 */
import { createHash } from 'node:crypto';
import type { Sql, TransactionSql } from 'postgres';
import type { RibbonConfig } from '#src/domain/content/types';
import { ident, tableSpecs, valuesTable, type ColumnSpec, type TableSpec } from '../db/contentTables';
import {
  isCurrent,
  type CatalogueMeta,
  type CatalogueSource,
  type SeedOptions,
  type SeedProgress,
  type SeedResult,
} from '../db/seedDatabase';

/** What both a pool and a transaction can run. */
export type Queryable = Pick<TransactionSql, 'unsafe'>;

/** The schema the next catalogue is built in before it replaces the live tables. */
const buildSchema = 'kerbside_seed';

/** Serialises seeders across processes ('kerbseed' in ASCII); migrations use another key. */
const seedLockKey = 0x6b65_7262_7365_6564n;

/** PostgreSQL's channel for "the catalogue changed" (payload: the new catalogue version). */
export const contentChannel = 'kerbside_content';

export const isTextKind = (kind: ColumnSpec['kind']) => kind !== 'number' && kind !== 'boolean';

/**
 * SQLite's NOCASE: ASCII letters folded, everything else compared byte by byte. Under the "C"
 * collation lower() folds only ASCII, and the result sorts bytewise (code point order) too.
 */
export const foldSql = (expression: string) => `lower(${expression} COLLATE "C")`;

/** The same folding in JavaScript, for bound values (toLowerCase would fold 'É' as well). */
export const foldText = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

const columnType = (kind: ColumnSpec['kind']) =>
  kind === 'number' ? 'double precision' : kind === 'boolean' ? 'boolean' : 'text';

const qualified = (schema: string | null, name: string) => (schema ? `${ident(schema)}.${ident(name)}` : ident(name));

/** The tables of one record type (indexes come after the bulk load). */
function tableDdl(spec: TableSpec, schema: string | null): string[] {
  const columns = spec.columns.map(
    (column) => `${ident(column.name)} ${columnType(column.kind)}${column.name === spec.idField ? ' NOT NULL' : ''}`,
  );
  const table = qualified(schema, spec.table);
  return [
    `CREATE TABLE ${table} (_row bigint PRIMARY KEY, ${columns.join(', ')}, record json NOT NULL)`,
    // ord: the value's place in the record's list, so "the first stored spelling" is well defined.
    `CREATE TABLE ${qualified(schema, valuesTable(spec.table))} (item bigint NOT NULL REFERENCES ${table} (_row) ON DELETE CASCADE, field text NOT NULL, value text NOT NULL, ord integer NOT NULL)`,
  ];
}

/**
 * Indexes per filter and sort column (text ones on the folded value; the id unique) that also
 * give the store's sort orders, ties by `_row` included, so a page is an index scan: a column
 * that is never NULL sorts NULLS FIRST ascending and NULLS LAST descending (one index, read
 * either way); a nullable one NULLS LAST both ways (one index per direction).
 */
function indexDdl(spec: TableSpec, schema: string | null): string[] {
  const table = qualified(schema, spec.table);
  const values = valuesTable(spec.table);
  const statements: string[] = [];
  for (const column of spec.columns) {
    const key = isTextKind(column.kind) ? foldSql(ident(column.name)) : ident(column.name);
    let name = `${spec.table}__${column.name}`;
    if (column.name === spec.idField) {
      statements.push(`CREATE UNIQUE INDEX ${ident(name)} ON ${table} (${key})`);
      name = `${name}__sort`;
    }
    if (column.nullable) {
      statements.push(
        `CREATE INDEX ${ident(name)} ON ${table} (${key} ASC NULLS LAST, _row ASC)`,
        `CREATE INDEX ${ident(`${name}__desc`)} ON ${table} (${key} DESC NULLS LAST, _row DESC)`,
      );
    } else statements.push(`CREATE INDEX ${ident(name)} ON ${table} (${key} ASC NULLS FIRST, _row ASC)`);
  }
  statements.push(
    `CREATE INDEX ${ident(`${values}__field_value`)} ON ${qualified(schema, values)} (field, ${foldSql('value')}, item)`,
    `CREATE INDEX ${ident(`${values}__item`)} ON ${qualified(schema, values)} (item)`,
  );
  return statements;
}

const documentsDdl = (schema: string | null) =>
  `CREATE TABLE ${qualified(schema, 'documents')} (key text PRIMARY KEY, json json NOT NULL)`;

/** Changes whenever the layout above changes: a database seeded with another layout is seeded again. */
export const postgresSchemaFingerprint: string = createHash('sha256')
  .update(
    JSON.stringify([
      ...tableSpecs.map((spec) => [...tableDdl(spec, null), ...indexDdl(spec, null)]),
      documentsDdl(null),
    ]),
  )
  .digest('hex')
  .slice(0, 16);

/** A column's PostgreSQL value: as ../db/contentTables.ts `columnValue`, but booleans as booleans. */
export function postgresColumnValue(kind: ColumnSpec['kind'], value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
      return Boolean(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    default:
      return String(value);
  }
}

/**
 * postgres.js infers a boolean array's type from its first element and would send it as one
 * boolean, so booleans travel as text and are cast in SQL (`::text[]::boolean[]`).
 */
export const booleanText = (value: boolean | null) => (value === null ? null : value ? 'true' : 'false');

/** The catalogue meta row, or null before the first seed. */
export async function readPostgresCatalogueMeta(sql: Queryable): Promise<CatalogueMeta | null> {
  const rows = await sql.unsafe<{ value: string }[]>("SELECT value FROM kerbside_meta WHERE key = 'catalogue'", [], {
    prepare: true,
  });
  return rows[0] ? (JSON.parse(rows[0].value) as CatalogueMeta) : null;
}

/** One multi-row INSERT per batch: a column array per column, unnested (one statement text per table). */
function insertStatements(spec: TableSpec) {
  const names = ['_row', ...spec.columns.map((column) => column.name), 'record'];
  const arrays = [
    '$1::int8[]',
    ...spec.columns.map((column, index) => {
      const parameter = `$${index + 2}`;
      return column.kind === 'number'
        ? `${parameter}::float8[]`
        : column.kind === 'boolean'
          ? `${parameter}::text[]::boolean[]`
          : `${parameter}::text[]`;
    }),
    `$${spec.columns.length + 2}::text[]`,
  ];
  const aliases = names.map((_, index) => `c${index}`);
  const selected = aliases.map((alias, index) => (index === aliases.length - 1 ? `${alias}::json` : alias));
  return {
    records: `INSERT INTO ${qualified(buildSchema, spec.table)} (${names.map(ident).join(', ')}) SELECT ${selected.join(', ')} FROM unnest(${arrays.join(', ')}) AS u(${aliases.join(', ')})`,
    values: `INSERT INTO ${qualified(buildSchema, valuesTable(spec.table))} (item, field, value, ord) SELECT * FROM unnest($1::int8[], $2::text[], $3::text[], $4::int4[])`,
  };
}

async function insertBatch(
  sql: Queryable,
  spec: TableSpec,
  statements: ReturnType<typeof insertStatements>,
  records: readonly Record<string, unknown>[],
  firstRow: number,
): Promise<void> {
  const rows = records.map((_, index) => firstRow + index);
  const columns = spec.columns.map((column) =>
    records.map((record) => {
      const value = postgresColumnValue(
        column.kind,
        column.derived ? column.derived.value(record) : record[column.name],
      );
      return column.kind === 'boolean' ? booleanText(value as boolean | null) : value;
    }),
  );
  const json = records.map((record) => JSON.stringify(record));
  await sql.unsafe(statements.records, [rows, ...columns, json] as never[], { prepare: true });

  const items: number[] = [];
  const fields: string[] = [];
  const values: string[] = [];
  const order: number[] = [];
  records.forEach((record, index) => {
    for (const field of spec.arrayFields) {
      const list = record[field];
      if (!Array.isArray(list)) continue;
      // As SQLite: each distinct spelling once per record, in list order.
      let ord = 0;
      for (const value of new Set(list.map(String))) {
        items.push(firstRow + index);
        fields.push(field);
        values.push(value);
        order.push(ord++);
      }
    }
  });
  if (items.length) await sql.unsafe(statements.values, [items, fields, values, order] as never[], { prepare: true });
}

/**
 * Seed PostgreSQL from `source` unless it already holds that catalogue. The check is repeated
 * under an advisory lock inside the transaction, so two processes seeding at once seed once.
 * The caller runs the migrations first (kerbside_meta must exist).
 */
export async function seedPostgres(
  sql: Sql,
  source: CatalogueSource,
  { seed = 1, scale = 1, force = false, catalogueDate, onProgress, batchSize = 2_000 }: SeedOptions = {},
): Promise<SeedResult> {
  const started = performance.now();
  const wanted = { seed, scale, generatorVersion: source.generatorVersion };
  const check = { ...wanted, catalogueDate: source.catalogueDate === undefined ? undefined : catalogueDate };
  const existing = await readPostgresCatalogueMeta(sql);
  if (!force && isCurrent(existing, check, postgresSchemaFingerprint)) {
    return { seeded: false, meta: existing, ms: performance.now() - started };
  }

  const total = source.expectedTotal ?? null;
  const report = (progress: SeedProgress) => onProgress?.(progress);

  const result = await sql.begin(async (transaction): Promise<Omit<SeedResult, 'ms'>> => {
    // A seed at scale 34 runs longer than the pool's per-statement timeout allows a request.
    await transaction.unsafe('SET LOCAL statement_timeout = 0');
    await transaction.unsafe(`SELECT pg_advisory_xact_lock(${seedLockKey.toString()})`);
    const again = await readPostgresCatalogueMeta(transaction);
    if (!force && isCurrent(again, check, postgresSchemaFingerprint)) return { seeded: false, meta: again };

    const [{ schema: liveSchema } = { schema: 'public' }] = await transaction.unsafe<{ schema: string }[]>(
      'SELECT current_schema() AS schema',
    );
    await transaction.unsafe(`DROP SCHEMA IF EXISTS ${ident(buildSchema)} CASCADE`);
    await transaction.unsafe(`CREATE SCHEMA ${ident(buildSchema)}`);
    for (const spec of tableSpecs)
      for (const statement of tableDdl(spec, buildSchema)) await transaction.unsafe(statement);
    await transaction.unsafe(documentsDdl(buildSchema));

    const writers = tableSpecs.map((spec) => ({ spec, statements: insertStatements(spec) }));
    const counts: Record<string, number> = Object.fromEntries(tableSpecs.map((spec) => [spec.table, 0]));
    let ribbon: RibbonConfig | undefined;
    let done = 0;

    for (const chunk of source.chunks()) {
      if (chunk.ribbon) ribbon = chunk.ribbon;
      for (const { spec, statements } of writers) {
        const records = (chunk[spec.source] ?? []) as unknown as readonly Record<string, unknown>[];
        for (let start = 0; start < records.length; start += batchSize) {
          const batch = records.slice(start, start + batchSize);
          // Rows numbered in insertion order, as SQLite's rowids: ties sort by them.
          await insertBatch(transaction, spec, statements, batch, (counts[spec.table] ?? 0) + 1);
          counts[spec.table] = (counts[spec.table] ?? 0) + batch.length;
          done += batch.length;
          report({ phase: 'insert', table: spec.table, done, total });
        }
      }
    }

    report({ phase: 'index', done, total });
    for (const spec of tableSpecs)
      for (const statement of indexDdl(spec, buildSchema)) await transaction.unsafe(statement);
    await transaction.unsafe(
      `INSERT INTO ${qualified(buildSchema, 'documents')} (key, json) VALUES ('ribbon', $1::text::json)`,
      [JSON.stringify(ribbon ?? { site_ribbon: [] })],
    );
    // Statistics let the planner pick the most selective of the many single-column indexes.
    for (const spec of tableSpecs) {
      await transaction.unsafe(`ANALYZE ${qualified(buildSchema, spec.table)}`);
      await transaction.unsafe(`ANALYZE ${qualified(buildSchema, valuesTable(spec.table))}`);
    }

    // The swap: readers wait only from here to the commit, then see the new tables.
    const moved = [...tableSpecs.flatMap((spec) => [spec.table, valuesTable(spec.table)]), 'documents'];
    for (const spec of tableSpecs) {
      await transaction.unsafe(`DROP TABLE IF EXISTS ${qualified(liveSchema, valuesTable(spec.table))}`);
      await transaction.unsafe(`DROP TABLE IF EXISTS ${qualified(liveSchema, spec.table)}`);
    }
    await transaction.unsafe(`DROP TABLE IF EXISTS ${qualified(liveSchema, 'documents')}`);
    for (const name of moved) {
      await transaction.unsafe(`ALTER TABLE ${qualified(buildSchema, name)} SET SCHEMA ${ident(liveSchema)}`);
    }
    await transaction.unsafe(`DROP SCHEMA ${ident(buildSchema)}`);

    const seededAt = new Date().toISOString();
    const meta: CatalogueMeta = {
      ...wanted,
      schemaFingerprint: postgresSchemaFingerprint,
      catalogueVersion: createHash('sha256')
        .update(JSON.stringify([wanted, postgresSchemaFingerprint, seededAt, counts]))
        .digest('hex')
        .slice(0, 16),
      seededAt,
      ...(source.catalogueDate === undefined ? {} : { catalogueDate: source.catalogueDate }),
      counts,
    };
    await transaction.unsafe(
      "INSERT INTO kerbside_meta (key, value) VALUES ('catalogue', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
      [JSON.stringify(meta)],
    );
    // Delivered at commit, never for a rolled-back seed.
    await transaction.unsafe('SELECT pg_notify($1, $2)', [contentChannel, meta.catalogueVersion]);
    report({ phase: 'done', done, total: done });
    return { seeded: true, meta };
  });
  return { ...result, ms: performance.now() - started };
}
