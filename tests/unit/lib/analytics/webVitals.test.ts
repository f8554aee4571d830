import { describe, expect, it, vi } from 'vitest';
import type { DataLayerEvent } from '#src/lib/analytics/pushDataLayer';
import { reportWebVitals, startWebVitals, webVitalsReport, type WebVitalsMetric } from '#src/lib/analytics/webVitals';

describe('webVitalsReport', () => {
  it('multiplies CLS by 1000 and rounds it', () => {
    expect(webVitalsReport({ id: 'v1-1', name: 'CLS', value: 0.1234 })).toEqual({
      id: 'v1-1',
      metricName: 'CLS',
      value: 123,
    });
    expect(webVitalsReport({ id: 'v1-2', name: 'CLS', value: 0.0005 }).value).toBe(1);
    expect(webVitalsReport({ id: 'v1-3', name: 'CLS', value: 0 }).value).toBe(0);
  });

  it.each([
    ['LCP', 2499.6, 2500],
    ['INP', 180.4, 180],
    ['FCP', 912.5, 913],
    ['TTFB', 0.2, 0],
  ])('rounds %s without scaling', (name, value, expected) => {
    expect(webVitalsReport({ id: 'x', name, value })).toEqual({ id: 'x', metricName: name, value: expected });
  });
});

describe('reportWebVitals', () => {
  it('pushes the report to the data layer as ng.webVitalsReport', () => {
    const dataLayer: DataLayerEvent[] = [];
    reportWebVitals({ id: 'v1-9', name: 'CLS', value: 0.25 }, { dataLayer });
    expect(dataLayer).toEqual([
      { event: 'ng.webVitalsReport', eventData: { id: 'v1-9', metricName: 'CLS', value: 250 } },
    ]);
  });
});

describe('startWebVitals', () => {
  it('subscribes push to each injected web-vitals function', () => {
    const subscribers = {
      onCLS: vi.fn((report: (metric: WebVitalsMetric) => void) => report({ id: 'c', name: 'CLS', value: 0.01 })),
      onLCP: vi.fn((report: (metric: WebVitalsMetric) => void) => report({ id: 'l', name: 'LCP', value: 1200 })),
      onINP: vi.fn(),
      onFCP: vi.fn(),
      onTTFB: vi.fn(),
    };
    const push = vi.fn();
    startWebVitals(push, subscribers);
    for (const subscribe of Object.values(subscribers)) expect(subscribe).toHaveBeenCalledTimes(1);
    expect(push.mock.calls).toEqual([[{ id: 'c', name: 'CLS', value: 0.01 }], [{ id: 'l', name: 'LCP', value: 1200 }]]);
  });

  it('skips functions that are not given', () => {
    const onCLS = vi.fn();
    expect(() => startWebVitals(vi.fn(), { onCLS })).not.toThrow();
    expect(onCLS).toHaveBeenCalledTimes(1);
  });

  it('does nothing on the server', () => {
    const onCLS = vi.fn();
    vi.stubGlobal('window', undefined);
    try {
      startWebVitals(vi.fn(), { onCLS });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(onCLS).not.toHaveBeenCalled();
  });

  it('works end to end with reportWebVitals and a window.dataLayer', () => {
    const host = window as Window & { dataLayer?: unknown };
    host.dataLayer = [];
    startWebVitals(reportWebVitals, { onINP: (report) => report({ id: 'i', name: 'INP', value: 64.4 }) });
    expect(host.dataLayer).toEqual([
      { event: 'ng.webVitalsReport', eventData: { id: 'i', metricName: 'INP', value: 64 } },
    ]);
    delete host.dataLayer;
  });
});
