/**
 * Web vitals reporting (spec 7): each metric becomes `{ id, metricName, value }` on the data
 * layer, CLS multiplied by 1000 and every value rounded. The `web-vitals` functions are passed
 * in (`startWebVitals(reportWebVitals, { onCLS, onLCP, onINP, onFCP, onTTFB })`), so this module
 * does not depend on the package and is safe to import on the server.
 */
import { pushDataLayer, type DataLayerEvent, type PushDataLayerOptions } from './pushDataLayer';

/** The metrics reported. */
export const webVitalNames = ['CLS', 'LCP', 'INP', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

/** The fields read from a metric of `web-vitals` (or of Next's `useReportWebVitals`). */
export interface WebVitalsMetric {
  /** Unique id of the metric for this page load. */
  id: string;
  /** 'CLS', 'LCP', 'INP', 'FCP', 'TTFB' (others are reported as they are). */
  name: string;
  /** The metric's value: milliseconds, or a unitless score for CLS. */
  value: number;
}

/** The event data of one report (spec 7). */
export interface WebVitalsReport {
  id: string;
  metricName: string;
  value: number;
}

/** The namespace and action of the web vitals event: `ng.webVitalsReport`. */
export const webVitalsEvent = { namespace: 'webVitals', action: 'Report' } as const;

/** A `web-vitals` subscription such as `onCLS`: calls back with each metric. */
export type WebVitalsSubscriber = (report: (metric: WebVitalsMetric) => void) => void;

/** The `web-vitals` functions to subscribe with. */
export type WebVitalsFunctions = Partial<Record<`on${WebVitalName}`, WebVitalsSubscriber>>;

/**
 * The report of one metric: CLS x 1000 rounded, other metrics rounded.
 * @example webVitalsReport({ id: 'v1', name: 'CLS', value: 0.1234 }) // { id: 'v1', metricName: 'CLS', value: 123 }
 */
export function webVitalsReport({ id, name, value }: WebVitalsMetric): WebVitalsReport {
  return { id, metricName: name, value: Math.round(name === 'CLS' ? value * 1000 : value) };
}

/** Pushes the report of one metric to the data layer as `ng.webVitalsReport`. */
export function reportWebVitals(
  metric: WebVitalsMetric,
  options?: PushDataLayerOptions,
): DataLayerEvent<WebVitalsReport> | undefined {
  return pushDataLayer(webVitalsEvent.namespace, webVitalsEvent.action, webVitalsReport(metric), options);
}

/**
 * Subscribes `push` to every given web-vitals function (CLS, LCP, INP, FCP, TTFB). Does nothing
 * on the server.
 * @example startWebVitals(reportWebVitals, { onCLS, onLCP, onINP, onFCP, onTTFB }) // with `import { onCLS, ... } from 'web-vitals'`
 */
export function startWebVitals(push: (metric: WebVitalsMetric) => void, vitals: WebVitalsFunctions): void {
  if (typeof window === 'undefined') return;
  for (const name of webVitalNames) vitals[`on${name}`]?.((metric) => push(metric));
}
