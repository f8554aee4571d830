/**
 * The registry of known analytics events (spec 7) and `trackEvent`, which builds an event's
 * data from the registry and pushes it to the data layer. An unknown event name throws
 * 'Invalid namespace' (spec 8); a missing namespace or action is logged by `pushDataLayer`.
 */
import { pushDataLayer, type DataLayerEvent, type PushDataLayerOptions } from './pushDataLayer';

/** Fields of the top-menu click (spec 7). */
export interface TopMenuClickData {
  category: 'Navigation - Next Gen';
  action: 'Top Menu Nav';
  /** The menu's title, e.g. 'Reviews'. */
  label: string;
}

/** Fields of a click on a search widget result (spec 7). */
export interface SearchClickData {
  keyword: string;
  documentId: string;
  /** 1-based position over all pages, 0 when not found (see clickPosition). */
  position: number;
}

/** Fields of a search made by a search widget (spec 7). */
export interface SearchData {
  keyword: string;
  numberOfResults: number;
  processingTimeMs: number;
}

/** Every known event: its name and how its data is built from the caller's parameters. */
export const analyticsEvents = {
  /** A click on a top menu of the header. */
  topMenuClick: ({ title }: { title: string }): TopMenuClickData => ({
    category: 'Navigation - Next Gen',
    action: 'Top Menu Nav',
    label: title,
  }),
  /** A click on a search result of an embeddable widget. */
  searchClick: ({ keyword, documentId, position }: SearchClickData): SearchClickData => ({
    keyword,
    documentId,
    position,
  }),
  /** A search run by an embeddable widget. */
  search: ({ keyword, numberOfResults, processingTimeMs }: SearchData): SearchData => ({
    keyword,
    numberOfResults,
    processingTimeMs,
  }),
} as const;

export type AnalyticsEventName = keyof typeof analyticsEvents;
/** The parameters an event's builder takes. */
export type AnalyticsEventParams<N extends AnalyticsEventName> = Parameters<(typeof analyticsEvents)[N]>[0];
/** The event data an event's builder makes. */
export type AnalyticsEventData<N extends AnalyticsEventName> = ReturnType<(typeof analyticsEvents)[N]>;

/** Whether a name is in the registry (own keys only, so 'toString' is not an event). */
export function isAnalyticsEventName(name: unknown): name is AnalyticsEventName {
  return typeof name === 'string' && Object.hasOwn(analyticsEvents, name);
}

/**
 * Pushes a known event: `{ event: 'ng.' + namespace + action, eventData: <built from params> }`.
 *
 * @throws Error('Invalid namespace') when the event name is not in the registry.
 * @example trackEvent('topMenuClick', 'header', 'TopMenuClick', { title: 'Reviews' })
 *   // { event: 'ng.headerTopMenuClick', eventData: { category: 'Navigation - Next Gen', action: 'Top Menu Nav', label: 'Reviews' } }
 */
export function trackEvent<N extends AnalyticsEventName>(
  name: N,
  namespace: string,
  action: string,
  params: AnalyticsEventParams<N>,
  options?: PushDataLayerOptions,
): DataLayerEvent<AnalyticsEventData<N>> | undefined {
  if (!isAnalyticsEventName(name)) throw new Error('Invalid namespace');
  const build = analyticsEvents[name] as (input: AnalyticsEventParams<N>) => AnalyticsEventData<N>;
  return pushDataLayer(namespace, action, build(params), options);
}
