/**
 * The search store against the real in-memory search client over the sample documents, with fake
 * timers: filter choices reset the page, ranges are validated, load more appends, sort resets the
 * page, the URL is written replace-then-push, popstate restores state and results, and the
 * search analytics event is debounced (2500 ms) and skipped when only filters changed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import type { AnalyticsEvent } from '#src/adapters/search/searchClient';
import { createSearchStore, HISTORY_STATE_KEY, type SearchStoreOptions } from '#src/widgets/store/searchStore';
import { sampleSearchDocuments } from '#stories/support/searchDocuments';

const memory = createMemorySearchClient({ documents: sampleSearchDocuments });
const ford = { 'custom_fields.make': 'Ford' };
const kia = { 'custom_fields.make': 'Kia' };
const price = 'custom_fields.price';

function makeStore(extra: Partial<SearchStoreOptions> = {}) {
  const events: AnalyticsEvent[] = [];
  const search = vi.fn(memory.search);
  const sendStatsEvent = vi.fn(() => Promise.resolve(true));
  const store = createSearchStore({
    client: { search, sendStatsEvent },
    pageSize: 3,
    statsFields: [price],
    analytics: { onEvent: (event) => events.push(event) },
    ...extra,
  });
  return { store, events, search, sendStatsEvent };
}

/** Lets the memory client's setTimeout(0) answer arrive, then awaits the action. */
async function settle(action: Promise<void>) {
  await vi.advanceTimersByTimeAsync(1);
  await action;
}

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/used-cars');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('searching', () => {
  it('searches the keyword and holds results, field stats and no error', async () => {
    const { store } = makeStore();
    store.setKeyword('ford');
    const done = store.search();
    expect(store.getState().loading).toBe(true);
    await settle(done);
    const state = store.getState();
    expect(state.loading).toBe(false);
    expect(state.results?.total_hits).toBeGreaterThan(3);
    expect(state.results?.hits).toHaveLength(3);
    expect(state.fieldStats[price]?.min).toBeGreaterThan(0);
  });

  it('is safe to create without window access and does not search until asked', () => {
    const { store, search } = makeStore();
    expect(store.getState().results).toBeNull();
    expect(search).not.toHaveBeenCalled();
  });

  it('applies only the newest answer', async () => {
    const { store } = makeStore();
    store.setKeyword('kia');
    const first = store.search();
    store.setKeyword('ford');
    const second = store.search();
    await settle(Promise.all([first, second]).then(() => undefined));
    expect(store.getState().results?.hits.every((hit) => hit.title.includes('Ford'))).toBe(true);
  });

  it('reports a client error and keeps the previous results', async () => {
    const { store } = makeStore();
    await settle(store.search());
    const before = store.getState().results;
    const failing = createSearchStore({
      client: { search: () => Promise.resolve({ error: { response: 500, message: 'invalid server response' } }) },
      initialState: { results: before },
    });
    await failing.load();
    expect(failing.getState().error).toBe('invalid server response');
    expect(failing.getState().results).toBe(before);
  });

  it('drops missing field stats ("Infinity") so range placeholders have nothing to show', async () => {
    const { store } = makeStore({ statsFields: ['custom_fields.mileage'] });
    await settle(store.search());
    expect(store.getState().fieldStats).toEqual({});
  });
});

describe('filters', () => {
  it('a filter choice resets the page to 1 and searches the filtered set', async () => {
    const { store } = makeStore();
    await settle(store.search());
    await settle(store.setPage(2));
    expect(store.getState().page).toBe(2);
    await settle(store.setFilter('make', 'ford', ford));
    expect(store.getState().page).toBe(1);
    expect(store.getState().results?.hits.every((hit) => hit.custom_fields.make === 'Ford')).toBe(true);
  });

  it('single-select replaces the previous option, applies setSorting; the same choice does nothing', async () => {
    const { store, search } = makeStore();
    await settle(store.setFilter('make', 'ford', ford));
    await settle(store.setFilter('make', 'kia', kia, { setSorting: { field: price, order: 'asc' } }));
    expect(Object.keys(store.getState().activeFilters.make!)).toEqual(['kia']);
    expect(store.getState().sort).toEqual({ field: price, order: 'asc' });
    const calls = search.mock.calls.length;
    await store.setFilter('make', 'kia', kia);
    expect(search.mock.calls.length).toBe(calls);
  });

  it('multi-select ORs options inside a group; groups are ANDed; nofilter clears the group', async () => {
    const { store } = makeStore({ pageSize: 50 });
    await settle(store.setFilter('make', 'ford', ford, { multi: true }));
    await settle(store.setFilter('make', 'kia', kia, { multi: true }));
    const makes = new Set(store.getState().results?.hits.map((hit) => hit.custom_fields.make));
    expect(makes).toEqual(new Set(['Ford', 'Kia']));
    await settle(store.setFilter('body', 'suv', { 'custom_fields.bodyStyle': 'SUV' }));
    expect(store.getState().results?.hits.every((hit) => hit.custom_fields.bodyStyle === 'SUV')).toBe(true);
    await settle(store.setFilter('make', 'nofilter', null));
    expect(store.getState().activeFilters.make).toBeUndefined();
    await settle(store.removeFilter('body', 'suv'));
    expect(store.getState().activeFilters).toEqual({});
  });

  it('clearOtherFilters clears the other groups and ranges; clearAll clears everything', async () => {
    const { store } = makeStore();
    await settle(store.setFilter('make', 'ford', ford));
    await settle(store.setRange(price, { lte: 30000 }));
    await settle(store.setFilter('section', 'reviews', { category: '1xreviews' }, { clearOtherFilters: true }));
    expect(Object.keys(store.getState().activeFilters)).toEqual(['section']);
    expect(store.getState().activeRangeFilters).toEqual({});
    await settle(store.clearAll());
    expect(store.getState().activeFilters).toEqual({});
  });
});

