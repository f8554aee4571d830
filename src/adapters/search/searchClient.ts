/**
 * The site-search client (search-api.md "Client behaviour", spec 7 and 8): search, segmented
 * search, suggestions, autocomplete, statistics events, the analytics callback and the document
 * administration calls, against our embedded server (host '/api/search') or the hosted service
 * (an https host). Nothing touches window, navigator or document at import time or in
 * createSearchClient: fetch and navigator.sendBeacon are looked up when a call needs them, so the
 * module is safe on the server.
 *
 * Results: a search resolves with the server's JSON, or with `{ error: { response, message } }`:
 * 500 'invalid server response' when the fetch fails or the answer is not JSON, 400 'invalid
 * query type' for an unknown query type, and the server's own status and message when it answers
 * with an error (e.g. 400 'limit must be between 1 and 300'). Search calls never reject.
 *
 * Throttling: calls of one kind (search, suggest, autocomplete, and each segmented source key on
 * its own) within the throttle window are collapsed: the first goes out at once, the last one in
 * the window goes out when it ends, and every collapsed call resolves with that last request's
 * result (none is dropped unresolved).
 */
import { clickPosition } from '#src/lib/clickPosition';
import { searchSettings as searchConstants } from '#src/lib/constants';
import type { SearchResponse } from '#src/domain/search/searchTypes';
import { settingsState, toSearchQuery, type WireFuzzy } from './searchQuery';
import type { SearchSettings, SearchSettingsState } from './searchSettings';
import { createThrottle, type Throttle } from './throttle';

export { clickPosition };

export interface SearchClientError {
  error: { response: number; message: string };
}

export type SearchResult = SearchResponse | SearchClientError;

export interface SuggestResponse {
  suggestions: Array<{ value: string }>;
}

export interface AutocompleteResponse {
  autocomplete: Array<{ value: string }>;
}

export const invalidServerResponse: SearchClientError = Object.freeze({
  error: Object.freeze({ response: 500, message: 'invalid server response' }),
});
export const invalidQueryType: SearchClientError = Object.freeze({
  error: Object.freeze({ response: 400, message: 'invalid query type' }),
});

export function isSearchError(value: unknown): value is SearchClientError {
  return typeof value === 'object' && value !== null && 'error' in value;
}

/** The query types of `request`. */
export type QueryType = 'search' | 'suggest' | 'autocomplete';

export interface SuggestInput {
  term: string;
  size?: number;
  language?: string;
}

export interface AutocompleteInput {
  /** e.g. 'custom_fields.make'. */
  field: string;
  term: string;
  size?: number;
}

export type StatsEventType = 'search' | 'click';

export interface SearchStatsData {
  keyword: string;
  numberOfResults: number;
  /** Passed to onAnalytics only (not part of the stats body). */
  processingTimeMs?: number;
  tag?: string;
}

export interface ClickStatsData {
  keyword: string;
  documentId: string;
  position: number;
  tag?: string;
}

export type AnalyticsEvent =
  | { action: 'search'; keyword: string; numberOfResults: number; processingTimeMs?: number }
  | { action: 'click'; keyword: string; documentId: string; position: number };

/** The stats request body (search-api.md). */
export type StatsBody =
  | { action: 'search'; session: string; keyword: string; numberOfResults: number; tag?: string }
  | { action: 'click'; session: string; keyword: string; docid: string; position: number; tag?: string };

/** How document calls reject: the HTTP status and text, or status 400 on a network failure. */
export interface DocumentCallError {
  status: number;
  message: string;
}

export interface DocumentCallResult {
  status: number;
  message: string;
}

