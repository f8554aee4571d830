/**
 * The autocomplete's behaviour (autocompleteController.ts) over the real in-memory search client
 * and the sample documents: sources, pending requests, stale answers, wrapping arrow keys,
 * selection (navigate or search), skipAutocomplete and infinite scroll of SEARCH sources.
 */
import { describe, expect, it, vi } from 'vitest';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import {
  autocompleteOptions,
  createAutocompleteController,
  isAutocompleteShown,
  isScrolledToBottom,
  resultsUrlFor,
  type AutocompleteSource,
  type AutocompleteStore,
} from '#src/widgets/autocomplete/autocompleteController';
import { initialAutocompleteState, type AutocompleteState } from '#src/widgets/store/searchState';
import { sampleSearchDocuments } from '#stories/support/searchDocuments';

/** A minimal store with the contract's keyword and autocomplete semantics (the store has its own tests). */
function testStore() {
  let state = { keyword: null as string | null, autocomplete: { ...initialAutocompleteState } as AutocompleteState };
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  const searched: Array<string | null> = [];
  const store: AutocompleteStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setKeyword(keyword, options) {
      state = { keyword, autocomplete: { ...state.autocomplete, keyword: options?.skipAutocomplete ? null : keyword } };
      emit();
    },
    setAutocomplete(patch) {
      state = { ...state, autocomplete: { ...state.autocomplete, ...patch } };
      emit();
    },
    async search() {
      searched.push(state.keyword);
    },
  };
  return { store, searched };
}

