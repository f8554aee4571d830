'use client';
import { useEffect } from 'react';
import { reportWebVitals, startWebVitals } from '#src/lib/analytics/webVitals';

/**
 * Reports the Core Web Vitals to the data layer (spec 7): id, metricName and value (CLS x 1000).
 * The `web-vitals` code loads when the browser is idle after hydration, not with the page: its
 * observers read buffered entries, so nothing that happened before is missed, and its README
 * advises deferring it behind the code users wait for (issue #13, first-load JavaScript).
 */
export function WebVitals() {
  useEffect(() => {
    let stopped = false;
    const load = () => {
      void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        if (!stopped) startWebVitals((metric) => reportWebVitals(metric), { onCLS, onFCP, onINP, onLCP, onTTFB });
      });
    };
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(load, { timeout: 3000 });
      return () => {
        stopped = true;
        cancelIdleCallback(idle);
      };
    }
    const timer = setTimeout(load, 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
  return null;
}