describe('ranges', () => {
  it('applies finite bounds only; empty means no bound; no bound at all clears it', async () => {
    const { store } = makeStore({ pageSize: 50 });
    await settle(store.setRange(price, { gte: 20000, lte: Number.NaN }));
    expect(store.getState().activeRangeFilters[price]).toEqual({ gte: 20000 });
    const prices = store.getState().results!.hits.map((hit) => Number(hit.custom_fields.price));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((value) => value >= 20000)).toBe(true);
    await settle(store.setRange(price, { gte: Number.POSITIVE_INFINITY }));
    expect(store.getState().activeRangeFilters[price]).toBeUndefined();
    await settle(store.setRange(price, { lte: 25000 }));
    await settle(store.clearRange(price));
    expect(store.getState().activeRangeFilters).toEqual({});
  });
});

describe('sort and paging', () => {
  it('a sort change resets the page and sorts the results', async () => {
    const { store } = makeStore({ baseFilter: { range: { [price]: { gte: 1 } } } });
    await settle(store.search());
    await settle(store.setPage(2));
    await settle(store.setSort(price, 'asc'));
    expect(store.getState().page).toBe(1);
    const prices = store.getState().results!.hits.map((hit) => Number(hit.custom_fields.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(() => store.setSort(price, 'up' as 'asc')).toThrow('sortOrder must be asc or desc');
  });

  it('sorts by several fields: ties of the first key broken by the next', async () => {
    const { store } = makeStore({ pageSize: 50, baseFilter: { range: { [price]: { gte: 1 } } } });
    await settle(store.setSort('custom_fields.make', 'asc', [{ field: price, order: 'desc' }]));
    const hits = store.getState().results!.hits;
    const fords = hits.filter((hit) => hit.custom_fields.make === 'Ford').map((hit) => Number(hit.custom_fields.price));
    expect(fords.length).toBeGreaterThan(2);
    expect(fords).toEqual([...fords].sort((a, b) => b - a));
    expect(store.getState().sortThen).toEqual([{ field: price, order: 'desc' }]);
    await settle(store.setSort('custom_fields.make', 'asc'));
    expect(store.getState().sortThen).toBeUndefined();
  });

  it('rejects a page below 1', () => {
    const { store } = makeStore();
    expect(() => store.setPage(0)).toThrow('Page must be 1 or bigger');
  });

  it('load more appends the next page and stops on the last page', async () => {
    const { store } = makeStore({ baseFilter: ford });
    await settle(store.search());
    const total = store.getState().results!.total_hits;
    const first = store.getState().results!.hits.map((hit) => hit.id);
    await settle(store.loadMore());
    const state = store.getState();
    expect(state.page).toBe(2);
    expect(state.appendResults).toBe(true);
    expect(state.results!.hits.slice(0, 3).map((hit) => hit.id)).toEqual(first);
    expect(state.results!.hits.length).toBe(Math.min(6, total));
    while (store.getState().page < store.pageCount()) await settle(store.loadMore());
    const calls = store.getState().results!.hits.length;
    await store.loadMore();
    expect(store.getState().results!.hits.length).toBe(calls);
    expect(calls).toBe(total);
  });
});

describe('URL and history', () => {
  it('reads the URL on connect, writes replace first, then push', async () => {
    window.history.replaceState(null, '', '/used-cars?search=ford&other=1');
    const replace = vi.spyOn(window.history, 'replaceState');
    const push = vi.spyOn(window.history, 'pushState');
    const { store } = makeStore({ urlSync: true });
    const disconnect = store.connect();
    expect(store.getState().keyword).toBe('ford');
    await vi.advanceTimersByTimeAsync(1);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
    await settle(store.setSort(price, 'asc'));
    expect(push).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('?search=ford&other=1&search_sort=custom_fields.price%3Aasc');
    await settle(store.setFilter('make', 'ford', ford));
    expect(push).toHaveBeenCalledTimes(2);
    const filters = JSON.parse(new URLSearchParams(window.location.search).get('search_filters')!);
    expect(filters).toEqual({ filters: { make: { ford } } });
    disconnect();
    replace.mockRestore();
    push.mockRestore();
  });

  it('popstate restores the previous state and its results without searching again', async () => {
    const { store, search } = makeStore({ urlSync: true });
    const disconnect = store.connect();
    await vi.advanceTimersByTimeAsync(1);
    const firstEntry = { url: window.location.href, state: window.history.state as unknown };
    const firstResults = store.getState().results;
    await settle(store.setFilter('make', 'kia', kia));
    expect(store.getState().results).not.toBe(firstResults);
    const calls = search.mock.calls.length;
    // The browser's Back: the URL and state of the first entry, then popstate.
    window.history.replaceState(firstEntry.state, '', firstEntry.url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: firstEntry.state }));
    expect(store.getState().activeFilters).toEqual({});
    expect(store.getState().results).toBe(firstResults);
    expect(search.mock.calls.length).toBe(calls);
    disconnect();
  });

  it('popstate to an entry it has no results for restores from the URL and searches', async () => {
    const { store } = makeStore({ urlSync: true });
    const disconnect = store.connect();
    await vi.advanceTimersByTimeAsync(1);
    const filters = JSON.stringify({ filters: { make: { kia } } });
    window.history.replaceState({ other: true }, '', `/used-cars?search_filters=${encodeURIComponent(filters)}`);
    window.dispatchEvent(new PopStateEvent('popstate', { state: { other: true } }));
    expect(store.getState().activeFilters).toEqual({ make: { kia } });
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().results?.hits.every((hit) => hit.custom_fields.make === 'Kia')).toBe(true);
    expect((window.history.state as Record<string, unknown>)[HISTORY_STATE_KEY]).toBeDefined();
    expect((window.history.state as Record<string, unknown>).other).toBe(true);
    disconnect();
  });

  it('default filters: applied at start and when the URL names no group; "nofilter" survives as an empty group', async () => {
    const used = { 'custom_fields.make': 'Ford' };
    const defaultFilters = { make: { ford: used } };
    window.history.replaceState(null, '', '/used-cars');
    const { store } = makeStore({ urlSync: true, defaultFilters });
    expect(store.getState().activeFilters).toEqual(defaultFilters);
    const disconnect = store.connect();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().results?.hits.every((hit) => hit.custom_fields.make === 'Ford')).toBe(true);
    await settle(store.setFilter('make', 'nofilter', null));
    expect(store.getState().activeFilters).toEqual({});
    const written = new URLSearchParams(window.location.search).get('search_filters');
    expect(JSON.parse(written!)).toEqual({ filters: { make: {} } });
    disconnect();
    // A reload of that URL keeps "none"; a URL without the group gets the default.
    const reloaded = makeStore({ urlSync: true, defaultFilters }).store;
    reloaded.connect()();
    expect(reloaded.getState().activeFilters).toEqual({});
    window.history.replaceState(null, '', '/used-cars?search=x');
    const fresh = makeStore({ urlSync: true, defaultFilters }).store;
    fresh.connect()();
    expect(fresh.getState().activeFilters).toEqual(defaultFilters);
  });

  it('skips the first search when the server rendered the results', async () => {
    const { store: server } = makeStore();
    await settle(server.search());
    const { store, search } = makeStore({ initialState: { results: server.getState().results } });
    store.connect()();
    expect(search).not.toHaveBeenCalled();
    expect(store.getState().fieldStats[price]).toBeDefined();
  });
});

