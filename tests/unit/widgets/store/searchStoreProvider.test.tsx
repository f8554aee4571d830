/**
 * SearchStoreProvider in the browser (jsdom) under StrictMode, which connects, disconnects and
 * connects again: the store searches once, writes the URL by replacing (never pushing) the entry,
 * and the hook re-renders with the results. A provider given options makes its own store.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import { createSearchStore } from '#src/widgets/store/searchStore';
import { SearchStoreProvider } from '#src/widgets/store/SearchStoreProvider';
import { useSearchStore } from '#src/widgets/store/useSearchStore';
import { sampleSearchDocuments } from '#stories/support/searchDocuments';

const memory = createMemorySearchClient({ documents: sampleSearchDocuments });

function Total() {
  const total = useSearchStore((state) => state.results?.total_hits ?? null);
  const keyword = useSearchStore((state) => state.keyword);
  return <p>{total === null ? 'none' : `${total} for ${keyword}`}</p>;
}

afterEach(() => vi.restoreAllMocks());

it('connects once in effect under StrictMode: one search, the URL replaced, never pushed', async () => {
  window.history.replaceState(null, '', '/search?search=golf');
  const search = vi.fn(memory.search);
  const push = vi.spyOn(window.history, 'pushState');
  const store = createSearchStore({ client: { search }, urlSync: true });
  render(
    <StrictMode>
      <SearchStoreProvider store={store}>
        <Total />
      </SearchStoreProvider>
    </StrictMode>,
  );
  await waitFor(() => expect(screen.getByText(/\d+ for golf/)).toBeInTheDocument());
  expect(search).toHaveBeenCalledTimes(1);
  expect(push).not.toHaveBeenCalled();
  expect(window.location.search).toBe('?search=golf');
});

it('makes its own store from options', async () => {
  window.history.replaceState(null, '', '/search');
  render(
    <SearchStoreProvider options={{ client: memory, initialState: { keyword: 'kia' } }}>
      <Total />
    </SearchStoreProvider>,
  );
  await waitFor(() => expect(screen.getByText(/\d+ for kia/)).toBeInTheDocument());
});

it('throws a clear error for a widget outside a provider', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Total />)).toThrow('A search widget needs a SearchStoreProvider or a store prop');
});
