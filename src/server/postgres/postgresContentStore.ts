/**
 * The ContentStore on PostgreSQL (issue #17, ADR 0025 § 5): the same answers as the SQLite store
 * (../content/contentStore.ts), byte for byte. Text is matched, sorted and grouped through
 * `lower(col COLLATE "C")` (SQLite's NOCASE), NULLs go where SQLite puts them, ties fall to the
 * insertion order (`_row`), breakdowns show each group's first stored spelling, and records come
 * back as the stored JSON text. A filter shape is one SQL text (`= ANY($n)` for lists), prepared
 * once per connection; values are always bound. Totals, breakdowns and deep-page row orders are
 * cached per catalogue version (kerbside_meta), which every call re-reads: one indexed lookup.
 */
import type { Sql } from 'postgres';
import { NotFoundError } from '#src/adapters/content/errors';
import { contentResources, type ResourceDef } from '#src/adapters/content/schema/contentResources';
import type { ParsedContentQuery } from '#src/adapters/content/schema/contentQueryTypes';
import { contentQueryLimits } from '#src/adapters/content/schema/contentQueryLimits';
import { today as clockToday } from '#src/lib/clock';
import {
  Lru,
  project,
  type Breakdowns,
  type ContentStore,
  type ContentStoreOptions,
  type RawContentPage,
} from '../content/contentStore';
import { ident, tableSpecFor, valuesTable, type ColumnSpec, type TableSpec } from '../db/contentTables';
import { booleanText, foldSql, foldText, isTextKind, readPostgresCatalogueMeta } from './postgresSeed';
import { withPostgres } from './serverDatabase';

type Value = string | number | null | ReadonlyArray<string | number | null>;

interface Where {
  sql: string;
  params: Value[];
}