const client = createMemorySearchClient({ documents: sampleSearchDocuments });
const sources: AutocompleteSource[] = [
  { type: 'SUGGESTIONS', size: 5 },
  { type: 'SEARCH', jsonKey: 'reviews', label: 'Reviews', pageSize: 2 },
];
const settleAll = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('autocomplete controller', () => {
  it('fetches suggestions and grouped results when the keyword changes, then shows them', async () => {
    const { store } = testStore();
    const onShow = vi.fn();
    const controller = createAutocompleteController({ store, client, sources, onShow });
    const stop = controller.connect();
    store.setKeyword('fo');
    expect(store.getState().autocomplete.pendingRequests).toBe(2);
    expect(isAutocompleteShown(store.getState().autocomplete)).toBe(false);
    await settleAll();
    const auto = store.getState().autocomplete;
    expect(auto.pendingRequests).toBe(0);
    expect(auto.visible).toBe(true);
    expect(auto.suggestions.map((s) => s.value)).toContain('ford');
    expect(auto.searchResults.reviews?.hits).toHaveLength(2);
    expect(auto.searchResults.reviews!.total_hits).toBeGreaterThan(2);
    expect(onShow).toHaveBeenCalledTimes(1);
    expect(onShow.mock.calls[0]![0].suggestions.length).toBeGreaterThan(0);
    stop();
  });

  it('drops the answer of an older keyword', async () => {
    const { store } = testStore();
    const slow = createMemorySearchClient({ documents: sampleSearchDocuments, latencyMs: 30 });
    const controller = createAutocompleteController({ store, client: slow, sources: [{ type: 'SUGGESTIONS' }] });
    const first = controller.fetch('pum');
    const second = controller.fetch('gol');
    await Promise.all([first, second]);
    const values = store.getState().autocomplete.suggestions.map((s) => s.value);
    expect(values.every((value) => value.startsWith('gol'))).toBe(true);
  });

  it('skipAutocomplete leaves the keyword null: nothing is fetched and the panel hides', async () => {
    const { store } = testStore();
    const search = vi.spyOn(client, 'search');
    const controller = createAutocompleteController({ store, client, sources });
    const stop = controller.connect();
    store.setKeyword('golf');
    await settleAll();
    expect(store.getState().autocomplete.visible).toBe(true);
    search.mockClear();
    store.setKeyword('golf gti', { skipAutocomplete: true });
    await settleAll();
    expect(store.getState().autocomplete.keyword).toBeNull();
    expect(store.getState().autocomplete.visible).toBe(false);
    expect(store.getState().autocomplete.suggestions).toEqual([]);
    expect(search).not.toHaveBeenCalled();
    search.mockRestore();
    stop();
  });

  it('arrow keys wrap through none; hovering sets the active index', async () => {
    const { store } = testStore();
    const controller = createAutocompleteController({ store, client, sources });
    await controller.fetch('ford');
    const count = controller.options().length;
    expect(count).toBeGreaterThan(2);
    const active = () => store.getState().autocomplete.activeSuggestionIndex;
    controller.move(1);
    expect(active()).toBe(0);
    controller.move(-1);
    expect(active()).toBeNull();
    controller.move(-1);
    expect(active()).toBe(count - 1);
    controller.move(1);
    expect(active()).toBeNull();
    controller.setActiveIndex(1);
    expect(active()).toBe(1);
    controller.setActiveIndex(99);
    expect(active()).toBeNull();
  });

  it('orders options: suggestions, then the hits of each SEARCH group', async () => {
    const { store } = testStore();
    const controller = createAutocompleteController({ store, client, sources });
    await controller.fetch('ford');
    const options = autocompleteOptions(store.getState().autocomplete, sources);
    const firstHit = options.findIndex((option) => option.kind === 'hit');
    expect(firstHit).toBe(store.getState().autocomplete.suggestions.length);
    expect(options.map((option) => option.index)).toEqual(options.map((_, index) => index));
  });

  it('selecting a suggestion sets the keyword without re-opening, then searches in place', async () => {
    const { store, searched } = testStore();
    const controller = createAutocompleteController({ store, client, sources });
    const stop = controller.connect();
    store.setKeyword('pu');
    await settleAll();
    await controller.select('puma');
    expect(store.getState().keyword).toBe('puma');
    expect(store.getState().autocomplete.keyword).toBeNull();
    expect(store.getState().autocomplete.visible).toBe(false);
    expect(searched).toEqual(['puma']);
    stop();
  });

  it('selecting navigates to the results page URL when one is configured', async () => {
    const { store, searched } = testStore();
    const navigate = vi.fn();
    const controller = createAutocompleteController({
      store,
      client,
      sources,
      resultsPageUrl: '/search?lang=en',
      navigate,
    });
    await controller.select(' golf gti ');
    expect(navigate).toHaveBeenCalledWith('/search?lang=en&search=golf+gti');
    expect(searched).toEqual([]);
    expect(resultsUrlFor('/search', 'a&b')).toBe('/search?search=a%26b');
  });

  it('loads the next page of SEARCH sources and appends it', async () => {
    const { store } = testStore();
    const controller = createAutocompleteController({ store, client, sources });
    await controller.fetch('ford');
    const firstPage = store.getState().autocomplete.searchResults.reviews!.hits.map((hit) => hit.id);
    await controller.loadMoreResults();
    const both = store.getState().autocomplete.searchResults.reviews!.hits.map((hit) => hit.id);
    expect(both.slice(0, 2)).toEqual(firstPage);
    expect(both.length).toBeGreaterThan(2);
    expect(new Set(both).size).toBe(both.length);
    expect(store.getState().autocomplete.appendResults).toBe(false);
  });

  it('stops loading more at the last page', async () => {
    const { store } = testStore();
    const search = vi.spyOn(client, 'search');
    const controller = createAutocompleteController({ store, client, sources });
    await controller.fetch('ford');
    const total = store.getState().autocomplete.searchResults.reviews!.total_hits;
    for (let i = 0; i < total; i += 1) await controller.loadMoreResults();
    const calls = search.mock.calls.length;
    await controller.loadMoreResults();
    expect(search.mock.calls.length).toBe(calls);
    expect(store.getState().autocomplete.searchResults.reviews!.hits).toHaveLength(total);
    search.mockRestore();
  });

  it('an empty keyword clears and hides; hide() hides', async () => {
    const { store } = testStore();
    const controller = createAutocompleteController({ store, client, sources });
    await controller.fetch('ford');
    controller.hide();
    expect(store.getState().autocomplete.visible).toBe(false);
    await controller.fetch('ford');
    await controller.fetch('  ');
    expect(store.getState().autocomplete).toMatchObject({ visible: false, suggestions: [], searchResults: {} });
  });

  it('bottom reached when offsetHeight + scrollTop >= scrollHeight', () => {
    expect(isScrolledToBottom({ offsetHeight: 100, scrollTop: 200, scrollHeight: 300 })).toBe(true);
    expect(isScrolledToBottom({ offsetHeight: 100, scrollTop: 199, scrollHeight: 300 })).toBe(false);
  });
});
