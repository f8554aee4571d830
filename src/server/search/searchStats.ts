/**
 * Search analytics (search-api.md, "Stats"): `POST /v1/stats/{sitekey}/` with a JSON body sent by
 * `navigator.sendBeacon` or as `text/plain` (so no CORS preflight), one event per request:
 *
 * - search: `{ action: "search", session, keyword, numberOfResults, tag }`
 * - click:  `{ action: "click", session, keyword, docid, position, tag }`
 *
 * Events are validated (400 naming the field; the schema is in
 * src/adapters/search/params/statsParams.ts), stored in `search_events` (migration 4) in a
 * transaction, and answered 204 with no body (nothing of the request is reflected). Warm-up
 * keywords (`_addsearch_...`) are accepted and not recorded. Bodies over 10 kB are refused (413).
 */
import type Database from 'better-sqlite3';
import { NotFoundError } from '#src/adapters/content/errors';
import { isWarmUpTerm } from '#src/adapters/search/params/parseSearchParams';
import { parseStatsEvent, type StatsEvent } from '#src/adapters/search/params/statsParams';
import {
  emptyAnswer,
  errorAnswer,
  jsonAnswer,
  methodNotAllowed,
  type DatabaseOption,
  type SearchHttpResponse,
} from './searchHttp';

/** Largest accepted body, in bytes. */
export const statsBodyLimit = 10 * 1024;

/**
 * Store one event (a warm-up keyword is not stored); resolves to whether it was stored.
 * Asynchronous for a server database (issue #17); the SQLite write is one synchronous transaction.
 */
export async function recordStatsEvent(db: Database.Database, event: StatsEvent, at = new Date()): Promise<boolean> {
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
}

/** Beacons come from any site the widgets run on. */
export const statsCorsHeaders: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'Content-Type',
  'access-control-max-age': '86400',
};

export interface HandleStatsOptions extends DatabaseOption {
  method?: string;
}

/**
 * `POST /v1/stats/{sitekey}/`. `body` is the request body read with readLimitedBody(statsBodyLimit)
 * (`null` when it was larger).
 */
export async function handleStatsRequest(
  sitekey: string,
  body: string | null,
  { getDatabase, sitekey: expected, method = 'POST' }: HandleStatsOptions,
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
    if (!isWarmUpTerm(event.keyword)) await recordStatsEvent(getDatabase(), event);
    return emptyAnswer(204, headers);
  } catch (error) {
    return errorAnswer(error, { method: verb, headers, what: 'stats' });
  }
}
