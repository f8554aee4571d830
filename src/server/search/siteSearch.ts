/**
 * The search adapter of server-rendered pages (docs/design/architecture-decisions.md: a page reads search through an
 * adapter, never SQL). By default it is the embedded engine, searched in process (no HTTP hop to
 * our own API); with SEARCH_HOST set it is the search client pointed at that host (the hosted
 * service, or another of our servers: the host includes its API prefix, e.g.
 * `https://search.example/api/search`), with SEARCH_SITEKEY. Either way a search resolves with
 * the protocol's response or an error shape (`{ error: { response, message } }`) and never
 * rejects, so a broken index or an unreachable host gives the page a clear message, not a 500.
 * Memoised; re-chosen only when SEARCH_HOST or SEARCH_SITEKEY change.
 */
import { ContentError, ServiceUnavailableError } from '#src/adapters/content/errors';
import {
  createSearchClient,
  invalidServerResponse,
  settingsState,
  toSearchQuery,
  type FetchLike,
  type SearchClientError,
  type SearchResult,
  type SearchSettings,
  type SearchSettingsState,
  type WireFuzzy,
} from '#src/adapters/search';
import { searchSitekey } from './defaultSearch';
import { defaultSearchService, type SearchService } from './searchService';
import { isWarmUpTerm, parseSearchParams } from '#src/adapters/search/params/parseSearchParams';
import type { SearchResponse } from '#src/domain/search/searchTypes';

/** What a page asks of site search. */
export interface SiteSearch {
  /** Resolves with the response, or with an error shape; never rejects. */
  search(settings: SearchSettings | SearchSettingsState): Promise<SearchResponse | SearchClientError>;
}

/** The message of a search that cannot run because the index is unavailable (503). */
export const searchUnavailableMessage = 'The search index is unavailable; try again shortly.';

/** How long a page waits for a remote search host before showing the error state. */
export const remoteSearchTimeoutMs = 2_500;

export interface EmbeddedSearchOptions {
  /** The search index (may throw ServiceUnavailableError); the site's own by default. */
  getSearch?: () => SearchService;
}

const emptyResponse = (page: number): SearchResponse => ({
  page,
  total_hits: 0,
  processing_time_ms: 0,
  hits: [],
  facets: {},
  rangeFacets: {},
  fieldStats: {},
});

let loggedFailures = 0;

function logFailure(error: unknown) {
  // The first few are enough to diagnose; a flood of failing requests must not fill the log.
  if (loggedFailures >= 20) return;
  loggedFailures += 1;
  console.error('site search: the search failed:', error);
}

/** An error thrown by the engine or the store, as the protocol's error shape. */
export function searchErrorOf(error: unknown): SearchClientError {
  if (error instanceof ServiceUnavailableError) return { error: { response: 503, message: error.message } };
  if (error instanceof ContentError && error.status < 500) {
    return { error: { response: error.status, message: error.message } };
  }
  logFailure(error);
  if (error instanceof ContentError) return { error: { response: error.status, message: searchUnavailableMessage } };
  return invalidServerResponse;
}

/**
 * The embedded engine: the settings become the same query string a client would send and go
 * through the API's own parameter validation, so both ways of searching behave alike. 'retry'
 * fuzziness is done here as the client does it (false first, true when nothing is found).
 */
export function createEmbeddedSearch({ getSearch = defaultSearchService }: EmbeddedSearchOptions = {}): SiteSearch {
  const run = async (state: SearchSettingsState, fuzzy?: WireFuzzy): Promise<SearchResponse> => {
    const params = parseSearchParams(new URLSearchParams(toSearchQuery(state, fuzzy ? { fuzzy } : {})));
    if (isWarmUpTerm(params.term)) return emptyResponse(params.page);
    return getSearch().search(params);
  };
  return {
    async search(settings) {
      try {
        const state = settingsState(settings);
        if (state.fuzzy !== 'retry') return await run(state);
        const exact = await run(state, 'false');
        return exact.total_hits > 0 ? exact : await run(state, 'true');
      } catch (error) {
        return searchErrorOf(error);
      }
    },
  };
}

export interface RemoteSearchOptions {
  /** The search host including its API prefix. */
  host: string;
  sitekey: string;
  /** Default: globalThis.fetch with a timeout of remoteSearchTimeoutMs. */
  fetch?: FetchLike;
}

/** After the search service could not be reached, searches fail at once for this long. */
const remoteSearchRetryAfterMs = 5_000;

/**
 * A fetch that gives up after `timeoutMs` (the client then answers 'invalid server response', and
 * the page says search is unavailable: a 503). After a failure to reach the service it fails at
 * once for a few seconds, so a hung service costs one timeout, not one per visitor.
 */
function fetchWithTimeout(timeoutMs: number): FetchLike {
  let unreachableUntil = 0;
  return async (input, init = {}) => {
    if (Date.now() < unreachableUntil)
      throw new Error('The search service could not be reached; trying again shortly.');
    try {
      return await fetch(input, { ...init, cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      unreachableUntil = Date.now() + remoteSearchRetryAfterMs;
      throw error;
    }
  };
}

/**
 * The search client against SEARCH_HOST. Not throttled: on a server, concurrent searches come
 * from different visitors, and collapsing them (the browser client's rule) would mix their answers.
 */
export function createRemoteSearch({
  host,
  sitekey,
  fetch: doFetch = fetchWithTimeout(remoteSearchTimeoutMs),
}: RemoteSearchOptions): SiteSearch {
  const client = createSearchClient({ host, sitekey, fetch: doFetch, throttleMs: 0, sendBeacon: null });
  return {
    async search(settings) {
      try {
        const result: SearchResult = await client.search({ ...settingsState(settings), throttleMs: 0 });
        return result;
      } catch (error) {
        // Invalid settings are thrown before anything is sent.
        return searchErrorOf(error);
      }
    },
  };
}

let memo: { key: string; adapter: SiteSearch } | null = null;

/** The site's search: the remote client when SEARCH_HOST is set, else the embedded engine. */
export function siteSearch(): SiteSearch {
  const host = process.env.SEARCH_HOST?.trim() ?? '';
  const sitekey = searchSitekey();
  const key = host ? `remote:${host}:${sitekey}` : 'embedded';
  if (memo?.key === key) return memo.adapter;
  const adapter = host ? createRemoteSearch({ host, sitekey }) : createEmbeddedSearch();
  memo = { key, adapter };
  return adapter;
}
