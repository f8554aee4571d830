/**
 * The ContentStore on PostgreSQL (issue #17, ADR 0025 § 5): the same answers as the SQLite store
 * (../content/contentStore.ts), byte for byte. Text is matched, sorted and grouped through
 * `lower(col COLLATE "C")` (SQLite's NOCASE), NULLs go where SQLite puts them, ties fall to the
 * insertion order (`_row`), breakdowns show each group's first stored spelling, and records come
 * back as the stored JSON text. A filter shape is one SQL text (`= ANY($n)` for lists), prepared
 * once per connection; values are always bound. Totals, breakdowns and deep-page row orders are
 * cached per catalogue version (kerbside_meta), which every call re-reads: the statement that
 * reads a page's records also returns the version it read them under (`versionColumn`), so a
 * warm call is one round trip; when that version is not the one the call assumed (a re-seed),
 * the caches are dropped and the call runs again.
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
  type KnownCatalogue,
  type RawContentPage,
} from '../content/contentStore';
import { ident, tableSpecFor, valuesTable, type ColumnSpec, type TableSpec } from '../db/contentTables';
import { booleanText, foldSql, foldText, isTextKind, readPostgresCatalogueMeta } from './postgresSeed';
import { RecordCache } from './recordCache';
import { withPostgres } from './serverDatabase';

type Value = string | number | null | ReadonlyArray<string | number | null>;

/** A statement's answer with the catalogue version it was read under (null: no row said). */
interface Versioned<T> {
  value: T;
  seen: string | null;
}

const seenIn = (rows: ReadonlyArray<{ version: string | null }>): string | null =>
  rows.length ? (rows[0]!.version ?? '') : null;

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

/** The catalogue version, read in the statement's own snapshot (an InitPlan: once per statement). */
const versionColumn = `(SELECT value::json->>'catalogueVersion' FROM kerbside_meta WHERE key = 'catalogue') AS version`;

/** A page as read under one catalogue version; `seen` is null when no statement returned a row. */
interface PageRead {
  items: string[];
  total: number;
  breakdowns: Breakdowns;
  seen: string | null;
}

function notFoundMessage(query: ParsedContentQuery): string {
  const id = query.ids![0]!.length > 64 ? `${query.ids![0]!.slice(0, 64)}…` : query.ids![0]!;
  return `Nothing in /${query.resource} has the id '${id}'.`;
}

export interface PostgresContentStoreOptions extends ContentStoreOptions {
  /**
   * The record cache's bound, in characters of JSON text (0: none). 128 Mi holds about 140,000
   * derivatives, all of scale 34's (~103 Mi); 64 Mi held two thirds, and uncached 200-record
   * pages ran about 50 % faster once they all fit (issue #17). The text is almost all ASCII (one
   * byte a character in V8), so the cost is about 130 MiB of heap per store when full.
   */
  recordCacheChars?: number;
}

