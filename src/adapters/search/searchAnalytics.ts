/**
 * The one home of search statistics and analytics (spec 7 and 9; search-api.md "Stats" and
 * "Widget behaviour worth matching"), shared by the widgets' search store (so /search,
 * /used-cars, the React widget kit and the embed) and by the header search:
 *
 * - `createSearchStats` decides WHEN events go: the search event `searchSettings.analyticsDelayMs`
 *   (2500 ms, spec 9) after a keyword search, a newer search replacing a pending one; the click
 *   event at once, with the position (page - 1) * pageSize + index within the hits + 1, or 0 when
 *   the document is not among them (spec 7, clickPosition); with `sendSearchEventOnClick` ("a
 *   search event is also sent on a click when a flag says so", spec 7) a click also sends the
 *   search event (a pending one at once). Each event goes to the client's `sendStatsEvent` (the
 *   statistics POST or beacon to /v1/stats, which also calls the client's `onAnalytics`) and to
 *   `onEvent`.
 * - `dataLayerAnalytics` is the client's `onAnalytics`: it pushes each analytics event to the
 *   tag-manager data layer (`trackEvent`, spec 7) as `ng.<namespace>Search` with `{ keyword,
 *   numberOfResults, processingTimeMs }` or `ng.<namespace>SearchClick` with `{ keyword,
 *   documentId, position }`, then calls a host page's own hook.
 *
 * No React and nothing touches window at import time (server-safe); timers are set only when a
 * search is reported (fake timers work).
 */
import { trackEvent } from '#src/lib/analytics/trackEvent';
import type { DataLayerEvent, PushDataLayerOptions } from '#src/lib/analytics/pushDataLayer';
import { clickPosition } from '#src/lib/clickPosition';
import { searchSettings } from '#src/lib/constants';
import type { SearchResponse } from '#src/domain/search/searchTypes';
import type { AnalyticsEvent, SearchClient } from './searchClient';

/** The data-layer namespace of each place that searches: the event names start with it. */
export const searchAnalyticsNamespaces = {
  /** The header search box (every page). */
  header: 'header',
  /** The /search results page. */
  searchPage: 'searchPage',
  /** The /used-cars search. */
  usedCars: 'usedCars',
  /** The embeddable widgets (the embed bundle, e.g. /widgets-demo). */
  widget: 'widget',
} as const;

export type SearchAnalyticsNamespace = (typeof searchAnalyticsNamespaces)[keyof typeof searchAnalyticsNamespaces];

/** The data-layer actions: 'ng.' + namespace + action, e.g. 'ng.headerSearch', 'ng.headerSearchClick'. */
export const searchAnalyticsActions = { search: 'Search', click: 'SearchClick' } as const;

/**
 * Pushes one analytics event to the data layer under `namespace`. A search event given without a
 * processing time (the client's public sendStatsEvent allows that) carries 0.
 *
 * @example pushSearchAnalytics('header', { action: 'click', keyword: 'golf', documentId: 'r1', position: 3 })
 *   // { event: 'ng.headerSearchClick', eventData: { keyword: 'golf', documentId: 'r1', position: 3 } }
 */
export function pushSearchAnalytics(
  namespace: string,
  event: AnalyticsEvent,
  options?: PushDataLayerOptions,
): DataLayerEvent | undefined {
  if (event.action === 'search') {
    const { keyword, numberOfResults, processingTimeMs = 0 } = event;
    return trackEvent(
      'search',
      namespace,
      searchAnalyticsActions.search,
      { keyword, numberOfResults, processingTimeMs },
      options,
    );
  }
  const { keyword, documentId, position } = event;
  return trackEvent('searchClick', namespace, searchAnalyticsActions.click, { keyword, documentId, position }, options);
}

/**
 * A search client's `onAnalytics` that pushes every analytics event to the data layer under
 * `namespace`, then hands it to `then` (a host page's own hook, e.g. the embed's
 * `config.onAnalytics`). A failing hook is logged; the push is not undone.
 */
export function dataLayerAnalytics(
  namespace: SearchAnalyticsNamespace,
  then?: ((event: AnalyticsEvent) => void) | null,
  options?: PushDataLayerOptions,
): (event: AnalyticsEvent) => void {
  return (event) => {
    pushSearchAnalytics(namespace, event, options);
    if (!then) return;
    try {
      then(event);
    } catch (error) {
      console.error('search analytics: the onAnalytics hook failed:', error);
    }
  };
}

