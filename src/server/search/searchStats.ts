/**
 * Search analytics (search-api.md, "Stats"): `POST /v1/stats/{sitekey}/` with a JSON body sent by
 * `navigator.sendBeacon` or as `text/plain` (so no CORS preflight), one event per request:
 *
 * - search: `{ action: "search", session, keyword, numberOfResults, tag }`
 * - click:  `{ action: "click", session, keyword, docid, position, tag }`
 *
 * Events are validated (400 naming the field; the schema is in
 * src/adapters/search/params/statsParams.ts), stored by the statistics store (statsStore.ts:
 * `search_events` on SQLite or PostgreSQL, one transaction per event), and answered 204 with no
 * body (nothing of the request is reflected). Warm-up keywords (`_addsearch_...`) are accepted and
 * not recorded. Bodies over 10 kB are refused (413).
 */
import { NotFoundError } from '#src/adapters/content/errors';
import { isWarmUpTerm } from '#src/adapters/search/params/parseSearchParams';
import { parseStatsEvent } from '#src/adapters/search/params/statsParams';
import { emptyAnswer, errorAnswer, jsonAnswer, methodNotAllowed, type SearchHttpResponse } from './searchHttp';
import type { StatsStoreOption } from './statsStore';

/** Largest accepted body, in bytes. */
export const statsBodyLimit = 10 * 1024;

/** Beacons come from any site the widgets run on. */
export const statsCorsHeaders: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'Content-Type',
  'access-control-max-age': '86400',
};

export interface HandleStatsOptions extends StatsStoreOption {
  method?: string;
}

/**
 * `POST /v1/stats/{sitekey}/`. `body` is the request body read with readLimitedBody(statsBodyLimit)
 * (`null` when it was larger).
 */
export async function handleStatsRequest(
  sitekey: string,
  body: string | null,
  { getStatsStore, sitekey: expected, method = 'POST' }: HandleStatsOptions,
): Promise<SearchHttpResponse> {
  const verb = method.toUpperCase();
  const headers = { ...statsCorsHeaders };
  try {
    if (verb === 'OPTIONS') return { status: 204, headers, body: null };
    if (verb !== 'POST') return methodNotAllowed(verb, 'POST', headers);
    if (sitekey !== expected) throw new NotFoundError(`Unknown sitekey '${sitekey.slice(0, 64)}'.`);
    if (body === null)
      return jsonAnswer(
        413,
        { error: { status: 413, type: 'bad-request', message: `The body must be at most ${statsBodyLimit} bytes.` } },
        { method: verb, headers },
      );
    const event = parseStatsEvent(body);
    if (!isWarmUpTerm(event.keyword)) await getStatsStore().record(event);
    return emptyAnswer(204, headers);
  } catch (error) {
    return errorAnswer(error, { method: verb, headers, what: 'stats' });
  }
}
