/**
 * Search insights (search-api.md, "Insights"): `GET /v1/insights/{sitekey}?from=&to=&contains=`,
 * behind the back office's basic auth (adminAuth.ts: 401 with WWW-Authenticate, 429 with
 * Retry-After after repeated failures, 503 without SEARCH_ADMIN_SECRET), then 404 for an unknown
 * sitekey and 400 naming `from`, `to` or `contains` (insightsParams.ts). The answer is SearchInsights
 * (src/domain/search/searchInsights.ts), computed in SQL over `search_events` (migration 4), and
 * never cached (no-store).
 *
 * Events are stored with their ISO time, so a day range is a text range on the indexed `at`:
 * `from`T00:00 inclusive to the day after `to` exclusive.
 */
import type Database from 'better-sqlite3';
import { NotFoundError } from '#src/adapters/content/errors';
import { addDays, parseInsightsQuery } from '#src/adapters/search/params/insightsParams';
import {
  insightsListSize,
  type InsightsFilter,
  type QueryClickThrough,
  type QueryCount,
  type SearchInsights,
} from '#src/domain/search/searchInsights';
import type { FailureLimiter } from './adminAuth';
import { authorizeAdmin } from './documentApi';
import { errorAnswer, jsonAnswer, methodNotAllowed, queryOf } from './searchHttp';
import type { DatabaseOption, SearchHttpResponse } from './searchHttp';

/**
 * The events of the range, each with its query (trimmed, lower-cased), only those whose query
 * contains @contains when it is not null (lower-cased by the same function, so both sides agree).
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

interface TotalsRow {
  searches: number;
  clicks: number;
  noResultSearches: number;
  queries: number;
  meanClickPosition: number | null;
}

/**
 * The insights of a range of days (both included), maybe narrowed to a text, from the events stored.
 * Asynchronous for a server database (issue #17); on SQLite the queries run at once.
 */
export async function searchInsights(
  db: Database.Database,
  filter: InsightsFilter,
  limit: number = insightsListSize,
): Promise<SearchInsights> {
  const bounds = {
    start: `${filter.from}T00:00:00.000Z`,
    end: `${addDays(filter.to, 1)}T00:00:00.000Z`,
    contains: filter.contains || null,
    limit,
  };
  const totals = db.prepare<typeof bounds, TotalsRow>(totalsSql).get(bounds)!;
  const topQueries = db.prepare<typeof bounds, QueryCount>(topQueriesSql).all(bounds);
  const noResultQueries = db.prepare<typeof bounds, QueryCount>(noResultQueriesSql).all(bounds);
  const clickThrough = db.prepare<typeof bounds, QueryClickThrough>(clickThroughSql).all(bounds);
  return {
    from: filter.from,
    to: filter.to,
    contains: bounds.contains,
    totals: {
      ...totals,
      clickThroughRate: totals.searches ? Math.round((totals.clicks / totals.searches) * 10_000) / 10_000 : 0,
    },
    topQueries,
    noResultQueries,
    clickThrough,
  };
}

export interface InsightsApiRequest {
  method: string;
  url: string;
  headers: Headers;
}

export interface InsightsApiOptions extends DatabaseOption {
  /** SEARCH_ADMIN_SECRET; undefined or '' turns the API off (503). */
  secret: string | undefined;
  limiter?: FailureLimiter;
  /** Today, for the default range (tests pin it). */
  now?: () => Date;
}

/** `GET /v1/insights/{sitekey}?from=&to=&contains=`; HEAD answers the same without a body. */
export async function handleInsightsRequest(
  sitekey: string,
  request: InsightsApiRequest,
  { getDatabase, sitekey: expected, secret, limiter, now = () => new Date() }: InsightsApiOptions,
): Promise<SearchHttpResponse> {
  const method = request.method.toUpperCase();
  try {
    const refused = authorizeAdmin(request.headers, { method, user: expected, secret, limiter, what: 'insights API' });
    if (refused) return refused;
    if (method !== 'GET' && method !== 'HEAD') return methodNotAllowed(method, 'GET');
    if (sitekey !== expected) throw new NotFoundError(`Unknown sitekey '${sitekey.slice(0, 64)}'.`);
    const filter = parseInsightsQuery(queryOf(request.url), now());
    return jsonAnswer(200, await searchInsights(getDatabase(), filter), { method });
  } catch (error) {
    return errorAnswer(error, { method, what: 'the insights API' });
  }
}