/** The client call the statistics need (optional: a client without it sends nothing). */
export type SearchStatsClient = Partial<Pick<SearchClient, 'sendStatsEvent'>>;

/** What a search answered, as the search event reports it. */
export type SearchStatsAnswer = Pick<SearchResponse, 'total_hits' | 'processing_time_ms'>;

export interface SearchStatsOptions {
  /** The client, or a getter for the current one (a component whose client prop may change). */
  client: SearchStatsClient | (() => SearchStatsClient);
  /** Delay of the search event; spec 9's 2500 ms (searchSettings.analyticsDelayMs) by default. */
  delayMs?: number;
  /** Called with every search and click event, besides the client's stats and onAnalytics. */
  onEvent?: (event: AnalyticsEvent) => void;
  /** A click also sends the search event (spec 7 "when a flag says so"); default false. */
  sendSearchEventOnClick?: boolean;
}

export interface SearchClickInput {
  /** The keyword the shown results were searched with. */
  keyword: string | null;
  documentId: string;
  /** The 1-based page the first of `results.hits` belongs to. */
  page: number;
  pageSize: number;
  /** The results shown (their hits, in the service's order); null when none. */
  results: (SearchStatsAnswer & { hits: readonly { id: string }[] }) | null;
}

export interface SearchStats {
  /**
   * A keyword search was answered: its search event goes `delayMs` later, replacing a pending
   * one. An empty keyword sends nothing (and still cancels a pending event).
   */
  searched(keyword: string | null, answer: SearchStatsAnswer): void;
  /** A result was clicked: sends the click event now and returns the position it reported. */
  click(input: SearchClickInput): number;
  /** Drops a pending search event. */
  cancel(): void;
  /** Whether a search event is waiting for its delay. */
  readonly pending: boolean;
}

/** Trimmed keyword; '' for none. */
const keywordText = (keyword: string | null | undefined) => keyword?.trim() ?? '';

export function createSearchStats(options: SearchStatsOptions): SearchStats {
  const delayMs = options.delayMs ?? searchSettings.analyticsDelayMs;
  const client = (): SearchStatsClient => (typeof options.client === 'function' ? options.client() : options.client);
  let pendingEvent: { timer: ReturnType<typeof setTimeout>; send: () => void } | null = null;

  function emit(event: AnalyticsEvent) {
    try {
      options.onEvent?.(event);
    } catch (error) {
      console.error('search statistics: the analytics callback failed:', error);
    }
  }

  /** Hands an event to the client; the real client never rejects, a stand-in might. */
  function send(sent: Promise<boolean> | undefined) {
    void sent?.catch(() => false);
  }

  function sendSearchEvent(keyword: string, answer: SearchStatsAnswer) {
    const numberOfResults = answer.total_hits;
    const processingTimeMs = answer.processing_time_ms;
    send(client().sendStatsEvent?.('search', { keyword, numberOfResults, processingTimeMs }));
    emit({ action: 'search', keyword, numberOfResults, processingTimeMs });
  }

  function cancel() {
    if (pendingEvent) clearTimeout(pendingEvent.timer);
    pendingEvent = null;
  }

  return {
    searched(keyword, answer) {
      cancel();
      const text = keywordText(keyword);
      if (text === '') return;
      const fire = () => {
        pendingEvent = null;
        sendSearchEvent(text, answer);
      };
      pendingEvent = { timer: setTimeout(fire, delayMs), send: fire };
    },

    click({ keyword, documentId, page, pageSize, results }) {
      const text = keywordText(keyword);
      const position = clickPosition({ page, pageSize, hits: results?.hits ?? [], docId: documentId });
      send(client().sendStatsEvent?.('click', { keyword: text, documentId, position }));
      emit({ action: 'click', keyword: text, documentId, position });
      if (options.sendSearchEventOnClick) {
        if (pendingEvent) {
          clearTimeout(pendingEvent.timer);
          pendingEvent.send();
        } else if (results && text !== '') {
          sendSearchEvent(text, results);
        }
      }
      return position;
    },

    cancel,

    get pending() {
      return pendingEvent !== null;
    },
  };
}