describe('statistics and analytics (spec 7)', () => {
  it('sends the search event 2500 ms after a keyword search, once for a burst', async () => {
    const { store, events, sendStatsEvent } = makeStore();
    store.setKeyword('ford');
    await settle(store.search());
    store.setKeyword('golf');
    await settle(store.search());
    await vi.advanceTimersByTimeAsync(2400);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'search', keyword: 'golf' });
    expect(sendStatsEvent).toHaveBeenCalledWith('search', expect.objectContaining({ keyword: 'golf' }));
  });

  it('sends no search event when only filters, sort or page changed', async () => {
    const { store, events } = makeStore();
    store.setKeyword('ford');
    await settle(store.search());
    await vi.advanceTimersByTimeAsync(3000);
    expect(events).toHaveLength(1);
    await settle(store.setFilter('body', 'suv', { 'custom_fields.bodyStyle': 'SUV' }));
    await settle(store.setSort('date', 'desc'));
    await vi.advanceTimersByTimeAsync(3000);
    expect(events).toHaveLength(1);
  });

  it('a click sends its position; with the flag, the pending search event goes at once', async () => {
    const events: AnalyticsEvent[] = [];
    const { store, sendStatsEvent } = makeStore({
      analytics: { sendSearchEventOnClick: true, onEvent: (event) => events.push(event) },
    });
    store.setKeyword('ford');
    await settle(store.search());
    await settle(store.setPage(2));
    const hit = store.getState().results!.hits[1]!;
    store.trackClick(hit.id, 1);
    expect(events[0]).toEqual({ action: 'click', keyword: 'ford', documentId: hit.id, position: 5 });
    expect(events[1]).toMatchObject({ action: 'search', keyword: 'ford' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(events).toHaveLength(2);
    store.setKeyword('typed but not searched');
    store.trackClick('not-a-hit');
    expect(sendStatsEvent).toHaveBeenLastCalledWith('search', expect.anything());
    expect(events.at(-2)).toMatchObject({ action: 'click', keyword: 'ford', position: 0 });
  });
});
