/**
 * The header search's requests: the text goes out only after the typing delay without typing,
 * never for whitespace, answers to older text are dropped, and answers are read only when they
 * have hits (fake timers; a fake client records what it is asked).
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult, SearchSettings } from '#src/adapters/search/index';
import {
  SEARCH_FAILED_MESSAGE,
  searchAnnouncement,
  searchOutcome,
  useDebouncedSearch,
  type DebouncedSearchOptions,
} from '#src/components/header/headerSearchResults';
import type { SearchHit, SearchResponse } from '#src/domain/search/searchTypes';

const hit = (id: string): SearchHit => ({
  id,
  url: `/${id}`,
  title: `${id} | Kerbside`,
  meta_description: '',
  meta_categories: [],
  custom_fields: {},
  highlight: '',
  ts: '2026-01-01T00:00:00.000Z',
  categories: ['0xkerbside'],
  document_type: 'html',
  images: { main: '', main_b64: '', capture: '' },
  score: 1,
});

const response = (hits: SearchHit[], total = hits.length): SearchResponse => ({
  page: 1,
  total_hits: total,
  processing_time_ms: 1,
  hits,
  facets: {},
  rangeFacets: {},
  fieldStats: {},
});

/** A client whose answers the test releases by hand, recording each keyword asked. */
function manualClient() {
  const asked: Array<{ keyword: string; pageSize: number; answer: (result: SearchResult) => void }> = [];
  const search = vi.fn((settings: SearchSettings) => {
    return new Promise<SearchResult>((resolve) => {
      asked.push({ keyword: settings.keyword, pageSize: settings.pageSize, answer: resolve });
    });
  });
  return { client: { search }, asked, search };
}

function setup(initial: Partial<DebouncedSearchOptions> & Pick<DebouncedSearchOptions, 'client'>) {
  return renderHook((props: DebouncedSearchOptions) => useDebouncedSearch(props), {
    initialProps: { text: '', delayMs: 1500, pageSize: 10, ...initial },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedSearch', () => {
  it('sends the trimmed text only after 1500 ms without typing', async () => {
    const { client, search, asked } = manualClient();
    const hook = setup({ client });
    hook.rerender({ client, text: 'g', delayMs: 1500, pageSize: 10 });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    hook.rerender({ client, text: 'gol', delayMs: 1500, pageSize: 10 });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    hook.rerender({ client, text: ' golf ', delayMs: 1500, pageSize: 10 });
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(search).not.toHaveBeenCalled();
    expect(hook.result.current.status).toBe('loading');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(asked[0]).toMatchObject({ keyword: 'golf', pageSize: 10 });

    await act(async () => asked[0]!.answer(response([hit('a'), hit('b')], 42)));
    expect(hook.result.current).toEqual({
      status: 'done',
      query: 'golf',
      outcome: { kind: 'hits', hits: [hit('a'), hit('b')], total: 42 },
    });
  });

  it('drops the pending text on unmount', async () => {
    const { client, search } = manualClient();
    const hook = setup({ client, text: 'golf' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    hook.unmount();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(search).not.toHaveBeenCalled();
  });

  it('never sends empty or whitespace text', async () => {
    const { client, search } = manualClient();
    const hook = setup({ client, text: '   ' });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(search).not.toHaveBeenCalled();
    expect(hook.result.current).toEqual({ status: 'idle', outcome: null, query: '' });
  });

  it('honours another delay and page size', async () => {
    const { client, asked } = manualClient();
    setup({ client, text: 'puma', delayMs: 50, pageSize: 4 });
    await act(() => vi.advanceTimersByTimeAsync(49));
    expect(asked).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(asked[0]).toMatchObject({ keyword: 'puma', pageSize: 4 });
  });

  it('drops an answer that arrives after the text changed', async () => {
    const { client, asked } = manualClient();
    const hook = setup({ client, text: 'golf' });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    hook.rerender({ client, text: 'puma', delayMs: 1500, pageSize: 10 });
    await act(async () => asked[0]!.answer(response([hit('golf')])));
    expect(hook.result.current.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await act(async () => asked[1]!.answer(response([hit('puma')])));
    expect(hook.result.current.outcome).toEqual({ kind: 'hits', hits: [hit('puma')], total: 1 });
  });

  it('does not ask again for the text it has just answered', async () => {
    const { client, asked } = manualClient();
    const hook = setup({ client, text: 'golf' });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await act(async () => asked[0]!.answer(response([hit('golf')])));
    hook.rerender({ client, text: 'golfx', delayMs: 1500, pageSize: 10 });
    await act(() => vi.advanceTimersByTimeAsync(500));
    hook.rerender({ client, text: 'golf ', delayMs: 1500, pageSize: 10 });
    expect(hook.result.current.status).toBe('done');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(asked).toHaveLength(1);
  });

  it('reads no hits as empty, and errors and rejections as failures', async () => {
    const { client, asked } = manualClient();
    const hook = setup({ client, text: 'zzz' });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await act(async () => asked[0]!.answer(response([], 0)));
    expect(hook.result.current.outcome).toEqual({ kind: 'empty' });

    const failing = { search: vi.fn(async () => ({ error: { response: 500, message: 'invalid server response' } })) };
    const failed = setup({ client: failing, text: 'golf' });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(failed.result.current.outcome).toEqual({ kind: 'error' });

    const rejecting = { search: vi.fn(() => Promise.reject(new Error('network'))) };
    const rejected = setup({ client: rejecting, text: 'golf' });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(rejected.result.current.outcome).toEqual({ kind: 'error' });
  });

  it('uses the latest client without restarting the delay', async () => {
    const first = manualClient();
    const second = manualClient();
    const hook = setup({ client: first.client, text: 'golf' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    hook.rerender({ client: second.client, text: 'golf', delayMs: 1500, pageSize: 10 });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(first.search).not.toHaveBeenCalled();
    expect(second.search).toHaveBeenCalledTimes(1);
  });
});

describe('searchOutcome and searchAnnouncement', () => {
  it('reads results only when the response has hits', () => {
    expect(searchOutcome(response([hit('a')], 3))).toEqual({ kind: 'hits', hits: [hit('a')], total: 3 });
    expect(searchOutcome(response([], 5))).toEqual({ kind: 'empty' });
    expect(searchOutcome({ ...response([]), hits: undefined } as unknown as SearchResult)).toEqual({ kind: 'empty' });
    expect(searchOutcome({ error: { response: 400, message: 'invalid query type' } })).toEqual({ kind: 'error' });
    expect(searchOutcome(null)).toEqual({ kind: 'error' });
  });

  it('announces counts, no results and failures', () => {
    expect(searchAnnouncement({ kind: 'hits', hits: [hit('a')], total: 1 })).toBe('1 result');
    expect(searchAnnouncement({ kind: 'hits', hits: [hit('a'), hit('b')], total: 2 })).toBe('2 results');
    expect(searchAnnouncement({ kind: 'hits', hits: [hit('a'), hit('b')], total: 10_000 })).toBe(
      '2 of 10000+ results shown',
    );
    expect(searchAnnouncement({ kind: 'empty' })).toBe('Sorry no results found');
    expect(searchAnnouncement({ kind: 'error' })).toBe(SEARCH_FAILED_MESSAGE);
  });
});
