import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserDataLayer, pushDataLayer, type DataLayerEvent } from '#src/lib/analytics/pushDataLayer';

const setup = () => {
  const dataLayer: DataLayerEvent[] = [];
  const logger = { error: vi.fn() };
  return { dataLayer, logger };
};

describe('pushDataLayer', () => {
  afterEach(() => {
    delete (window as Window & { dataLayer?: unknown }).dataLayer;
  });

  it("pushes { event: 'ng.' + namespace + action, eventData }", () => {
    const { dataLayer, logger } = setup();
    const pushed = pushDataLayer('header', 'TopMenuClick', { label: 'Reviews' }, { dataLayer, logger });
    expect(dataLayer).toEqual([{ event: 'ng.headerTopMenuClick', eventData: { label: 'Reviews' } }]);
    expect(pushed).toEqual(dataLayer[0]);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it.each([
    ['', 'Click'],
    ['header', ''],
    ['  ', 'Click'],
    [undefined, 'Click'],
    ['header', undefined],
    [undefined, undefined],
  ])('logs an error and pushes nothing without a namespace and an action (%j, %j)', (namespace, action) => {
    const { dataLayer, logger } = setup();
    const pushed = pushDataLayer(
      namespace as unknown as string,
      action as unknown as string,
      {},
      { dataLayer, logger },
    );
    expect(pushed).toBeUndefined();
    expect(dataLayer).toEqual([]);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]?.[0]).toMatch(/namespace and an action/);
  });

  it('logs to console.error by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    pushDataLayer('', 'Click', {}, { dataLayer: [] as DataLayerEvent[] });
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('uses window.dataLayer by default, creating it when the tag manager has not loaded', () => {
    pushDataLayer('header', 'TopMenuClick', { label: 'Vans' });
    expect((window as Window & { dataLayer?: unknown }).dataLayer).toEqual([
      { event: 'ng.headerTopMenuClick', eventData: { label: 'Vans' } },
    ]);
  });

  it('keeps pushing to an existing window.dataLayer', () => {
    const existing = [{ event: 'gtm.js' }];
    (window as Window & { dataLayer?: unknown }).dataLayer = existing;
    pushDataLayer('a', 'B', 1);
    expect(existing).toEqual([{ event: 'gtm.js' }, { event: 'ng.aB', eventData: 1 }]);
    expect(browserDataLayer()).toBe(existing);
  });

  it('pushes nothing, silently, when there is no data layer (server)', () => {
    const { logger } = setup();
    vi.stubGlobal('window', undefined);
    try {
      expect(browserDataLayer()).toBeUndefined();
      expect(pushDataLayer('header', 'Click', {}, { logger })).toBeUndefined();
      expect(logger.error).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
