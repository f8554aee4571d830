/**
 * searchAnalytics.ts, the one home of the search statistics and analytics (spec 7, 9): the data
 * layer events built from the client's analytics events, the search event 2500 ms after a search
 * (fake timers), the click position over pages, the flag that sends the search event on a click,
 * and the whole chain from a real client and store to the statistics body and window.dataLayer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSearchStats,
  dataLayerAnalytics,
  pushSearchAnalytics,
  searchAnalyticsNamespaces,
} from '#src/adapters/search/searchAnalytics';
import { createSearchClient, type AnalyticsEvent } from '#src/adapters/search/searchClient';
import type { DataLayerEvent } from '#src/lib/analytics/pushDataLayer';
import { searchSettings } from '#src/lib/constants';
import { createSearchStore } from '#src/widgets/store/searchStore';

const host = window as Window & { dataLayer?: unknown };
const hits = (count: number, prefix = 'd') =>
  Array.from({ length: count }, (_, index) => ({ id: `${prefix}${index}` }));
const answer = (total: number, ms = 4) => ({ total_hits: total, processing_time_ms: ms });

function statsClient() {
  const sendStatsEvent = vi.fn((..._args: unknown[]) => Promise.resolve(true));
  return { sendStatsEvent };
}

beforeEach(() => {
  delete host.dataLayer;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete host.dataLayer;
});

describe('data layer events (spec 7)', () => {
  it('pushes the search event with keyword, numberOfResults and processingTimeMs', () => {
    const dataLayer: DataLayerEvent[] = [];
    pushSearchAnalytics(
      'header',
      { action: 'search', keyword: 'golf', numberOfResults: 42, processingTimeMs: 3 },
      { dataLayer },
    );
    expect(dataLayer).toEqual([
      { event: 'ng.headerSearch', eventData: { keyword: 'golf', numberOfResults: 42, processingTimeMs: 3 } },
    ]);
  });

  it('pushes the click event with keyword, documentId and position', () => {
    const dataLayer: DataLayerEvent[] = [];
    pushSearchAnalytics('widget', { action: 'click', keyword: 'golf', documentId: 'r12', position: 13 }, { dataLayer });
    expect(dataLayer).toEqual([
      { event: 'ng.widgetSearchClick', eventData: { keyword: 'golf', documentId: 'r12', position: 13 } },
    ]);
  });

  it('gives a search event sent without a processing time 0', () => {
    const dataLayer: DataLayerEvent[] = [];
    pushSearchAnalytics('searchPage', { action: 'search', keyword: 'x', numberOfResults: 0 }, { dataLayer });
    expect(dataLayer[0]).toEqual({
      event: 'ng.searchPageSearch',
      eventData: { keyword: 'x', numberOfResults: 0, processingTimeMs: 0 },
    });
  });

  it('dataLayerAnalytics pushes to window.dataLayer, then calls the host hook (a failing hook is logged)', () => {
    const hook = vi.fn();
    const onAnalytics = dataLayerAnalytics(searchAnalyticsNamespaces.usedCars, hook);
    const event: AnalyticsEvent = { action: 'click', keyword: '', documentId: 'car-1', position: 1 };
    onAnalytics(event);
    expect(host.dataLayer).toEqual([
      { event: 'ng.usedCarsSearchClick', eventData: { keyword: '', documentId: 'car-1', position: 1 } },
    ]);
    expect(hook).toHaveBeenCalledWith(event);

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = dataLayerAnalytics(searchAnalyticsNamespaces.widget, () => {
      throw new Error('host bug');
    });
    expect(() => failing(event)).not.toThrow();
    expect(error).toHaveBeenCalled();
    expect(host.dataLayer).toHaveLength(2);
    error.mockRestore();
  });
});

describe('createSearchStats: the search event', () => {
  it('goes 2500 ms (spec 9) after the search, not before', async () => {
    vi.useFakeTimers();
    expect(searchSettings.analyticsDelayMs).toBe(2500);
    const client = statsClient();
    const events: AnalyticsEvent[] = [];
    const stats = createSearchStats({ client, onEvent: (event) => events.push(event) });
    stats.searched(' golf ', answer(42, 7));
    expect(stats.pending).toBe(true);
    await vi.advanceTimersByTimeAsync(2499);
    expect(client.sendStatsEvent).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.sendStatsEvent).toHaveBeenCalledExactlyOnceWith('search', {
      keyword: 'golf',
      numberOfResults: 42,
      processingTimeMs: 7,
    });
    expect(events).toEqual([{ action: 'search', keyword: 'golf', numberOfResults: 42, processingTimeMs: 7 }]);
    expect(stats.pending).toBe(false);
  });

  it('a newer search replaces a pending one; an empty keyword sends nothing', async () => {
    vi.useFakeTimers();
    const client = statsClient();
    const stats = createSearchStats({ client });
    stats.searched('ford', answer(3));
    await vi.advanceTimersByTimeAsync(2000);
    stats.searched('ford puma', answer(1));
    await vi.advanceTimersByTimeAsync(2499);
    expect(client.sendStatsEvent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(client.sendStatsEvent).toHaveBeenCalledExactlyOnceWith(
      'search',
      expect.objectContaining({ keyword: 'ford puma' }),
    );

    stats.searched('kia', answer(2));
    stats.searched('   ', answer(9));
    stats.searched(null, answer(9));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(client.sendStatsEvent).toHaveBeenCalledTimes(1);
  });

  it('takes its delay and reads the current client from a getter', async () => {
    vi.useFakeTimers();
    let client = statsClient();
    const stats = createSearchStats({ client: () => client, delayMs: 100 });
    stats.searched('golf', answer(1));
    const later = statsClient();
    client = later;
    await vi.advanceTimersByTimeAsync(100);
    expect(later.sendStatsEvent).toHaveBeenCalledTimes(1);
  });

  it('cancel drops a pending event; a client without sendStatsEvent still reports to onEvent', async () => {
    vi.useFakeTimers();
    const onEvent = vi.fn();
    const stats = createSearchStats({ client: {}, onEvent });
    stats.searched('golf', answer(1));
    stats.cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(onEvent).not.toHaveBeenCalled();
    stats.searched('golf', answer(1));
    await vi.advanceTimersByTimeAsync(2500);
    expect(onEvent).toHaveBeenCalledTimes(1);
  });
});

describe('createSearchStats: the click event and its position (spec 7)', () => {
  it('is (page - 1) * pageSize + index within the hits + 1', () => {
    const client = statsClient();
    const stats = createSearchStats({ client });
    const results = { ...answer(100), hits: hits(10) };
    expect(stats.click({ keyword: 'golf', documentId: 'd0', page: 1, pageSize: 10, results })).toBe(1);
    expect(stats.click({ keyword: 'golf', documentId: 'd2', page: 2, pageSize: 10, results })).toBe(13);
    expect(stats.click({ keyword: 'golf', documentId: 'd9', page: 3, pageSize: 10, results })).toBe(30);
    expect(stats.click({ keyword: 'golf', documentId: 'd4', page: 4, pageSize: 5, results })).toBe(20);
    expect(client.sendStatsEvent).toHaveBeenNthCalledWith(2, 'click', {
      keyword: 'golf',
      documentId: 'd2',
      position: 13,
    });
  });

  it('is 0 when the document is not among the hits (or there are none)', () => {
    const client = statsClient();
    const stats = createSearchStats({ client });
    expect(
      stats.click({
        keyword: 'golf',
        documentId: 'gone',
        page: 2,
        pageSize: 10,
        results: { ...answer(1), hits: hits(3) },
      }),
    ).toBe(0);
    expect(stats.click({ keyword: ' golf ', documentId: 'd1', page: 1, pageSize: 10, results: null })).toBe(0);
    expect(client.sendStatsEvent).toHaveBeenLastCalledWith('click', { keyword: 'golf', documentId: 'd1', position: 0 });
  });

  it('sends nothing more without the flag; with it, the pending search event goes at once', async () => {
    vi.useFakeTimers();
    const events: AnalyticsEvent[] = [];
    const results = { ...answer(12, 5), hits: hits(10) };
    const plain = createSearchStats({ client: statsClient(), onEvent: (event) => events.push(event) });
    plain.searched('golf', results);
    plain.click({ keyword: 'golf', documentId: 'd1', page: 1, pageSize: 10, results });
    expect(events.map((event) => event.action)).toEqual(['click']);
    plain.cancel();

    events.length = 0;
    const flagged = createSearchStats({
      client: statsClient(),
      sendSearchEventOnClick: true,
      onEvent: (event) => events.push(event),
    });
    flagged.searched('golf', results);
    flagged.click({ keyword: 'golf', documentId: 'd1', page: 1, pageSize: 10, results });
    expect(events).toEqual([
      { action: 'click', keyword: 'golf', documentId: 'd1', position: 2 },
      { action: 'search', keyword: 'golf', numberOfResults: 12, processingTimeMs: 5 },
    ]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(events).toHaveLength(2);
    // Nothing pending: the shown results' search event goes with the click.
    flagged.click({ keyword: 'golf', documentId: 'd3', page: 1, pageSize: 10, results });
    expect(events.slice(2).map((event) => event.action)).toEqual(['click', 'search']);
  });

  it('a stand-in client whose sendStatsEvent rejects does not leave an unhandled rejection', async () => {
    const sendStatsEvent = vi.fn(() => Promise.reject(new Error('offline')));
    const stats = createSearchStats({ client: { sendStatsEvent } });
    stats.click({ keyword: 'golf', documentId: 'd0', page: 1, pageSize: 10, results: null });
    await Promise.resolve();
    expect(sendStatsEvent).toHaveBeenCalledTimes(1);
  });
});

describe('from a real client and store to /v1/stats and window.dataLayer', () => {
  it('a keyword search: nothing at 2499 ms, the stats body and ng.widgetSearch at 2500 ms; a click with its position', async () => {
    vi.useFakeTimers();
    const beacon = vi.fn((_url: string, _data: string) => true);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    const page2 = { page: 2, total_hits: 25, processing_time_ms: 6, hits: hits(10, 'p2-'), facets: {}, fieldStats: {} };
    // A Response-like answer: nothing in it waits on a (faked) timer.
    const fetch = vi.fn(async () => ({ status: 200, json: async () => page2 }) as unknown as Response);
    const client = createSearchClient({
      host: '/api/search',
      sitekey: 'kerbside',
      fetch,
      sessionId: 's1',
      onAnalytics: dataLayerAnalytics(searchAnalyticsNamespaces.widget),
    });
    const store = createSearchStore({ client, pageSize: 10, initialState: { keyword: 'golf', page: 2 } });
    // The page-2 search of a keyword (as a URL with search_page=2 gives it on connect).
    store.connect();
    // Let the answer arrive without moving the clock.
    for (let turn = 0; turn < 100 && !store.getState().results; turn += 1) await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().results?.page).toBe(2);
    await vi.advanceTimersByTimeAsync(2400);
    expect(host.dataLayer ?? []).toEqual([]);
    expect(beacon).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(host.dataLayer).toEqual([
      { event: 'ng.widgetSearch', eventData: { keyword: 'golf', numberOfResults: 25, processingTimeMs: 6 } },
    ]);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toBe('/api/search/v1/stats/kerbside/');
    expect(JSON.parse(beacon.mock.calls[0]![1])).toEqual({
      action: 'search',
      session: 's1',
      keyword: 'golf',
      numberOfResults: 25,
    });

    store.trackClick('p2-2');
    expect((host.dataLayer as unknown[]).at(-1)).toEqual({
      event: 'ng.widgetSearchClick',
      eventData: { keyword: 'golf', documentId: 'p2-2', position: 13 },
    });
    expect(JSON.parse(beacon.mock.calls[1]![1])).toEqual({
      action: 'click',
      session: 's1',
      keyword: 'golf',
      docid: 'p2-2',
      position: 13,
    });
  });
});
