/**
 * /search's statistics (spec 7, 9) through SearchPageResults and its store, over the in-memory
 * client with a sendStatsEvent spy: the search event 2500 ms after the page's search (fake timers),
 * and a pointer-down or Enter on a result sends the click event with its position over all pages,
 * (page - 1) * pageSize + index within the hits + 1.
 */
import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchClient, SearchResponse } from '#src/adapters/search';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import { SearchPageResults } from '#src/components/search/SearchPageResults';
import { readSiteSearchState, siteSearchRequestConfig } from '#src/components/search/siteSearchQuery';
import { settingsFor } from '#src/widgets/store/searchRequest';
import { createSearchState } from '#src/widgets/store/searchState';
import { sampleSearchDocuments } from '#stories/support/searchDocuments';

const memory = createMemorySearchClient({ documents: sampleSearchDocuments });
const pageSize = 5;

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

/** Renders the results of `search` as the server would hand them over; fake timers from then on. */
async function renderPage(search: string) {
  window.history.replaceState(null, '', `/search?${search}`);
  const query = readSiteSearchState(Object.fromEntries(new URLSearchParams(search)));
  const results = (await memory.search(
    settingsFor(createSearchState({ ...query, pageSize }), siteSearchRequestConfig),
  )) as SearchResponse;
  vi.useFakeTimers();
  const sendStatsEvent = vi.fn((..._args: unknown[]) => Promise.resolve(true));
  const client = { search: memory.search, sendStatsEvent: sendStatsEvent as unknown as SearchClient['sendStatsEvent'] };
  const view = render(
    <SearchPageResults client={client} query={query} results={results} sections={{}} makes={{}} pageSize={pageSize} />,
  );
  const linkOf = (id: string) => view.container.querySelector<HTMLAnchorElement>(`[data-hit-id="${id}"] a[href]`)!;
  return { results, sendStatsEvent, linkOf };
}

// Rendering the page's widgets in jsdom is slow on a busy machine.
describe('/search statistics', { timeout: 30_000 }, () => {
  it('sends the search event 2500 ms after the page search, not before', async () => {
    const { results, sendStatsEvent } = await renderPage('search=car');
    await act(() => vi.advanceTimersByTimeAsync(2499));
    expect(sendStatsEvent).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(sendStatsEvent).toHaveBeenCalledExactlyOnceWith('search', {
      keyword: 'car',
      numberOfResults: results.total_hits,
      processingTimeMs: results.processing_time_ms,
    });
  });

  it('a result pressed or entered on page 2 sends its position over all pages', async () => {
    const { results, sendStatsEvent, linkOf } = await renderPage('search=car&page=2');
    expect(results.hits.length).toBeGreaterThan(2);
    fireEvent.pointerDown(linkOf(results.hits[2]!.id));
    expect(sendStatsEvent).toHaveBeenLastCalledWith('click', {
      keyword: 'car',
      documentId: results.hits[2]!.id,
      position: (2 - 1) * pageSize + 2 + 1,
    });
    fireEvent.keyDown(linkOf(results.hits[0]!.id), { key: 'Enter' });
    expect(sendStatsEvent).toHaveBeenLastCalledWith('click', {
      keyword: 'car',
      documentId: results.hits[0]!.id,
      position: pageSize + 1,
    });
    expect(sendStatsEvent.mock.calls.filter(([type]) => type === 'click')).toHaveLength(2);
  });
});