export interface IndexDocument {
  id?: string;
  url?: string;
  language?: string;
  title?: string;
  main_content?: string;
  thumbnail_external_src?: string;
  doc_date?: string;
  custom_fields?: Record<string, string | number | Array<string | number>>;
  [key: string]: unknown;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
export type SendBeaconLike = (url: string, data: string) => boolean;

export interface SearchClientOptions {
  /** Including the API prefix: '' or '/api/search' (same origin), or an https host. Default ''. */
  host?: string;
  sitekey: string;
  /** The secret of the document calls (basic auth sitekey:secret). */
  secret?: string;
  /** Default: globalThis.fetch, looked up per call. */
  fetch?: FetchLike;
  /** Default: navigator.sendBeacon when it exists (looked up per call); null never beacons. */
  sendBeacon?: SendBeaconLike | null;
  /**
   * Default searchSettings.clientThrottleMs (200); the page layout's client (SiteHeader, the
   * header search) uses layoutThrottleMs (3000). Spec 7 gives both.
   */
  throttleMs?: number;
  /**
   * Called with each analytics event (spec 7: click with keyword, documentId, position; search
   * with keyword, numberOfResults, processingTimeMs) whenever sendStatsEvent sends one. The site
   * and the embed pass dataLayerAnalytics (searchAnalytics.ts), which pushes it to the data layer.
   */
  onAnalytics?: (event: AnalyticsEvent) => void;
  /** The stats session id; default a random id made on first use. */
  sessionId?: string;
  /** The stats tag when an event gives none. */
  analyticsTag?: string;
}

type Settings = SearchSettings | SearchSettingsState;

export interface SearchClient {
  search(settings: Settings): Promise<SearchResult>;
  searchSegmented(sourceKey: string, settings: Settings): Promise<SearchResult>;
  /** The last result of each segmented source key. */
  segmentedResults(): Readonly<Record<string, SearchResult>>;
  suggestions(
    prefix: string,
    options?: { size?: number; language?: string },
  ): Promise<SuggestResponse | SearchClientError>;
  autocomplete(
    field: string,
    prefix: string,
    options?: { size?: number },
  ): Promise<AutocompleteResponse | SearchClientError>;
  /** A query by type name; an unknown type resolves with 400 'invalid query type'. */
  request(type: 'search', input: Settings): Promise<SearchResult>;
  request(type: 'suggest', input: SuggestInput): Promise<SuggestResponse | SearchClientError>;
  request(type: 'autocomplete', input: AutocompleteInput): Promise<AutocompleteResponse | SearchClientError>;
  request(type: string, input: unknown): Promise<unknown>;
  setThrottleTime(ms: number): void;
  readonly throttleMs: number;
  /** Sends a stats event (beacon, else POST text/plain) and calls onAnalytics; resolves true when handed over. */
  sendStatsEvent(type: 'search', data: SearchStatsData): Promise<boolean>;
  sendStatsEvent(type: 'click', data: ClickStatsData): Promise<boolean>;
  readonly sessionId: string;
  getDocument(id: string): Promise<IndexDocument>;
  saveDocument(document: IndexDocument): Promise<DocumentCallResult>;
  saveDocumentsBatch(documents: IndexDocument[]): Promise<DocumentCallResult>;
  deleteDocument(id: string): Promise<DocumentCallResult>;
  deleteDocumentsBatch(ids: string[]): Promise<DocumentCallResult>;
}

function randomId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID().replace(/-/g, '');
  return Array.from({ length: 4 }, () =>
    Math.floor(Math.random() * 2 ** 32)
      .toString(16)
      .padStart(8, '0'),
  ).join('');
}