export function createPostgresContentStore(
  getSql: () => Promise<Sql>,
  { deepOffset = 2_000, today = clockToday, recordCacheChars = 128 * 1024 * 1024 }: PostgresContentStoreOptions = {},
): ContentStore {
  // Keyed by catalogue version too, so an answer computed while a seed committed is never
  // served for the new catalogue.
  const aggregates = new Lru<unknown>(2_000);
  const orders = new Lru<Int32Array>(24);
  const records = new RecordCache(recordCacheChars);
  let version = '';

  const run = <T extends object[]>(sql: Sql, text: string, params: readonly Value[]) =>
    sql.unsafe<T>(text, params as never[], { prepare: true });

  /** Takes `current` as the catalogue version; the caches are dropped when it moved (a re-seed). */
  function adopt(current: string): string {
    if (current !== version) {
      version = current;
      aggregates.clear();
      orders.clear();
      records.clear();
    }
    return current;
  }

  /** The catalogue version now, by its own statement. */
  async function currentVersion(sql: Sql): Promise<string> {
    return adopt((await readPostgresCatalogueMeta(sql))?.catalogueVersion ?? '');
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

  /**
   * The records of these rows, in this order, with the version they were read under: those in
   * the record cache from there, the others by one statement.
   */
  async function recordsByRow(
    sql: Sql,
    spec: TableSpec,
    rows: Int32Array,
    assumed: string,
  ): Promise<Versioned<string[]>> {
    const found = Array.from(rows, (row) => records.get(spec.table, row));
    const missing = rows.filter((_, index) => found[index] === undefined);
    if (!missing.length) return { value: found as string[], seen: null };
    const fetched = await run<{ row: number; record: string; version: string | null }[]>(
      sql,
      `SELECT _row::int4 AS row, record::text AS record, ${versionColumn} FROM ${ident(spec.table)} WHERE _row = ANY($1::int8[])`,
      [Array.from(missing)],
    );
    const seen = seenIn(fetched);
    const byRow = new Map(fetched.map((entry) => [entry.row, entry.record]));
    // Only records of the version the cache holds now: a slow statement of the old catalogue
    // must not land in a cache that a concurrent call has already moved on to the new one.
    if (seen === assumed && assumed === version)
      for (const [row, record] of byRow) records.set(spec.table, row, record);
    return {
      value: found.map((record, index) => record ?? byRow.get(rows[index]!)).filter((record) => record !== undefined),
      seen,
    };
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

  /** The page of `query` under catalogue version `assumed`: its caches, its statements. */
  async function readPage(sql: Sql, query: ParsedContentQuery, assumed: string): Promise<PageRead> {
    const def = contentResources[query.resource] as ResourceDef;
    const spec = tableSpecFor(def.table);
    // The date is a bound parameter, so cached totals, breakdowns and row orders key on it too.
    const where = whereClause(spec, def, query, today());
    const whereKey = `${assumed}|${spec.table}|${where.sql}|${JSON.stringify(where.params)}`;
    const offset = (query.page - 1) * query.pageSize;
    if (!assumed) {
      // Never seeded: migration 1's empty tables, as an unseeded SQLite file answers.
      const breakdowns: Breakdowns = Object.fromEntries(query.breakdownFields.map((field) => [field, []]));
      return { items: [], total: 0, breakdowns, seen: null };
    }
    let items: Promise<Versioned<string[]>>;
    let total: Promise<number>;

    if (query.ids && !query.sortExplicit) {
      // At most 50 ids: fetch them all and keep the caller's order (ids compare case-insensitively).
      const found = run<{ id: string; record: string; version: string | null }[]>(
        sql,
        `SELECT ${ident(def.idField)} AS id, record::text AS record, ${versionColumn} FROM ${ident(spec.table)} ${where.sql}`,
        where.params,
      ).then((rows) => {
        const byId = new Map(rows.map((row) => [row.id.toLowerCase(), row.record]));
        return {
          value: query.ids!.map((id) => byId.get(id.toLowerCase())).filter((row) => row !== undefined),
          seen: seenIn(rows),
        };
      });
      items = found.then(({ value, seen }) => ({ value: value.slice(offset, offset + query.pageSize), seen }));
      total = found.then(({ value }) => value.length);
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
          recordsByRow(sql, spec, rows.subarray(offset, offset + query.pageSize), assumed),
        );
      } else {
        const params = new Params(where.params);
        const text = `SELECT record::text AS record, ${versionColumn} FROM ${ident(spec.table)} ${where.sql} ${order} LIMIT ${params.add(query.pageSize)}::int4 OFFSET ${params.add(offset)}::int4`;
        items = run<{ record: string; version: string | null }[]>(sql, text, params.values).then((rows) => ({
          value: rows.map((row) => row.record),
          seen: seenIn(rows),
        }));
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
    const [page, totalCount, breakdownEntries] = await Promise.all([items, total, Promise.all(breakdownFields)]);
    return {
      items: page.value,
      total: totalCount,
      breakdowns: Object.fromEntries(breakdownEntries),
      seen: page.seen,
    };
  }

  async function query(query: ParsedContentQuery, known?: KnownCatalogue): Promise<RawContentPage> {
    const sql = await getSql();
    // Assume the version of the last call; the page's own statement says whether it still holds.
    const assumed = version || (await currentVersion(sql));
    let page = await readPage(sql, query, assumed);
    // No row came back to say (a page from the record cache, an empty page, never seeded): the
    // caller's own read for this request says, when the caches still hold that version; else ask.
    const seen =
      page.seen ??
      (known && known.catalogueVersion === assumed && assumed === version
        ? assumed
        : ((await readPostgresCatalogueMeta(sql))?.catalogueVersion ?? ''));
    if (seen !== assumed) {
      // Re-seeded since: what was cached, and maybe this page, belong to the old catalogue.
      page = await readPage(sql, query, adopt(seen));
    }

    if (query.ids?.length === 1 && page.total === 0) throw new NotFoundError(notFoundMessage(query));
    const fields = query.displayFields;
    const itemsJson = fields ? page.items.map((json) => project(json, fields)) : page.items;
    return { itemsJson, total: page.total, page: query.page, pageSize: query.pageSize, breakdowns: page.breakdowns };
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

    query: (parsed, known) => withPostgres(() => query(parsed, known)),
  };
}
