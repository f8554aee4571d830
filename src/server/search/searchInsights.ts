/**
 * Search insights (search-api.md, "Insights"): `GET /v1/insights/{sitekey}?from=&to=&contains=`,
 * behind the back office's basic auth (adminAuth.ts: 401 with WWW-Authenticate, 429 with
 * Retry-After after repeated failures, 503 without SEARCH_ADMIN_SECRET), then 404 for an unknown
 * sitekey and 400 naming `from`, `to` or `contains` (insightsParams.ts). The answer is SearchInsights
 * (src/domain/search/searchInsights.ts), computed by the statistics store (statsStore.ts: SQL over
 * `search_events` on SQLite or PostgreSQL), and never cached (no-store).
 *
 * A day range is `from`T00:00 inclusive to the day after `to` exclusive, UTC, on the indexed `at`.
 */
import { NotFoundError } from '#src/adapters/content/errors';
import { addDays, parseInsightsQuery } from '#src/adapters/search/params/insightsParams';
import {
  insightsListSize,
  type InsightsFilter,
  type InsightsTotals,
  type SearchInsights,
} from '#src/domain/search/searchInsights';
import type { FailureLimiter } from './adminAuth';
import { authorizeAdmin } from './documentApi';
import { errorAnswer, jsonAnswer, methodNotAllowed, queryOf } from './searchHttp';
import type { SearchHttpResponse } from './searchHttp';
import type { StatsStoreOption } from './statsStore';

/** What the statistics stores run the insights queries with. */
export interface InsightsQuery {
  /** ISO instants: `from`T00:00 inclusive to the day after `to` exclusive, UTC. */
  start: string;
  end: string;
  /** The text the queries must contain, or null for every query. */
  contains: string | null;
  /** The most rows of each list. */
  limit: number;
}

/** The bounds and parameters of the insights of `filter` (every stats store reads the same ones). */
export function insightsQuery(filter: InsightsFilter, limit: number = insightsListSize): InsightsQuery {
  return {
    start: `${filter.from}T00:00:00.000Z`,
    end: `${addDays(filter.to, 1)}T00:00:00.000Z`,
    contains: filter.contains || null,
    limit,
  };
}

/** The totals a store counts; the click-through rate is derived here, the same for every store. */
export type CountedTotals = Omit<InsightsTotals, 'clickThroughRate'>;

/** The answer from what a store counted. */
export function insightsAnswer(
  filter: InsightsFilter,
  query: InsightsQuery,
  totals: CountedTotals,
  lists: Pick<SearchInsights, 'topQueries' | 'noResultQueries' | 'clickThrough'>,
): SearchInsights {
  return {
    from: filter.from,
    to: filter.to,
    contains: query.contains,
    totals: {
      ...totals,
      clickThroughRate: totals.searches ? Math.round((totals.clicks / totals.searches) * 10_000) / 10_000 : 0,
    },
    topQueries: lists.topQueries,
    noResultQueries: lists.noResultQueries,
    clickThrough: lists.clickThrough,
  };
}

export interface InsightsApiRequest {
  method: string;
  url: string;
  headers: Headers;
}

export interface InsightsApiOptions extends StatsStoreOption {
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
  { getStatsStore, sitekey: expected, secret, limiter, now = () => new Date() }: InsightsApiOptions,
): Promise<SearchHttpResponse> {
  const method = request.method.toUpperCase();
  try {
    const refused = await authorizeAdmin(request.headers, {
      method,
      user: expected,
      secret,
      limiter,
      what: 'insights API',
    });
    if (refused) return refused;
    if (method !== 'GET' && method !== 'HEAD') return methodNotAllowed(method, 'GET');
    if (sitekey !== expected) throw new NotFoundError(`Unknown sitekey '${sitekey.slice(0, 64)}'.`);
    const filter = parseInsightsQuery(queryOf(request.url), now());
    return jsonAnswer(200, await getStatsStore().insights(filter), { method });
  } catch (error) {
    return errorAnswer(error, { method, what: 'the insights API' });
  }
}
