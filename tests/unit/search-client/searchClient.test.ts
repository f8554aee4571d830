/**
 * The client with fake fetch/sendBeacon: throttling (fake timers), stats by beacon and by fetch,
 * the analytics callback, and the document calls' results and rejections.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickPosition, createSearchClient, type FetchLike } from '#src/adapters/search/searchClient';
import { SearchSettings } from '#src/adapters/search/searchSettings';

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
const searchBody = (term: string | null) => ({ page: 1, total_hits: 1, processing_time_ms: 1, hits: [], term });

function fakeFetch(
  answer: (url: string, init?: RequestInit) => Response | Promise<Response> = (url) =>
    json(searchBody(new URL(url, 'http://x').searchParams.get('term'))),
) {
  return vi.fn<FetchLike>(async (url, init) => answer(url, init));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('throttle', () => {
  it('sends the first at once and collapses the rest of the window into the last one', async () => {
    vi.useFakeTimers();
    const fetch = fakeFetch();
    const client = createSearchClient({ host: '/api/search', sitekey: 'kerbside', fetch });
    const first = client.search(new SearchSettings().setKeyword('a'));
    const second = client.search(new SearchSettings().setKeyword('b'));
    const third = client.search(new SearchSettings().setKeyword('c'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toMatch(/^\/api\/search\/v1\/search\/kerbside\?term=a&/);
    await vi.advanceTimersByTimeAsync(199);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]![0]).toContain('term=c&');
    expect(await first).toMatchObject({ term: 'a' });
    expect(await second).toMatchObject({ term: 'c' });
    expect(await third).toMatchObject({ term: 'c' });
  });

  it('uses 3000 ms when configured (page layout), per client and per settings', async () => {
    vi.useFakeTimers();
    const fetch = fakeFetch();
    const client = createSearchClient({ sitekey: 'kerbside', fetch, throttleMs: 3000 });
    expect(client.throttleMs).toBe(3000);
    void client.search(new SearchSettings());
    const late = client.search(new SearchSettings().setKeyword('late'));
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await late).toMatchObject({ term: 'late' });
    // Settings can carry their own throttle.
    await vi.advanceTimersByTimeAsync(5000);
    void client.search(new SearchSettings().setThrottleTime(50));
    const quick = client.search(new SearchSettings().setThrottleTime(50).setKeyword('quick'));
    await vi.advanceTimersByTimeAsync(50);
    expect(await quick).toMatchObject({ term: 'quick' });
  });

  it('throttles kinds and segmented source keys separately', async () => {
    vi.useFakeTimers();
    const fetch = fakeFetch((url) =>
      url.includes('/suggest/')
        ? json({ suggestions: [] })
        : json(searchBody(new URL(url, 'http://x').searchParams.get('term'))),
    );
    const client = createSearchClient({ sitekey: 'kerbside', fetch });
    void client.search(new SearchSettings());
    void client.suggestions('go');
    void client.searchSegmented('reviews', new SearchSettings());
    void client.searchSegmented('news', new SearchSettings());
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(fetch.mock.calls[0]![0]).toMatch(/^\/v1\/search\/kerbside\?/);
    expect(() => client.setThrottleTime(-5)).toThrow();
    client.setThrottleTime(3000);
    expect(client.throttleMs).toBe(3000);
  });
});

describe('statistics and analytics', () => {
  it('sends by navigator.sendBeacon with a text JSON body and the session id', async () => {
    const beacon = vi.fn((_url: string, _data: string) => true);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    const fetch = fakeFetch();
    const onAnalytics = vi.fn();
    const client = createSearchClient({ host: 'https://search.example', sitekey: 'kerbside', fetch, onAnalytics });
    expect(await client.sendStatsEvent('search', { keyword: 'golf', numberOfResults: 12, processingTimeMs: 7 })).toBe(
      true,
    );
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('https://search.example/v1/stats/kerbside/');
    expect(typeof body).toBe('string');
    expect(JSON.parse(body)).toEqual({
      action: 'search',
      session: client.sessionId,
      keyword: 'golf',
      numberOfResults: 12,
    });
    expect(client.sessionId).toMatch(/^[0-9a-f]{16,}$/);
    expect(onAnalytics).toHaveBeenCalledWith({
      action: 'search',
      keyword: 'golf',
      numberOfResults: 12,
      processingTimeMs: 7,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to POST text/plain without sendBeacon, for clicks with the position', async () => {
    vi.stubGlobal('navigator', {});
    const fetch = fakeFetch(() => new Response(null, { status: 204 }));
    const onAnalytics = vi.fn();
    const client = createSearchClient({
      host: '/api/search',
      sitekey: 'kerbside',
      fetch,
      onAnalytics,
      sessionId: 'session-1',
      analyticsTag: 'header',
    });
    const hits = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const position = clickPosition({ page: 2, pageSize: 10, hits, docId: 'c' });
    expect(position).toBe(13);
    expect(await client.sendStatsEvent('click', { keyword: 'golf', documentId: 'c', position })).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/search/v1/stats/kerbside/');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'text/plain' } });
    expect(JSON.parse(init!.body as string)).toEqual({
      action: 'click',
      session: 'session-1',
      keyword: 'golf',
      docid: 'c',
      position: 13,
      tag: 'header',
    });
    expect(onAnalytics).toHaveBeenCalledWith({ action: 'click', keyword: 'golf', documentId: 'c', position: 13 });
  });

  it('falls back to fetch when the beacon is refused, and never rejects', async () => {
    const fetch = fakeFetch(() => Promise.reject(new TypeError('offline')));
    const client = createSearchClient({ sitekey: 'kerbside', fetch, sendBeacon: () => false });
    expect(await client.sendStatsEvent('search', { keyword: 'x', numberOfResults: 0 })).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    const noisy = createSearchClient({
      sitekey: 'kerbside',
      fetch: fakeFetch(() => new Response(null, { status: 204 })),
      sendBeacon: null,
      onAnalytics: () => {
        throw new Error('tracker broke');
      },
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await noisy.sendStatsEvent('search', { keyword: 'x', numberOfResults: 1 })).toBe(true);
    expect(error).toHaveBeenCalled();
  });
});

describe('document calls', () => {
  const client = (fetch: FetchLike, secret: string | undefined = 'pa55') =>
    createSearchClient({ host: 'https://search.example', sitekey: 'kerbside', secret, fetch });

  it('sends basic auth and the protocol paths, resolving on 202', async () => {
    const fetch = fakeFetch((_url, init) =>
      init?.method === 'GET'
        ? json({ id: 'doc1', url: '/a' })
        : new Response(null, { status: 202, statusText: 'Accepted' }),
    );
    const c = client(fetch);
    expect(await c.getDocument('doc1')).toEqual({ id: 'doc1', url: '/a' });
    expect(await c.saveDocument({ id: 'doc1', url: '/a', title: 'A' })).toEqual({ status: 202, message: 'Accepted' });
    await c.saveDocument({ title: 'No id' });
    await c.saveDocumentsBatch([{ url: '/b' }]);
    await c.deleteDocument('doc 1');
    await c.deleteDocumentsBatch(['a', 'b']);
    const calls = fetch.mock.calls.map(([url, init]) => [init!.method, url, init!.body ?? null]);
    const base = 'https://search.example/v2/indices/kerbside';
    expect(calls).toEqual([
      ['GET', `${base}/documents/doc1`, null],
      ['PUT', `${base}/documents/`, JSON.stringify({ id: 'doc1', url: '/a', title: 'A' })],
      ['POST', `${base}/documents/`, JSON.stringify({ title: 'No id' })],
      ['PUT', `${base}/documents:batch`, JSON.stringify({ documents: [{ url: '/b' }] })],
      ['DELETE', `${base}/documents/doc%201`, null],
      ['DELETE', `${base}/documents:batch`, JSON.stringify({ documents: ['a', 'b'] })],
    ]);
    const headers = fetch.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Basic ${btoa('kerbside:pa55')}`);
  });

  it('rejects with the HTTP status and text, or 400 on a network failure', async () => {
    const denied = client(fakeFetch(() => new Response('no', { status: 401, statusText: 'Unauthorized' })));
    await expect(denied.getDocument('x')).rejects.toEqual({ status: 401, message: 'Unauthorized' });
    // Only 202 is a success for changes.
    const ok = client(fakeFetch(() => new Response(null, { status: 200, statusText: 'OK' })));
    await expect(ok.saveDocument({ url: '/a' })).rejects.toEqual({ status: 200, message: 'OK' });
    const missing = client(fakeFetch(() => new Response('{}', { status: 404, statusText: 'Not Found' })));
    await expect(missing.deleteDocument('x')).rejects.toEqual({ status: 404, message: 'Not Found' });
    const offline = client(fakeFetch(() => Promise.reject(new TypeError('fetch failed'))));
    await expect(offline.saveDocumentsBatch([])).rejects.toEqual({ status: 400, message: 'fetch failed' });
    await expect(offline.deleteDocumentsBatch(['a'])).rejects.toMatchObject({ status: 400 });
    await expect(client(fakeFetch(), '').getDocument('x')).rejects.toMatchObject({ status: 400 });
  });
});
