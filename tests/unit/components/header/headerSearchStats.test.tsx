/**
 * HeaderSearch's statistics (spec 7, 9), with fake timers: the search event goes to the client's
 * sendStatsEvent 2500 ms after the answer (not at 2499 ms), a newer answer replaces a pending one,
 * and choosing a result by click or by Enter sends the click event with its position (page 1:
 * index + 1) before navigating. A client without sendStatsEvent (the stories') still works.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemorySearchClient } from '#src/adapters/search/memorySearchClient';
import type { SearchClient, SearchResponse, SearchResult } from '#src/adapters/search/index';
import { HeaderSearch } from '#src/components/header/HeaderSearch';
import { sampleSearchDocuments, sampleSearchPins } from '#stories/support/searchDocuments';

const memory = createMemorySearchClient({ documents: sampleSearchDocuments, pins: sampleSearchPins });

function setup() {
  const answers: Array<{ at: number; response: SearchResponse }> = [];
  const search = vi.fn<SearchClient['search']>(async (settings) => {
    const result: SearchResult = await memory.search(settings);
    answers.push({ at: Date.now(), response: result as SearchResponse });
    return result;
  });
  const sendStatsEvent = vi.fn((..._args: unknown[]) => Promise.resolve(true));
  const navigate = vi.fn<(url: string) => void>();
  render(
    <HeaderSearch
      client={{ search, sendStatsEvent: sendStatsEvent as unknown as SearchClient['sendStatsEvent'] }}
      navigate={navigate}
    />,
  );
  const field = screen.getByRole('combobox', { name: 'Search Kerbside' });
  act(() => field.focus());
  return { field, search, sendStatsEvent, navigate, answers };
}

/** Types `text`, waits the 1500 ms typing delay and lets the answer arrive. */
async function typeAndAnswer(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
  await act(() => vi.advanceTimersByTimeAsync(1500));
  await act(() => vi.advanceTimersByTimeAsync(5));
}

const searchCalls = (spy: ReturnType<typeof setup>['sendStatsEvent']) =>
  spy.mock.calls.filter(([type]) => type === 'search');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('HeaderSearch statistics', () => {
  it('sends the search event 2500 ms after the answer, not before', async () => {
    const { field, sendStatsEvent, answers } = setup();
    await typeAndAnswer(field, 'ford');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    const { at, response } = answers.at(-1)!;
    await act(() => vi.advanceTimersByTimeAsync(2499 - (Date.now() - at)));
    expect(searchCalls(sendStatsEvent)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searchCalls(sendStatsEvent)).toEqual([
      [
        'search',
        { keyword: 'ford', numberOfResults: response.total_hits, processingTimeMs: response.processing_time_ms },
      ],
    ]);
  });

  it('a newer answer replaces a pending search event', async () => {
    const { field, sendStatsEvent } = setup();
    await typeAndAnswer(field, 'ford');
    await typeAndAnswer(field, 'ford puma');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(searchCalls(sendStatsEvent).map(([, data]) => (data as { keyword: string }).keyword)).toEqual(['ford puma']);
  });

  it('a click on a result sends its click event (position index + 1), then opens it', async () => {
    const { field, sendStatsEvent, navigate, answers } = setup();
    await typeAndAnswer(field, 'ford');
    const hits = answers.at(-1)!.response.hits;
    expect(hits.length).toBeGreaterThan(1);
    fireEvent.click(screen.getAllByRole('option')[1]!);
    expect(sendStatsEvent).toHaveBeenCalledWith('click', { keyword: 'ford', documentId: hits[1]!.id, position: 2 });
    expect(navigate).toHaveBeenCalledWith(hits[1]!.url);
    expect(sendStatsEvent.mock.invocationCallOrder.at(-1)!).toBeLessThan(navigate.mock.invocationCallOrder[0]!);
  });

  it('Enter on the active result sends its click event', async () => {
    const { field, sendStatsEvent, navigate, answers } = setup();
    await typeAndAnswer(field, 'ford');
    const hits = answers.at(-1)!.response.hits;
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(sendStatsEvent).toHaveBeenCalledWith('click', { keyword: 'ford', documentId: hits[2]!.id, position: 3 });
    expect(navigate).toHaveBeenCalledWith(hits[2]!.url);
  });

  it('Enter with no active result opens the results page and sends no click event', async () => {
    const { field, sendStatsEvent, navigate } = setup();
    await typeAndAnswer(field, 'ford');
    fireEvent.submit(field.closest('form')!);
    expect(navigate).toHaveBeenCalledWith('/search?search=ford');
    expect(sendStatsEvent.mock.calls.filter(([type]) => type === 'click')).toEqual([]);
  });

  it('works with a client that has no sendStatsEvent', async () => {
    const navigate = vi.fn();
    render(<HeaderSearch client={{ search: memory.search }} navigate={navigate} />);
    const field = screen.getAllByRole('combobox').at(-1)!;
    act(() => field.focus());
    await typeAndAnswer(field, 'ford');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    fireEvent.click(screen.getAllByRole('option')[0]!);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
