/**
 * The embed's analytics hooks (spec 7): with its own search client (no override), a keyword search
 * sends the search event 2500 ms later (fake timers) to /v1/stats, to the data layer
 * (ng.widgetSearch) and to the host page's `onAnalytics`; a pointer-down on a result of page 2
 * sends the click event with its position over all pages (ng.widgetSearchClick).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '#src/adapters/search/searchClient';
import { createKerbsideWidgets, type EmbedSearch } from '#src/widgets/embed/mountWidgets';
import { defaultTemplates } from '#src/widgets/templates/defaultTemplates';
import { precompileTemplateMap } from '#src/widgets/templates/precompileTemplates';
import type { TemplateSpec } from '#src/widgets/templates/templateRuntime';

const specs = new Function(`return ${precompileTemplateMap(defaultTemplates)};`)() as Record<string, TemplateSpec>;
const host = window as Window & { dataLayer?: unknown[] };
const pageSize = 5;

/** The search API as the embed's own client sees it: 12 hits for any keyword, paged. */
function fakeSearchApi() {
  return vi.fn(async (url: string) => {
    const page = Number(new URL(url, 'https://kerbside.test').searchParams.get('page') ?? '1');
    const hits = Array.from({ length: pageSize }, (_, index) => ({
      id: `doc-${page}-${index}`,
      url: `https://kerbside.test/doc-${page}-${index}`,
      title: `Document ${page}-${index}`,
      highlight: '',
      categories: [],
      custom_fields: {},
      type: 'ORGANIC',
    }));
    const body = { page, total_hits: 12, processing_time_ms: 9, hits, facets: {}, fieldStats: {} };
    return { status: 200, json: async () => body } as unknown as Response;
  });
}

let search: EmbedSearch | null = null;
afterEach(() => {
  search?.destroy();
  search = null;
  document.body.innerHTML = '';
  delete host.dataLayer;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the fake API's answer arrive without moving the (fake) clock. */
async function answered(embed: EmbedSearch, page: number) {
  for (let turn = 0; turn < 100; turn += 1) {
    const state = embed.store.getState();
    if (!state.loading && state.results?.page === page) return;
    await vi.advanceTimersByTimeAsync(0);
  }
  throw new Error(`no answer for page ${page}`);
}

describe('embed analytics hooks', () => {
  it('a widget search and click reach /v1/stats, the data layer and the host onAnalytics', async () => {
    vi.useFakeTimers();
    const beacon = vi.fn((_url: string, _data: string) => true);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    vi.stubGlobal('fetch', fakeSearchApi());
    const onAnalytics = vi.fn<(event: AnalyticsEvent) => void>();
    document.body.innerHTML = '<div id="results"></div>';
    search = createKerbsideWidgets(specs).createSearch({ sitekey: 'kerbside', pageSize, urlSync: false, onAnalytics });
    search.searchResults({ containerId: 'results' });
    search.start();
    await answered(search, 1);
    // Past the client's 200 ms throttle window, so the keyword search goes out at once.
    await vi.advanceTimersByTimeAsync(1000);

    search.store.setKeyword('golf');
    void search.store.search();
    await answered(search, 1);
    await vi.advanceTimersByTimeAsync(2499);
    expect(host.dataLayer ?? []).toEqual([]);
    expect(onAnalytics).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const searchEvent = { keyword: 'golf', numberOfResults: 12, processingTimeMs: 9 };
    expect(host.dataLayer).toEqual([{ event: 'ng.widgetSearch', eventData: searchEvent }]);
    expect(onAnalytics).toHaveBeenCalledExactlyOnceWith({ action: 'search', ...searchEvent });
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toBe('/api/search/v1/stats/kerbside/');
    expect(JSON.parse(beacon.mock.calls[0]![1])).toMatchObject({
      action: 'search',
      keyword: 'golf',
      numberOfResults: 12,
    });

    void search.store.setPage(2);
    await vi.advanceTimersByTimeAsync(200);
    await answered(search, 2);
    const link = document.querySelector<HTMLElement>('#results a[data-kw-hit="doc-2-1"]')!;
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const clickEvent = { keyword: 'golf', documentId: 'doc-2-1', position: (2 - 1) * pageSize + 1 + 1 };
    expect(host.dataLayer!.at(-1)).toEqual({ event: 'ng.widgetSearchClick', eventData: clickEvent });
    expect(onAnalytics).toHaveBeenLastCalledWith({ action: 'click', ...clickEvent });
    expect(JSON.parse(beacon.mock.calls.at(-1)![1])).toMatchObject({ action: 'click', docid: 'doc-2-1', position: 7 });
    // Paging sends no search event ("only filters changed").
    await vi.advanceTimersByTimeAsync(5000);
    expect(host.dataLayer!.filter((item) => (item as { event: string }).event === 'ng.widgetSearch')).toHaveLength(1);
  });
});
