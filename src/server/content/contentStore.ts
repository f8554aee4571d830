/**
 * The query layer over the SQLite store: filters (exact values, comma lists, ranges, array
 * fields), sorting, paging, id lists in the caller's order, displayFields projection and
 * breakdowns, for a validated ParsedContentQuery. SQL text is built only from schema identifiers
 * and `?` placeholders (values are always bound); statements are prepared once and cached.
 * Items come back as JSON text so the API can send them without parsing them first.
 */
import type Database from 'better-sqlite3';
import { NotFoundError } from '#src/adapters/content/errors';
import { contentResources, type ResourceDef } from '#src/adapters/content/schema/contentResources';
import type { ParsedContentQuery, ParsedFilter } from '#src/adapters/content/schema/contentQueryTypes';
import { contentQueryLimits } from '#src/adapters/content/schema/contentQueryLimits';
import type { ContentPage } from '#src/domain/content/types';
import { today as clockToday } from '#src/lib/clock';
import { ident, tableSpecFor, valuesTable, type TableSpec } from '../db/contentTables';
import { readCatalogueMeta } from '../db/seedDatabase';

export type Breakdowns = ContentPage<unknown>['breakdowns'];

/** A page of items as JSON text (already projected to displayFields). */
export interface RawContentPage {
  itemsJson: string[];
  total: number;
  page: number;
  pageSize: number;
  breakdowns: Breakdowns;
}

/**
 * What the Content API and the local adapter read. Asynchronous so that a server database
 * (PostgreSQL, issue #17) can sit behind it as well as the embedded SQLite file.
 */
export interface ContentStore {
  /**
   * `known`: the catalogue version the caller has just read for this request. A store that must
   * otherwise ask which catalogue its cached records belong to may take this answer instead (one
   * round trip less for a page served from its caches); the caller's ETag is built on it anyway.
   */
  query(query: ParsedContentQuery, known?: KnownCatalogue): Promise<RawContentPage>;
  /** The ribbon configuration as JSON text. */
  ribbonJson(): Promise<string>;
  /** Changes whenever the catalogue is re-seeded ('' when the database is empty). */
  catalogueVersion(): Promise<string>;
  /**
   * The date (YYYY-MM-DD) this store answers on: deals whose offer ended before it are left out
   * (src/domain/dealDates.ts). Answers change when it does, so caches of answers key on it too.
   * Synchronous: it is the clock, never the database.
   */
  readDate(): string;
}

/** What the caller of ContentStore.query read for this request. */
export interface KnownCatalogue {
  catalogueVersion: string;
}

type SqlValue = string | number | null;

interface SqlPart {
  sql: string;
  params: SqlValue[];
}

/** A tiny LRU: Map keeps insertion order, so the first key is the least recently used. */
export class Lru<V> {
  private readonly map = new Map<string, V>();
  private readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.limit) this.map.delete(this.map.keys().next().value as string);
  }
  clear(): void {
    this.map.clear();
  }
}

export interface ContentStoreOptions {
  /** From this offset on, pages are read through a cached row order instead of OFFSET. */
  deepOffset?: number;
  /** The clock deciding which deals are live: `today()` (src/lib/clock.ts, KERBSIDE_TODAY) by default. */
  today?: () => string;
}

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

function sqlScalar(filter: ParsedFilter, value: string | number | boolean | null): SqlValue {
  if (value === null) return null;
  if (filter.kind === 'boolean') return value ? 1 : 0;
  return value as string | number;
}

/**
 * The SQL form of "live on this date" (src/domain/dealDates.ts `isDealLive`: the record's end date
 * is that day or later; ISO dates compare as text), for a resource whose records end.
 */
export function liveClause(endField: string, date: string): SqlPart {
  return { sql: `${ident(endField)} >= ?`, params: [date] };
}

/**
 * The WHERE clause of a query: filters ANDed, values and ranges of one filter ORed; on a resource
 * whose records end, only those live on `date` unless the query includes ended ones.
 */