function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function validThrottle(ms: number): number {
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error('Throttle time must be a whole number of milliseconds, 0 or more');
  return ms;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function createSearchClient(options: SearchClientOptions): SearchClient {
  if (!options || typeof options.sitekey !== 'string' || options.sitekey === '') {
    throw new Error('sitekey is required');
  }
  const host = (options.host ?? '').replace(/\/+$/, '');
  const sitekey = encodeURIComponent(options.sitekey);
  let throttleMs = validThrottle(options.throttleMs ?? searchConstants.clientThrottleMs);
  let session = options.sessionId ?? '';
  const throttles = new Map<string, Throttle>();
  const segmented: Record<string, SearchResult> = {};

  const getFetch = (): FetchLike | null => options.fetch ?? (typeof fetch === 'function' ? fetch : null);
  const throttled = <T>(kind: string, delay: number, task: () => Promise<T>): Promise<T> => {
    let throttle = throttles.get(kind);
    if (!throttle) throttles.set(kind, (throttle = createThrottle()));
    return throttle.run(delay, task);
  };

  /** GET JSON; any failure is an error shape, never a rejection. */
  async function getJson<T>(
    url: string,
    valid: (body: Record<string, unknown>) => boolean,
  ): Promise<T | SearchClientError> {
    const doFetch = getFetch();
    if (!doFetch) return invalidServerResponse;
    let status: number;
    let body: unknown;
    try {
      const response = await doFetch(url, { method: 'GET', headers: { accept: 'application/json' } });
      status = response.status;
      body = await response.json();
    } catch {
      return invalidServerResponse;
    }
    if (status < 200 || status > 299) {
      const message = isObject(body) && isObject(body.error) ? body.error.message : undefined;
      if (typeof message === 'string' && message !== '') return { error: { response: status, message } };
      return invalidServerResponse;
    }
    if (!isObject(body) || !valid(body)) return invalidServerResponse;
    return body as T;
  }

  const isSearchBody = (body: Record<string, unknown>) =>
    Array.isArray(body.hits) && typeof body.total_hits === 'number';

  async function runSearch(state: SearchSettingsState): Promise<SearchResult> {
    const url = (fuzzy?: WireFuzzy) => `${host}/v1/search/${sitekey}?${toSearchQuery(state, fuzzy ? { fuzzy } : {})}`;
    if (state.fuzzy !== 'retry') return getJson<SearchResponse>(url(), isSearchBody);
    const first = await getJson<SearchResponse>(url('false'), isSearchBody);
    if (isSearchError(first) || first.total_hits !== 0) return first;
    return getJson<SearchResponse>(url('true'), isSearchBody);
  }

  function search(settings: Settings): Promise<SearchResult> {
    const state = settingsState(settings);
    return throttled('search', state.throttleMs ?? throttleMs, () => runSearch(state));
  }

  function searchSegmented(sourceKey: string, settings: Settings): Promise<SearchResult> {
    const state = settingsState(settings);
    return throttled(`segmented:${sourceKey}`, state.throttleMs ?? throttleMs, async () => {
      const result = await runSearch(state);
      segmented[sourceKey] = result;
      return result;
    });
  }

  function suggest(input: SuggestInput): Promise<SuggestResponse | SearchClientError> {
    const query = [`term=${encodeURIComponent(input.term)}`, `size=${input.size ?? 10}`];
    if (input.language) query.push(`language=${encodeURIComponent(input.language)}`);
    const url = `${host}/v1/suggest/${sitekey}?${query.join('&')}`;
    return throttled('suggest', throttleMs, () =>
      getJson<SuggestResponse>(url, (body) => Array.isArray(body.suggestions)),
    );
  }

  function autocompleteCall(input: AutocompleteInput): Promise<AutocompleteResponse | SearchClientError> {
    const query = [
      `term=${encodeURIComponent(input.term)}`,
      `source=${encodeURIComponent(input.field)}`,
      `size=${input.size ?? 10}`,
    ];
    const url = `${host}/v1/autocomplete/document-field/${sitekey}?${query.join('&')}`;
    return throttled('autocomplete', throttleMs, () =>
      getJson<AutocompleteResponse>(url, (body) => Array.isArray(body.autocomplete)),
    );
  }

  function request(type: string, input: unknown): Promise<unknown> {
    if (type === 'search') return search(input as Settings);
    if (type === 'suggest') return suggest(input as SuggestInput);
    if (type === 'autocomplete') return autocompleteCall(input as AutocompleteInput);
    return Promise.resolve(invalidQueryType);
  }

  const sessionId = () => (session ||= randomId());

  function analytics(event: AnalyticsEvent) {
    if (!options.onAnalytics) return;
    try {
      options.onAnalytics(event);
    } catch (error) {
      console.error('search client: the analytics callback failed:', error);
    }
  }

  async function sendStatsEvent(type: StatsEventType, data: SearchStatsData | ClickStatsData): Promise<boolean> {
    const tag = data.tag ?? options.analyticsTag;
    let body: StatsBody;
    if (type === 'search') {
      const d = data as SearchStatsData;
      body = { action: 'search', session: sessionId(), keyword: d.keyword, numberOfResults: d.numberOfResults, tag };
      analytics({
        action: 'search',
        keyword: d.keyword,
        numberOfResults: d.numberOfResults,
        ...(d.processingTimeMs === undefined ? {} : { processingTimeMs: d.processingTimeMs }),
      });
    } else if (type === 'click') {
      const d = data as ClickStatsData;
      body = {
        action: 'click',
        session: sessionId(),
        keyword: d.keyword,
        docid: d.documentId,
        position: d.position,
        tag,
      };
      analytics({ action: 'click', keyword: d.keyword, documentId: d.documentId, position: d.position });
    } else {
      return false;
    }
    const url = `${host}/v1/stats/${sitekey}/`;
    const text = JSON.stringify(body);
    const nav = (globalThis as { navigator?: { sendBeacon?: (url: string, data: string) => boolean } }).navigator;
    const beacon =
      options.sendBeacon === null
        ? null
        : (options.sendBeacon ?? (typeof nav?.sendBeacon === 'function' ? nav.sendBeacon.bind(nav) : null));
    if (beacon) {
      try {
        if (beacon(url, text)) return true;
      } catch {
        // Fall through to fetch.
      }
    }
    const doFetch = getFetch();
    if (!doFetch) return false;
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: text,
        keepalive: true,
      });
      return response.ok;
    } catch {
      return false;
    }
  }

  async function documentCall(method: string, path: string, okStatus: number, body?: unknown): Promise<Response> {
    if (!options.secret)
      throw { status: 400, message: 'A secret is needed for document calls' } satisfies DocumentCallError;
    const doFetch = getFetch();
    if (!doFetch) throw { status: 400, message: 'fetch is not available' } satisfies DocumentCallError;
    let response: Response;
    try {
      response = await doFetch(`${host}/v2/indices/${sitekey}/${path}`, {
        method,
        headers: {
          Authorization: `Basic ${base64(`${options.sitekey}:${options.secret}`)}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw {
        status: 400,
        message: error instanceof Error ? error.message : String(error),
      } satisfies DocumentCallError;
    }
    if (response.status !== okStatus) {
      throw { status: response.status, message: response.statusText } satisfies DocumentCallError;
    }
    return response;
  }

  const done = (response: Response): DocumentCallResult => ({ status: response.status, message: response.statusText });

  return {
    search,
    searchSegmented,
    segmentedResults: () => ({ ...segmented }),
    suggestions: (prefix, opts = {}) => suggest({ term: prefix, ...opts }),
    autocomplete: (field, prefix, opts = {}) => autocompleteCall({ field, term: prefix, ...opts }),
    request: request as SearchClient['request'],
    setThrottleTime(ms: number) {
      throttleMs = validThrottle(ms);
    },
    get throttleMs() {
      return throttleMs;
    },
    sendStatsEvent: sendStatsEvent as SearchClient['sendStatsEvent'],
    get sessionId() {
      return sessionId();
    },
    async getDocument(id) {
      const response = await documentCall('GET', `documents/${encodeURIComponent(id)}`, 200);
      try {
        return (await response.json()) as IndexDocument;
      } catch {
        throw { status: 500, message: 'invalid server response' } satisfies DocumentCallError;
      }
    },
    async saveDocument(document) {
      const method = document.id || document.url ? 'PUT' : 'POST';
      return done(await documentCall(method, 'documents/', 202, document));
    },
    async saveDocumentsBatch(documents) {
      return done(await documentCall('PUT', 'documents:batch', 202, { documents }));
    },
    async deleteDocument(id) {
      return done(await documentCall('DELETE', `documents/${encodeURIComponent(id)}`, 202));
    },
    async deleteDocumentsBatch(ids) {
      return done(await documentCall('DELETE', 'documents:batch', 202, { documents: ids }));
    },
  };
}
