/**
 * The tag-manager data layer (spec 7): every analytics event is pushed as
 * `{ event: 'ng.' + namespace + action, eventData }`. An event needs both a namespace and an
 * action (spec 5); without them an error is logged and nothing is pushed. Nothing here touches
 * `window` at import time, so the module is safe to import on the server.
 */

/** What one push puts on the data layer. */
export interface DataLayerEvent<T = unknown> {
  /** 'ng.' followed by the namespace and the action, e.g. 'ng.headerTopMenuClick'. */
  event: string;
  /** The event's own fields. */
  eventData: T;
}

/** Anything with a push method: `window.dataLayer`, or an array in tests. */
export interface DataLayer {
  push: (...items: DataLayerEvent[]) => unknown;
}

/** Where the error of an event without namespace or action goes. */
export type AnalyticsLogger = Pick<Console, 'error'>;

/** Options of {@link pushDataLayer}: both are injectable for tests. */
export interface PushDataLayerOptions {
  /** The data layer; `window.dataLayer` (created when missing) in a browser, none on the server. */
  dataLayer?: DataLayer | undefined;
  /** Logs an event without namespace or action; the console by default. */
  logger?: AnalyticsLogger;
}

/** Prefix of every event name (spec 7). */
export const DATA_LAYER_EVENT_PREFIX = 'ng.';

/** The browser's data layer, created as an empty array when the tag manager has not loaded yet. */
export function browserDataLayer(): DataLayer | undefined {
  if (typeof window === 'undefined') return undefined;
  const host = window as Window & { dataLayer?: unknown };
  if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
  return host.dataLayer as DataLayer;
}

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Pushes `{ event: 'ng.' + namespace + action, eventData }` to the data layer.
 *
 * @returns The event pushed, or undefined when nothing was pushed (missing namespace or action,
 *   which is logged, or no data layer, e.g. on the server).
 * @example pushDataLayer('header', 'TopMenuClick', { label: 'Reviews' }) // pushes { event: 'ng.headerTopMenuClick', ... }
 */
export function pushDataLayer<T>(
  namespace: string,
  action: string,
  eventData: T,
  { dataLayer = browserDataLayer(), logger = console }: PushDataLayerOptions = {},
): DataLayerEvent<T> | undefined {
  if (!isNonEmptyString(namespace) || !isNonEmptyString(action)) {
    logger.error('Analytics: an event needs both a namespace and an action; nothing was pushed.', {
      namespace,
      action,
    });
    return undefined;
  }
  if (!dataLayer) return undefined;
  const event: DataLayerEvent<T> = { event: `${DATA_LAYER_EVENT_PREFIX}${namespace}${action}`, eventData };
  dataLayer.push(event);
  return event;
}
