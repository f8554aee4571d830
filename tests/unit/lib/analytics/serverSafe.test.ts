// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('analytics on the server', () => {
  it('imports without a window and pushes nothing', async () => {
    expect(typeof window).toBe('undefined');
    const { pushDataLayer } = await import('#src/lib/analytics/pushDataLayer');
    const { trackEvent } = await import('#src/lib/analytics/trackEvent');
    const { reportWebVitals } = await import('#src/lib/analytics/webVitals');
    await import('#src/lib/analytics/pollForCondition');
    expect(pushDataLayer('header', 'Click', {})).toBeUndefined();
    expect(trackEvent('topMenuClick', 'header', 'TopMenuClick', { title: 'Vans' })).toBeUndefined();
    expect(reportWebVitals({ id: 'a', name: 'LCP', value: 1 })).toBeUndefined();
  });
});