function whereClause(spec: TableSpec, def: ResourceDef, query: ParsedContentQuery, date: string): SqlPart {
  const clauses: string[] = [];
  const params: SqlValue[] = [];
  if (def.endField && !query.includeEnded) {
    const live = liveClause(def.endField, date);
    clauses.push(live.sql);
    params.push(...live.params);
  }
  for (const filter of query.filters) {
    if (spec.arrayFields.includes(filter.field)) {
      clauses.push(
        `_row IN (SELECT item FROM ${ident(valuesTable(spec.table))} WHERE field = ? AND value IN (${placeholders(filter.values.length)}))`,
      );
      params.push(filter.field, ...filter.values.map((value) => String(value)));
      continue;
    }
    const column = ident(filter.field);
    const alternatives: string[] = [];
    if (filter.values.length) {
      alternatives.push(`${column} IN (${placeholders(filter.values.length)})`);
      params.push(...filter.values.map((value) => sqlScalar(filter, value)));
    }
    for (const range of filter.ranges) {
      const bounds: string[] = [];
      if (range.min !== null) {
        bounds.push(`${column} >= ?`);
        params.push(range.min);
      }
      if (range.max !== null) {
        bounds.push(`${column} <= ?`);
        params.push(range.max);
      }
      alternatives.push(bounds.join(' AND '));
    }
    clauses.push(alternatives.length === 1 ? alternatives[0]! : `(${alternatives.map((a) => `(${a})`).join(' OR ')})`);
  }
  if (query.ids) {
    clauses.push(`${ident(def.idField)} IN (${placeholders(query.ids.length)})`);
    params.push(...query.ids);
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** An item's JSON text cut down to `fields` (displayFields), in that order. Shared with the PostgreSQL store. */
export function project(json: string, fields: readonly string[]): string {
  const record = JSON.parse(json) as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const field of fields) if (Object.hasOwn(record, field)) picked[field] = record[field];
  return JSON.stringify(picked);
}

export function createContentStore(
  db: Database.Database,
  { deepOffset = 2_000, today = clockToday }: ContentStoreOptions = {},
): ContentStore {
  const statements = new Lru<Database.Statement<SqlValue[]>>(512);
  // Totals and breakdowns scan the filtered set; they only change when the catalogue does, or
  // the date (deals end): it is a bound parameter of the filtered set, so part of their keys.
  const aggregates = new Lru<unknown>(2_000);
  // Sort orders of filtered sets for deep pages: up to ~0.5 MB each at 100,000 rows, so only a few.
  const orders = new Lru<Int32Array>(24);
  let dataVersion = -1;
  // Prepared once: db.pragma() would compile a statement on every request.
  const dataVersionStatement = db.prepare('PRAGMA data_version').pluck();
  let version = '';

  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare<SqlValue[]>(sql);
      statements.set(sql, statement);
    }
    return statement;
  };

  /** Drop the caches when another connection (a re-seed) has committed since the last query. */
  const checkFreshness = () => {
    const current = dataVersionStatement.get() as number;
    if (current !== dataVersion) {
      dataVersion = current;
      aggregates.clear();
      orders.clear();
      version = readCatalogueMeta(db)?.catalogueVersion ?? '';
    }
  };

  const cached = <T>(key: string, compute: () => T): T => {
    const hit = aggregates.get(key) as T | undefined;
    if (hit !== undefined) return hit;
    const value = compute();
    aggregates.set(key, value);
    return value;
  };

  /** The row ids of a filtered set in sort order (cached: a few at a time, they can be large). */
  function orderedRows(spec: TableSpec, where: SqlPart, key: string, order: string): Int32Array {
    let rows = orders.get(key);
    if (!rows) {
      const ids = prepare(`SELECT _row FROM ${ident(spec.table)} ${where.sql} ${order}`)
        .pluck()
        .all(...where.params) as number[];
      rows = Int32Array.from(ids);
      orders.set(key, rows);
    }
    return rows;
  }

  /** The records of these rows, in this order. */
  function recordsByRow(spec: TableSpec, rows: Int32Array): string[] {
    if (!rows.length) return [];
    const found = prepare(
      `SELECT _row, record FROM ${ident(spec.table)} WHERE _row IN (${placeholders(rows.length)})`,
    ).all(...rows) as Array<{ _row: number; record: string }>;
    const byRow = new Map(found.map((row) => [row._row, row.record]));
    return Array.from(rows, (row) => byRow.get(row)).filter((record) => record !== undefined);
  }

  function breakdown(spec: TableSpec, where: SqlPart, field: string, kind: string): Breakdowns[string] {
    const limit = contentQueryLimits.maxBreakdownValues;
    let sql: string;
    let params: SqlValue[];
    if (spec.arrayFields.includes(field)) {
      const restrict = where.sql ? ` AND item IN (SELECT _row FROM ${ident(spec.table)} ${where.sql})` : '';
      sql = `SELECT value, COUNT(*) AS count FROM ${ident(valuesTable(spec.table))} WHERE field = ?${restrict} GROUP BY value ORDER BY count DESC, value ASC LIMIT ${limit}`;
      params = [field, ...where.params];
    } else {
      const column = ident(field);
      const notNull = `${column} IS NOT NULL`;
      sql = `SELECT ${column} AS value, COUNT(*) AS count FROM ${ident(spec.table)} ${where.sql ? `${where.sql} AND ${notNull}` : `WHERE ${notNull}`} GROUP BY ${column} ORDER BY count DESC, value ASC LIMIT ${limit}`;
      params = where.params;
    }
    const rows = prepare(sql).all(...params) as Array<{ value: string | number; count: number }>;
    return rows.map((row) => ({
      value: kind === 'boolean' ? (row.value ? 'true' : 'false') : row.value,
      count: row.count,
    }));
  }

  // better-sqlite3 is synchronous: each method does its work at once and hands back a settled promise.
  return {
    async catalogueVersion() {
      checkFreshness();
      return version;
    },

    readDate() {
      return today();
    },

    async ribbonJson() {
      checkFreshness();
      const row = prepare("SELECT json FROM documents WHERE key = 'ribbon'").get() as { json: string } | undefined;
      return row?.json ?? '{"site_ribbon":[]}';
    },

    async query(query) {
      checkFreshness();
      const def = contentResources[query.resource] as ResourceDef;
      const spec = tableSpecFor(def.table);
      // The date is a bound parameter, so cached totals, breakdowns and row orders key on it too.
      const where = whereClause(spec, def, query, today());
      const whereKey = `${spec.table}|${where.sql}|${JSON.stringify(where.params)}`;
      const offset = (query.page - 1) * query.pageSize;
      let itemsJson: string[];
      let total: number;

      if (query.ids && !query.sortExplicit) {
        // At most 50 ids: fetch them all and keep the caller's order (ids compare case-insensitively).
        const rows = prepare(`SELECT ${ident(def.idField)} AS id, record FROM ${ident(spec.table)} ${where.sql}`).all(
          ...where.params,
        ) as Array<{ id: string; record: string }>;
        const byId = new Map(rows.map((row) => [row.id.toLowerCase(), row.record]));
        const ordered = query.ids.map((id) => byId.get(id.toLowerCase())).filter((row) => row !== undefined);
        total = ordered.length;
        itemsJson = ordered.slice(offset, offset + query.pageSize);
      } else {
        const field = def.fields[query.sortBy] ?? def.derived[query.sortBy];
        const direction = query.sort === 'desc' ? 'DESC' : 'ASC';
        // Nulls last both ways (SQLite puts them first when ascending).
        const nulls = field?.nullable && direction === 'ASC' ? ' NULLS LAST' : '';
        const order = `ORDER BY ${ident(query.sortBy)} ${direction}${nulls}, _row ${direction}`;
        if (offset >= deepOffset) {
          // Deep pages: OFFSET would step through every earlier row on each request, so keep the
          // filtered set's row order once and fetch a page by row ids.
          const rows = orderedRows(spec, where, `${whereKey}|${order}`, order);
          itemsJson = recordsByRow(spec, rows.subarray(offset, offset + query.pageSize));
        } else {
          itemsJson = prepare(`SELECT record FROM ${ident(spec.table)} ${where.sql} ${order} LIMIT ? OFFSET ?`)
            .pluck()
            .all(...where.params, query.pageSize, offset) as string[];
        }
        total = cached(`count|${whereKey}`, () =>
          Number(
            prepare(`SELECT COUNT(*) FROM ${ident(spec.table)} ${where.sql}`)
              .pluck()
              .get(...where.params),
          ),
        );
      }

      if (query.ids?.length === 1 && total === 0) {
        const id = query.ids[0]!.length > 64 ? `${query.ids[0]!.slice(0, 64)}…` : query.ids[0]!;
        throw new NotFoundError(`Nothing in /${query.resource} has the id '${id}'.`);
      }

      const breakdowns: Breakdowns = {};
      for (const field of query.breakdownFields) {
        const kind = (def.fields[field] ?? def.derived[field])?.kind ?? 'string';
        breakdowns[field] = cached(`breakdown|${field}|${whereKey}`, () => breakdown(spec, where, field, kind));
      }

      if (query.displayFields) {
        const fields = query.displayFields;
        itemsJson = itemsJson.map((json) => project(json, fields));
      }
      return { itemsJson, total, page: query.page, pageSize: query.pageSize, breakdowns };
    },
  };
}