/** Bound parameters of one statement: each `add` gives its `$n`. */
class Params {
  readonly values: Value[];
  constructor(values: readonly Value[] = []) {
    this.values = [...values];
  }
  add(value: Value): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const columnKind = (spec: TableSpec, field: string, fallback: string): ColumnSpec['kind'] =>
  spec.columns.find((column) => column.name === field)?.kind ?? (fallback as ColumnSpec['kind']);

/** The expression a column is compared and sorted by: folded text, or the value itself. */
const keyOf = (kind: ColumnSpec['kind'], column: string) => (isTextKind(kind) ? foldSql(ident(column)) : ident(column));

/** The bound form of a list of values of a column (text folded, booleans as text), with its cast. */
function listParameter(params: Params, kind: ColumnSpec['kind'], values: ReadonlyArray<string | number | boolean>) {
  if (kind === 'number') return `${params.add(values.map(Number))}::float8[]`;
  if (kind === 'boolean') return `${params.add(values.map((value) => booleanText(Boolean(value))))}::text[]::boolean[]`;
  return `${params.add(values.map((value) => foldText(String(value))))}::text[]`;
}

function scalarParameter(params: Params, kind: ColumnSpec['kind'], value: string | number): string {
  return kind === 'number' ? `${params.add(Number(value))}::float8` : `${params.add(foldText(String(value)))}::text`;
}

/**
 * The WHERE clause: filters ANDed, values and ranges of one filter ORed; on a resource whose
 * records end, only those live on `date` (contentStore.ts `liveClause`: end date that day or
 * later, ISO dates compared as text) unless the query includes ended ones.
 */
function whereClause(spec: TableSpec, def: ResourceDef, query: ParsedContentQuery, date: string): Where {
  const clauses: string[] = [];
  const params = new Params();
  if (def.endField && !query.includeEnded) {
    clauses.push(
      `${keyOf(columnKind(spec, def.endField, 'date'), def.endField)} >= ${params.add(foldText(date))}::text`,
    );
  }
  for (const filter of query.filters) {
    if (spec.arrayFields.includes(filter.field)) {
      clauses.push(
        `_row IN (SELECT item FROM ${ident(valuesTable(spec.table))} WHERE field = ${params.add(filter.field)}::text AND ${foldSql('value')} = ANY(${listParameter(params, 'string', filter.values)}))`,
      );
      continue;
    }
    const kind = columnKind(spec, filter.field, filter.kind);
    const column = keyOf(kind, filter.field);
    const alternatives: string[] = [];
    if (filter.values.length) alternatives.push(`${column} = ANY(${listParameter(params, kind, filter.values)})`);
    for (const range of filter.ranges) {
      const bounds: string[] = [];
      if (range.min !== null) bounds.push(`${column} >= ${scalarParameter(params, kind, range.min)}`);
      if (range.max !== null) bounds.push(`${column} <= ${scalarParameter(params, kind, range.max)}`);
      alternatives.push(bounds.join(' AND '));
    }
    clauses.push(alternatives.length === 1 ? alternatives[0]! : `(${alternatives.map((a) => `(${a})`).join(' OR ')})`);
  }
  if (query.ids) {
    clauses.push(`${foldSql(ident(def.idField))} = ANY(${listParameter(params, 'string', query.ids)})`);
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params: params.values };
}

function notFoundMessage(query: ParsedContentQuery): string {
  const id = query.ids![0]!.length > 64 ? `${query.ids![0]!.slice(0, 64)}…` : query.ids![0]!;
  return `Nothing in /${query.resource} has the id '${id}'.`;
}

export function createPostgresContentStore(
  getSql: () => Promise<Sql>,
  { deepOffset = 2_000, today = clockToday }: ContentStoreOptions = {},
): ContentStore {
  // Keyed by catalogue version too, so an answer computed while a seed committed is never
  // served for the new catalogue.
  const aggregates = new Lru<unknown>(2_000);
  const orders = new Lru<Int32Array>(24);
  let version = '';

  const run = <T extends object[]>(sql: Sql, text: string, params: readonly Value[]) =>
    sql.unsafe<T>(text, params as never[], { prepare: true });

  /** The catalogue version now; the caches are dropped when it moved (a re-seed). */
  async function currentVersion(sql: Sql): Promise<string> {
    const current = (await readPostgresCatalogueMeta(sql))?.catalogueVersion ?? '';
    if (current !== version) {
      version = current;
      aggregates.clear();
      orders.clear();
    }
    return current;
  }

  // Single-flight: concurrent requests for the same aggregate share one statement (a burst of
  // identical requests on a cold cache would otherwise run the same scan once each).
  const pending = new Map<string, Promise<unknown>>();
  function shared<T>(cache: Lru<T>, key: string, compute: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    let running = pending.get(key) as Promise<T> | undefined;
    if (!running) {
      running = compute().then(
        (value) => {
          pending.delete(key);
          cache.set(key, value);
          return value;
        },
        (error: unknown) => {
          pending.delete(key);
          throw error;
        },
      );
      pending.set(key, running);
    }
    return running;
  }
  const cached = <T>(key: string, compute: () => Promise<T>) => shared(aggregates as Lru<T>, key, compute);

  /** The row ids of a filtered set in sort order (cached: a few at a time, they can be large). */
  function orderedRows(sql: Sql, spec: TableSpec, where: Where, key: string, order: string) {
    return shared(orders, `order|${key}`, async () => {
      const found = await run<{ row: number }[]>(
        sql,
        `SELECT _row::int4 AS row FROM ${ident(spec.table)} ${where.sql} ${order}`,
        where.params,
      );
      return Int32Array.from(found, (entry) => entry.row);
    });
  }

  /** The records of these rows, in this order. */
  async function recordsByRow(sql: Sql, spec: TableSpec, rows: Int32Array): Promise<string[]> {
    if (!rows.length) return [];
    const found = await run<{ row: number; record: string }[]>(
      sql,
      `SELECT _row::int4 AS row, record::text AS record FROM ${ident(spec.table)} WHERE _row = ANY($1::int8[])`,
      [Array.from(rows)],
    );
    const byRow = new Map(found.map((entry) => [entry.row, entry.record]));
    return Array.from(rows, (row) => byRow.get(row)).filter((record) => record !== undefined);
  }

  async function breakdown(sql: Sql, spec: TableSpec, where: Where, field: string, kind: string) {
    const limit = contentQueryLimits.maxBreakdownValues;
    const params = new Params(where.params);
    let text: string;
    if (spec.arrayFields.includes(field)) {
      // Each group shows its first stored spelling: the earliest item, then its list order.
      const values = ident(valuesTable(spec.table));
      const name = params.add(field);
      const restrict = where.sql ? ` AND item IN (SELECT _row FROM ${ident(spec.table)} ${where.sql})` : '';
      text =
        `SELECT (SELECT v.value FROM ${values} v WHERE v.field = ${name}::text AND v.item = g.first AND ${foldSql('v.value')} = g.k ORDER BY v.ord LIMIT 1) AS value, g.count ` +
        `FROM (SELECT ${foldSql('value')} AS k, count(*)::int4 AS count, min(item) AS first FROM ${values} WHERE field = ${name}::text${restrict} ` +
        `GROUP BY 1 ORDER BY count DESC, k ASC LIMIT ${limit}) g ORDER BY g.count DESC, g.k ASC`;
    } else {
      const columnKindOf = columnKind(spec, field, kind);
      const column = ident(field);
      const notNull = `${column} IS NOT NULL`;
      const filtered = where.sql ? `${where.sql} AND ${notNull}` : `WHERE ${notNull}`;
      text = isTextKind(columnKindOf)
        ? `SELECT (SELECT t.${column} FROM ${ident(spec.table)} t WHERE t._row = g.first) AS value, g.count ` +
          `FROM (SELECT ${foldSql(column)} AS k, count(*)::int4 AS count, min(_row) AS first FROM ${ident(spec.table)} ${filtered} ` +
          `GROUP BY 1 ORDER BY count DESC, k ASC LIMIT ${limit}) g ORDER BY g.count DESC, g.k ASC`
        : `SELECT ${column} AS value, count(*)::int4 AS count FROM ${ident(spec.table)} ${filtered} GROUP BY ${column} ORDER BY count DESC, value ASC LIMIT ${limit}`;
    }
    const rows = await run<{ value: string | number | boolean; count: number }[]>(sql, text, params.values);
    return rows.map((row) => ({
      value: kind === 'boolean' ? (row.value ? 'true' : 'false') : (row.value as string | number),
      count: row.count,
    }));
  }

  async function query(query: ParsedContentQuery): Promise<RawContentPage> {
    const sql = await getSql();
    const current = await currentVersion(sql);
    const def = contentResources[query.resource] as ResourceDef;
    const spec = tableSpecFor(def.table);
    // The date is a bound parameter, so cached totals, breakdowns and row orders key on it too.
    const where = whereClause(spec, def, query, today());
    const whereKey = `${current}|${spec.table}|${where.sql}|${JSON.stringify(where.params)}`;
    const offset = (query.page - 1) * query.pageSize;
    if (!current) {
      // Never seeded: migration 1's empty tables, as an unseeded SQLite file answers.
      if (query.ids?.length === 1) throw new NotFoundError(notFoundMessage(query));
      const breakdowns: Breakdowns = Object.fromEntries(query.breakdownFields.map((field) => [field, []]));
      return { itemsJson: [], total: 0, page: query.page, pageSize: query.pageSize, breakdowns };
    }
    let items: Promise<string[]>;
    let total: Promise<number>;

    if (query.ids && !query.sortExplicit) {
      // At most 50 ids: fetch them all and keep the caller's order (ids compare case-insensitively).
      const found = run<{ id: string; record: string }[]>(
        sql,
        `SELECT ${ident(def.idField)} AS id, record::text AS record FROM ${ident(spec.table)} ${where.sql}`,
        where.params,
      ).then((rows) => {
        const byId = new Map(rows.map((row) => [row.id.toLowerCase(), row.record]));
        return query.ids!.map((id) => byId.get(id.toLowerCase())).filter((row) => row !== undefined);
      });
      items = found.then((ordered) => ordered.slice(offset, offset + query.pageSize));
      total = found.then((ordered) => ordered.length);
    } else {
      const field = def.fields[query.sortBy] ?? def.derived[query.sortBy];
      const direction = query.sort === 'desc' ? 'DESC' : 'ASC';
      // Where SQLite puts NULLs: last when descending, and when ascending on a nullable field
      // (where it says NULLS LAST); first otherwise, as SQLite's NULLs are the smallest values.
      const nulls = direction === 'DESC' || field?.nullable ? 'NULLS LAST' : 'NULLS FIRST';
      const sortKey = keyOf(columnKind(spec, query.sortBy, field?.kind ?? 'string'), query.sortBy);
      const order = `ORDER BY ${sortKey} ${direction} ${nulls}, _row ${direction}`;
      if (offset >= deepOffset) {
        // Deep pages: keep the filtered set's row order once and fetch a page by row ids.
        items = orderedRows(sql, spec, where, `${whereKey}|${order}`, order).then((rows) =>
          recordsByRow(sql, spec, rows.subarray(offset, offset + query.pageSize)),
        );
      } else {
        const params = new Params(where.params);
        const text = `SELECT record::text AS record FROM ${ident(spec.table)} ${where.sql} ${order} LIMIT ${params.add(query.pageSize)}::int4 OFFSET ${params.add(offset)}::int4`;
        items = run<{ record: string }[]>(sql, text, params.values).then((rows) => rows.map((row) => row.record));
      }
      total = cached(`count|${whereKey}`, async () => {
        const [row] = await run<{ count: number }[]>(
          sql,
          `SELECT count(*)::int4 AS count FROM ${ident(spec.table)} ${where.sql}`,
          where.params,
        );
        return row?.count ?? 0;
      });
    }

    const breakdownFields = query.breakdownFields.map(async (field) => {
      const kind = (def.fields[field] ?? def.derived[field])?.kind ?? 'string';
      return [
        field,
        await cached(`breakdown|${field}|${whereKey}`, () => breakdown(sql, spec, where, field, kind)),
      ] as const;
    });
    // Independent statements: run them side by side on the pool.
    const [itemsJsonRaw, totalCount, breakdownEntries] = await Promise.all([
      items,
      total,
      Promise.all(breakdownFields),
    ]);

    if (query.ids?.length === 1 && totalCount === 0) throw new NotFoundError(notFoundMessage(query));
    const breakdowns: Breakdowns = Object.fromEntries(breakdownEntries);
    const fields = query.displayFields;
    const itemsJson = fields ? itemsJsonRaw.map((json) => project(json, fields)) : itemsJsonRaw;
    return { itemsJson, total: totalCount, page: query.page, pageSize: query.pageSize, breakdowns };
  }

  return {
    catalogueVersion: () => withPostgres(async () => currentVersion(await getSql())),

    readDate() {
      return today();
    },

    ribbonJson: () =>
      withPostgres(async () => {
        const sql = await getSql();
        const [row] = await run<{ json: string }[]>(
          sql,
          "SELECT json::text AS json FROM documents WHERE key = 'ribbon'",
          [],
        );
        return row?.json ?? '{"site_ribbon":[]}';
      }),

    query: (parsed) => withPostgres(() => query(parsed)),
  };
}
