/**
 * The search statistics on PostgreSQL (issue #17, ADR 0025 § 1 and step 4): the SearchStatsStore of
 * ../search/statsStore.ts over `search_events` (migration 3, here). Its answers equal the SQLite
 * store's (tests/unit/postgres/statsStore.test.ts); what that takes is written where it is done:
 *
 * - `at` is a timestamptz. The range is `from`T00:00Z inclusive to the day after `to` exclusive, as
 *   the ISO text range is on SQLite.
 * - Queries are lower-cased under the "C" collation, which folds only ASCII letters, like SQLite's
 *   lower(); trim() takes only spaces in both. Ties are ordered under "C" too: byte order, as
 *   SQLite's BINARY.
 * - The rates and mean positions are rounded here, not by round(): SQLite rounds the double it
 *   divided, so 107 / 40 (2.675, stored as 2.67499…) gives 2.67, where numeric would give 2.68.
 *   `toFixed` rounds the same double the same way (checked against SQLite's ROUND).
 */
import type { Sql, TransactionSql } from 'postgres';
import { isWarmUpTerm } from '#src/adapters/search/params/parseSearchParams';
import type { StatsEvent } from '#src/adapters/search/params/statsParams';
import type { InsightsFilter, QueryClickThrough, QueryCount, SearchInsights } from '#src/domain/search/searchInsights';
import { insightsAnswer, insightsQuery, type InsightsQuery } from '../search/searchInsights';
import type { SearchStatsStore } from '../search/statsStore';
import { withPostgres } from './serverDatabase';

// Its table is created by migration 3 (statsSchema.ts); re-exported for the tests that apply it.
export { statsMigration } from './statsSchema';

/** SQLite's ROUND(x, places) for the non-negative doubles here: the exact binary value, half up. */
const roundLikeSqlite = (value: number, places: number): number => Number(value.toFixed(places));

/** A mean from its sum and count, rounded to 2 places; null without a value (SQLite's AVG of none). */
const meanOf = (sum: number, count: number): number | null => (count ? roundLikeSqlite(sum / count, 2) : null);

// PostgreSQL text cannot hold U+0000, which JSON may carry; SQLite keeps it. Dropping it is the
// one difference, and better than refusing the event.
const storable = <T extends string | null>(text: T): T => (text?.replaceAll('\u0000', '') ?? text) as T;

interface TotalsRow {
  searches: number;
  clicks: number;
  noResultSearches: number;
  queries: number;
  positionSum: number;
  positioned: number;
}

interface ClickThroughRow {
  query: string;
  searches: number;
  clicks: number;
  positionSum: number;
  positioned: number;
}

/**
 * The statistics in PostgreSQL. `getSql` gives the client (serverPostgres() in the site: the
 * shared pool once the migrations ran); an unreachable server rejects with ServiceUnavailableError.
 */
export function createPostgresStatsStore(getSql: () => Promise<Sql>): SearchStatsStore {
  // The events of the range with their queries, narrowed to those containing `contains`.
  // Counts are bigint (a string in postgres.js) and sums numeric: float8 keeps them exact numbers.
  const events = (sql: TransactionSql, query: InsightsQuery) => sql`
    WITH events AS (
      SELECT action, query, number_of_results, position
      FROM (
        SELECT action, lower(trim(keyword) COLLATE "C") AS query, number_of_results, position
        FROM search_events
        WHERE at >= ${query.start}::timestamptz AND at < ${query.end}::timestamptz
      ) AS ranged
      WHERE ${query.contains}::text IS NULL OR strpos(query, lower(${query.contains}::text COLLATE "C")) > 0
    )`;

  const queryCounts = (sql: TransactionSql, query: InsightsQuery, noResults: boolean) => sql<QueryCount[]>`
    ${events(sql, query)}
    SELECT query, count(*)::float8 AS searches
    FROM events
    WHERE action = 'search' AND query <> '' ${noResults ? sql`AND number_of_results = 0` : sql``}
    GROUP BY query
    ORDER BY searches DESC, query COLLATE "C"
    LIMIT ${query.limit}`;

  return {
    record: (event: StatsEvent, at = new Date()) =>
      withPostgres(async () => {
        if (isWarmUpTerm(event.keyword)) return false;
        const sql = await getSql();
        await sql.begin(
          (transaction) => transaction`
            INSERT INTO search_events (at, action, session, keyword, number_of_results, docid, position, tag)
            VALUES (
              ${at.toISOString()}::timestamptz,
              ${event.action},
              ${storable(event.session)},
              ${storable(event.keyword)},
              ${event.action === 'search' ? event.numberOfResults : null}::integer,
              ${event.action === 'click' ? storable(event.docid) : null}::text,
              ${event.action === 'click' ? event.position : null}::integer,
              ${storable(event.tag)}
            )`,
        );
        return true;
      }),

    insights: (filter: InsightsFilter, limit?: number): Promise<SearchInsights> =>
      withPostgres(async () => {
        const sql = await getSql();
        const query = insightsQuery(filter, limit);
        // One snapshot for the four reads, sent together.
        const [[totals], topQueries, noResultQueries, clickThrough] = await sql.begin(
          'isolation level repeatable read read only',
          (transaction) => [
            transaction<TotalsRow[]>`
              ${events(transaction, query)}
              SELECT
                count(*) FILTER (WHERE action = 'search')::float8 AS "searches",
                count(*) FILTER (WHERE action = 'click')::float8 AS "clicks",
                count(*) FILTER (WHERE action = 'search' AND number_of_results = 0)::float8 AS "noResultSearches",
                count(DISTINCT query) FILTER (WHERE action = 'search' AND query <> '')::float8 AS "queries",
                coalesce(sum(position) FILTER (WHERE action = 'click' AND position > 0), 0)::float8 AS "positionSum",
                count(*) FILTER (WHERE action = 'click' AND position > 0)::float8 AS "positioned"
              FROM events`,
            queryCounts(transaction, query, false),
            queryCounts(transaction, query, true),
            // The same queries as the top queries, in the same order, with their clicks.
            transaction<ClickThroughRow[]>`
              ${events(transaction, query)}
              SELECT
                query,
                count(*) FILTER (WHERE action = 'search')::float8 AS "searches",
                count(*) FILTER (WHERE action = 'click')::float8 AS "clicks",
                coalesce(sum(position) FILTER (WHERE action = 'click' AND position > 0), 0)::float8 AS "positionSum",
                count(*) FILTER (WHERE action = 'click' AND position > 0)::float8 AS "positioned"
              FROM events
              WHERE query <> ''
              GROUP BY query
              HAVING count(*) FILTER (WHERE action = 'search') > 0
              ORDER BY "searches" DESC, query COLLATE "C"
              LIMIT ${query.limit}`,
          ],
        );
        const { positionSum, positioned, ...counted } = totals!;
        return insightsAnswer(
          filter,
          query,
          { ...counted, meanClickPosition: meanOf(positionSum, positioned) },
          {
            // Plain arrays of plain rows: postgres.js's result arrays carry more properties.
            topQueries: Array.from(topQueries, ({ query: text, searches }) => ({ query: text, searches })),
            noResultQueries: Array.from(noResultQueries, ({ query: text, searches }) => ({ query: text, searches })),
            clickThrough: Array.from(clickThrough, (row): QueryClickThrough => ({
              query: row.query,
              searches: row.searches,
              clicks: row.clicks,
              clickThroughRate: roundLikeSqlite(row.clicks / row.searches, 4),
              meanClickPosition: meanOf(row.positionSum, row.positioned),
            })),
          },
        );
      }),
  };
}
