/**
 * The search statistics behind one interface (issue #17, ADR 0025 § 1): the stats endpoint
 * (searchStats.ts) records events, the insights API (searchInsights.ts) and the /search-insights
 * page read them. `search_events` lives in the embedded SQLite file (migration 4, here) or in
 * PostgreSQL (../postgres/postgresStatsStore.ts) when DATABASE_URL says so; both give the same
 * answers (tests/unit/postgres/statsStore.test.ts runs one contract against both).
 */
import type Database from 'better-sqlite3';
import { isWarmUpTerm } from '#src/adapters/search/params/parseSearchParams';
import type { StatsEvent } from '#src/adapters/search/params/statsParams';
import type { InsightsFilter, QueryClickThrough, QueryCount, SearchInsights } from '#src/domain/search/searchInsights';
import { createPostgresStatsStore } from '../postgres/postgresStatsStore';
import { serverPostgres, storeKind } from '../postgres/serverDatabase';
import { defaultSearchDatabase } from './defaultSearch';
import { insightsAnswer, insightsQuery, type CountedTotals, type InsightsQuery } from './searchInsights';

export interface SearchStatsStore {
  /** Stores one event (a warm-up keyword is not stored, as one transaction); resolves to whether it was stored. */
  record(event: StatsEvent, at?: Date): Promise<boolean>;
  /** The insights of a range of days (both included), maybe narrowed to a text; each list at most `limit` long. */
  insights(filter: InsightsFilter, limit?: number): Promise<SearchInsights>;
}

/** What the stats and insights handlers are given. */
export interface StatsStoreOption {
  /** Called per request; may throw ServiceUnavailableError (the handlers answer 503). */
  getStatsStore: () => SearchStatsStore;
  /** The sitekey this server answers to. */
  sitekey: string;
}

/**
 * The events of the range, each with its query (trimmed, lower-cased: SQLite's trim and lower
 * touch only spaces and ASCII letters), only those whose query contains @contains when it is not
 * null (lower-cased by the same function, so both sides agree).
 */
const inRange = `
  WITH events AS (
    SELECT action, query, number_of_results, position
    FROM (
      SELECT action, lower(trim(keyword)) AS query, number_of_results, position
      FROM search_events
      WHERE at >= @start AND at < @end
    )
    WHERE @contains IS NULL OR instr(query, lower(@contains)) > 0
  )`;

const totalsSql = `${inRange}
  SELECT
    COALESCE(SUM(action = 'search'), 0) AS searches,
    COALESCE(SUM(action = 'click'), 0) AS clicks,
    COALESCE(SUM(action = 'search' AND number_of_results = 0), 0) AS noResultSearches,
    COUNT(DISTINCT CASE WHEN action = 'search' AND query <> '' THEN query END) AS queries,
    ROUND(AVG(CASE WHEN action = 'click' AND position > 0 THEN position END), 2) AS meanClickPosition
  FROM events`;

const topQueriesSql = `${inRange}
  SELECT query, COUNT(*) AS searches
  FROM events
  WHERE action = 'search' AND query <> ''
  GROUP BY query
  ORDER BY searches DESC, query
  LIMIT @limit`;

const noResultQueriesSql = `${inRange}
  SELECT query, COUNT(*) AS searches
  FROM events
  WHERE action = 'search' AND number_of_results = 0 AND query <> ''
  GROUP BY query
  ORDER BY searches DESC, query
  LIMIT @limit`;

// The same queries as topQueriesSql, in the same order, with their clicks.
const clickThroughSql = `${inRange}
  SELECT
    query,
    SUM(action = 'search') AS searches,
    SUM(action = 'click') AS clicks,
    ROUND(1.0 * SUM(action = 'click') / SUM(action = 'search'), 4) AS clickThroughRate,
    ROUND(AVG(CASE WHEN action = 'click' AND position > 0 THEN position END), 2) AS meanClickPosition
  FROM events
  WHERE query <> ''
  GROUP BY query
  HAVING SUM(action = 'search') > 0
  ORDER BY searches DESC, query
  LIMIT @limit`;

/** The statistics in a SQLite database (search_events, migration 4). */
export function createSqliteStatsStore(db: Database.Database): SearchStatsStore {
  return {
    // Asynchronous for the interface's sake; the SQLite write is one synchronous transaction.
    async record(event, at = new Date()) {
      if (isWarmUpTerm(event.keyword)) return false;
      const insert = db.prepare(
        `INSERT INTO search_events (at, action, session, keyword, number_of_results, docid, position, tag)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      db.transaction(() => {
        insert.run(
          at.toISOString(),
          event.action,
          event.session,
          event.keyword,
          event.action === 'search' ? event.numberOfResults : null,
          event.action === 'click' ? event.docid : null,
          event.action === 'click' ? event.position : null,
          event.tag,
        );
      }).immediate();
      return true;
    },

    // Events are stored with their ISO time, so the day range is a text range on the indexed `at`.
    async insights(filter, limit) {
      const query = insightsQuery(filter, limit);
      const totals = db.prepare<InsightsQuery, CountedTotals>(totalsSql).get(query)!;
      return insightsAnswer(filter, query, totals, {
        topQueries: db.prepare<InsightsQuery, QueryCount>(topQueriesSql).all(query),
        noResultQueries: db.prepare<InsightsQuery, QueryCount>(noResultQueriesSql).all(query),
        clickThrough: db.prepare<InsightsQuery, QueryClickThrough>(clickThroughSql).all(query),
      });
    },
  };
}

/**
 * The statistics store of this process, by storeKind(): the search database (defaultSearch.ts) on
 * SQLite, the shared pool on PostgreSQL (connected at the first call of a method). Cheap: called
 * per request. May throw (ServiceUnavailableError when the SQLite index cannot be opened,
 * PostgresConfigError for a DATABASE_URL that is not PostgreSQL's).
 */
export function defaultStatsStore(): SearchStatsStore {
  if (storeKind() === 'postgres') return createPostgresStatsStore(() => serverPostgres());
  return createSqliteStatsStore(defaultSearchDatabase());
}
