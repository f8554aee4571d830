'use client';
import { useEffect } from 'react';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { reportWebVitals, startWebVitals } from '#src/lib/analytics/webVitals';

/** Reports the Core Web Vitals to the data layer (spec 7): id, metricName and value (CLS x 1000). */
export function WebVitals() {
  useEffect(() => {
    startWebVitals((metric) => reportWebVitals(metric), { onCLS, onFCP, onINP, onLCP, onTTFB });
  }, []);
  return null;
}
