import { describe, expect, it, vi } from 'vitest';
import type { DataLayerEvent } from '#src/lib/analytics/pushDataLayer';
import {
  analyticsEvents,
  isAnalyticsEventName,
  trackEvent,
  type AnalyticsEventName,
} from '#src/lib/analytics/trackEvent';

const setup = () => ({ dataLayer: [] as DataLayerEvent[], logger: { error: vi.fn() } });

describe('trackEvent', () => {
  it('pushes the top-menu event of spec 7', () => {
    const options = setup();
    trackEvent('topMenuClick', 'header', 'TopMenuClick', { title: 'New car deals' }, options);
    expect(options.dataLayer).toEqual([
      {
        event: 'ng.headerTopMenuClick',
        eventData: { category: 'Navigation - Next Gen', action: 'Top Menu Nav', label: 'New car deals' },
      },
    ]);
  });

  it('pushes the search widget events with the fields of spec 7', () => {
    const options = setup();
    trackEvent('searchClick', 'widget', 'Click', { keyword: 'puma', documentId: 'd1', position: 12 }, options);
    trackEvent('search', 'widget', 'Search', { keyword: 'puma', numberOfResults: 40, processingTimeMs: 3 }, options);
    expect(options.dataLayer).toEqual([
      { event: 'ng.widgetClick', eventData: { keyword: 'puma', documentId: 'd1', position: 12 } },
      { event: 'ng.widgetSearch', eventData: { keyword: 'puma', numberOfResults: 40, processingTimeMs: 3 } },
    ]);
  });

  it.each(['noSuchEvent', 'toString', '', 'constructor'])(
    "throws 'Invalid namespace' for an unknown event %j",
    (name) => {
      const options = setup();
      expect(() =>
        trackEvent(name as AnalyticsEventName, 'header', 'Click', { title: 'Reviews' } as never, options),
      ).toThrow(new Error('Invalid namespace'));
      expect(options.dataLayer).toEqual([]);
    },
  );

  it('logs and pushes nothing for a known event without namespace or action', () => {
    const options = setup();
    expect(trackEvent('topMenuClick', '', 'TopMenuClick', { title: 'Reviews' }, options)).toBeUndefined();
    expect(options.dataLayer).toEqual([]);
    expect(options.logger.error).toHaveBeenCalledTimes(1);
  });

  it('recognises exactly the registry names', () => {
    for (const name of Object.keys(analyticsEvents)) expect(isAnalyticsEventName(name)).toBe(true);
    expect(isAnalyticsEventName('hasOwnProperty')).toBe(false);
    expect(isAnalyticsEventName(7)).toBe(false);
  });
});
